import Foundation
import Testing
import TrellisCore

/// A button that handles the named actions in `handled` itself.
private final class HandlingButton: Button {
    var handled: Set<String> = []
    private(set) var received: [String] = []

    override func handleAction(_ name: String, sender: View) -> Bool {
        received.append(name)
        return handled.contains(name)
    }
}

/// A screen that handles the named actions in `handled` before its action handler.
private final class HandlingScreen: Screen {
    var handled: Set<String> = []

    override func handleAction(_ name: String, sender: View) -> Bool {
        handled.contains(name)
    }
}

/// Nil-targeted named actions travelling up the responder chain (Docs/events.md,
/// "Target/action").
struct ResponderChainTests {
    /// screen ⊃ outer ⊃ inner ⊃ button "Buy" at (0, 0, 100, 40) in inner, with inner and
    /// outer at the screen's origin.
    private struct Chain {
        let screen: Screen
        let outer: ActionHandlingView
        let inner: ActionHandlingView
        let button: HandlingButton
    }

    private func makeChain(outer outerHandles: Set<String> = [], inner innerHandles: Set<String> = []) -> Chain {
        let screen = makeScreen()
        let outer = ActionHandlingView(handling: outerHandles)
        outer.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let inner = ActionHandlingView(handling: innerHandles)
        inner.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let button = HandlingButton(title: "Buy")
        button.id = "buy"
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        screen.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(button)
        button.addTarget(nil, action: "report", for: .primaryActionTriggered)
        return Chain(screen: screen, outer: outer, inner: inner, button: button)
    }

    @Test func nearestSuperviewThatHandlesStopsTheWalk() throws {
        let chain = makeChain(outer: ["report"], inner: ["report"])
        let handlerCalls = Log<String>()
        chain.screen.actionHandler = { name, _ in
            handlerCalls.append(name)
            return true
        }
        let report = try chain.screen.tap(text: "Buy")
        #expect(chain.button.received == ["report"])
        #expect(chain.inner.received.map(\.name) == ["report"])
        #expect(chain.inner.received.first?.sender === chain.button)
        #expect(chain.outer.received.isEmpty)
        #expect(handlerCalls.entries.isEmpty)
        #expect(report.actions == [SentAction(name: "report", handled: true)])
    }

    @Test func theControlItselfIsTheFirstResponder() throws {
        let chain = makeChain(inner: ["report"])
        chain.button.handled = ["report"]
        let report = try chain.screen.tap(text: "Buy")
        #expect(chain.button.received == ["report"])
        #expect(chain.inner.received.isEmpty)
        #expect(report.actions == [SentAction(name: "report", handled: true)])
    }

    @Test func actionWalksEverySuperviewThenTheScreensHandler() throws {
        let chain = makeChain()
        let handlerCalls = Log<String>()
        chain.screen.actionHandler = { name, sender in
            handlerCalls.append("\(name) from \(sender.debugName)")
            return true
        }
        let report = try chain.screen.tap(text: "Buy")
        #expect(chain.button.received == ["report"])
        #expect(chain.inner.received.map(\.name) == ["report"])
        #expect(chain.outer.received.map(\.name) == ["report"])
        #expect(handlerCalls.entries == ["report from button#buy"])
        #expect(report.actions == [SentAction(name: "report", handled: true)])
    }

    @Test func handlerThatDeclinesLeavesTheActionUnhandled() throws {
        let chain = makeChain()
        chain.screen.actionHandler = { _, _ in false }
        let report = try chain.screen.tap(text: "Buy")
        #expect(report.actions == [SentAction(name: "report", handled: false)])
    }

    @Test func actionNobodyHandlesIsReportedUnhandled() throws {
        let chain = makeChain()
        let report = try chain.screen.tap(text: "Buy")
        #expect(report.actions == [SentAction(name: "report", handled: false)])
        #expect(
            describe(report.records) == [
                "button#buy touchDown", "button#buy touchUpInside", "button#buy primaryActionTriggered",
                "button#buy action report handled=false",
            ])
    }

    @Test func screenSubclassAnswersBeforeItsActionHandler() {
        let screen = HandlingScreen(size: CGSize(width: 375, height: 667))
        screen.handled = ["report"]
        let handlerCalls = Log<String>()
        screen.actionHandler = { name, _ in
            handlerCalls.append(name)
            return true
        }
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        screen.addSubview(button)
        button.addTarget(nil, action: "report", for: .primaryActionTriggered)
        button.addTarget(nil, action: "other", for: .primaryActionTriggered)
        let report = screen.tap(at: CGPoint(x: 50, y: 20))
        // "report" stops at the screen; "other" goes on to the handler.
        #expect(handlerCalls.entries == ["other"])
        #expect(report.actions == [SentAction(name: "report", handled: true), SentAction(name: "other", handled: true)])
    }

    @Test func xmlStyleActionIsSentOnlyOnPrimaryActionTriggered() throws {
        let screen = makeScreen()
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        screen.addSubview(button)
        let handled = Log<String>()
        screen.actionHandler = { name, _ in
            handled.append(name)
            return true
        }
        button.addTarget(nil, action: "report", for: .primaryActionTriggered)
        // Dragging out and releasing sends no primaryActionTriggered, so no action.
        try screen.drag(from: CGPoint(x: 50, y: 20), through: [CGPoint(x: 300, y: 300)])
        #expect(handled.entries.isEmpty)
        screen.tap(at: CGPoint(x: 50, y: 20))
        #expect(handled.entries == ["report"])
    }

    @Test func sendActionReturnsWhetherItWasHandled() {
        let screen = makeScreen()
        let container = ActionHandlingView(handling: ["known"])
        let button = Button(title: "Buy")
        container.addSubview(button)
        screen.addSubview(container)
        #expect(button.sendAction("known", to: nil))
        #expect(!button.sendAction("unknown", to: nil))
        #expect(container.received.map(\.name) == ["known", "unknown"])
    }

    @Test func controlOffScreenSendsUpItsOwnChainWithoutCrashing() {
        let container = ActionHandlingView(handling: [])
        let button = Button(title: "Buy")
        container.addSubview(button)
        button.addTarget(nil, action: "report", for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(container.received.map(\.name) == ["report"])
        #expect(!button.sendAction("report", to: nil))
    }
}
