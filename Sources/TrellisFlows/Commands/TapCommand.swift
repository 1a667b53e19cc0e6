import Foundation
import TrellisCore

/// `tapOn`, `longPressOn`, `doubleTapOn`: a touch gesture on the view a selector names, or
/// at a point; a missed tap (Docs/events.md) fails the step unless `allowMissed`, and a
/// point outside the screen always fails it.
public struct TapCommand: FlowCommand {
    /// The gesture, named as the command that performs it.
    public enum Gesture: String, Sendable, Hashable {
        /// One tap at the view's centre, held `duration` (default 0 ms).
        case tap = "tapOn"
        /// A touch held at the view's centre for `duration` (default 500 ms): began, then
        /// a stationary move and ended at the end of the hold (Docs/time.md).
        case longPress = "longPressOn"
        /// Two taps at the view's centre, `delay` apart (default 100 ms), each checked for
        /// a miss.
        case doubleTap = "doubleTapOn"

        /// The key of its time: `duration`, or `delay` for a double tap.
        var timeKey: String { self == .doubleTap ? "delay" : "duration" }
    }

    /// The gesture performed.
    public var gesture: Gesture
    /// The view (or point) touched.
    public var selector: FlowSelector
    /// Whether a missed tap is performed without failing the step; false by default.
    public var allowMissed: Bool
    /// How long the touch is held (`tapOn`, `longPressOn`), or the time between the two
    /// taps (`doubleTapOn`); nil: the gesture's default (0 ms, 500 ms, 100 ms).
    public var time: ClockDuration?

    /// Creates the command.
    public init(_ gesture: Gesture, _ selector: FlowSelector, allowMissed: Bool = false, time: ClockDuration? = nil) {
        self.gesture = gesture
        self.selector = selector
        self.allowMissed = allowMissed
        self.time = time
    }

    /// The hold or delay as a `Duration`, the gesture's default when not given.
    private var timeDuration: Duration {
        if let time { return time.duration }
        switch gesture {
        case .tap: return .zero
        case .longPress: return Control.minimumPressDuration
        case .doubleTap: return .milliseconds(100)
        }
    }

    /// It may change the screen, and records the actions its step sends.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions] }

    public var name: String { gesture.rawValue }

    public var screenReferences: [ScreenReference] { selector.referencedIDs.map(ScreenReference.id) }

    public var description: String {
        "\(name) \(selector)" + (allowMissed ? " (allowMissed)" : "") + (time.map { " (\(gesture.timeKey) \($0.attributeText))" } ?? "")
    }

    public func perform(in context: FlowContext) throws {
        let screen = context.screen
        let finder = context.finder
        if case .point(let point) = selector, gesture != .longPress {
            let query = selector.query.description
            for index in 0..<(gesture == .doubleTap ? 2 : 1) {
                do throws(TapError) {
                    if index == 1 {
                        do throws(ClockError) { try screen.clock.advance(by: timeDuration) } catch { throw TapError(query: query, clockError: error) }
                    }
                    let report = try screen.tap(.point(point), duration: gesture == .tap ? timeDuration : .zero)
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
        // The query's text is only made for the tap log (kept when taps are captured).
        let query = { viewQuery.description }
        let reports: [TapReport]
        do throws(TapError) {
            switch gesture {
            case .tap: reports = [try screen.tap(target, query: viewQuery, allowMissed: allowMissed, duration: timeDuration)]
            case .longPress: reports = [try screen.longPress(target, query: viewQuery, allowMissed: allowMissed, duration: timeDuration)]
            case .doubleTap: reports = try screen.doubleTap(target, query: viewQuery, allowMissed: allowMissed, delay: timeDuration)
            }
        } catch {
            context.log(TapRecord(error, query: query(), target: target, on: screen))
            throw error
        }
        for report in reports { context.log(TapRecord(report, query: query(), target: target)) }
    }

    static let tapOn = descriptor(
        .tap, argumentHelp: "a text, /regex/, {id: …}, {text: …, index: n}, {point: \"x,y\"} or {below: …}; allowMissed: true",
        example: "周一", summary: "tap the one visible view whose text or title is exactly 周一")
    static let longPressOn = descriptor(
        .longPress, argumentHelp: "a selector, as tapOn; duration (default 500ms)", example: "{id: ok}",
        summary: "began, then a stationary move and ended after the hold")
    static let doubleTapOn = descriptor(
        .doubleTap, argumentHelp: "a selector, as tapOn; delay (default 100ms)", example: "周一",
        summary: "two taps, delay apart, each checked for a miss")

    private static func descriptor(_ gesture: Gesture, argumentHelp: String, example: String, summary: String) -> FlowCommandDescriptor {
        let timeDescription =
            gesture == .doubleTap
            ? "the time between the two taps (default 100ms)"
            : "how long the touch is held (default \(gesture == .tap ? "0ms" : "500ms"))"
        let schema = FlowSchema.tapSelector(timeKey: gesture.timeKey, timeDescription: timeDescription)
        return FlowCommandDescriptor(
            name: gesture.rawValue, argumentHelp: argumentHelp, argumentSchema: schema, example: example, summary: summary
        ) { argument, parser in
            parser.timedTapSelector(argument, key: gesture.timeKey).map { TapCommand(gesture, $0.selector, allowMissed: $0.allowMissed, time: $0.time) }
        }
    }
}
