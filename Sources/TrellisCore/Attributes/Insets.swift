import Foundation

/// Insets written in CSS shorthand with lengths that are never negative (`padding`):
/// 1, 2, 3 or 4 numbers separated by single or repeated spaces (all; vertical horizontal;
/// top horizontal bottom; top right bottom left).
public struct Insets: AttributeValue, Hashable {
    /// The insets in points.
    public var value: EdgeInsets

    /// Creates the value.
    public init(_ value: EdgeInsets) {
        self.value = value
    }

    public init(attributeText: String) throws(ValueError) {
        let numbers = try Insets.numbers(in: attributeText, expected: Self.valueDescription)
        guard numbers.allSatisfy({ $0 >= 0 }), let insets = EdgeInsets(cssValues: numbers) else {
            throw ValueError(expected: Self.valueDescription)
        }
        value = insets
    }

    public static var valueDescription: String {
        "1 to 4 lengths in points (numbers ≥ 0) in CSS order: all | vertical horizontal | top horizontal bottom | top right bottom left"
    }
    public static var valueSyntax: ValueSyntax { .insets }

    public var attributeText: String { value.description }

    /// Splits on spaces and parses each part with the number syntax.
    static func numbers(in text: String, expected: String) throws(ValueError) -> [CGFloat] {
        if let whole = wholeNumbers(in: text.utf8) { return whole }
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard !parts.isEmpty, parts.count <= 4, text.first != " ", text.last != " " else {
            throw ValueError(expected: expected)
        }
        var numbers: [CGFloat] = []
        for part in parts {
            numbers.append(try NumberSyntax.parse(String(part), expected: expected))
        }
        return numbers
    }

    /// The numbers of `bytes` when they are 1 to 4 whole numbers of ASCII digits (at most
    /// 15 each) between single spaces, as most paddings are (`0 20`): the values the
    /// number syntax gives them, read in one pass without splitting; nil for anything
    /// else, which the general path parses and reports.
    static func wholeNumbers(in bytes: String.UTF8View) -> [CGFloat]? {
        var numbers: [CGFloat] = []
        numbers.reserveCapacity(4)
        var value = 0
        var digits = 0
        for byte in bytes {
            if byte == UInt8(ascii: " ") {
                guard digits > 0, numbers.count < 3 else { return nil }
                numbers.append(CGFloat(value))
                value = 0
                digits = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        numbers.append(CGFloat(value))
        return numbers
    }
}

/// Insets in CSS shorthand where negative values are allowed (`hit-insets`: negative
/// values widen the hit area).
public struct SignedInsets: AttributeValue, Hashable {
    /// The insets in points.
    public var value: EdgeInsets

    /// Creates the value.
    public init(_ value: EdgeInsets) {
        self.value = value
    }

    public init(attributeText: String) throws(ValueError) {
        let numbers = try Insets.numbers(in: attributeText, expected: Self.valueDescription)
        guard let insets = EdgeInsets(cssValues: numbers) else { throw ValueError(expected: Self.valueDescription) }
        value = insets
    }

    public static var valueDescription: String {
        "1 to 4 numbers in points in CSS order (negative values widen): all | vertical horizontal | top horizontal bottom | top right bottom left"
    }
    public static var valueSyntax: ValueSyntax { .signedInsets }

    public var attributeText: String { value.description }
}

/// A rectangle written "x y w h" (`frame`): x and y any number, w and h lengths ≥ 0.
public struct FrameRect: AttributeValue, Hashable {
    /// The rectangle in points.
    public var value: CGRect

    /// Creates the value.
    public init(_ value: CGRect) {
        self.value = value
    }

    public init(attributeText: String) throws(ValueError) {
        let numbers = try Insets.numbers(in: attributeText, expected: Self.valueDescription)
        guard numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0 else { throw ValueError(expected: Self.valueDescription) }
        value = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    public static var valueDescription: String { "four numbers \"x y width height\" in points (width and height ≥ 0)" }
    public static var valueSyntax: ValueSyntax { .frame }

    public var attributeText: String {
        [value.minX, value.minY, value.width, value.height].map(\.trellisDescription).joined(separator: " ")
    }
}

/// A CSS hex colour: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (`background`).
public struct HexColor: AttributeValue, Hashable {
    /// The colour as written.
    public var value: String

    public init(attributeText: String) throws(ValueError) {
        let digits = attributeText.dropFirst()
        guard attributeText.first == "#", [3, 4, 6, 8].contains(digits.count),
            digits.allSatisfy({ $0.isASCII && $0.isHexDigit })
        else { throw ValueError(expected: Self.valueDescription) }
        value = attributeText
    }

    public static var valueDescription: String { "a CSS hex colour: #rgb, #rgba, #rrggbb or #rrggbbaa" }
    public static var valueSyntax: ValueSyntax { .hexColor }
    public var attributeText: String { value }
}
