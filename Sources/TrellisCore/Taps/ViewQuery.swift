import Foundation

/// What a simulated tap aims at (Docs/events.md, "Simulated taps"; Docs/cli.md, `--tap`).
public enum ViewQuery: Hashable, Sendable, CustomStringConvertible {
    /// The one visible view whose text or title is exactly this string.
    case text(String)
    /// The one visible view with this `id`.
    case id(String)
    /// The one visible view whose ``View/accessibilityLabel`` is exactly this string
    /// (Docs/accessibility.md, "Attributes and queries"); written `label:TEXT`. A text query
    /// matches only text and titles, never accessibility labels.
    case accessibilityLabel(String)
    /// A point in screen coordinates, in points; it has no target, so it is never missed.
    case point(CGPoint)

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

    /// The query in command-line syntax.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .id(let id): return "#\(id)"
        case .accessibilityLabel(let label): return ViewQuery.labelPrefix + label
        case .point(let point): return "@\(point.x.trellisDescription),\(point.y.trellisDescription)"
        }
    }

    /// The prefix of an accessibility-label query on the command line.
    static let labelPrefix = "label:"

    /// Whether `view` matches the query by its own properties (visibility aside).
    public func matches(_ view: View) -> Bool {
        switch self {
        case .text(let text): return view.displayedText == text
        case .id(let id): return view.id == id
        case .accessibilityLabel(let label): return view.accessibilityLabel == label
        case .point: return false
        }
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
