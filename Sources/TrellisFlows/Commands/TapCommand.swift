import Foundation
import TrellisCore

/// `tapOn`, `longPressOn`, `doubleTapOn`: a touch gesture on the view a selector names, or
/// at a point; a missed tap (Docs/events.md) fails the step unless `allowMissed`, and a
/// point outside the screen always fails it.
public struct TapCommand: FlowCommand {
    /// The gesture, named as the command that performs it.
    public enum Gesture: String, Sendable, Hashable {
        /// One tap at the view's centre.
        case tap = "tapOn"
        /// A touch that begins and ends at the view's centre, with a stationary move
        /// between (no clock).
        case longPress = "longPressOn"
        /// Two taps in a row at the view's centre, each checked for a miss.
        case doubleTap = "doubleTapOn"
    }

    /// The gesture performed.
    public var gesture: Gesture
    /// The view (or point) touched.
    public var selector: FlowSelector
    /// Whether a missed tap is performed without failing the step; false by default.
    public var allowMissed: Bool

    /// Creates the command.
    public init(_ gesture: Gesture, _ selector: FlowSelector, allowMissed: Bool = false) {
        self.gesture = gesture
        self.selector = selector
        self.allowMissed = allowMissed
    }

    public var name: String { gesture.rawValue }

    public var screenReferences: [ScreenReference] { selector.referencedIDs.map(ScreenReference.id) }

    public var description: String {
        "\(name) \(selector)" + (allowMissed ? " (allowMissed)" : "")
    }

    public func perform(in context: FlowContext) throws {
        let screen = context.screen, finder = context.finder
        switch gesture {
        case .tap:
            if case .point(let point) = selector {
                try screen.tap(.point(point))
                return
            }
            try screen.tap(finder.one(selector), query: finder.query(for: selector), allowMissed: allowMissed)
        case .longPress:
            let target = try finder.one(selector)
            try screen.longPress(target, query: finder.query(for: selector), allowMissed: allowMissed)
        case .doubleTap:
            if case .point(let point) = selector {
                try screen.tap(.point(point))
                try screen.tap(.point(point))
                return
            }
            try screen.doubleTap(finder.one(selector), query: finder.query(for: selector), allowMissed: allowMissed)
        }
    }

    static let tapOn = descriptor(
        .tap, argumentHelp: "a text, /regex/, {id: …}, {text: …, index: n}, {point: \"x,y\"} or {below: …}; allowMissed: true",
        example: "周一", summary: "tap the one visible view whose text or title is exactly 周一")
    static let longPressOn = descriptor(
        .longPress, argumentHelp: "a selector, as tapOn", example: "{id: ok}", summary: "began, a stationary move, ended (no clock)")
    static let doubleTapOn = descriptor(
        .doubleTap, argumentHelp: "a selector, as tapOn", example: "周一", summary: "two taps, each checked for a miss")

    private static func descriptor(_ gesture: Gesture, argumentHelp: String, example: String, summary: String) -> FlowCommandDescriptor {
        FlowCommandDescriptor(name: gesture.rawValue, argumentHelp: argumentHelp, example: example, summary: summary) { argument, parser in
            parser.tapSelector(argument).map { TapCommand(gesture, $0.selector, allowMissed: $0.allowMissed) }
        }
    }
}
