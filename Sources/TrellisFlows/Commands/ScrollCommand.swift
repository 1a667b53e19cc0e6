import Foundation
import TrellisCore

/// `scroll: {id: list, to: [x, y]}`: sets a scroll view's content offset, clamped
/// (Docs/widgets.md, "Flow commands for scroll views").
public struct ScrollCommand: FlowCommand {
    /// The scroll view's id.
    public var id: String
    /// The offset asked for, in points (content coordinates).
    public var offset: CGPoint

    /// Creates the command.
    public init(id: String, offset: CGPoint) {
        self.id = id
        self.offset = offset
    }

    /// It may change the screen, and records the actions its step sends.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var screenReferences: [ScreenReference] { [.id(id)] }

    public var description: String { "scroll #\(id) to (\(offset.x.trellisDescription), \(offset.y.trellisDescription))" }

    public func perform(in context: FlowContext) throws {
        let view = try context.view(withID: id)
        guard let scrollView = view as? ScrollView else {
            throw StepFailure("\(context.screen.describe(view)) is not a scroll view")
        }
        scrollView.setContentOffset(offset)
        context.screen.layoutIfNeeded()
    }

    static let descriptor = FlowCommandDescriptor(
        name: "scroll", argumentHelp: "{id: …, to: [x, y]}", example: "{id: results, to: [0, 320]}",
        summary: "set a scroll view's content offset, clamped"
    ) { argument, parser in
        let pairs = parser.uniquePairs(argument, allowed: ["id", "to"], required: ["id", "to"], context: "scroll")
        guard let idNode = pairs["id"], let toNode = pairs["to"], let id = parser.string(idNode, what: "scroll's 'id'") else { return nil }
        guard let items = toNode.items, items.count == 2 else {
            parser.error(at: toNode.location, "scroll's 'to' is [x, y] in points, found \(toNode.items.map { "a list of \($0.count)" } ?? toNode.kindDescription)")
            return nil
        }
        guard let x = parser.length(items[0], what: "scroll's x"), let y = parser.length(items[1], what: "scroll's y") else { return nil }
        return ScrollCommand(id: id, offset: CGPoint(x: x, y: y))
    }
}
