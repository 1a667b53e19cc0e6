import Foundation

extension LayoutCache {
    /// Why cached layout results may no longer hold: one case per kind of change, named
    /// for what changed on the view ``View/invalidateLayout(_:)`` is called on.
    enum Change {
        /// Something the view's fitting size depends on: its text, padding, explicit
        /// size, frame attribute, layout, or its list of subviews.
        case fittingSize
        /// The view's own content (its text) and nothing else its superview reads: as
        /// ``fittingSize``, except that a superview which read the view's size places its
        /// subviews again only when its layout says the new size can move one
        /// (``Layout/placementsDependOnFittingSizeChange(from:to:proposal:in:context:)``).
        case contentSize
        /// A font setting of the view or the screen's text measurer: the view and its
        /// descendants measure again.
        case inheritedSettings
        /// The view moved to another superview or left one (what it inherits changed).
        case superview
        /// The container's subviews were added, removed or reordered; `added` is the
        /// subview that joined, if one did (it is laid out on the next pass). The
        /// container's fitting size changes too.
        case subviews(added: View?)
        /// The view was hidden (`isHidden` true) or shown; its fitting size changes too.
        case hidden(Bool)
        /// The view's hit insets.
        case hitArea
        /// The view's frame, set by code rather than by its superview's layout.
        case frameSetByCode
        /// The container wrote its layout's placements; `geometry` says whether a
        /// subview's frame or collapsed state changed.
        case placementsWritten(geometry: Bool)
        /// The view's ``View/grow`` factor: its container places its subviews again.
        case growFactor
        /// The view's layout direction: the view and its subtree place their subviews
        /// again (nothing measured depends on it).
        case direction
        /// The view is being released: everything is dropped, so that the subviews kept in
        /// its arranged subviews go with it.
        case released
    }
}
