import Foundation

/// Placing: writing a layout's placements into the subviews' frames, and frames set by
/// code.
extension View {
    /// The default ``layoutSubviews()``: asks the layout for placements and writes them.
    ///
    /// A placement equal to the one this container last wrote for the same subview is not
    /// written again: the subview still has that frame, since any other change to a
    /// subview's frame (``frame``'s setter) or to the list of subviews forgets the written
    /// placements. So a pass that moves nothing touches no subview.
    ///
    /// - Parameter size: the size of the box the layout fills, from (0, 0) in the view's
    ///   own coordinates; nil means the frame's size (a scroll view passes its content size).
    func placeSubviewsWithLayout(in size: CGSize? = nil) {
        guard !storedSubviews.isEmpty, let layout else { return }
        let subviews = arrangedSubviews(for: layout)
        let arranged = subviews.arranged
        let placements = layout.placeSubviews(in: CGRect(origin: .zero, size: size ?? storedFrame.size), subviews: subviews, context: layoutContext)
        let views = arranged.views
        let placed = min(placements.count, views.count)
        var changes = PlacementChanges()
        let written = arranged.writtenPlacements
        let unchanged = min(placed, written.count)
        placements.withUnsafeBufferPointer { new in
            written.withUnsafeBufferPointer { old in
                views.forEachBorrowed(in: 0..<unchanged) { index, view in
                    if old[index] != new[index] { view.apply(new[index], changes: &changes) }
                }
            }
            views.forEachBorrowed(in: unchanged..<placed) { index, view in
                view.apply(new[index], changes: &changes)
            }
        }
        arranged.writtenPlacements = placed == placements.count ? placements : Array(placements.prefix(placed))
        if arranged.hasInvalidatedSubview {
            for view in views { view.layoutCache.takeReadFitting() }
            arranged.hasInvalidatedSubview = false
        }
        invalidateLayout(.placementsWritten(geometry: changes.geometry))
        if changes.needsLayout {
            var ancestor: View? = self
            while let current = ancestor, !current.hasDirtyDescendant {
                current.hasDirtyDescendant = true
                ancestor = current.superview
            }
        }
    }

    /// What writing a container's placements changed.
    struct PlacementChanges {
        /// Whether a subview's frame or collapsed state changed (the hit index is stale).
        var geometry = false
        /// Whether a subview now needs its own layout pass.
        var needsLayout = false
    }

    /// Writes one placement. The frame goes straight to storage: a size change marks the
    /// view as needing layout, as ``frame``'s setter would, and the container propagates
    /// that once for all its subviews. The kept fitting record is consumed: the layout
    /// just read the current size.
    func apply(_ placement: SubviewPlacement, changes: inout PlacementChanges) {
        layoutCache.takeReadFitting()
        switch placement {
        case .frame(let rect):
            var frame = rect.finiteClamped
            if let fixed = Self.fixedSize { frame.size = fixed }
            let old = storedFrame
            if isCollapsed {
                isCollapsed = false
                needsLayoutFlag = true
                changes.geometry = true
                changes.needsLayout = true
            }
            if frame != old {
                storedFrame = frame
                changes.geometry = true
                if frame.size != old.size {
                    needsLayoutFlag = true
                    changes.needsLayout = true
                }
            }
        case .collapsed:
            if !isCollapsed {
                isCollapsed = true
                changes.geometry = true
            }
            if storedFrame != .zero {
                if storedFrame.size != .zero {
                    needsLayoutFlag = true
                    changes.needsLayout = true
                }
                storedFrame = .zero
                changes.geometry = true
            }
        case .unchanged:
            if isCollapsed {
                isCollapsed = false
                changes.geometry = true
            }
        }
    }

    /// ``frame``'s setter: a size change marks the view as needing layout, and any change
    /// makes the superview's hit index stale.
    func setFrameFromCode(_ offered: CGRect) {
        var frame = offered
        if let fixed = Self.fixedSize { frame.size = fixed }
        let old = storedFrame
        storedFrame = frame
        if frame != old { invalidateLayout(.frameSetByCode) }
        if frame.size != old.size { setNeedsLayout() }
    }
}
