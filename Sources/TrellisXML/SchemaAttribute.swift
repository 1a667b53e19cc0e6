import TrellisCore

/// One attribute an element may carry in the generated RELAX NG schema
/// (``RelaxNGSchema``): the declarations of every source that accepts the name, merged.
///
/// An element takes the attributes the loader allows it under any layout it may use
/// (`ScreenBuilder`): the common view attributes, `frame` (the loader allows it only
/// under the `absolute` layout), its own attributes (which replace a common one of the
/// same name, as `<screen width>` does), the control attributes, `layout`, and the
/// parameters of every layout it may use. Parameters of the same name in several layouts
/// (`spacing`) become one attribute whose value syntax accepts what any of them accepts.
/// `layout` and `<screen text-metrics>` take the names the registry holds.
struct SchemaAttribute: Equatable {
    /// The attribute's name.
    var name: String
    /// The value syntax: the union of the merged declarations' syntaxes.
    var syntax: ValueSyntax
    /// The default as written in XML, when every merged declaration has the same one.
    var defaultValue: String?
    /// What the attribute means, one part per source.
    var documentation: [String]
    /// Whether a later, more specific declaration (the widget's own) replaces this one.
    var isGeneral: Bool

    /// The attributes an element of `widget` may carry under any layout it may use and
    /// any parent, merged by name in order of first appearance: the union of
    /// ``WidgetDescriptor/acceptedAttributes(layout:takesFrame:)``, the loader's own list.
    static func attributes(of widget: WidgetDescriptor, in registry: Registry) -> [SchemaAttribute] {
        let layouts: [LayoutDescriptor?]
        switch widget.layoutPolicy {
        case .none: layouts = [nil]
        case .fixed(let name): layouts = [registry.layout(named: name)]
        case .defaultLayout: layouts = registry.layouts
        }
        let general = CommonAttributes.viewDeclarations + CommonAttributes.controlDeclarations
        var merged: [SchemaAttribute] = []
        for layout in layouts {
            for declaration in widget.acceptedAttributes(layout: layout, takesFrame: true, takesGrow: true) {
                let isParameter = layout?.parameters.contains(declaration) ?? false
                var incoming = SchemaAttribute(
                    declaration, source: isParameter ? layout.map { "layout \($0.name)" } : nil,
                    general: general.contains(declaration) && !widget.attributes.contains(declaration))
                if declaration == CommonAttributes.layout.declaration, case .defaultLayout(let name) = widget.layoutPolicy {
                    incoming.syntax = .choice(registry.layouts.map(\.name))
                    incoming.defaultValue = name
                }
                if declaration == CoreWidgets.textMetrics.declaration {
                    incoming.syntax = .choice(registry.textMetrics.map(\.name))
                }
                guard let index = merged.firstIndex(where: { $0.name == declaration.name }) else {
                    merged.append(incoming)
                    continue
                }
                if merged[index].isGeneral, !incoming.isGeneral {
                    merged[index] = incoming
                } else if !(!merged[index].isGeneral && incoming.isGeneral) {
                    merged[index] = merged[index].merging(incoming)
                }
            }
        }
        return merged
    }

    private init(_ declaration: AttributeDeclaration, source: String?, general: Bool) {
        name = declaration.name
        syntax = declaration.valueSyntax
        defaultValue = declaration.defaultValue
        var text = declaration.summary
        if let source { text = "\(source): \(text)" }
        if let description = declaration.defaultDescription, declaration.defaultValue != description || source != nil {
            text += " (default \(description.isEmpty ? "\"\"" : description))"
        }
        documentation = [text]
        isGeneral = general
    }

    private func merging(_ other: SchemaAttribute) -> SchemaAttribute {
        var result = self
        result.syntax = syntax.union(other.syntax)
        result.defaultValue = defaultValue == other.defaultValue ? defaultValue : nil
        result.documentation += other.documentation.filter { !documentation.contains($0) }
        return result
    }
}
