extension WidgetDescriptor {
    /// The attributes an element of this widget accepts (Docs/screen-xml.md, "Attributes
    /// common to every view"), in the order listings and suggestions use: the common view
    /// attributes, the widget's own, the control attributes for a control, `layout` when
    /// the element may name one, the parameters of `layout`, `frame` when its parent
    /// uses the `absolute` layout and `grow` when its parent uses the `stack` layout. A name may appear twice (`<screen width>` is both common
    /// and the screen's own). The loader rejects every other attribute, and the generated
    /// schema is built from the same list, so the two agree.
    ///
    /// - Parameters:
    ///   - layout: the layout the element uses; nil for none (or an unknown one).
    ///   - takesFrame: whether its parent uses the `absolute` layout.
    ///   - takesGrow: whether its parent uses the `stack` layout; default false.
    /// An element that makes no view (``isView`` false: `<timer>`) takes only `id` and its
    /// own attributes.
    public func acceptedAttributes(layout: LayoutDescriptor?, takesFrame: Bool, takesGrow: Bool = false) -> [AttributeDeclaration] {
        guard isView else { return [CommonAttributes.id.declaration] + attributes }
        var accepted = CommonAttributes.viewDeclarations.filter { $0.name != CommonAttributes.frame.name }
        accepted += attributes
        if isControl { accepted += CommonAttributes.controlDeclarations }
        if case .defaultLayout = layoutPolicy { accepted.append(CommonAttributes.layout.declaration) }
        if let layout { accepted += layout.parameters }
        if takesFrame { accepted.append(CommonAttributes.frame.declaration) }
        if takesGrow { accepted.append(CommonAttributes.grow.declaration) }
        return accepted
    }
}
