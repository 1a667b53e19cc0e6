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

    /// It may change the screen, and records the actions its step sends.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions] }

    public var name: String { gesture.rawValue }

    public var screenReferences: [ScreenReference] { selector.referencedIDs.map(ScreenReference.id) }

    public var description: String {
        "\(name) \(selector)" + (allowMissed ? " (allowMissed)" : "")
    }

    public func perform(in context: FlowContext) throws {
        let screen = context.screen, finder = context.finder
        let query = selector.query.description
        if case .point(let point) = selector, gesture != .longPress {
            for _ in 0..<(gesture == .doubleTap ? 2 : 1) {
                do {
                    let report = try screen.tap(.point(point))
                    context.log(TapRecord(report, query: query))
                } catch {
                    context.log(TapRecord(error, query: query, target: nil, on: screen))
                    throw error
                }
            }
            return
        }
        let target = try finder.one(selector)
        let viewQuery = selector.query
        let reports: [TapReport]
        do throws(TapError) {
            switch gesture {
            case .tap: reports = [try screen.tap(target, query: viewQuery, allowMissed: allowMissed)]
            case .longPress: reports = [try screen.longPress(target, query: viewQuery, allowMissed: allowMissed)]
            case .doubleTap: reports = try screen.doubleTap(target, query: viewQuery, allowMissed: allowMissed)
            }
        } catch {
            context.log(TapRecord(error, query: query, target: target, on: screen))
            throw error
        }
        for report in reports { context.log(TapRecord(report, query: query, target: target)) }
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
