import Foundation
import TrellisCore

/// What a flow step aims at, as written (Docs/flows.md, "Selectors"): a
/// view found by text, regular expression, id, accessibility label or widget type,
/// optionally inside another view, optionally the n-th of several, optionally relative to
/// another view, or a point.
///
/// A selector is the flow's syntax; ``query`` is the `ViewQuery` it means, which the
/// screen resolves exactly as it resolves a query from Swift (one resolver).
public indirect enum FlowSelector: Sendable, Hashable, CustomStringConvertible {
    /// Views found by their properties: every visible view matching ``ViewMatch``,
    /// narrowed by `relation` and picked by `index`.
    case views(ViewMatch)
    /// A point in screen coordinates, in points (top-left origin, y down).
    case point(CGPoint)

    /// How a view is matched.
    public struct ViewMatch: Sendable, Hashable {
        /// The text condition, or nil for none.
        public var text: TextMatch?
        /// The id the view must have, or nil for none.
        public var id: String?
        /// The accessibility label the view must have (`{label: TEXT}`), or nil for none.
        public var label: String?
        /// The widget type (element name) the view must have (`{type: switch}`), or nil.
        public var type: String?
        /// A selector the view must be inside (`{within: {id: form}}`): a descendant of one
        /// of its matches; nil for anywhere.
        public var within: FlowSelector?
        /// Which of the matches, counting from 0 in the order views appear on the screen
        /// (depth first, in subview order); nil means the one match (several are an error).
        public var index: Int?
        /// Where the view lies relative to another, or nil.
        public var relation: Relation?

        /// Creates a match; every condition defaults to none.
        public init(
            text: TextMatch? = nil, id: String? = nil, label: String? = nil, type: String? = nil, within: FlowSelector? = nil,
            index: Int? = nil, relation: Relation? = nil
        ) {
            self.text = text
            self.id = id
            self.label = label
            self.type = type
            self.within = within
            self.index = index
            self.relation = relation
        }
    }

    /// A text condition on a view's text or title.
    public enum TextMatch: Sendable, Hashable {
        /// The whole text equals the string.
        case exact(String)
        /// The whole text matches the regular expression (written `/…/` in a flow).
        case regex(String)
    }

    /// A view's place relative to an anchor view (Maestro's relational selectors).
    public struct Relation: Sendable, Hashable {
        /// Which side of the anchor.
        public var direction: Direction
        /// The anchor, which must resolve to one view.
        public var anchor: FlowSelector

        /// Creates a relation.
        public init(direction: Direction, anchor: FlowSelector) {
            self.direction = direction
            self.anchor = anchor
        }
    }

    /// The side of the anchor a view must lie on (`ViewQuery.Direction`).
    public typealias Direction = ViewQuery.Direction

    public var description: String {
        switch self {
        case .point(let point): return "point \(point.x.trellisDescription),\(point.y.trellisDescription)"
        case .views(let match):
            var parts: [String] = []
            switch match.text {
            case .exact(let text): parts.append("'\(text.abbreviated().debugEscaped)'")
            case .regex(let pattern): parts.append("/\(pattern.debugEscaped)/")
            case nil: break
            }
            if let id = match.id { parts.append("#\(id.debugEscaped)") }
            if let label = match.label { parts.append("label:\(label.debugEscaped)") }
            if let type = match.type { parts.append("type \(type.debugEscaped)") }
            if let within = match.within { parts.append("within \(within)") }
            if let index = match.index { parts.append("index \(index)") }
            if let relation = match.relation { parts.append("\(relation.direction.rawValue) \(relation.anchor)") }
            return parts.isEmpty ? "any view" : parts.joined(separator: " ")
        }
    }
}

extension FlowSelector {
    /// The query the selector means: its conditions on one view (`.text`, `.regex`, `.id`,
    /// `.accessibilityLabel`, `.type`, all of them together), then `within`, then the
    /// relation, then `index`; with no condition, every view that shows text.
    public var query: ViewQuery {
        switch self {
        case .point(let point): return .point(point)
        case .views(let match): return FlowSelector.query(for: match)
        }
    }

    private static func query(for match: ViewMatch) -> ViewQuery {
        var parts: [ViewQuery] = []
        switch match.text {
        case .exact(let text): parts.append(.text(text))
        case .regex(let pattern): parts.append(.regex(pattern))
        case nil: break
        }
        if let id = match.id { parts.append(.id(id)) }
        if let label = match.label { parts.append(.accessibilityLabel(label)) }
        if let type = match.type { parts.append(.type(type)) }
        var query = parts.count == 1 ? parts[0] : .all(parts)
        if let within = match.within { query = .descendant(query, of: within.query) }
        if let relation = match.relation { query = .relative(query, relation.direction, anchor: relation.anchor.query) }
        if let index = match.index { query = .indexed(query, index: index) }
        return query
    }
}
