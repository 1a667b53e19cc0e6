import Foundation

/// How `light-dark(L, D)` is read (Docs/sweeps.md, "Appearances"; CSS Color Module Level
/// 5): exactly `light-dark(`, a colour, a comma, zero or more spaces, a colour and `)`,
/// nothing else inside; each colour a hex colour or a CSS colour name.
enum ColorPairSyntax {
    /// What a colour pair must look like, as errors say.
    static let expected =
        "a colour pair light-dark(L, D): two colours (#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name) "
        + "separated by a comma and optional spaces"

    /// The pair `text` writes; nil when it is no attempt at a pair (has no `(`).
    ///
    /// - Throws: ``ValueError`` expecting a colour pair when it has a `(` but is not
    ///   exactly the grammar: one colour or three, a bad colour inside, a nested
    ///   `light-dark`, another spelling such as `Light-Dark(`.
    static func pair(_ text: String) throws(ValueError) -> Color? {
        guard text.contains("(") || text.contains(")") else { return nil }
        guard let (light, dark) = sides(of: text),
            let lightColor = try? Color(attributeText: String(light)), let darkColor = try? Color(attributeText: String(dark))
        else { throw ValueError(expected: expected) }
        var pair = Color(light: lightColor, dark: darkColor)
        pair.attributeText = text
        return pair
    }

    /// The light and dark sides as written, or nil when `text` is not
    /// `light-dark(L, D)` with L and D free of commas, spaces and parentheses.
    static func sides(of text: String) -> (light: Substring, dark: Substring)? {
        let prefix = "light-dark("
        guard text.hasPrefix(prefix), text.hasSuffix(")"), text.count > prefix.count else { return nil }
        let inside = text.dropFirst(prefix.count).dropLast()
        let parts = inside.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let light = parts[0]
        let dark = parts[1].drop { $0 == " " }
        let isColourWord = { (word: Substring) in
            !word.isEmpty && !word.contains { $0 == " " || $0 == "(" || $0 == ")" || $0.isWhitespace }
        }
        guard isColourWord(light), isColourWord(dark) else { return nil }
        return (light, dark)
    }
}
