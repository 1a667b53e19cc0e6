import Foundation
import TrellisCore

extension ViewPainter {
    /// Whether `view`, collapsed in the model, is still drawn: an animation fades it out
    /// (Docs/time.md, "collapsible": an item that becomes collapsed is drawn at its old
    /// frame fading to 0).
    func isFadingOut(_ view: View) -> Bool {
        clock?.isAnimating(view) ?? false
    }

    /// Whether `view` clips its subviews to its presented bounds now: an animation it
    /// started resizes it (``VirtualClock``'s rule, Docs/time.md, "collapsible").
    func clipsToPresentedBounds(_ view: View) -> Bool {
        clock?.clipsToPresentedBounds(view) ?? false
    }

    /// The frame `view` is drawn at, in the screen's coordinates (points): its model
    /// ``View/frameInRoot`` when nothing animates; else its presented frame moved by each
    /// ancestor's presented origin less its bounds origin, up to the root (not included),
    /// as ``View/frameInRoot`` goes through the model's.
    func frameInRoot(of view: View) -> CGRect {
        guard let clock else { return view.frameInRoot }
        var frame = clock.presentation(of: view).frame
        var current = view.superview
        while let ancestor = current, ancestor.superview != nil {
            let origin = clock.presentation(of: ancestor).frame.origin
            let bounds = ancestor.bounds.origin
            frame.origin.x += origin.x - bounds.x
            frame.origin.y += origin.y - bounds.y
            current = ancestor.superview
        }
        return frame
    }

    /// The style `view` is drawn with: its presented alpha while an animation fades it.
    func style(of view: View) -> ViewStyle {
        guard let clock else { return ViewStyle(view) }
        return ViewStyle(view, alpha: clock.presentation(of: view).alpha)
    }

    /// The text `view` draws at `frame` (its drawn frame): a collapsed view fading out
    /// shows the text it showed, laid out at that frame's width.
    func textSource(of view: View, in frame: CGRect) -> TextSource {
        guard view.isCollapsed, clock != nil else { return TextSource(view) }
        return TextSource(view, collapsedWidth: frame.width)
    }
}
