import Foundation
import TrellisCore

/// The `rating` widget: a control of ``stars`` stars, each ``starSize`` points square,
/// showing ``value`` of them filled ("★★★☆☆").
///
/// A tap on star k (counting from 1 at the leading edge, the right one under RTL) sets
/// ``value`` to k and sends `valueChanged` after `touchUpInside` and
/// `primaryActionTriggered`; a tap on the star already chosen changes nothing and sends
/// no `valueChanged`. Setting ``value`` from code sends nothing, as UIKit controls do.
/// The stars share the content box equally, so a rating wider than its fitting width
/// has wider stars. Its state is `{"value": k}`.
public final class RatingView: Control {
    /// The default number of stars: 5.
    public static let defaultStars = 5
    /// The default side of a star: 24 points.
    public static let defaultStarSize: CGFloat = 24

    /// The number of stars, at least 1.
    public var stars = RatingView.defaultStars {
        didSet {
            stars = max(1, stars)
            value = min(value, stars)
            invalidateIntrinsicContentSize()
        }
    }

    /// The stars filled, from 0 to ``stars``.
    public var value = 0 {
        didSet { value = min(max(0, value), stars) }
    }

    /// The side of one star in the fitting size, in points (≥ 0).
    public var starSize = RatingView.defaultStarSize {
        didSet {
            starSize = max(0, starSize)
            invalidateIntrinsicContentSize()
        }
    }

    override public class var defaultTypeName: String { "rating" }

    /// `stars × starSize` by `starSize`, plus the padding.
    override public func sizeThatFits(_ size: CGSize) -> CGSize {
        let padding = padding ?? .zero
        return CGSize(width: CGFloat(stars) * starSize + padding.horizontal, height: starSize + padding.vertical)
    }

    /// The stars, filled then empty: "★★★☆☆".
    override public var displayedText: String? {
        String(repeating: "★", count: value) + String(repeating: "☆", count: stars - value)
    }

    override public var inspectableState: [(key: String, value: InspectableValue)]? {
        [("value", .int(value))]
    }

    /// The star under `point` (in the view's coordinates), from 1 at the leading edge;
    /// points past either end count as the nearest star.
    public func star(at point: CGPoint) -> Int {
        let box = bounds.inset(by: padding ?? .zero)
        guard box.width > 0 else { return 1 }
        let fromLeading = effectiveDirection == .rtl ? box.maxX - point.x : point.x - box.minX
        let index = Int((fromLeading / (box.width / CGFloat(stars))).rounded(.down)) + 1
        return min(max(1, index), stars)
    }

    override public func touchesEnded(_ touch: Touch) {
        let point = touch.location(in: self)
        let chosen = isTracking && isInsideTrackingArea(point) ? star(at: point) : nil
        super.touchesEnded(touch)
        guard let chosen, chosen != value else { return }
        value = chosen
        sendActions(for: .valueChanged)
    }
}
