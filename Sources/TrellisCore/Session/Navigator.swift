import Foundation

/// The screens of a ``Session``, as a stack: the first is the root, the last the one on
/// top, which taps, flows and printing act on (Docs/architecture.md, "The session and a
/// run's observers").
///
/// Today a session shows one screen, so the stack holds the root only. Apps of several
/// screens add their navigation state here (push, back, a stack per tab, presented
/// stacks, alerts); code holding a session reads the screen on top through ``top`` and
/// keeps working unchanged then.
public final class Navigator {
    /// Every screen, the root first and the top last; never empty.
    public private(set) var screens: [Screen]

    /// A navigator showing `root` alone.
    public init(root: Screen) {
        screens = [root]
    }

    /// The screen on top: the one shown, which a flow's steps act on.
    public var top: Screen {
        // `screens` is never empty: it starts with the root, and nothing removes it.
        screens[screens.count - 1]
    }

    /// The screen at the bottom of the stack, the one the session started with.
    public var root: Screen { screens[0] }
}
