import Foundation
import TrellisCore

/// `scrollUntilVisible: SELECTOR` (or `{element: SELECTOR, within: {id: list}}`): reveals
/// the one view the selector names, visible or scrolled out of view, by changing the
/// offsets of the scroll views around it, computed from the layout with no swipe loop
/// (`Screen.scrollToVisible(_:within:)`; Docs/widgets.md, "Scrolling by code").
public struct ScrollUntilVisibleCommand: FlowCommand {
    /// The view to reveal: a text, an id or an accessibility label.
    public var query: ViewQuery
    /// The id of the view to look inside; nil for the whole screen.
    public var within: String?

    /// Creates the command.
    public init(_ query: ViewQuery, within: String? = nil) {
        self.query = query
        self.within = within
    }

    /// It may change the screen, and records the actions its step sends.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions] }

    public var name: String { Self.descriptor.name }

    public var screenReferences: [ScreenReference] {
        var ids: [ScreenReference] = []
        if case .id(let id) = query { ids.append(.id(id)) }
        if let within { ids.append(.id(within)) }
        return ids
    }

    public var description: String { "scrollUntilVisible '\(query)'" + (within.map { " within #\($0)" } ?? "") }

    public func perform(in context: FlowContext) throws {
        let container = try within.map { id throws(StepFailure) in try context.view(withID: id) }
        if let container, !(container is ScrollView) {
            throw StepFailure("\(context.screen.describe(container)) is not a scroll view")
        }
        do {
            try context.screen.scrollToVisible(query, within: container)
        } catch {
            throw StepFailure(error.message)
        }
        context.screen.layoutIfNeeded()
    }

    static let descriptor = FlowCommandDescriptor(
        name: "scrollUntilVisible", argumentHelp: "a text, {id: …} or {label: …}; or {element: …, within: {id: …}}",
        argumentSchema: .anyOf([
            FlowSchema.selector,
            FlowSchema.mapping(
                [
                    "element": FlowSchema.selector.described("the view to reveal: one exact text, id or label"),
                    "within": FlowSchema.selector.described("the scroll view to look inside: {id: …}"),
                ], required: ["element"]),
        ]),
        example: "{element: Product 29, within: {id: results}}", summary: "reveal it by changing offsets, from layout"
    ) { argument, parser in
        var selectorNode = argument
        var within: String?
        if let pairs = argument.pairs, pairs.contains(where: { $0.key.scalar == "element" || $0.key.scalar == "within" }) {
            let found = parser.uniquePairs(argument, allowed: ["element", "within"], required: ["element"], context: "scrollUntilVisible")
            guard let element = found["element"] else { return nil }
            selectorNode = element
            if let withinNode = found["within"] {
                guard let withinSelector = parser.selector(withinNode) else { return nil }
                guard case .views(let match) = withinSelector, let id = match.id, match.text == nil, match.label == nil,
                    match.index == nil, match.relation == nil
                else {
                    parser.error(at: withinNode.location, "scrollUntilVisible's 'within' names a view by id only: {id: …}")
                    return nil
                }
                within = id
            }
        }
        guard let selector = parser.selector(selectorNode) else { return nil }
        guard case .views(let match) = selector, match.index == nil, match.relation == nil else {
            parser.error(
                at: selectorNode.location,
                "scrollUntilVisible finds a view by one text, id or label, not by a point, an index or a relation (which need it on screen)")
            return nil
        }
        let query: ViewQuery
        switch (match.text, match.id, match.label) {
        case (.exact(let text)?, nil, nil): query = .text(text)
        case (nil, let id?, nil): query = .id(id)
        case (nil, nil, let label?): query = .accessibilityLabel(label)
        default:
            parser.error(
                at: selectorNode.location, "scrollUntilVisible finds a view by one exact text, id or label, not a regular expression or several at once")
            return nil
        }
        return ScrollUntilVisibleCommand(query, within: within)
    }
}
