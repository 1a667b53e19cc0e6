import Foundation
import Testing
import TrellisCore

/// An append-only list that closures registered as actions can write to. Each test makes
/// its own, so tests share no state.
final class Log<Entry> {
    private(set) var entries: [Entry] = []

    func append(_ entry: Entry) {
        entries.append(entry)
    }
}

extension ControlEventSending {
    /// Records every event this sender sends, in order, through a closure registered for
    /// all events.
    func recordEvents() -> Log<ControlEvents> {
        let log = Log<ControlEvents>()
        for (event, _) in ControlEvents.named {
            addAction(for: event) { _ in log.append(event) }
        }
        return log
    }
}

/// The control events `sender` sent, in the order the records hold them.
func events(in records: [DispatchRecord], from sender: View) -> [ControlEvents] {
    records.compactMap { record in
        if case .event(let event, let from) = record, from === sender { return event }
        return nil
    }
}

/// Every record as one line: "button#buy touchDown" or "action report handled=false".
func describe(_ records: [DispatchRecord]) -> [String] {
    records.map { record in
        switch record {
        case .event(let event, let sender): return "\(sender.debugName) \(event)"
        case .action(let action, let sender): return "\(sender.debugName) action \(action.name) handled=\(action.handled)"
        case .navigation(let move): return "navigation \(move)"
        }
    }
}

/// A view that counts its layout passes.
final class CountingView: View {
    private(set) var layoutCount = 0

    override func layoutSubviews() {
        layoutCount += 1
        super.layoutSubviews()
    }
}

/// A view whose fitting size is a fixed size, whatever it is offered, and which remembers
/// the last width it was offered (nil when unconstrained).
final class FixedSizeView: View {
    let fittingSize: CGSize
    private(set) var offeredWidths: [CGFloat?] = []

    init(_ width: CGFloat, _ height: CGFloat) {
        fittingSize = CGSize(width: width, height: height)
        super.init()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        offeredWidths.append(size.width.isFinite ? size.width : nil)
        return fittingSize
    }
}

/// A view whose fitting size fills the width it is offered (like a flow), with a fixed
/// height; offered no width, it answers `idealWidth`.
final class WidthFillingView: View {
    let height: CGFloat
    let idealWidth: CGFloat

    init(height: CGFloat, idealWidth: CGFloat = 1000) {
        self.height = height
        self.idealWidth = idealWidth
        super.init()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? size.width : idealWidth, height: height)
    }
}

/// A view that handles the named actions in `handled` and remembers every action that
/// reached it, with its sender.
final class ActionHandlingView: View {
    let handled: Set<String>
    private(set) var received: [(name: String, sender: View)] = []

    init(handling handled: Set<String>) {
        self.handled = handled
        super.init()
    }

    override func handleAction(_ name: String, sender: View) -> Bool {
        received.append((name, sender))
        return handled.contains(name)
    }
}

/// A screen of `width` × `height` points with no layout, so frames set in code stay.
func makeScreen(_ width: CGFloat = 375, _ height: CGFloat = 667) -> Screen {
    Screen(size: CGSize(width: width, height: height))
}

/// A screen with a vertical stack of buttons "A" and "B". Button titles are 15 pt: a
/// one-letter title is 7.5 × 18, and `fill` makes each 375 wide, so A is at
/// (0, 0, 375, 18) and B at (0, 18, 375, 18). A's centre is (187.5, 9).
func makeStackScreen() -> (Screen, Button, Button) {
    let screen = makeScreen()
    screen.layout = StackLayout()
    let a = Button(title: "A")
    a.id = "a"
    let b = Button(title: "B")
    b.id = "b"
    screen.addSubview(a)
    screen.addSubview(b)
    screen.layoutIfNeeded()
    return (screen, a, b)
}

/// A screen with button#buy "Buy" at (100, 200, 80, 40): its centre is (140, 220).
func makeBuyScreen() -> (Screen, Button) {
    let screen = makeScreen()
    let button = Button(title: "Buy")
    button.id = "buy"
    button.frame = CGRect(x: 100, y: 200, width: 80, height: 40)
    screen.addSubview(button)
    return (screen, button)
}

/// Whether two rectangles are equal within 1e-6 on every component (Docs/layouts.md).
func approximatelyEqual(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Whether two sizes are equal within 1e-6 on both axes.
func approximatelyEqual(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A layout that places each subview at its `specifiedFrame` (or (0, 0, 0, 0)) and
/// collapses the subviews at `collapsedIndices`, as a plugin does with items past a line
/// limit.
struct CollapsingLayout: Layout {
    var collapsedIndices: Set<Int>

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> CGSize {
        .zero
    }

    func placeSubviews(in bounds: CGRect, subviews: LayoutSubviews, context: LayoutContext) -> [SubviewPlacement] {
        subviews.indices.map { index in
            collapsedIndices.contains(index) ? .collapsed : .frame(subviews[index].specifiedFrame ?? .zero)
        }
    }
}

/// A view that records the hierarchy hooks it receives.
final class HookedView: View {
    private(set) var hooks: [String] = []

    override func didMoveToSuperview() {
        hooks.append("didMoveToSuperview \(superview?.debugName ?? "nil")")
    }

    override func didAddSubview(_ subview: View) {
        hooks.append("didAdd \(subview.debugName)")
    }

    override func willRemoveSubview(_ subview: View) {
        hooks.append("willRemove \(subview.debugName)")
    }
}
