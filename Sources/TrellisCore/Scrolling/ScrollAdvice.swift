import Foundation

/// What a message about a view scrolled out of view tells its reader to do
/// (Docs/widgets.md, "scroll", visible): flows can scroll, the command line cannot.
public enum ScrollAdvice: Sendable, Hashable {
    /// "scrollUntilVisible first (content offset y 777 shows it)": for flows and Swift.
    case flow
    /// "give scroll#results content-offset="0 777" in the screen, or reveal it with a
    /// flow's scrollUntilVisible": for `trellis run --tap`, which has no way to scroll.
    case screenFile

    /// The advice for a scroll view named `scrollView` (``View/debugName``) that shows the
    /// view at `offset` (points, content coordinates), along `vertical` or horizontally.
    func text(scrollView: String, offset: CGPoint, vertical: Bool) -> String {
        switch self {
        case .flow:
            return "scrollUntilVisible first (content offset \(vertical ? "y" : "x") \((vertical ? offset.y : offset.x).humanDescription) shows it)"
        case .screenFile:
            return "give \(scrollView) content-offset=\"\(offset.x.humanDescription) \(offset.y.humanDescription)\" in the screen, "
                + "or reveal it with a flow's scrollUntilVisible"
        }
    }
}
