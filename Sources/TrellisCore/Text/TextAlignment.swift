/// Where a view's text sits across a view wider than it (UIKit's `NSTextAlignment` with
/// its `natural` resolved by the layout direction; the `text-alignment` attribute,
/// Docs/screen-xml.md, "Style attributes"). It changes only how the text is drawn, never a
/// frame.
public enum TextAlignment: String, Sendable, CaseIterable {
    /// Against the leading edge: the left edge left to right, the right edge right to left.
    case leading
    /// Centred between the edges inside the padding.
    case center
    /// Against the trailing edge.
    case trailing
}

extension TextAlignment: AttributeEnumeration {}
