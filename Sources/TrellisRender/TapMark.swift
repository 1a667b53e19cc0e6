import Foundation
import TrellisCore

/// A tap to mark on a rendering (``RenderOptions/showsTaps``): where it landed and what
/// it hit, captured when the tap was performed, since later layout may move views.
public struct TapMark: Hashable, Sendable {
    /// The point tapped, in screen coordinates (points, origin top-left, y down).
    public var point: CGPoint
    /// The frame of the view hit, in screen coordinates; nil when nothing was hit.
    public var hitFrame: CGRect?
    /// The hit view's name ("button#ok", "view"); nil when nothing was hit.
    public var hitName: String?

    /// Creates a mark from its parts.
    public init(point: CGPoint, hitFrame: CGRect?, hitName: String?) {
        self.point = point
        self.hitFrame = hitFrame
        self.hitName = hitName
    }

    /// The mark of a performed tap, or nil when the tap reached no point.
    public init?(_ report: TapReport) {
        guard let point = report.point else { return nil }
        self.point = point
        hitFrame = report.hitView.map { $0.convert($0.bounds, to: nil) }
        hitName = report.hitView?.debugName
    }
}
