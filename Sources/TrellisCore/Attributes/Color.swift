/// A colour (the style attributes `background`, `text-color`, `border-color`;
/// Docs/screen-xml.md, "Colours"): a CSS hex colour (`#rgb`, `#rgba`, `#rrggbb`,
/// `#rrggbbaa`) or one of CSS's 148 named colours (CSS Color Module Level 4, "Named
/// Colors"), written in lower case as CSS lists them. Components are sRGB, 0–255; the
/// alpha is 255 (opaque) unless the hex form gives one.
public struct Color: AttributeValue, Hashable {
    /// The red, green, blue and alpha components, 0–255.
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// The colour as written (`#f80`, `tomato`).
    public var attributeText: String

    /// Creates a colour from its components, written as `#rrggbbaa` (`#rrggbb` when opaque).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        attributeText = ""
        attributeText = alpha == 255 ? rgbHex : rgbHex + Self.hexByte(alpha)
    }

    public init(attributeText: String) throws(ValueError) {
        if attributeText.first == "#" {
            guard (try? HexColor(attributeText: attributeText)) != nil else { throw ValueError(expected: Self.valueDescription) }
            var digits = attributeText.dropFirst().compactMap(\.hexDigitValue).map(UInt8.init)
            if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
            if digits.count == 6 { digits += [15, 15] }
            let byte = { (index: Int) in digits[2 * index] << 4 | digits[2 * index + 1] }
            self.init(red: byte(0), green: byte(1), blue: byte(2), alpha: byte(3))
        } else if let rgb = Self.namedColors[attributeText] {
            self.init(red: UInt8(rgb >> 16), green: UInt8(rgb >> 8 & 0xff), blue: UInt8(rgb & 0xff))
        } else {
            throw ValueError(expected: Self.valueDescription + Suggestion.didYouMean(attributeText.lowercased(), in: Self.namedColors.keys.sorted()))
        }
        self.attributeText = attributeText
    }

    public static var valueDescription: String { "a CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name" }
    public static var valueSyntax: ValueSyntax {
        .pattern(
            name: "colour",
            regex: "#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|"
                + namedColors.keys.sorted().joined(separator: "|"))
    }

    /// The opaque part, `#rrggbb` in lower case.
    public var rgbHex: String { "#" + [red, green, blue].map(Self.hexByte).joined() }

    /// The opacity, 0 (transparent) to 1 (opaque): alpha ÷ 255.
    public var opacity: Double { Double(alpha) / 255 }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
