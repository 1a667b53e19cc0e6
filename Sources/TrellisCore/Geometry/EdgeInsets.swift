import Foundation

/// Insets from each edge of a rectangle, in points (UIKit's `UIEdgeInsets`).
///
/// Positive values shrink a rectangle; negative values grow it (as `hit-insets` does to
/// widen a hit area). In XML they are written with CSS's shorthand, see
/// ``EdgeInsets/init(cssValues:)``.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the left edge, in points.
    public var left: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the right edge, in points.
    public var right: CGFloat

    /// No inset on any side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets from the four sides, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side, in points.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// Creates insets from CSS shorthand values (CSS Box Model, `padding`): one value for
    /// all sides; two for vertical then horizontal; three for top, horizontal, bottom; four
    /// for top, right, bottom, left. Returns nil for any other count.
    public init?(cssValues values: [CGFloat]) {
        switch values.count {
        case 1: self.init(all: values[0])
        case 2: self.init(top: values[0], left: values[1], bottom: values[0], right: values[1])
        case 3: self.init(top: values[0], left: values[1], bottom: values[2], right: values[1])
        case 4: self.init(top: values[0], left: values[3], bottom: values[2], right: values[1])
        default: return nil
        }
    }

    /// `left + right`, in points.
    public var horizontal: CGFloat { left + right }
    /// `top + bottom`, in points.
    public var vertical: CGFloat { top + bottom }

    /// CSS order: "top right bottom left".
    public var description: String {
        "\(top.trellisDescription) \(right.trellisDescription) \(bottom.trellisDescription) \(left.trellisDescription)"
    }
}

extension CGRect {
    /// The rectangle inset by `insets` (UIKit's `inset(by:)`). Width and height never go
    /// below 0: an inset larger than the rectangle leaves an empty rectangle at the inset
    /// origin, as Docs/layouts.md's content box requires.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: max(0, size.width - insets.horizontal),
            height: max(0, size.height - insets.vertical)
        )
    }
}
