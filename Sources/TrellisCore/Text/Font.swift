import Foundation

/// What a text measurer needs to know about the font a string is drawn in: its size, and
/// for real fonts its family and weight.
///
/// ``TestTextMetrics`` reads only ``size``; a font-backed measurer also resolves
/// ``family`` and ``weight`` to a font file.
public struct Font: Hashable, Sendable {
    /// The font size in points (the em square).
    public var size: CGFloat
    /// The family as CSS's `font-family` writes it: one name as fontconfig knows it
    /// ("DejaVu Sans", or a generic name such as "sans-serif") or a list of them, the
    /// first installed one winning ("SF Pro Text, PingFang SC, sans-serif"); nil means the
    /// system's default sans-serif family.
    public var family: String?
    /// The weight; ``Weight/regular`` by default.
    public var weight: Weight

    /// Creates a font of `size` points in `family` (nil: the default family) at `weight`.
    public init(size: CGFloat, family: String? = nil, weight: Weight = .regular) {
        self.size = size
        self.family = family
        self.weight = weight
    }

    /// A label's default font: 17 points (Docs/layouts.md, "Text metrics").
    public static let labelDefault = Font(size: 17)
    /// A button's default font: 15 points (Docs/layouts.md, "Text metrics").
    public static let buttonDefault = Font(size: 15)
}
