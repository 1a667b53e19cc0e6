import TrellisCore

/// A RELAX NG schema (XML syntax) for screen files, generated from a registry, never kept
/// by hand: `trellis schema` prints it, `trellis validate` checks screens against it, and
/// any RELAX NG-aware XML editor can use it to complete and check screens.
///
/// It describes every registered element (a `define` per widget), its attributes with
/// their value syntax (`ValueSyntax`: XML Schema `string` patterns for numbers, lengths,
/// counts, insets, frames and colours; `<choice>` of `<value>`s for `true`/`false`,
/// enumerations, the registered layouts and text metrics), defaults as `a:defaultValue`
/// and meanings as `a:documentation` (the DTD-compatibility annotations of RELAX NG), and
/// which children each element takes: any widget without a required parent, the widgets
/// whose `parents` name it (`item` only in `check-in`), only the widgets a
/// `.views(allowed:)` list names, text for `.text` content (`label`), nothing for `.none`.
/// The root is `screen`, or `app` for an app file (Docs/navigation.md), whose elements
/// come from the app vocabulary the loader checks against; attribute values of app files
/// are text, and `<on>` takes any of its transitions (the loader asks for exactly one).
///
/// The schema is a sound approximation of the loader, never stricter: an element takes
/// the parameters of every layout it may use and `frame` under any parent, and patterns
/// do not check ranges or finiteness. The loader checks those (Docs/screen-xml.md).
public enum RelaxNGSchema {
    /// The RELAX NG structure namespace.
    public static let structureNamespace = "http://relaxng.org/ns/structure/1.0"
    /// The RELAX NG DTD-compatibility annotations namespace (`a:defaultValue`,
    /// `a:documentation`).
    public static let annotationsNamespace = "http://relaxng.org/ns/compatibility/annotations/1.0"
    /// The datatype library of the patterns: XML Schema's datatypes.
    public static let datatypeLibrary = "http://www.w3.org/2001/XMLSchema-datatypes"

    /// The schema for `registry` as UTF-8 bytes, with an XML declaration.
    ///
    /// - Throws: ``XMLWriter/WriteError`` when libxml2 fails to write (out of memory).
    public static func document(for registry: Registry) throws(XMLWriter.WriteError) -> [UInt8] {
        try XMLWriter.document(grammar(for: registry))
    }

    /// The schema for `registry` as an element tree, for writing with ``XMLWriter``.
    public static func grammar(for registry: Registry) -> XMLOutputElement {
        var children = [
            documentation(
                "Trellis screen and app files, generated from the registered plugins by 'trellis schema'; regenerate it rather "
                    + "than editing it. An element takes the parameters of every layout it may use and 'frame' under any "
                    + "parent, and patterns do not check ranges or finiteness: the loader checks those, so 'trellis validate' "
                    + "reports more than this schema.")
        ]
        let hasScreen = registry.widget(named: CoreWidgets.screen.name) != nil
        let start =
            hasScreen
            ? XMLOutputElement("choice", children: [reference(widgetDefine(CoreWidgets.screen.name)), reference(appDefine("app"))])
            : XMLOutputElement("notAllowed")
        children.append(XMLOutputElement("start", children: [start]))
        for kind in AppVocabulary.kinds.values.sorted(by: { $0.key < $1.key }) {
            children.append(XMLOutputElement("define", attributes: [.init("name", appDefine(kind.key))], children: [appElement(for: kind)]))
        }
        var patterns: [String: String] = [:]
        for kind in AppVocabulary.elements {
            for attribute in kind.required + kind.optional {
                if case .pattern(let name, let regex) = attribute.valueSyntax { patterns[name] = regex }
            }
        }
        for widget in registry.widgets {
            for attribute in SchemaAttribute.attributes(of: widget, in: registry) {
                if case .pattern(let name, let regex) = attribute.syntax { patterns[name] = regex }
            }
        }
        for (name, regex) in patterns.sorted(by: { $0.key < $1.key }) {
            let data = XMLOutputElement(
                "data", attributes: [.init("type", "string")],
                children: [
                    XMLOutputElement("param", attributes: [.init("name", "pattern")], text: regex)
                ])
            children.append(XMLOutputElement("define", attributes: [.init("name", valueDefine(name))], children: [data]))
        }
        for widget in registry.widgets {
            children.append(
                XMLOutputElement(
                    "define", attributes: [.init("name", widgetDefine(widget.name))],
                    children: [
                        element(for: widget, in: registry)
                    ]))
        }
        return XMLOutputElement(
            "grammar",
            attributes: [
                .init("xmlns", structureNamespace), .init("xmlns:a", annotationsNamespace),
                .init("datatypeLibrary", datatypeLibrary),
            ], children: children)
    }

    private static func element(for widget: WidgetDescriptor, in registry: Registry) -> XMLOutputElement {
        var children = [documentation(widget.summary)]
        let optionals = SchemaAttribute.attributes(of: widget, in: registry).map { attribute in
            var attributes = [XMLOutputElement.Attribute("name", attribute.name)]
            if let value = attribute.defaultValue { attributes.append(.init("a:defaultValue", value)) }
            let definition = XMLOutputElement(
                "attribute", attributes: attributes,
                children: [
                    documentation(attribute.documentation.joined(separator: "; ")), pattern(for: attribute.syntax),
                ])
            return XMLOutputElement("optional", children: [definition])
        }
        // An interleave, not a group: both mean the same for attributes, but for each
        // optional attribute present in a group libxml2's validator keeps two states (with
        // and without it) and checks the next attribute in each, so the k-th present one
        // is checked 2^(k-1) times; an interleave keeps only the state that took it.
        children.append(contentsOf: optionals.count > 1 ? [XMLOutputElement("interleave", children: optionals)] : optionals)
        switch widget.content {
        case .none:
            children.append(XMLOutputElement("empty"))
        case .text:
            children.append(XMLOutputElement("text"))
        case .views(let allowed):
            let names = childNames(of: widget, allowed: allowed, in: registry)
            if names.isEmpty {
                children.append(XMLOutputElement("empty"))
            } else {
                children.append(
                    XMLOutputElement(
                        "zeroOrMore",
                        children: [
                            XMLOutputElement("choice", children: names.map { reference(widgetDefine($0)) })
                        ]))
            }
        }
        return XMLOutputElement("element", attributes: [.init("name", widget.name)], children: children)
    }

    /// The element of an app file's `kind`: its attributes with their values (any text,
    /// one of a list, or a pattern), then any number of its children in any order.
    private static func appElement(for kind: AppVocabulary.Kind) -> XMLOutputElement {
        func attribute(_ declaration: AttributeDeclaration) -> XMLOutputElement {
            var attributes = [XMLOutputElement.Attribute("name", declaration.name)]
            if let value = declaration.defaultValue { attributes.append(.init("a:defaultValue", value)) }
            return XMLOutputElement(
                "attribute", attributes: attributes,
                children: [
                    documentation(declaration.summary), pattern(for: declaration.valueSyntax),
                ])
        }
        let attributes = kind.required.map(attribute) + kind.optional.map { XMLOutputElement("optional", children: [attribute($0)]) }
        var children = [documentation(kind.summary)]
        children.append(contentsOf: attributes.count > 1 ? [XMLOutputElement("interleave", children: attributes)] : attributes)
        children.append(
            kind.children.isEmpty
                ? XMLOutputElement("empty")
                : XMLOutputElement(
                    "zeroOrMore",
                    children: [
                        XMLOutputElement("choice", children: kind.children.map { reference(appDefine($0)) })
                    ]))
        return XMLOutputElement("element", attributes: [.init("name", kind.name)], children: children)
    }

    /// The registered widgets an element of `widget` may contain, in registration order:
    /// never `screen` (the root only); a widget with `parents` only inside those.
    private static func childNames(of widget: WidgetDescriptor, allowed: [String]?, in registry: Registry) -> [String] {
        registry.widgets.filter { child in
            guard child.name != CoreWidgets.screen.name else { return false }
            if let allowed, !allowed.contains(child.name) { return false }
            return child.parents?.contains(widget.name) ?? true
        }.map(\.name)
    }

    private static func pattern(for syntax: ValueSyntax) -> XMLOutputElement {
        switch syntax {
        case .text:
            return XMLOutputElement("text")
        case .choice(let values) where values.isEmpty:
            return XMLOutputElement("notAllowed")
        case .choice(let values):
            return XMLOutputElement(
                "choice",
                children: values.map {
                    XMLOutputElement("value", attributes: [.init("type", "string")], text: $0)
                })
        case .pattern(let name, _):
            return reference(valueDefine(name))
        }
    }

    private static func documentation(_ text: String) -> XMLOutputElement {
        XMLOutputElement("a:documentation", text: text)
    }

    private static func reference(_ name: String) -> XMLOutputElement {
        XMLOutputElement("ref", attributes: [.init("name", name)])
    }

    private static func widgetDefine(_ name: String) -> String { "element.\(name)" }
    private static func valueDefine(_ name: String) -> String { "value.\(name)" }
    private static func appDefine(_ key: String) -> String { "app.\(key)" }
}
