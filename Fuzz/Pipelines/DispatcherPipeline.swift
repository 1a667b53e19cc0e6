import Foundation
import Trellis

/// The event dispatcher's fuzzing pipeline: the bytes are a program run on a small screen
/// (every standard container, controls with named actions). Each step delivers a touch
/// phase or a tap at a point, registers a handler that changes the tree while it is being
/// dispatched, changes the tree directly, lays out, moves the clock, or prints the tree.
///
/// The program only uses public API, as an application would; whatever it does, Docs/events.md
/// says dispatch finishes safely, so any crash is a defect of the library.
public enum DispatcherPipeline {
    /// The screen every program starts from.
    public static let seedScreen = """
        <screen width="320" height="480" padding="10">
          <view id="row" layout="absolute" height="60">
            <button id="ok" title="OK" frame="10 10 80 30" action="confirm"/>
            <button id="cancel" title="Cancel" frame="100 10 80 30" hit-insets="-10"/>
            <label id="caption" text="Caption" frame="190 10 100 30"/>
          </view>
          <tag-list id="tags" max-selected="2" spacing="4" line-spacing="4">
            <button title="A" padding="0 8" height="24"/>
            <button title="B" padding="0 8" height="24"/>
            <button title="C" padding="0 8" height="24" action="pick"/>
          </tag-list>
          <view id="grid" layout="grid" columns="2" rows="2" spacing="4" height="80">
            <button title="G1" action="report"/>
            <button title="G2"/>
            <view id="cell"><button id="inner" title="In" frame="0 0 40 20"/></view>
          </view>
          <check-in id="board" columns="3" checked="1" height="80">
            <item title="1"/>
            <item title="2"/>
            <item title="3"/>
            <item title="4"/>
          </check-in>
          <collapsible id="more" max-lines="1" toggle-width="30">
            <button title="X" padding="0 10" height="20"/>
            <button title="Y" padding="0 10" height="20"/>
            <button title="Z" padding="0 10" height="20"/>
          </collapsible>
          <spinner id="busy"/>
          <timer id="poll" interval="50ms" repeats="true" action="refresh"/>
        </screen>
        """

    private static let loader = ScreenLoader(registry: .standard)

    /// Runs the program in `bytes` (at most 512 steps) and returns the tree's JSON at the end.
    public static func run(_ bytes: [UInt8]) -> String {
        let screen: Screen
        do {
            screen = try loader.load(xml: seedScreen, path: "seed.xml")
        } catch {
            preconditionFailure("the seed screen loads: \(error)")
        }
        var input = FuzzInput(bytes)
        let context = Context()
        var steps = 0
        while !input.isAtEnd, steps < 512 {
            step(&input, on: screen, context: context)
            steps += 1
        }
        screen.sendTouch(.cancelled, at: .zero)
        screen.layoutIfNeeded()
        return ViewSnapshot(screen).json.serialized()
    }

    private static func step(_ input: inout FuzzInput, on screen: Screen, context: Context) {
        switch input.byte() % 16 {
        case 0: screen.sendTouch(.began, at: input.point(in: screen.size))
        case 1: screen.sendTouch(.moved, at: input.point(in: screen.size))
        case 2: screen.sendTouch(.ended, at: input.point(in: screen.size))
        case 3: screen.sendTouch(.cancelled, at: input.point(in: screen.size))
        case 4: screen.tap(at: input.point(in: screen.size))
        case 5, 6, 7:
            let senders = screen.allViews.compactMap { $0 as? any ControlEventSending }
            guard !senders.isEmpty else { return }
            let sender = senders[input.index(senders.count)]
            let events = ControlEvents(rawValue: UInt32(input.byte()) | UInt32(input.byte() & 0x30) << 8)
            let mutation = Mutation(&input)
            let registration = Box<ActionRegistration>()
            registration.value = sender.addAction(for: events.isEmpty ? .touchUpInside : events) { [weak screen] view in
                guard let screen else { return }
                // Docs/events.md, "Target/action": no event is delivered to a view that has left the tree.
                precondition(view.screen === screen, "an event was sent by \(view.debugName), which has left the screen")
                mutation.apply(to: view, on: screen, registration: registration.value, context: context)
            }
        case 8:
            let mutation = Mutation(&input)
            screen.actionHandler = { [weak screen] _, view in
                guard let screen else { return false }
                mutation.apply(to: view, on: screen, registration: nil, context: context)
                return mutation.handles
            }
        case 9, 10, 11:
            let views = screen.allViews
            let view = views[input.index(views.count)]
            Mutation(&input).apply(to: view, on: screen, registration: nil, context: context)
        case 12:
            // Lays out, or moves the screen's clock by up to 1,020 ms (Docs/time.md): the
            // firing limit is a valid outcome, so its error is not a finding.
            if input.byte() & 1 == 0 {
                screen.layoutIfNeeded()
            } else {
                _ = try? screen.clock.advance(milliseconds: Int64(input.byte()) * 4)
            }
        case 13:
            _ = ViewSnapshot(screen).json.serialized()
        case 14:
            let start = input.point(in: screen.size)
            let moves = (0..<input.index(4)).map { _ in input.point(in: screen.size) }
            _ = try? screen.drag(from: start, through: moves, cancel: input.byte() & 1 == 1)
        default:
            let views = screen.allViews
            let view = views[input.index(views.count)]
            if let text = (view as? Button)?.title ?? (view as? Label)?.text, !text.isEmpty {
                _ = try? screen.tap(text: text, allowMissed: input.byte() & 1 == 1)
            } else if let id = view.id {
                _ = try? screen.tap(id: id, allowMissed: input.byte() & 1 == 1)
            }
        }
    }
}

/// What the handlers of one program share: how deeply they are nested in dispatch they
/// started themselves, so that a handler that taps again cannot recurse without end (an
/// application's bug, not the library's).
private final class Context {
    static let maximumReentry = 3
    var reentry = 0

    /// Runs `body` unless handlers are already `maximumReentry` dispatches deep.
    func reenter(_ body: () -> Void) {
        guard reentry < Context.maximumReentry else { return }
        reentry += 1
        defer { reentry -= 1 }
        body()
    }
}

/// A mutable reference a handler can read after it has been registered.
private final class Box<Value> {
    var value: Value?
}

/// One change to the tree, decided from the input when it is registered and applied to
/// the view an event was sent by (or chosen) when it runs.
private struct Mutation {
    enum Kind: CaseIterable {
        case removeView, removeAncestor, addButton, addButtonToScreen, moveToScreen, hide, unhide
        case disable, disableInteraction, relayout, setNeedsLayout, resize, retitle
        case removeOwnRegistration, removeAllTargets, addNestedHandler, sendActions, tapAgain
        case touchAgain, cancelTouch, printTree
    }

    let kind: Kind
    let depth: Int
    let number: UInt8
    let handles: Bool

    init(_ input: inout FuzzInput) {
        kind = Kind.allCases[input.index(Kind.allCases.count)]
        number = input.byte()
        depth = Int(number % 4)
        handles = number & 0x80 != 0
    }

    func apply(to view: View, on screen: Screen, registration: ActionRegistration?, context: Context) {
        switch kind {
        case .removeView:
            view.removeFromSuperview()
        case .removeAncestor:
            ancestor(of: view).removeFromSuperview()
        case .addButton:
            ancestor(of: view).addSubview(Button(title: "New\(number)"))
        case .addButtonToScreen:
            screen.insertSubview(Button(title: "Top\(number)"), at: Int(number % 8))
        case .moveToScreen:
            screen.addSubview(view)
        case .hide:
            ancestor(of: view).isHidden = true
        case .unhide:
            screen.forEachInSubtree { $0.isHidden = false }
        case .disable:
            (view as? Control)?.isEnabled = number & 1 == 1
        case .disableInteraction:
            ancestor(of: view).isUserInteractionEnabled = number & 1 == 1
        case .relayout:
            ancestor(of: view).setNeedsLayout()
            screen.layoutIfNeeded()
        case .setNeedsLayout:
            view.setNeedsLayout()
        case .resize:
            view.explicitWidth = number & 1 == 1 ? CGFloat(number) : nil
            view.explicitHeight = number & 2 == 2 ? CGFloat(number) / 4 : nil
        case .retitle:
            (view as? Button)?.title = String(repeating: "W", count: Int(number % 32))
            (view as? Label)?.text = String(repeating: "w ", count: Int(number % 32))
        case .removeOwnRegistration:
            if let registration, let sender = view as? any ControlEventSending { sender.removeAction(registration) }
        case .removeAllTargets:
            (view as? any ControlEventSending)?.removeTarget(nil, for: .allEvents)
        case .addNestedHandler:
            let nested = Mutation(kind: .removeView, depth: depth, number: number, handles: handles)
            (view as? any ControlEventSending)?.addAction(for: .allEvents) { [weak screen] sender in
                guard let screen else { return }
                precondition(sender.screen === screen, "an event was sent by \(sender.debugName), which has left the screen")
                nested.apply(to: sender, on: screen, registration: nil, context: context)
            }
        case .sendActions:
            context.reenter { (view as? any ControlEventSending)?.sendActions(for: .valueChanged) }
        case .tapAgain:
            context.reenter { screen.tap(at: CGPoint(x: CGFloat(number), y: CGFloat(number) * 1.5)) }
        case .touchAgain:
            context.reenter { screen.sendTouch(number & 1 == 1 ? .began : .ended, at: view.center) }
        case .cancelTouch:
            context.reenter { screen.sendTouch(.cancelled, at: .zero) }
        case .printTree:
            _ = ViewSnapshot(screen).json.serialized()
        }
    }

    private init(kind: Kind, depth: Int, number: UInt8, handles: Bool) {
        self.kind = kind
        self.depth = depth
        self.number = number
        self.handles = handles
    }

    /// The view `depth` levels up from `view`, stopping below the screen.
    private func ancestor(of view: View) -> View {
        var current = view
        for _ in 0..<depth {
            guard let parent = current.superview, !(parent is Screen) else { break }
            current = parent
        }
        return current
    }
}
