import Foundation

/// How much layout work one view has done, for tests and diagnostics: each count grows by
/// one per computation and wraps around past `UInt32.max`.
public struct LayoutCounts: Hashable, Sendable {
    /// How many times the view's fitting size was computed (its ``View/sizeThatFits(_:)``
    /// called by the layout engine because no cached size answered).
    public internal(set) var sizeThatFits: UInt32 = 0
    /// How many times a layout pass ran the view's ``View/layoutSubviews()``.
    public internal(set) var layoutSubviews: UInt32 = 0
    /// How many subviews this view's own hit-tests tried (called ``View/hitTest(_:)`` on):
    /// every one for a scan, only those whose hit area may hold the point for a search
    /// through the hit index.
    public internal(set) var subviewsHitTested: UInt32 = 0
    /// How many ancestors the tree's walks up from this view visited: marking them as
    /// having a subview to lay out, dropping the sizes they kept, and checking that a
    /// view added to this one is not among them. Each walk stops as soon as it can, so
    /// building a tree visits a few ancestors per view, however deep it is.
    public internal(set) var ancestorsVisited: UInt32 = 0

    /// No work yet.
    public init() {}
}

extension View {
    /// How many times the layout engine measured this view and placed its subviews, and
    /// how many subviews its hit-tests tried, since it was created (tests read
    /// differences to prove what a change invalidated and what a hit-test looked at).
    public var layoutWork: LayoutCounts { layoutCounts }
}
