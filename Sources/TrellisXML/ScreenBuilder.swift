import Foundation
import TrellisCore

/// Builds a view tree from a screen file's elements as the streaming parser meets them,
/// checking everything the XML vocabulary requires (screen-xml.md) and collecting every
/// problem with its location.
///
/// An element's view is made when the element ends, once its text content and its
/// children are known; what a child needs of its parent (the parent's element, its layout,
/// which children it takes) is settled when the parent starts.
final class ScreenBuilder: XMLContentHandler {
    let registry: Registry
    let path: String
    /// The text metrics every screen uses whatever its `text-metrics` says; nil: its own.
    let textMetricsOverride: String?
    /// The longest text content kept, in UTF-8 bytes (``LoadLimits/maximumAttributeLength``).
    let maximumTextLength: Int
    let diagnostics = DiagnosticCollector()
    /// The screen, once the root element has ended without being rejected.
    private(set) var screen: Screen?
    /// Every id declared so far; a repeated one is reported once the tree is built, with
    /// the first element that has it.
    private var ids: Set<String> = []
    private var duplicateIDs: [(id: String, location: SourceLocation)] = []
    /// Every `font-family` written, where, to check once the screen's measurer is known.
    private var families: [(family: String, location: SourceLocation)] = []
    private var allowedAttributes: [AllowedKey: AllowedNames] = [:]
    private var lastAllowed: (key: AllowedKey, names: AllowedNames)?
    /// The elements started and not yet ended, outermost first.
    @exclusivity(unchecked) private var open: [OpenElement] = []
    /// The registry's widgets and layouts by name, looked up once per distinct name.
    private var widgets: [String: Entry<WidgetDescriptor>?] = [:]
    private var layouts: [String: Entry<LayoutDescriptor>?] = [:]
    private var lastWidget: (name: String, entry: Entry<WidgetDescriptor>?)?

    init(registry: Registry, path: String, textMetricsOverride: String? = nil, maximumTextLength: Int = .max) {
        self.registry = registry
        self.path = path
        self.textMetricsOverride = textMetricsOverride
        self.maximumTextLength = maximumTextLength
    }

    /// A registry descriptor held by reference, so that open elements share it.
    private final class Entry<Descriptor> {
        let descriptor: Descriptor
        init(_ descriptor: Descriptor) { self.descriptor = descriptor }
    }

    /// An element whose view is not made yet.
    private struct OpenElement {
        var tag: XMLStartTag
        /// The registered widget; nil for an unknown element (reported), whose children
        /// are still checked but whose subtree builds nothing.
        var widget: Entry<WidgetDescriptor>?
        /// The layout its `layout` attribute or its widget names, when registered.
        var layout: Entry<LayoutDescriptor>?
        /// Whether the parent's layout is `absolute`, which reads `frame`.
        var takesFrame: Bool
        var text = ""
        var textLocation: SourceLocation?
        var textTooLong = false
        var children: [View] = []
    }

    /// The parent's element name and layout, for the checks that depend on them.
    private struct Parent {
        var element: String
        var layout: Entry<LayoutDescriptor>?
    }

    // MARK: XMLContentHandler

    func startElement(_ tag: XMLStartTag) -> Bool {
        guard let outer = open.last else {
            guard tag.name == "screen" else {
                report("the root element must be <screen>, found <\(tag.name)>", at: tag.location)
                return false
            }
            open.append(opened(tag, parent: nil))
            return true
        }
        if let widget = outer.widget { checkChild(tag, of: widget.descriptor) }
        open.append(opened(tag, parent: parent(of: outer)))
        return true
    }

    func characters(isWhitespace: Bool, text: () -> String, location: () -> SourceLocation) {
        guard let index = open.indices.last, !open[index].textTooLong else { return }
        if open[index].textLocation == nil {
            // White space before the first real text is not kept.
            guard !isWhitespace else { return }
            open[index].textLocation = location()
        }
        let piece = text()
        guard open[index].text.utf8.count + piece.utf8.count <= maximumTextLength else {
            open[index].textTooLong = true
            open[index].text = ""
            report("the text of <\(open[index].tag.name)> is more than \(maximumTextLength.formatted) bytes long, the limit for a value (LoadLimits.maximumAttributeLength, --max-attribute-length)", at: open[index].textLocation ?? location())
            return
        }
        open[index].text += piece
    }

    func endElement() {
        guard let element = open.popLast() else { return }
        let view = makeView(for: element, parent: open.last.flatMap(parent(of:)))
        if let index = open.indices.last {
            if let view { open[index].children.append(view) }
        } else if let view {
            finishScreen(view, location: element.tag.location)
        }
    }

    /// What a child of `element` needs to know of it; nil for an unknown element, whose
    /// children are checked as if they had no parent.
    private func parent(of element: OpenElement) -> Parent? {
        guard element.widget != nil else { return nil }
        return Parent(element: element.tag.name, layout: element.layout)
    }

    // MARK: Start

    private func opened(_ tag: XMLStartTag, parent: Parent?) -> OpenElement {
        guard let entry = widget(named: tag.name) else {
            reportUnknownElement(tag)
            return OpenElement(tag: tag, widget: nil, layout: nil, takesFrame: false)
        }
        if entry.descriptor.name == "screen", parent != nil {
            report("<screen> is only allowed as the root element", at: tag.location)
        }
        if let parents = entry.descriptor.parents, let parent, !parents.contains(parent.element) {
            let list = parents.map { "<\($0)>" }.joined(separator: ", ")
            report("<\(entry.descriptor.name)> is only allowed inside \(list), found inside <\(parent.element)>", at: tag.location)
        }
        register(tag)
        return OpenElement(
            tag: tag, widget: entry, layout: layoutName(of: entry.descriptor, attributes: tag.attributes).flatMap(layout(named:)),
            takesFrame: parent?.layout?.descriptor.name == CoreLayouts.absolute.name)
    }

    private func widget(named name: String) -> Entry<WidgetDescriptor>? {
        if let last = lastWidget, last.name == name { return last.entry }
        let entry: Entry<WidgetDescriptor>?
        if let known = widgets[name] {
            entry = known
        } else {
            entry = registry.widget(named: name).map(Entry.init)
            widgets[name] = entry
        }
        lastWidget = (name, entry)
        return entry
    }

    private func layout(named name: String) -> Entry<LayoutDescriptor>? {
        if let known = layouts[name] { return known }
        let entry = registry.layout(named: name).map(Entry.init)
        layouts[name] = entry
        return entry
    }

    /// The layout's name the element asks for: its `layout` attribute or its widget's.
    private func layoutName(of widget: WidgetDescriptor, attributes: [RawAttribute]) -> String? {
        switch widget.layoutPolicy {
        case .none: return nil
        case .fixed(let fixed): return fixed
        case .defaultLayout(let fallback):
            return attributes.first { $0.name == CommonAttributes.layout.name }?.value ?? fallback
        }
    }

    private func checkChild(_ child: XMLStartTag, of widget: WidgetDescriptor) {
        switch widget.content {
        case .none, .text:
            report("<\(widget.name)> takes no child elements, found <\(child.name)>", at: child.location)
        case .views(let allowed):
            if let allowed, !allowed.contains(child.name) {
                let list = allowed.map { "<\($0)>" }.joined(separator: ", ")
                report("<\(widget.name)> takes only \(list) children, found <\(child.name)>", at: child.location)
            }
        }
    }

    private func reportUnknownElement(_ tag: XMLStartTag) {
        let names = registry.widgets.map(\.name)
        let suggestion = Suggestion.didYouMean(tag.name, in: names, listing: "registered elements", quote: { "<\($0)>" })
        report("unknown element <\(tag.name.debugEscaped)>" + suggestion, at: tag.location)
    }

    /// Records the element's `id`, reporting an empty one now and a repeated one once the
    /// tree is built (``reportDuplicateIDs(in:)``).
    private func register(_ tag: XMLStartTag) {
        guard let attribute = tag.attributes.first(where: { $0.name == CommonAttributes.id.name }) else { return }
        let id = attribute.value
        if id.isEmpty {
            report("attribute 'id' of <\(tag.name)> is empty: expected an identifier", at: attribute.location)
        } else if !ids.insert(id).inserted {
            duplicateIDs.append((id, attribute.location))
        }
    }

    /// Reports each repeated id at its repetition, naming the first element in document
    /// order that has it (ids are unique in a screen, screen-xml.md).
    private func reportDuplicateIDs(in root: View) {
        guard !duplicateIDs.isEmpty else { return }
        let repeated = Set(duplicateIDs.map(\.id))
        var first: [String: View] = [:]
        root.forEachInSubtree { view in
            if let id = view.id, view.sourceLocation != nil, repeated.contains(id), first[id] == nil { first[id] = view }
        }
        for (id, location) in duplicateIDs {
            let owner = first[id].flatMap { view in
                view.sourceLocation.map { " by <\(view.typeName)> at \($0)" }
            } ?? " by an earlier element"
            report("duplicate id '\(id.debugEscaped)': already used\(owner)", at: location)
        }
    }

    // MARK: End

    private func makeView(for element: OpenElement, parent: Parent?) -> View? {
        guard let entry = element.widget else { return nil }
        let tag = element.tag
        let reader = AttributeReader(
            elementName: tag.name, location: tag.location, attributes: tag.attributes,
            textContent: textContent(of: element, widget: entry.descriptor), diagnostics: diagnostics)
        let layout = element.layout?.descriptor
        let layoutIsUnknown = layout == nil && entry.descriptor.layoutPolicy != .none
        if layoutIsUnknown { reportUnknownLayout(of: entry.descriptor, reader: reader, attributes: tag.attributes) }
        checkAttributes(
            layoutIsUnknown ? tag.attributes.filter { !isLayoutParameter($0.name) } : tag.attributes,
            of: entry.descriptor, layout: layout, parent: parent, takesFrame: element.takesFrame)

        let view = makeView(entry.descriptor, layout: layout, reader: reader)
        view.typeName = tag.name
        view.sourceLocation = tag.location
        CommonAttributes.apply(to: view, from: reader)
        if let screen = view as? Screen { applyTextMetrics(to: screen, reader: reader) }
        if let family = view.fontFamily { families.append((family, reader.location(of: CommonAttributes.fontFamily.name))) }
        if entry.descriptor.isControl, let control = view as? Control {
            CommonAttributes.apply(to: control, from: reader)
        }
        if element.takesFrame { view.specifiedFrame = reader[CommonAttributes.frame]?.value }
        if let layout {
            // Made even when not kept, so that its parameters are checked.
            let made = layout.make(reader)
            if needsLayout(element, widget: entry.descriptor) { view.layout = made }
        }
        for child in element.children { view.addSubview(child) }
        entry.descriptor.finish?(view, reader)
        return view
    }

    private func finishScreen(_ view: View, location: SourceLocation) {
        reportDuplicateIDs(in: view)
        checkGeneratedIDs(in: view)
        guard let screen = view as? Screen else {
            report("the <screen> widget did not make a screen", at: location)
            return
        }
        checkFamilies(with: screen.textMeasurer)
        self.screen = screen
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

    /// Reports the layout the element names when it is not registered.
    private func reportUnknownLayout(of widget: WidgetDescriptor, reader: AttributeReader, attributes: [RawAttribute]) {
        guard let name = layoutName(of: widget, attributes: attributes) else { return }
        let names = registry.layouts.map(\.name)
        reader.reportError(
            "unknown layout '\(name.debugEscaped)' for <\(reader.elementName)>"
                + Suggestion.didYouMean(name, in: names, listing: "registered layouts"),
            attribute: CommonAttributes.layout.name)
    }

    /// Whether the element's view gets its layout: always for containers and for a layout
    /// written on the element; a control or other widget whose default layout would
    /// arrange no children (a button without child elements) is left without one, as a
    /// view made in code is, which keeps a screen of many buttons small.
    private func needsLayout(_ element: OpenElement, widget: WidgetDescriptor) -> Bool {
        guard case .defaultLayout = widget.layoutPolicy, !widget.isPlainContainer, element.children.isEmpty else { return true }
        return element.tag.attributes.contains { $0.name == CommonAttributes.layout.name }
    }

    private func checkAttributes(
        _ attributes: [RawAttribute], of widget: WidgetDescriptor, layout: LayoutDescriptor?,
        parent: Parent?, takesFrame: Bool
    ) {
        let key = AllowedKey(widget: widget.name, layout: layout?.name, takesFrame: takesFrame)
        let allowed: AllowedNames
        if let last = lastAllowed, last.key == key {
            allowed = last.names
        } else {
            allowed = allowedAttributes[key] ?? allowedNames(widget, layout: layout, takesFrame: takesFrame)
            allowedAttributes[key] = allowed
            lastAllowed = (key, allowed)
        }
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
    private typealias AllowedNames = (list: [String], set: Set<String>)

    private func allowedNames(_ widget: WidgetDescriptor, layout: LayoutDescriptor?, takesFrame: Bool) -> AllowedNames {
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
            let parentLayout = parent.layout.map { "the '\($0.descriptor.name)' layout" } ?? "no layout"
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

    /// The element's trimmed text content for a widget that takes text; reports text in
    /// any other element (screen-xml.md: non-whitespace text is an error outside labels).
    private func textContent(of element: OpenElement, widget: WidgetDescriptor) -> String? {
        guard let location = element.textLocation, !element.textTooLong else { return nil }
        let trimmed = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if widget.content == .text { return trimmed }
        let hint = widget.attributes.contains { $0.name == "title" } ? "; use the 'title' attribute" : ""
        let preview = trimmed.count > 20 ? String(trimmed.prefix(20)) + "…" : trimmed
        report("text '\(preview.debugEscaped)' is not allowed inside <\(element.tag.name)>\(hint)", at: location)
        return nil
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
            report("duplicate id '\(id.debugEscaped)': the \(other.typeName)\(owner) already has it", at: location)
        }
    }

    private func report(_ message: String, at location: SourceLocation) {
        diagnostics.report(Diagnostic(at: location, message))
    }
}
