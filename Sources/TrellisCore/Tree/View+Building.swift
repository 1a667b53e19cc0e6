extension View {
    /// Adds `views` as the last subviews, in order, leaving every view exactly as
    /// ``addSubview(_:)`` for each would, hooks (``didMoveToSuperview()``,
    /// ``didAddSubview(_:)``) included: a loader attaches the views of an element's
    /// children to the element's view before that view is in a tree. While this view has
    /// no superview and a child has none either, the searches and ancestor walks of
    /// ``addSubview(_:)`` have nothing to find, so they are skipped; any other child goes
    /// through ``addSubview(_:)``.
    package func addSubviewsWhileBuilding(_ views: [View]) {
        guard !views.isEmpty else { return }
        subviews.reserveCapacity(subviews.count + views.count)
        views.forEachBorrowed { view in
            guard superview == nil, view !== self, view.superview == nil else {
                addSubview(view)
                return
            }
            subviews.append(view)
            if view.isHidden { mayHaveHiddenSubviews = true }
            view.superview = self
            view.ancestorsChanged()
            dropSubviewCaches()
            // The child's setNeedsLayout(): this view is its only ancestor.
            view.needsLayoutFlag = true
            hasDirtyDescendant = true
            // This view's invalidateIntrinsicContentSize(), without a superview.
            dropFittingCache()
            needsLayoutFlag = true
            view.didMoveToSuperview()
            didAddSubview(view)
        }
    }
}

extension View {
    /// Whether the view has subviews, read where the exemption of ``subviews`` from
    /// dynamic exclusivity checks applies (a loader asks it of every view it makes).
    package var hasSubviews: Bool { !subviews.isEmpty }

    /// Sets the element name and location a loader declares the view with, as writing
    /// ``typeName`` and ``sourceLocation`` does; here, where their exemption from dynamic
    /// exclusivity checks applies (a module that writes them directly checks them).
    package func setDeclaration(typeName: String, sourceLocation: SourceLocation) {
        // Most views are declared with their class's own name, which they already have.
        if self.typeName != typeName { self.typeName = typeName }
        self.sourceLocation = sourceLocation
    }
}
