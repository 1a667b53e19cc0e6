import Foundation

/// A multiplier on every font size, as the user's text size is (Docs/sweeps.md, "Font
/// scale"; Compose's `fontScale`, Dynamic Type): above 0, at most 4, with at most two
/// decimals, so it is kept exactly as whole hundredths (1.15 is 115).
public struct FontScale: Sendable, Hashable, Comparable {
    /// The scale in hundredths: 100 is 1, 115 is 1.15; 1…400.
    public let hundredths: Int

    /// The unscaled text size, 1.
    public static let standard = FontScale(uncheckedHundredths: 100)

    /// The scale in hundredths, `nil` outside 1…400.
    public init?(hundredths: Int) {
        guard (1...400).contains(hundredths) else { return nil }
        self.hundredths = hundredths
    }

    private init(uncheckedHundredths: Int) {
        hundredths = uncheckedHundredths
    }

    /// The multiplier: `hundredths / 100`.
    public var value: CGFloat { CGFloat(hundredths) / 100 }

    /// Whether this is 1, which changes no size.
    public var isStandard: Bool { hundredths == 100 }

    public static func < (lhs: FontScale, rhs: FontScale) -> Bool {
        lhs.hundredths < rhs.hundredths
    }
}
