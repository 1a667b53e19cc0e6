extension View {
    /// Adds `views` as the last subviews, in order, exactly as ``addSubview(_:)`` for each
    /// does (it is that, hooks included), with room for all of them made first: a loader
    /// attaches the views of an element's children to the element's view before that
    /// view is in a tree.
    package func addSubviewsWhileBuilding(_ views: [View]) {
        guard !views.isEmpty else { return }
        storedSubviews.reserveCapacity(storedSubviews.count + views.count)
        // Borrowed: `views` holds each one for the whole loop, and the loader adds every
        // view it builds this way.
        views.forEachBorrowed { addSubview($0) }
    }
}

extension View {
    /// Whether the view has subviews, read without copying the list (a loader asks it of
    /// every view it makes).
    package var hasSubviews: Bool { !storedSubviews.isEmpty }

    /// Sets the element name and location a loader declares the view with, as writing
    /// ``typeName`` and ``sourceLocation`` does, in one call.
    package func setDeclaration(typeName: String, sourceLocation: SourceLocation) {
        // Most views are declared with their class's own name, which they already have.
        if self.typeName != typeName { self.typeName = typeName }
        self.sourceLocation = sourceLocation
    }
}
