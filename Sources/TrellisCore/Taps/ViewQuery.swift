import Foundation

/// What a simulated tap, a lookup or a flow step aims at (Docs/events.md, "Simulated taps";
/// Docs/flows.md, "Selectors"; Docs/cli.md, `--tap`).
///
/// The first six cases are conditions on one view; the last four build on other queries,
/// so everything a flow selector can say is a query: `.text("周二").rightOf(.text("周一"))`,
/// `.type("switch").within(.id("settings"))`, `.regex(".*月").index(1)`. Flows and Swift
/// resolve queries with one resolver (``Screen/matches(of:)``), by Docs/events.md's
/// visibility rule: only visible views match, and when a view and one of its ancestors
/// both match, the outermost counts once.
public indirect enum ViewQuery: Hashable, Sendable, CustomStringConvertible {
    /// The visible views whose text or title is exactly this string.
    case text(String)
    /// The visible view with this `id`.
    case id(String)
    /// The visible views whose ``View/accessibilityLabel`` is exactly this string
    /// (Docs/accessibility.md, "Attributes and queries"); written `label:TEXT`. A text query
    /// matches only text and titles, never accessibility labels.
    case accessibilityLabel(String)
    /// A point in screen coordinates, in points; it has no target, so a tap there is never
    /// missed. It matches no view in ``Screen/views(matching:)``; as the anchor of a
    /// relation or the ancestor of ``descendant(_:of:)`` it names the view hit there.
    case point(CGPoint)
    /// The visible views whose whole text or title matches this regular expression
    /// (Foundation's `NSRegularExpression`, ICU's syntax; written `/…/` in a flow). An
    /// invalid expression matches nothing, and a tap says why.
    case regex(String)
    /// The visible views of this widget type: their element name (``View/typeName``),
    /// `switch`, `text-field`, `button` (written `type: switch` in a flow).
    case type(String)
    /// The visible views that match every one of these queries; the views come in the first
    /// query's order. `.all([])` matches every visible view that shows text.
    case all([ViewQuery])
    /// The match at this position (counting from 0) in the order the query gives: screen
    /// order (depth first, in subview order), or nearest first for a relation. Past the last
    /// match, nothing matches.
    case indexed(ViewQuery, index: Int)
    /// The matches of the first query that lie entirely on `direction`'s side of the one
    /// view `anchor` names (not the anchor, its ancestors or its descendants), nearest
    /// first: by the gap to the anchor, then by the distance between centres across it.
    /// A tap on a relation takes the nearest (Docs/flows.md, "Selectors").
    case relative(ViewQuery, ViewQuery.Direction, anchor: ViewQuery)
    /// The matches of the first query that are descendants (not the view itself) of a view
    /// the second query matches, in screen order (written `within:` in a flow).
    case descendant(ViewQuery, of: ViewQuery)

    /// The side of an anchor a view must lie on, in screen coordinates: entirely below (its
    /// top at or under the anchor's bottom), above, left of or right of it (Maestro's
    /// relational selectors).
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// Entirely below the anchor: its top at or under the anchor's bottom.
        case below
        /// Entirely above the anchor: its bottom at or over the anchor's top.
        case above
        /// Entirely left of the anchor: its right edge at or left of the anchor's left edge.
        case leftOf
        /// Entirely right of the anchor: its left edge at or right of the anchor's right edge.
        case rightOf
    }

    /// Parses the command line's query syntax: `#ID`, `@X,Y` (two numbers in the screen
    /// XML's number syntax, a comma, no spaces), `label:TEXT` (an accessibility label) or
    /// any other text.
    ///
    /// - Throws: ``ViewQueryError`` for an empty query, a bare `#` or `label:`, or a
    ///   malformed point.
    public init(parsing text: String) throws(ViewQueryError) {
        if text.isEmpty { throw ViewQueryError(query: text, reason: "the query is empty") }
        if text.hasPrefix("#") {
            let id = String(text.dropFirst())
            if id.isEmpty { throw ViewQueryError(query: text, reason: "'#' must be followed by an id") }
            self = .id(id)
        } else if text.hasPrefix(ViewQuery.labelPrefix) {
            let label = String(text.dropFirst(ViewQuery.labelPrefix.count))
            if label.isEmpty { throw ViewQueryError(query: text, reason: "'label:' must be followed by an accessibility label") }
            self = .accessibilityLabel(label)
        } else if text.hasPrefix("@") {
            let parts = text.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2,
                let x = try? NumberSyntax.parse(String(parts[0])),
                let y = try? NumberSyntax.parse(String(parts[1]))
            else {
                throw ViewQueryError(query: text, reason: "a point is written @X,Y with two numbers and no spaces, e.g. @10,20")
            }
            self = .point(CGPoint(x: x, y: y))
        } else {
            self = .text(text)
        }
    }

    /// The query in command-line syntax for the first four cases (`周一`, `#buy`,
    /// `label:Play`, `@10,20`); the others as a flow names them: `/.*月/`, `type switch`,
    /// `'周二' rightOf '周一'`, `type button within #tags`, `'A' index 1`.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .id(let id): return "#\(id)"
        case .accessibilityLabel(let label): return ViewQuery.labelPrefix + label
        case .point(let point): return "@\(point.x.trellisDescription),\(point.y.trellisDescription)"
        case .regex(let pattern): return "/\(pattern)/"
        case .type(let name): return "type \(name)"
        case .all(let parts): return parts.isEmpty ? "any view with text" : parts.map(\.messageName).joined(separator: " ")
        case .indexed(let base, let index): return "\(base.messageName) index \(index)"
        case .relative(let base, let direction, let anchor):
            return (base == .all([]) ? "" : base.messageName + " ") + "\(direction.rawValue) \(anchor.messageName)"
        case .descendant(let base, let ancestor): return "\(base.messageName) within \(ancestor.messageName)"
        }
    }

    /// How messages name the query: the command-line syntax in quotes for a text, id or
    /// label (`'周一'`, `'#buy'`), `point 10,20` for a point, and ``description`` otherwise.
    public var messageName: String {
        switch self {
        case .text, .id, .accessibilityLabel: return "'\(description)'"
        case .point(let point): return "point \(point.x.trellisDescription),\(point.y.trellisDescription)"
        default: return description
        }
    }

    /// The prefix of an accessibility-label query on the command line.
    static let labelPrefix = "label:"

    /// Whether `view` satisfies the query's conditions on the view itself (visibility
    /// aside): a text, id, label, regular expression, type, or all of several. Queries
    /// that depend on other views (an index, a relation, `within`) and points give false.
    public func matches(_ view: View) -> Bool {
        predicate.map { $0(view) } ?? false
    }

    /// The condition on one view, or nil for a query that depends on other views.
    var predicate: ((View) -> Bool)? {
        switch self {
        case .text(let text):
            let oneNormalForm = text.hasOneNormalForm
            return { $0.writtenDisplayedText?.isCanonicallyEquivalent(to: text, otherHasOneNormalForm: oneNormalForm) ?? false }
        case .id(let id): return { $0.id == id }
        case .accessibilityLabel(let label): return { $0.writtenAccessibilityLabel == label }
        case .regex(let pattern):
            let regex = try? NSRegularExpression(pattern: pattern)
            return { view in view.writtenDisplayedText.map { ViewQuery.wholeMatch(regex, $0) } ?? false }
        case .type(let name): return { $0.typeName == name }
        case .all(let parts):
            if parts.isEmpty { return { $0.writtenDisplayedText.map { !$0.isEmpty } ?? false } }
            let predicates = parts.compactMap(\.predicate)
            guard predicates.count == parts.count else { return nil }
            return { view in predicates.allSatisfy { $0(view) } }
        case .point, .indexed, .relative, .descendant: return nil
        }
    }

    /// The id every match must have: the query's own for `.id`, the first `.id` part's
    /// for `.all`; nil when the query does not name one.
    var requiredID: String? {
        switch self {
        case .id(let id): return id
        case .all(let parts): return parts.lazy.compactMap(\.requiredID).first
        default: return nil
        }
    }

    private static func wholeMatch(_ regex: NSRegularExpression?, _ text: String) -> Bool {
        guard let regex else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return regex.firstMatch(in: text, options: [.anchored], range: range).map { $0.range == range } ?? false
    }
}

/// A query that cannot be parsed.
public struct ViewQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The query as given.
    public var query: String
    /// What is wrong with it.
    public var reason: String

    public var description: String { "invalid query '\(query)': \(reason)" }
}
