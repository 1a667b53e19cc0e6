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
    /// The number written beside the point; nil numbers the marks of a picture 1, 2, …
    /// in order.
    public var number: Int?
    /// The frame of the view a missed tap was aimed at, in screen coordinates, outlined
    /// dashed; nil when the tap reached its target.
    public var targetFrame: CGRect?
    /// Whether the tap missed its target: the mark is red and names the view on top
    /// (``hitName``) as the one that took the touch.
    public var isMissed: Bool

    /// Creates a mark from its parts; by default numbered in order, not missed.
    public init(point: CGPoint, hitFrame: CGRect?, hitName: String?, number: Int? = nil, targetFrame: CGRect? = nil, isMissed: Bool = false) {
        self.point = point
        self.hitFrame = hitFrame
        self.hitName = hitName
        self.number = number
        self.targetFrame = targetFrame
        self.isMissed = isMissed
    }

    /// The mark of a performed tap, or nil when the tap reached no point.
    public init?(_ report: TapReport) {
        guard let point = report.point else { return nil }
        self.point = point
        hitFrame = report.hitFrame
        hitName = report.hitView?.debugName
        number = nil
        targetFrame = nil
        isMissed = false
    }
}
