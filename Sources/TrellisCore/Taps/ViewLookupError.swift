import Foundation

/// "No view matches": the one error for a lookup that found nothing, whether a tap's
/// query (visible views only), a reveal's (`scrollUntilVisible`, any view that can be
/// shown) or a flow step's id (any view). Every such message is this type's
/// ``message``: `no visible view matches 'Bye'; visible candidates: 'Buy', 'Sell'`, `no
/// view matches '#tag'; did you mean 'tags'?` (Docs/events.md, "Simulated taps").
public struct ViewLookupError: Error, Hashable, CustomStringConvertible {
    /// The query as messages name it (``ViewQuery/messageName``): `'OK'`, `'#p9'`,
    /// `type switch within '#other'`.
    public var query: String
    /// Whether only visible views were looked at (a tap's lookup); false for reveals and
    /// lookups by id, which look at every view.
    public var visibleOnly: Bool
    /// Why nothing matched, with the nearest names, starting with `; ` (`; did you mean
    /// 'tags'?`, `; visible candidates: …`, a scrolled-out view's place); empty when there
    /// is nothing to add.
    public var reason: String

    /// Creates the error for `query`.
    public init(query: ViewQuery, visibleOnly: Bool, reason: String) {
        self.query = query.messageName
        self.visibleOnly = visibleOnly
        self.reason = reason
    }

    /// The error for a lookup by `id` among every view, suggesting the nearest of `ids`
    /// (``Suggestion/didYouMean(_:in:)``).
    public init(id: String, among ids: some Sequence<String>) {
        self.init(query: .id(id), visibleOnly: false, reason: Suggestion.didYouMean(id, in: ids))
    }

    /// `no [visible ]view matches QUERY` and the ``reason``.
    public var message: String {
        (visibleOnly ? "no visible view matches " : "no view matches ") + query + reason
    }

    public var description: String { message }
}
