import Foundation

/// An sRGB colour with alpha, from a CSS hex colour, and WCAG 2.1's relative luminance
/// and contrast ratio (success criterion 1.4.3, "Contrast (Minimum)").
public struct ContrastColor: Hashable, Sendable {
    /// The channels, 0…255.
    public var red: Double, green: Double, blue: Double
    /// The opacity, 0…1.
    public var alpha: Double

    /// Opaque white, the colour behind a screen.
    public static let white = ContrastColor(red: 255, green: 255, blue: 255)
    /// Opaque black, the default text colour.
    public static let black = ContrastColor(red: 0, green: 0, blue: 0)

    /// Creates a colour from channels 0…255 and an alpha 0…1 (default opaque).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The colour of a style attribute (`background`, `text-color`): its channels, and its
    /// alpha as a fraction of 255.
    public init(_ color: Color) {
        self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha) / 255)
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`; nil for anything else.
    public init?(hex text: String) {
        guard text.first == "#" else { return nil }
        var digits = Array(text.dropFirst())
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        var channels: [Double] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let value = UInt8(String(digits[index...index + 1]), radix: 16) else { return nil }
            channels.append(Double(value))
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] / 255 : 1)
    }

    /// The colour drawn over `background` (source-over compositing), opaque when the
    /// background is.
    public func composited(over background: ContrastColor) -> ContrastColor {
        let a = alpha
        return ContrastColor(
            red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a), alpha: a + background.alpha * (1 - a))
    }

    /// WCAG 2.1's relative luminance, 0 (black) to 1 (white): each channel c/255 is
    /// linearised as c/12.92 when c ≤ 0.04045, else ((c + 0.055)/1.055)^2.4, and
    /// L = 0.2126 R + 0.7152 G + 0.0722 B.
    /// A whole channel (a colour as written, not composited) is looked up in a table of the
    /// same values, worked out once: an audit asks for the luminance of every text's colours.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            if let whole = UInt8(exactly: channel) { return Self.linearChannels[Int(whole)] }
            return Self.linear(channel)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The linearised channel of ``relativeLuminance``, for a channel 0…255.
    private static func linear(_ channel: Double) -> Double {
        let c = channel / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// ``linear(_:)`` of each whole channel 0…255.
    private static let linearChannels: [Double] = (0...255).map { linear(Double($0)) }

    /// WCAG 2.1's contrast ratio, 1 to 21: (L1 + 0.05) / (L2 + 0.05) with L1 the lighter.
    public func contrastRatio(with other: ContrastColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The opaque colour as `#rrggbb`.
    public var hex: String {
        [red, green, blue].map { String(format: "%02x", Int(($0).rounded())) }.joined().reduce(into: "#") { $0.append($1) }
    }
}
