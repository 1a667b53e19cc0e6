import Foundation

/// A font scale as written at every edge (`--font-scale`, a flow's `fontScale` header;
/// Docs/sweeps.md, "Font scale"): ASCII digits with at most two decimals, above 0 and at
/// most 4 (`1`, `1.3`, `0.85`, `.5`). No sign, exponent, `NaN` or `inf`; `standard`, a list
/// of seven, is only a sweep's.
extension FontScale: AttributeValue {
    public init(attributeText: String) throws(ValueError) {
        let parts = attributeText.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        let isDigits = { (text: Substring) in text.allSatisfy { $0.isASCII && $0.isNumber } }
        guard isDigits(whole), isDigits(fraction), fraction.count <= 2, !(whole.isEmpty && fraction.isEmpty),
            parts.count == 1 || !fraction.isEmpty
        else { throw ValueError(expected: Self.valueDescription) }
        // Leading zeros aside, a whole part longer than one digit is above 4.
        let significant = whole.drop { $0 == "0" }
        guard significant.count <= 1 else { throw ValueError(expected: Self.valueDescription) }
        let units = Int(significant) ?? 0
        let hundredths = units * 100 + (Int(String(fraction).padding(toLength: 2, withPad: "0", startingAt: 0)) ?? 0)
        guard let scale = FontScale(hundredths: hundredths) else { throw ValueError(expected: Self.valueDescription) }
        self = scale
    }

    public static var valueDescription: String { "a font scale: a number above 0 and at most 4 with at most two decimals" }
    public static var valueSyntax: ValueSyntax { .pattern(name: "font-scale", regex: "[0-9]*(\\.[0-9]{1,2})?") }

    /// The scale in the shortest form: `1`, `1.3`, `0.85`.
    public var attributeText: String {
        let fraction = hundredths % 100
        if fraction == 0 { return String(hundredths / 100) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return String(hundredths / 100) + "." + digits
    }
}
