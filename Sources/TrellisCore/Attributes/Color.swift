/// A colour (the style attributes `background`, `text-color`, `border-color`;
/// Docs/screen-xml.md, "Colours"): a CSS hex colour (`#rgb`, `#rgba`, `#rrggbb`,
/// `#rrggbbaa`) or one of CSS's 148 named colours (CSS Color Module Level 4, "Named
/// Colors"), written in lower case as CSS lists them. Components are sRGB, 0–255; the
/// alpha is 255 (opaque) unless the hex form gives one. `light-dark(L, D)` (CSS Color
/// Module Level 5; Docs/sweeps.md, "Appearances") is L in light and D in dark: its
/// components are L's, and ``resolved(for:)`` gives the side an appearance draws.
public struct Color: AttributeValue, Hashable {
    /// The red, green, blue and alpha components, 0–255.
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    /// The colour as written (`#f80`, `tomato`, `light-dark(#fff, #000)`).
    public var attributeText: String

    /// The dark side of a `light-dark` pair, the only element; empty for a plain colour
    /// (an array, so that a colour can hold a colour).
    private var darkSide: [Color] = []

    /// Creates a colour from its components, written as `#rrggbbaa` (`#rrggbb` when opaque).
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        attributeText = Self.hexText(red, green, blue, alpha: alpha == 255 ? nil : alpha)
    }

    /// The pair `light-dark(light, dark)`, written so.
    public init(light: Color, dark: Color) {
        self = light.resolved(for: .light)
        darkSide = [dark.resolved(for: .dark)]
        attributeText = "light-dark(\(light.attributeText), \(dark.attributeText))"
    }

    /// The dark side of a `light-dark` pair; nil for a plain colour, the same in both.
    public var dark: Color? { darkSide.first }

    /// The colour `appearance` draws: the dark side of a pair in dark, else the colour
    /// itself (a pair's light side, written as that side was).
    public func resolved(for appearance: Appearance) -> Color {
        guard let dark else { return self }
        if appearance == .dark { return dark }
        var light = self
        light.darkSide = []
        light.attributeText = ColorPairSyntax.sides(of: attributeText).map { String($0.light) } ?? light.attributeText
        return light
    }

    public init(attributeText: String) throws(ValueError) {
        if let pair = try ColorPairSyntax.pair(attributeText) {
            self = pair
            return
        }
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
        let plain = "#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|" + namedColors.keys.sorted().joined(separator: "|")
        return .pattern(name: "colour", regex: plain + "|light-dark\\((\(plain)), *(\(plain))\\)")
    }

    /// The opaque part, `#rrggbb` in lower case.
    public var rgbHex: String { Self.hexText(red, green, blue, alpha: nil) }

    /// The opacity, 0 (transparent) to 1 (opaque): alpha ÷ 255.
    public var opacity: Double { Double(alpha) / 255 }

    /// `#rrggbb`, or `#rrggbbaa` with `alpha`, in lower-case hexadecimal.
    private static func hexText(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: UInt8?) -> String {
        let count = alpha == nil ? 7 : 9
        return String(unsafeUninitializedCapacity: count) { buffer in
            func write(_ byte: UInt8, at offset: Int) {
                buffer[offset] = hexDigit(byte >> 4)
                buffer[offset + 1] = hexDigit(byte & 15)
            }
            buffer[0] = UInt8(ascii: "#")
            write(red, at: 1)
            write(green, at: 3)
            write(blue, at: 5)
            if let alpha { write(alpha, at: 7) }
            return count
        }
    }

    /// The lower-case hexadecimal digit of `nibble` (0…15), as an ASCII byte.
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
