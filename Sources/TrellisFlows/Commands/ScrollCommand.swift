import Foundation
import TrellisCore

/// `scroll: {id: list, to: [x, y]}`: sets a scroll view's content offset, clamped
/// (Docs/widgets.md, "Flow commands for scroll views"); with `animated: true` the offset
/// moves there over `duration` (default 300 ms) by `curve` (default `ease-in-out`) on the
/// screen's clock (Docs/time.md, "Animated scroll").
public struct ScrollCommand: FlowCommand {
    /// The scroll view's id.
    public var id: String
    /// The offset asked for, in points (content coordinates).
    public var offset: CGPoint
    /// How long the offset takes to get there, in whole milliseconds; nil: at once (no
    /// `animated: true`).
    public var animationDuration: Int64?
    /// How the animated offset's progress follows the time.
    public var animationCurve: TimingCurve

    /// Creates the command; a non-nil `animationDuration` (ms) animates the scroll.
    public init(id: String, offset: CGPoint, animationDuration: Int64? = nil, animationCurve: TimingCurve = .easeInOut) {
        self.id = id
        self.offset = offset
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
    }

    /// It may change the screen, and records the actions its step sends.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var screenReferences: [ScreenReference] { [.id(id)] }

    public var description: String {
        let target = "scroll #\(id) to (\(offset.x.trellisDescription), \(offset.y.trellisDescription))"
        guard let animationDuration else { return target }
        return target + " animated over \(animationDuration)ms, \(animationCurve.attributeText)"
    }

    public func perform(in context: FlowContext) throws {
        let view = try context.view(withID: id)
        guard let scrollView = view as? ScrollView else {
            throw StepFailure("\(context.screen.describe(view)) is not a scroll view")
        }
        if let animationDuration {
            scrollView.animateContentOffset(to: offset, duration: animationDuration, curve: animationCurve)
        } else {
            scrollView.setContentOffset(offset)
        }
        context.screen.layoutIfNeeded()
    }

    static let descriptor = FlowCommandDescriptor(
        name: "scroll", argumentHelp: "{id: …, to: [x, y], animated: true, duration: 300ms, curve: ease-in-out}",
        argumentSchema: FlowSchema.mapping(
            [
                "id": FlowSchema.text.described("the scroll view's id"),
                "to": FlowSchema.list(of: FlowSchema.lengthOrVariable, count: 2).described("the content offset [x, y] in points, clamped"),
                "animated": FlowSchema.booleanOrVariable.described("move the offset over duration on the screen's clock (default false)"),
                "duration": FlowSchema.value(AnimationDuration.valueSyntax).described("how long the animated scroll takes (default 300ms, at most 10s)"),
                "curve": FlowSchema.value(TimingCurve.valueSyntax).described("the timing curve of the animated scroll (default ease-in-out)"),
            ], required: ["id", "to"]
        ).with("dependentRequired", .object(["duration": .array([.string("animated")]), "curve": .array([.string("animated")])])),
        example: "{id: results, to: [0, 320]}",
        summary: "set a scroll view's content offset, clamped"
    ) { argument, parser in
        let pairs = parser.uniquePairs(
            argument, allowed: ["id", "to", "animated", "duration", "curve"], required: ["id", "to"], context: "scroll")
        guard let idNode = pairs["id"], let toNode = pairs["to"], let id = parser.string(idNode, what: "scroll's 'id'") else { return nil }
        guard let items = toNode.items, items.count == 2 else {
            parser.error(
                at: toNode.location, "scroll's 'to' is [x, y] in points, found \(toNode.items.map { "a list of \($0.count)" } ?? toNode.kindDescription)")
            return nil
        }
        guard let x = parser.length(items[0], what: "scroll's x"), let y = parser.length(items[1], what: "scroll's y") else { return nil }
        var animated = false
        if let node = pairs["animated"] {
            guard let value = parser.bool(node, what: "scroll's 'animated'") else { return nil }
            animated = value
        }
        var duration = AnimationDuration(milliseconds: ScrollView.defaultScrollAnimationMilliseconds)
        var curve = TimingCurve.easeInOut
        for key in ["duration", "curve"] {
            guard let node = pairs[key], !animated else { continue }
            parser.error(at: node.location, "scroll's '\(key)' needs 'animated: true'")
            return nil
        }
        if let node = pairs["duration"] {
            guard let value = parser.value(node, as: AnimationDuration.self, what: "scroll's 'duration'") else { return nil }
            duration = value
        }
        if let node = pairs["curve"] {
            guard let value = parser.value(node, as: TimingCurve.self, what: "scroll's 'curve'") else { return nil }
            curve = value
        }
        return ScrollCommand(
            id: id, offset: CGPoint(x: x, y: y), animationDuration: animated ? duration.value.milliseconds : nil, animationCurve: curve)
    }
}
