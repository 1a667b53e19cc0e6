import Foundation

/// What a flow step aims at (README, "Flows"): a view found by text, regular expression,
/// id or accessibility label, optionally the n-th of several, optionally relative to another view, or a point.
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
        /// Which of the matches, counting from 0 in the order views appear on the screen
        /// (depth first, in subview order); nil means the one match (several are an error).
        public var index: Int?
        /// Where the view lies relative to another, or nil.
        public var relation: Relation?

        /// Creates a match; every condition defaults to none.
        public init(text: TextMatch? = nil, id: String? = nil, label: String? = nil, index: Int? = nil, relation: Relation? = nil) {
            self.text = text
            self.id = id
            self.label = label
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

    /// The side of the anchor a view must lie on: entirely below (its top at or under
    /// the anchor's bottom), above, left of or right of it, in screen coordinates.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        case below, above, leftOf, rightOf
    }

    public var description: String {
        switch self {
        case .point(let point): return "point \(point.x.trellisDescription),\(point.y.trellisDescription)"
        case .views(let match):
            var parts: [String] = []
            switch match.text {
            case .exact(let text): parts.append("'\(text.debugEscaped)'")
            case .regex(let pattern): parts.append("/\(pattern.debugEscaped)/")
            case nil: break
            }
            if let id = match.id { parts.append("#\(id.debugEscaped)") }
            if let label = match.label { parts.append("label:\(label.debugEscaped)") }
            if let index = match.index { parts.append("index \(index)") }
            if let relation = match.relation { parts.append("\(relation.direction.rawValue) \(relation.anchor)") }
            return parts.isEmpty ? "any view" : parts.joined(separator: " ")
        }
    }
}
