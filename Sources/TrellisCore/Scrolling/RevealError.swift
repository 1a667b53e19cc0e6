import Foundation

/// Why a view could not be scrolled into view (Docs/widgets.md, "scroll", scrolling by
/// code; flows' `scrollUntilVisible`).
public struct RevealError: Error, Hashable, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Sendable, Hashable {
        /// No view matches the query, visible or not.
        case noMatch
        /// More than one view that is not hidden or collapsed matches the query.
        case ambiguous
        /// The view, or one of its ancestors, is hidden, collapsed or has alpha below 0.01.
        case hidden
        /// The view has an empty frame.
        case zeroSize
        /// A view that is not a scroll view cuts the view off entirely.
        case clipped
    }

    /// What went wrong.
    public var kind: Kind
    /// The full message, naming the view and the reason.
    public var message: String

    /// Creates the error.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
