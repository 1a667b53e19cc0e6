import Foundation

/// The phase of a touch (UIKit's `UITouch.Phase`).
public enum TouchPhase: String, Sendable {
    /// The finger went down.
    case began
    /// The finger moved.
    case moved
    /// The finger lifted.
    case ended
    /// The system cancelled the touch (the view left the tree, or the caller cancelled).
    case cancelled
}

/// One finger on the screen (UIKit's `UITouch`). The screen hit-tests it when it begins
/// and delivers every later phase to the same view.
public final class Touch {
    /// The current phase.
    public internal(set) var phase: TouchPhase
    /// The current location in screen coordinates, in points.
    public internal(set) var locationInScreen: CGPoint
    /// The view hit-tested when the touch began; nil when it began on nothing. Held
    /// strongly, as UIKit's `UITouch.view` is, for the touch's short life: a weak
    /// reference would give every touched view a side table and slow each later retain.
    public internal(set) var view: View?
    /// Where the touch began, in screen coordinates, in points.
    public let startLocation: CGPoint
    /// The scroll views at or above ``view`` when the touch began, innermost first, each
    /// with its content offset then: those the touch may scroll (Docs/widgets.md,
    /// "scroll", scrolling by touch).
    var scrollCandidates: [(scrollView: ScrollView, offset: CGPoint)] = []
    /// When the touch began, in ms of the screen's clock: a scroll that ends later than
    /// it began keeps moving (Docs/time.md, "Momentum").
    var startTime: Int64 = 0
    /// The scroll view the touch scrolls, once it moved past ``ScrollView/scrollSlop``;
    /// nil until then, and for a touch that never does.
    public internal(set) var scrollView: ScrollView?

    init(phase: TouchPhase, location: CGPoint, view: View?) {
        self.phase = phase
        self.locationInScreen = location
        self.startLocation = location
        self.view = view
    }

    /// The current location in `view`'s coordinates (nil: screen coordinates).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return locationInScreen }
        return view.convert(locationInScreen, from: nil)
    }
}
