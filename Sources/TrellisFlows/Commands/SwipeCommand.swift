import Foundation
import TrellisCore

/// `swipe`: one touch that begins at `from`, moves through evenly spaced points and ends
/// at `to`.
public struct SwipeCommand: FlowCommand {
    /// Where the touch begins: a view's centre or a point.
    public var from: FlowSelector
    /// Where it ends.
    public var to: FlowSelector
    /// How long the touch lasts, its moves spread over it on the clock (Docs/time.md,
    /// "Touches that take time"); nil: all at one instant.
    public var duration: ClockDuration?

    /// Creates the command.
    public init(from: FlowSelector, to: FlowSelector, duration: ClockDuration? = nil) {
        self.from = from
        self.to = to
        self.duration = duration
    }

    /// It may change the screen, and records the actions its step sends.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var screenReferences: [ScreenReference] { (from.referencedIDs + to.referencedIDs).map(ScreenReference.id) }

    public var description: String { "swipe from \(from) to \(to)" + (duration.map { " in \($0.attributeText)" } ?? "") }

    public func perform(in context: FlowContext) throws {
        let finder = context.finder
        let start = try finder.point(from)
        try finder.onScreen(start)
        try context.screen.swipe(from: start, to: try finder.point(to), duration: duration?.duration ?? .zero)
    }

    static let descriptor = FlowCommandDescriptor(
        name: "swipe", argumentHelp: "{from: selector, to: selector, duration: 300ms}",
        argumentSchema: FlowSchema.mapping(
            [
                "from": FlowSchema.selector.described("where the touch begins: a view's centre or a point"),
                "to": FlowSchema.selector.described("where the touch ends"),
                "duration": FlowSchema.durationOrVariable.described("how long the touch lasts; at one instant by default"),
            ], required: ["from", "to"]),
        example: "{from: 周一, to: {point: \"300,60\"}}", summary: "one touch moving in 10 steps, spread over duration"
    ) { argument, parser in
        let pairs = parser.uniquePairs(argument, allowed: ["from", "to", "duration"], required: ["from", "to"], context: "swipe")
        let duration = pairs["duration"].map { parser.gestureTime($0, what: "duration") }
        if case .some(.none) = duration { return nil }
        guard let from = pairs["from"].flatMap({ parser.selector($0) }), let to = pairs["to"].flatMap({ parser.selector($0) }) else { return nil }
        return SwipeCommand(from: from, to: to, duration: duration ?? nil)
    }
}
