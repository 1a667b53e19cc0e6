import Foundation
import TrellisCore

/// Builds a view tree from parsed elements, checking everything the XML vocabulary
/// requires (screen-xml.md) and collecting every problem with its location.
struct ScreenBuilder {
    let registry: Registry
    let path: String
    /// The text metrics every screen uses whatever its `text-metrics` says; nil: its own.
    let textMetricsOverride: String?
    let diagnostics = DiagnosticCollector()
    private var ids: [String: (element: String, location: SourceLocation)] = [:]
    /// Every `font-family` written, where, to check once the screen's measurer is known.
    private var families: [(family: String, location: SourceLocation)] = []
    private var allowedAttributes: [AllowedKey: (list: [String], set: Set<String>)] = [:]

    init(registry: Registry, path: String, textMetricsOverride: String? = nil) {
        self.registry = registry
        self.path = path
        self.textMetricsOverride = textMetricsOverride
    }

    /// Builds the screen from the root element; nil when the root is not a `screen`.
    mutating func build(_ root: XMLElementNode) -> Screen? {
        guard root.name == "screen" else {
            report("the root element must be <screen>, found <\(root.name)>", at: location(of: root))
            return nil
        }
        guard let view = buildView(root, parent: nil) else { return nil }
        checkGeneratedIDs(in: view)
        guard let screen = view as? Screen else {
            report("the <screen> widget did not make a screen", at: location(of: root))
            return nil
        }
        checkFamilies(with: screen.textMeasurer)
        return screen
    }

    /// Gives `screen` the measurer its `text-metrics` names (or the loader's override);
    /// an unknown name is reported with the registered ones.
    private func applyTextMetrics(to screen: Screen, reader: AttributeReader) {
        let attribute = CoreWidgets.textMetrics
        let name = textMetricsOverride ?? reader[attribute] ?? TextMetricsDescriptor.test.name
        if let metrics = registry.textMetrics(named: name) {
            screen.textMeasurer = metrics.measurer
            return
        }
        let names = registry.textMetrics.map(\.name)
        reader.reportError(
            "unknown text metrics '\(name.debugEscaped)' for <\(reader.elementName)>"
                + Suggestion.didYouMean(name, in: names, listing: "registered text metrics"),
            attribute: attribute.name)
    }

    /// Reports every `font-family` the measurer cannot use (the test metrics accept all),
    /// asking the measurer once per family.
    private func checkFamilies(with measurer: any TextMeasuring) {
        var answers: [String: String?] = [:]
        for (family, location) in families {
            let problem = answers[family] ?? measurer.problem(withFamily: family)
            answers[family] = problem
            if let problem { report(problem, at: location) }
        }
    }

    private func location(of element: XMLElementNode) -> SourceLocation {
        SourceLocation(file: path, line: element.line, column: element.column)
    }

    private func report(_ message: String, at location: SourceLocation) {
        diagnostics.report(Diagnostic(at: location, message))
    }

    /// The parent's element name and layout, for the checks that depend on them.
    private struct Parent {
        var element: String
        var layout: LayoutDescriptor?
    }

    private mutating func buildView(_ element: XMLElementNode, parent: Parent?) -> View? {
        let location = location(of: element)
        guard let widget = registry.widget(named: element.name) else {
            reportUnknownElement(element, at: location)
            for child in element.children { _ = buildView(child, parent: nil) }
            return nil
        }
        if widget.name == "screen", parent != nil {
            report("<screen> is only allowed as the root element", at: location)
        }
        if let parents = widget.parents, let parent, !parents.contains(parent.element) {
            let list = parents.map { "<\($0)>" }.joined(separator: ", ")
            report("<\(widget.name)> is only allowed inside \(list), found inside <\(parent.element)>", at: location)
        }
        let attributes = element.attributes.map { attribute in
            RawAttribute(name: attribute.name, value: attribute.value, location: SourceLocation(
                file: path, line: element.line, column: attribute.column))
        }
        let text = textContent(of: element, widget: widget)
        let reader = AttributeReader(
            elementName: element.name, location: location, attributes: attributes,
            textContent: text, diagnostics: diagnostics)
        let layout = resolveLayout(of: widget, reader: reader)
        let takesFrame = parent?.layout?.name == CoreLayouts.absolute.name
        let layoutIsUnknown = layout == nil && widget.layoutPolicy != .none
        checkAttributes(
            attributes.filter { !layoutIsUnknown || !isLayoutParameter($0.name) },
            of: widget, layout: layout, parent: parent, takesFrame: takesFrame)

        let view = makeView(widget, layout: layout, reader: reader)
        view.typeName = element.name
        view.sourceLocation = location
        CommonAttributes.apply(to: view, from: reader)
        if let screen = view as? Screen { applyTextMetrics(to: screen, reader: reader) }
        if let family = view.fontFamily { families.append((family, reader.location(of: CommonAttributes.fontFamily.name))) }
        if widget.isControl, let control = view as? Control {
            CommonAttributes.apply(to: control, from: reader)
        }
        if takesFrame { view.specifiedFrame = reader[CommonAttributes.frame]?.value }
        if let layout { view.layout = layout.make(reader) }
        register(id: view.id, element: element.name, reader: reader)

        for child in element.children {
            checkChild(child, of: widget, at: location)
            if let childView = buildView(child, parent: Parent(element: element.name, layout: layout)) {
                view.addSubview(childView)
            }
        }
        widget.finish?(view, reader)
        return view
    }

    private func makeView(_ widget: WidgetDescriptor, layout: LayoutDescriptor?, reader: AttributeReader) -> View {
        guard let layout, let makeContainer = layout.makeContainer else { return widget.make(reader) }
        if widget.isPlainContainer { return makeContainer(reader) }
        if case .fixed = widget.layoutPolicy { return widget.make(reader) }
        reader.reportError(
            "layout '\(layout.name)' needs a container of its own; use it on <view> or use its own element",
            attribute: CommonAttributes.layout.name)
        return widget.make(reader)
    }

    /// The layout the element uses: its `layout` attribute, else the widget's default.
    private func resolveLayout(of widget: WidgetDescriptor, reader: AttributeReader) -> LayoutDescriptor? {
        let name: String
        switch widget.layoutPolicy {
        case .none: return nil
        case .fixed(let fixed): name = fixed
        case .defaultLayout(let fallback): name = reader.rawValue(of: CommonAttributes.layout.name) ?? fallback
        }
        if let layout = registry.layout(named: name) { return layout }
        let names = registry.layouts.map(\.name)
        reader.reportError(
            "unknown layout '\(name.debugEscaped)' for <\(reader.elementName)>"
                + Suggestion.didYouMean(name, in: names, listing: "registered layouts"),
            attribute: CommonAttributes.layout.name)
        return nil
    }

    private mutating func checkAttributes(
        _ attributes: [RawAttribute], of widget: WidgetDescriptor, layout: LayoutDescriptor?,
        parent: Parent?, takesFrame: Bool
    ) {
        let key = AllowedKey(widget: widget.name, layout: layout?.name, takesFrame: takesFrame)
        let allowed = allowedAttributes[key] ?? allowedNames(widget, layout: layout, takesFrame: takesFrame)
        allowedAttributes[key] = allowed
        for attribute in attributes where !allowed.set.contains(attribute.name) {
            report(unknownAttributeMessage(attribute.name, element: widget.name, layout: layout, parent: parent, allowed: allowed.list), at: attribute.location)
        }
    }

    /// What decides the attributes an element may have.
    private struct AllowedKey: Hashable {
        var widget: String
        var layout: String?
        var takesFrame: Bool
    }

    /// The attribute names an element may have, in declaration order and as a set.
    private func allowedNames(_ widget: WidgetDescriptor, layout: LayoutDescriptor?, takesFrame: Bool) -> (list: [String], set: Set<String>) {
        let allowed = widget.acceptedAttributes(layout: layout, takesFrame: takesFrame).map(\.name)
        return (allowed, Set(allowed))
    }

    /// Whether some registered layout takes `name` as a parameter. An element whose
    /// `layout` is unknown is not also blamed for that layout's parameters.
    private func isLayoutParameter(_ name: String) -> Bool {
        registry.layouts.contains { $0.parameters.contains { $0.name == name } }
    }

    private func unknownAttributeMessage(
        _ name: String, element: String, layout: LayoutDescriptor?, parent: Parent?, allowed: [String]
    ) -> String {
        if name == CommonAttributes.frame.name, let parent {
            let parentLayout = parent.layout.map { "the '\($0.name)' layout" } ?? "no layout"
            return "attribute 'frame' on <\(element)> has no effect: its parent <\(parent.element)> uses \(parentLayout), and 'frame' positions children of the 'absolute' layout only"
        }
        let owners = registry.layouts.filter { $0.parameters.contains { $0.name == name } }.map(\.name)
        if !owners.isEmpty {
            let uses = layout.map { "uses the '\($0.name)' layout" } ?? "has no layout"
            return "unknown attribute '\(name)' for <\(element)>: it is a parameter of the \(owners.joined(separator: ", ")) layout\(owners.count > 1 ? "s" : ""), but <\(element)> \(uses)"
        }
        if let suggestion = Suggestion.closest(to: name, in: allowed) {
            return "unknown attribute '\(name.debugEscaped)' for <\(element)>; did you mean '\(suggestion)'?"
        }
        let widgets = registry.widgets.filter { $0.attributes.contains { $0.name == name } }.map { "<\($0.name)>" }
        let elsewhere = widgets.isEmpty ? "" : "; '\(name)' is an attribute of \(widgets.joined(separator: ", "))"
        return "unknown attribute '\(name.debugEscaped)' for <\(element)>\(elsewhere)"
    }

    private func reportUnknownElement(_ element: XMLElementNode, at location: SourceLocation) {
        let names = registry.widgets.map(\.name)
        let suggestion = Suggestion.didYouMean(element.name, in: names, listing: "registered elements", quote: { "<\($0)>" })
        report("unknown element <\(element.name.debugEscaped)>" + suggestion, at: location)
    }

    private func checkChild(_ child: XMLElementNode, of widget: WidgetDescriptor, at location: SourceLocation) {
        switch widget.content {
        case .none, .text:
            report("<\(widget.name)> takes no child elements, found <\(child.name)>", at: self.location(of: child))
        case .views(let allowed):
            if let allowed, !allowed.contains(child.name) {
                let list = allowed.map { "<\($0)>" }.joined(separator: ", ")
                report("<\(widget.name)> takes only \(list) children, found <\(child.name)>", at: self.location(of: child))
            }
        }
    }

    /// The element's trimmed text content for a widget that takes text; reports text in
    /// any other element (screen-xml.md: non-whitespace text is an error outside labels).
    private func textContent(of element: XMLElementNode, widget: WidgetDescriptor) -> String? {
        let joined = element.texts.map(\.content).joined()
        let trimmed = joined.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if widget.content == .text { return trimmed }
        let line = element.texts.first { !$0.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }?.line ?? element.line
        let column = line == element.line ? element.column : 1
        let hint = widget.attributes.contains { $0.name == "title" } ? "; use the 'title' attribute" : ""
        let preview = trimmed.count > 20 ? String(trimmed.prefix(20)) + "…" : trimmed
        report("text '\(preview.debugEscaped)' is not allowed inside <\(element.name)>\(hint)", at: SourceLocation(file: path, line: line, column: column))
        return nil
    }

    /// Reports ids that widgets generate for views they make themselves (a collapsible
    /// row's `<id>.toggle`) when a declared view already has them: ids are unique in a
    /// screen (screen-xml.md), whoever assigns them.
    private func checkGeneratedIDs(in root: View) {
        var generated: [String: View] = [:]
        root.forEachInSubtree { view in
            if let id = view.id, view.sourceLocation == nil { generated[id] = view }
        }
        guard !generated.isEmpty else { return }
        root.forEachInSubtree { view in
            guard let id = view.id, let location = view.sourceLocation, let other = generated[id] else { return }
            let owner = other.superview.map { " of \($0.debugName)" } ?? ""
            report("duplicate id '\(id.debugEscaped)': the \(other.typeName)\(owner) already has it", at: ids[id]?.location ?? location)
        }
    }

    private mutating func register(id: String?, element: String, reader: AttributeReader) {
        guard let id else { return }
        let location = reader.location(of: CommonAttributes.id.name)
        if id.isEmpty {
            reader.reportError("attribute 'id' of <\(element)> is empty: expected an identifier", attribute: CommonAttributes.id.name)
            return
        }
        if let first = ids[id] {
            report("duplicate id '\(id.debugEscaped)': already used by <\(first.element)> at \(first.location)", at: location)
        } else {
            ids[id] = (element, location)
        }
    }
}
