import Foundation

/// How an image view fits its picture into its bounds when drawn (UIKit's
/// `UIView.ContentMode`, the `content-mode` attribute; Docs/widgets.md, "image"). It
/// changes only the drawing: never a frame, a hit-test or a visible rectangle.
public enum ContentMode: String, CaseIterable, Hashable, Sendable, AttributeEnumeration {
    /// Stretched to the bounds on both axes, ignoring the aspect ratio
    /// (`scaleToFill`). The default.
    case scaleToFill = "scale-to-fill"
    /// Scaled by one factor until it meets the bounds on one axis, whole, centred
    /// (`scaleAspectFit`; CSS's `object-fit: contain`).
    case scaleAspectFit = "aspect-fit"
    /// Scaled by one factor until it covers the bounds on both axes, centred; what lies
    /// outside the bounds is drawn unless the view clips (`clips-to-bounds`), as in UIKit
    /// (`scaleAspectFill`; CSS's `object-fit: cover`).
    case scaleAspectFill = "aspect-fill"
    /// At its own size in points, centred, not scaled; outside the bounds as for
    /// ``scaleAspectFill`` (`center`).
    case center

    /// Where a picture of `size` points is drawn in `bounds`, in the same coordinates.
    ///
    /// A picture with a side of 0 (or not finite) fills `bounds`, as nothing can be
    /// scaled from it. For aspect-fit and aspect-fill the factor is
    /// `min`/`max(bounds.width / size.width, bounds.height / size.height)`.
    public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return bounds }
        let drawn: CGSize
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let horizontal = bounds.width / size.width
            let vertical = bounds.height / size.height
            let factor = self == .scaleAspectFit ? min(horizontal, vertical) : max(horizontal, vertical)
            drawn = CGSize(width: size.width * factor, height: size.height * factor)
        case .center:
            drawn = size
        }
        return CGRect(
            x: bounds.midX - drawn.width / 2, y: bounds.midY - drawn.height / 2,
            width: drawn.width, height: drawn.height)
    }
}
