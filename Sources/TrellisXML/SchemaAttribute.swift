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

    /// The attributes an element of `widget` may carry, in the loader's order, merged by
    /// name.
    static func attributes(of widget: WidgetDescriptor, in registry: Registry) -> [SchemaAttribute] {
        var merged: [SchemaAttribute] = []
        func add(_ declarations: [AttributeDeclaration], source: String?, general: Bool) {
            for declaration in declarations {
                let incoming = SchemaAttribute(declaration, source: source, general: general)
                guard let index = merged.firstIndex(where: { $0.name == declaration.name }) else {
                    merged.append(incoming)
                    continue
                }
                merged[index] = merged[index].isGeneral && !general ? incoming : merged[index].merging(incoming)
            }
        }
        add(CommonAttributes.viewDeclarations, source: nil, general: true)
        if widget.isControl { add(CommonAttributes.controlDeclarations, source: nil, general: true) }
        add(widget.attributes, source: nil, general: false)
        switch widget.layoutPolicy {
        case .none:
            break
        case .fixed(let name):
            for layout in registry.layouts where layout.name == name {
                add(layout.parameters, source: "layout \(layout.name)", general: false)
            }
        case .defaultLayout(let name):
            var layoutAttribute = CommonAttributes.layout.declaration
            layoutAttribute.valueSyntax = .choice(registry.layouts.map(\.name))
            layoutAttribute.defaultValue = name
            add([layoutAttribute], source: nil, general: false)
            for layout in registry.layouts {
                add(layout.parameters, source: "layout \(layout.name)", general: false)
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
