import Foundation

/// What a text measurer needs to know about the font a string is drawn in.
public struct Font: Hashable, Sendable {
    /// The font size in points (the em square).
    public var size: CGFloat

    /// Creates a font of `size` points.
    public init(size: CGFloat) {
        self.size = size
    }

    /// A label's default font: 17 points (layouts.md, "Text metrics").
    public static let labelDefault = Font(size: 17)
    /// A button's default font: 15 points (layouts.md, "Text metrics").
    public static let buttonDefault = Font(size: 15)
}
