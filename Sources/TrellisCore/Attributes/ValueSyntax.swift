/// The shape of an attribute's text that a schema can state (the generated RELAX NG
/// schema, `trellis schema`): free text, one of a list of words, or a regular expression
/// in XML Schema's regex syntax (implicitly anchored at both ends).
///
/// A syntax never rejects text the loader accepts; what a pattern cannot express
/// (finiteness, ranges such as 0…1 or at most 1,000,000) is left to the loader.
public enum ValueSyntax: Hashable, Sendable {
    /// Any text.
    case text
    /// Exactly one of these words (an enumeration, `true`/`false`).
    case choice([String])
    /// Text matching the regular expression; `name` names it in schemas (`length`).
    case pattern(name: String, regex: String)

    /// A number (Docs/screen-xml.md, "Values"): ASCII digits, an optional sign, fraction and
    /// exponent: `12`, `7.5`, `-3`, `.5`, `1e2`.
    public static let number = ValueSyntax.pattern(name: "number", regex: Regex.number)
    /// A length: a number that is not negative (`-0` and negative numbers that round to
    /// zero, such as `-1e-400`, read as 0, so a minus sign before an exponent is allowed).
    public static let length = ValueSyntax.pattern(name: "length", regex: Regex.length)
    /// Two lengths "x y" separated by spaces (`content-offset`).
    public static let lengthPair = ValueSyntax.pattern(name: "length-pair", regex: "(\(Regex.length)) +(\(Regex.length))")
    /// A count written as ASCII digits only.
    public static let count = ValueSyntax.pattern(name: "count", regex: "[0-9]+")
    /// A count of at least 1 (`columns`).
    public static let positiveCount = ValueSyntax.pattern(name: "positive-count", regex: "[0-9]*[1-9][0-9]*")
    /// CSS-shorthand insets of lengths (`padding`): 1 to 4, separated by spaces.
    public static let insets = ValueSyntax.pattern(name: "insets", regex: "(\(Regex.length))( +(\(Regex.length))){0,3}")
    /// CSS-shorthand insets of numbers (`hit-insets`).
    public static let signedInsets = ValueSyntax.pattern(name: "signed-insets", regex: "(\(Regex.number))( +(\(Regex.number))){0,3}")
    /// A frame "x y width height": two numbers, then two lengths.
    public static let frame = ValueSyntax.pattern(
        name: "frame", regex: "(\(Regex.number)) +(\(Regex.number)) +(\(Regex.length)) +(\(Regex.length))")
    /// A CSS hex colour: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    public static let hexColor = ValueSyntax.pattern(
        name: "hex-colour", regex: "#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")

    /// The syntax that accepts what either accepts: choices are joined; anything else
    /// joined with a different syntax is text.
    public func union(_ other: ValueSyntax) -> ValueSyntax {
        switch (self, other) {
        case _ where self == other: return self
        case (.choice(let left), .choice(let right)): return .choice(left + right.filter { !left.contains($0) })
        default: return .text
        }
    }

    private enum Regex {
        static let mantissa = "([0-9]+(\\.[0-9]+)?|\\.[0-9]+)"
        static let exponent = "([eE][+\\-]?[0-9]+)"
        static let number = "[+\\-]?\(mantissa)\(exponent)?"
        static let zero = "(0+(\\.0+)?|\\.0+)"
        static let length = "\\+?\(mantissa)\(exponent)?|-\(zero)\(exponent)?|-\(mantissa)[eE]-[0-9]+"
    }
}
