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
    var ids: Set<String> = []
    var duplicateIDs: [(id: String, location: SourceLocation)] = []
    /// Every `font-family` written, where, to check once the screen's measurer is known.
    var families: [(family: String, location: SourceLocation)] = []
    var allowedAttributes: [AllowedKey: AllowedNames] = [:]
    var lastAllowed: (key: AllowedKey, names: AllowedNames)?
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
    final class Entry<Descriptor> {
        let descriptor: Descriptor
        init(_ descriptor: Descriptor) { self.descriptor = descriptor }
    }

    /// An element whose view is not made yet.
    struct OpenElement {
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
    struct Parent {
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
    func layoutName(of widget: WidgetDescriptor, attributes: [RawAttribute]) -> String? {
        switch widget.layoutPolicy {
        case .none: return nil
        case .fixed(let fixed): return fixed
        case .defaultLayout(let fallback):
            return attributes.first { $0.name == CommonAttributes.layout.name }?.value ?? fallback
        }
    }

    /// Records the element's `id`, to report a repeated one once the tree is built
    /// (``reportDuplicateIDs(in:)``). A malformed one, empty included, is reported where
    /// the attribute is read (``Identifier``).
    private func register(_ tag: XMLStartTag) {
        guard let attribute = tag.attributes.first(where: { $0.name == CommonAttributes.id.name }),
              !attribute.value.isEmpty, !ids.insert(attribute.value).inserted else { return }
        duplicateIDs.append((attribute.value, attribute.location))
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

    /// Whether the element's view gets its layout: always for containers and for a layout
    /// written on the element; a control or other widget whose default layout would
    /// arrange no children (a button without child elements) is left without one, as a
    /// view made in code is, which keeps a screen of many buttons small.
    private func needsLayout(_ element: OpenElement, widget: WidgetDescriptor) -> Bool {
        guard case .defaultLayout = widget.layoutPolicy, !widget.isPlainContainer, element.children.isEmpty else { return true }
        return element.tag.attributes.contains { $0.name == CommonAttributes.layout.name }
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

    func report(_ message: String, at location: SourceLocation) {
        diagnostics.report(Diagnostic(at: location, message))
    }
}
