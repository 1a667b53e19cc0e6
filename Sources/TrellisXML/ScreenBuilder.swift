import Foundation
import TrellisCore

/// Builds a view tree from a screen file's elements as the streaming parser meets them,
/// checking everything the XML vocabulary requires (Docs/screen-xml.md) and collecting every
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
    /// The views widgets made themselves (``recordGeneratedViews(of:declared:)``).
    var generatedViews: [View] = []
    /// Every `font-family` written, where, to check once the screen's measurer is known.
    var families: [(family: String, location: SourceLocation)] = []
    var allowedAttributes: [AllowedKey: AllowedNames] = [:]
    /// The elements started and not yet ended, outermost first.
    @exclusivity(unchecked) private var open: [OpenElement] = []
    /// The registry's widgets and layouts by name, looked up once per distinct name.
    private var widgets: [String: WidgetEntry?] = [:]
    private var layouts: [String: LayoutEntry?] = [:]
    @exclusivity(unchecked) private var lastWidget: (name: String, entry: WidgetEntry?)?
    /// The reader of the last element made, read again by the next one once nothing else
    /// holds it.
    @exclusivity(unchecked) private var spareReader: AttributeReader?

    /// Finds the attributes' own locations for messages (the parser leaves them at their
    /// element's).
    let attributeLocator: AttributeLocator

    /// A builder of the screen file `bytes` at `path` (as the user gave it), whose elements
    /// a parse of the same bytes reports.
    init(registry: Registry, bytes: [UInt8], path: String, textMetricsOverride: String? = nil, maximumTextLength: Int = .max) {
        self.registry = registry
        self.path = path
        self.textMetricsOverride = textMetricsOverride
        self.maximumTextLength = maximumTextLength
        attributeLocator = AttributeLocator(bytes)
    }

    /// A registered widget held by reference, so that open elements share it, with what
    /// the builder asks of it for every element.
    final class WidgetEntry {
        let descriptor: WidgetDescriptor
        let name: String
        let isScreen: Bool
        let isControl: Bool
        let isPlainContainer: Bool
        /// Whether its elements have a layout (``WidgetDescriptor/LayoutPolicy/none`` is none).
        let hasLayout: Bool
        /// Whether the element may name its layout (``WidgetDescriptor/LayoutPolicy/defaultLayout(_:)``).
        let takesLayoutAttribute: Bool
        /// The layout used when the element names none; nil for none or an unknown one.
        let defaultLayout: LayoutEntry?
        /// Whether every registered widget may be a child.
        let takesAnyChild: Bool
        let make: @Sendable (AttributeReader) -> View
        let finish: (@Sendable (View, AttributeReader) -> Void)?
        /// The attributes it accepts with the layout (by identity) and `frame` of the last
        /// element checked; nil before the first.
        var lastAllowed: AllowedNames?
        var lastAllowedLayout: ObjectIdentifier?
        var lastAllowedTakesFrame = false
        /// The attribute names of the element of this widget started last, in order, and
        /// what they hold: elements of one kind mostly repeat the same attributes.
        @exclusivity(unchecked) private var lastNames: [String] = []
        @exclusivity(unchecked) private var lastPlan: AttributePlan?

        init(_ descriptor: WidgetDescriptor, defaultLayout: LayoutEntry?) {
            self.descriptor = descriptor
            name = descriptor.name
            isScreen = descriptor.name == "screen"
            isControl = descriptor.isControl
            isPlainContainer = descriptor.isPlainContainer
            hasLayout = descriptor.layoutPolicy != .none
            if case .defaultLayout = descriptor.layoutPolicy { takesLayoutAttribute = true } else { takesLayoutAttribute = false }
            self.defaultLayout = defaultLayout
            if case .views(allowed: nil) = descriptor.content { takesAnyChild = true } else { takesAnyChild = false }
            make = descriptor.make
            finish = descriptor.finish
        }

        /// What `attributes` hold that the builder looks for, found once per list of names
        /// and kept while elements of this widget repeat it.
        func plan(for attributes: ArraySlice<RawAttribute>) -> AttributePlan {
            if let lastPlan, repeatsLastNames(attributes) { return lastPlan }
            let plan = AttributePlan(attributes)
            lastPlan = plan
            lastNames.removeAll(keepingCapacity: true)
            for index in attributes.indices { lastNames.append(attributes[index].name) }
            return plan
        }

        private func repeatsLastNames(_ attributes: ArraySlice<RawAttribute>) -> Bool {
            guard attributes.count == lastNames.count else { return false }
            var offset = 0
            for index in attributes.indices {
                if attributes[index].name != lastNames[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// Where an element's `id` and `layout` attributes are, and whether it writes any of
    /// the common view or control attributes (``CommonAttributes``), which are applied
    /// only then.
    struct AttributePlan {
        /// The offsets in the element's attributes of the first `id` and the first `layout`.
        var id: Int?
        var layout: Int?
        var writesViewAttributes = false
        var writesControlAttributes = false

        init(_ attributes: ArraySlice<RawAttribute>) {
            for index in attributes.indices {
                let name = attributes[index].name
                let offset = index - attributes.startIndex
                if name == CommonAttributes.id.name, id == nil { id = offset }
                if name == CommonAttributes.layout.name, layout == nil { layout = offset }
                if CommonAttributes.viewAttributeNames.contains(name) { writesViewAttributes = true }
                if CommonAttributes.controlAttributeNames.contains(name) { writesControlAttributes = true }
            }
        }
    }

    /// A registered layout held by reference, so that open elements share it.
    final class LayoutEntry {
        let descriptor: LayoutDescriptor
        /// Whether it is `absolute`, whose children read `frame`.
        let isAbsolute: Bool
        let make: @Sendable (AttributeReader) -> any Layout
        let makeContainer: (@Sendable (AttributeReader) -> View)?
        /// Whether it reads parameters, which a factory checks even for a layout it drops.
        let hasParameters: Bool

        init(_ descriptor: LayoutDescriptor) {
            self.descriptor = descriptor
            isAbsolute = descriptor.name == CoreLayouts.absolute.name
            hasParameters = !descriptor.parameters.isEmpty
            make = descriptor.make
            makeContainer = descriptor.makeContainer
        }
    }

    /// An element whose view is not made yet.
    struct OpenElement {
        var name: String
        var location: SourceLocation
        /// The registered widget; nil for an unknown element (reported), whose children
        /// are still checked but whose subtree builds nothing.
        var widget: WidgetEntry?
        /// The layout its `layout` attribute or its widget names, when registered.
        var layout: LayoutEntry?
        /// Whether the parent's layout is `absolute`, which reads `frame`.
        var takesFrame: Bool
        /// Whether its widget takes any registered widget as a child (false for an unknown
        /// element, whose children are checked as if they had no parent).
        var takesAnyChild = false
        /// Whether its layout is `absolute`, whose children read `frame`.
        var childrenTakeFrame = false
        /// Whether it names its layout with a `layout` attribute.
        var writesLayout = false
        /// Whether it writes any common view attribute, or any control attribute.
        var writesViewAttributes = false
        var writesControlAttributes = false
        /// Its text from the first character that is not white space; nil before that.
        var text: TextContent?
        var children: [View] = []
    }

    /// The text content of an open element, held by reference: few elements have any.
    final class TextContent {
        var text = ""
        /// Where its first character that is not white space is.
        let location: SourceLocation
        /// Whether it went over the limit (reported), after which it is not kept.
        var isTooLong = false

        init(location: SourceLocation) {
            self.location = location
        }
    }

    /// The parent's element name and layout, for the messages that name them.
    struct Parent {
        var element: String
        var layout: LayoutEntry?
    }

    // MARK: XMLContentHandler

    func startElement(_ tag: XMLStartTag) -> Bool {
        guard let outer = open.indices.last else {
            guard tag.name == "screen" else {
                report("the root element must be <screen>, found <\(tag.name)>", at: tag.location)
                return false
            }
            open.append(opened(tag, parentIndex: nil))
            return true
        }
        if !open[outer].takesAnyChild, let widget = open[outer].widget { checkChild(tag, of: widget.descriptor) }
        open.append(opened(tag, parentIndex: open[outer].widget == nil ? nil : outer))
        return true
    }

    func characters(isWhitespace: Bool, text: () -> String, location: () -> SourceLocation) {
        guard let index = open.indices.last else { return }
        let content: TextContent
        if let started = open[index].text {
            content = started
        } else {
            // White space before the first real text is not kept.
            guard !isWhitespace else { return }
            content = TextContent(location: location())
            open[index].text = content
        }
        guard !content.isTooLong else { return }
        let piece = text()
        guard content.text.utf8.count + piece.utf8.count <= maximumTextLength else {
            content.isTooLong = true
            content.text = ""
            report("the text of <\(open[index].name)> is more than \(maximumTextLength.formatted) bytes long, the limit for a value (LoadLimits.maximumAttributeLength, --max-attribute-length)", at: content.location)
            return
        }
        content.text += piece
    }

    func endElement(attributes: ArraySlice<RawAttribute>) {
        guard var element = open.popLast() else { return }
        // The entry moves out of the element, which is not read for it again.
        let view = element.widget.take().flatMap { makeView(for: element, widget: $0, attributes: attributes) }
        // The spare reader lets go of the attributes, so that the parser removes them
        // without copying the others.
        if isKnownUniquelyReferenced(&spareReader) { spareReader?.releaseAttributes() }
        if let index = open.indices.last {
            if let view { open[index].children.append(view) }
        } else if let view {
            finishScreen(view, location: element.location)
        }
    }

    /// What a child of the open element at `index` needs to know of it, for messages; nil
    /// for an unknown element, whose children are checked as if they had no parent.
    func parent(at index: Int) -> Parent? {
        guard open[index].widget != nil else { return nil }
        return Parent(element: open[index].name, layout: open[index].layout)
    }

    // MARK: Start

    /// The open element for `tag`, whose parent is the open element at `parentIndex` (nil
    /// for the root and for a child of an unknown element).
    private func opened(_ tag: XMLStartTag, parentIndex: Int?) -> OpenElement {
        guard let entry = widget(named: tag.name) else {
            reportUnknownElement(tag)
            return OpenElement(name: tag.name, location: tag.location, widget: nil, layout: nil, takesFrame: false)
        }
        if entry.isScreen, parentIndex != nil {
            report("<screen> is only allowed as the root element", at: tag.location)
        }
        if let parents = entry.descriptor.parents, let parentIndex, !parents.contains(open[parentIndex].name) {
            let list = parents.map { "<\($0)>" }.joined(separator: ", ")
            report("<\(entry.name)> is only allowed inside \(list), found inside <\(open[parentIndex].name)>", at: tag.location)
        }
        let plan = entry.plan(for: tag.attributes)
        if let id = plan.id { register(tag.attributes[tag.attributes.startIndex + id]) }
        // The layout the element names, else its widget's; nil for none or an unknown one.
        var chosenLayout = entry.defaultLayout
        var writesLayout = false
        if entry.takesLayoutAttribute, let written = plan.layout {
            chosenLayout = layout(named: tag.attributes[tag.attributes.startIndex + written].value)
            writesLayout = true
        }
        return OpenElement(
            name: tag.name, location: tag.location, widget: entry, layout: chosenLayout,
            takesFrame: parentIndex.map { open[$0].childrenTakeFrame } ?? false, takesAnyChild: entry.takesAnyChild,
            childrenTakeFrame: chosenLayout?.isAbsolute == true, writesLayout: writesLayout,
            writesViewAttributes: plan.writesViewAttributes, writesControlAttributes: plan.writesControlAttributes)
    }

    private func widget(named name: String) -> WidgetEntry? {
        if let last = lastWidget, last.name == name { return last.entry }
        let entry: WidgetEntry?
        if let known = widgets[name] {
            entry = known
        } else {
            entry = registry.widget(named: name).map { descriptor in
                WidgetEntry(descriptor, defaultLayout: defaultLayoutName(of: descriptor).flatMap(layout(named:)))
            }
            widgets[name] = entry
        }
        lastWidget = (name, entry)
        return entry
    }

    private func layout(named name: String) -> LayoutEntry? {
        if let known = layouts[name] { return known }
        let entry = registry.layout(named: name).map(LayoutEntry.init)
        layouts[name] = entry
        return entry
    }

    /// The layout's name a widget's elements use when they name none.
    private func defaultLayoutName(of widget: WidgetDescriptor) -> String? {
        switch widget.layoutPolicy {
        case .none: return nil
        case .fixed(let name), .defaultLayout(let name): return name
        }
    }

    /// The layout's name the element asks for: its `layout` attribute or its widget's.
    func layoutName(of widget: WidgetDescriptor, attributes: ArraySlice<RawAttribute>) -> String? {
        switch widget.layoutPolicy {
        case .none: return nil
        case .fixed(let fixed): return fixed
        case .defaultLayout(let fallback):
            return attributes.first { $0.name == CommonAttributes.layout.name }?.value ?? fallback
        }
    }

    /// Records an element's `id` attribute, to report a repeated one once the tree is built
    /// (``reportDuplicateIDs(in:)``). A malformed one, empty included, is reported where
    /// the attribute is read (``Identifier``).
    private func register(_ attribute: RawAttribute) {
        guard !attribute.value.isEmpty, !ids.insert(attribute.value).inserted else { return }
        duplicateIDs.append((attribute.value, attributeLocator.location(of: attribute)))
    }

    // MARK: End

    private func makeView(for element: OpenElement, widget entry: WidgetEntry, attributes: ArraySlice<RawAttribute>) -> View {
        let reader = reader(for: element, widget: entry, attributes: attributes)
        let layout = element.layout
        let layoutIsUnknown = layout == nil && entry.hasLayout
        if layoutIsUnknown { reportUnknownLayout(of: entry.descriptor, reader: reader, attributes: attributes) }
        checkAttributes(
            layoutIsUnknown ? attributes.filter { !isLayoutParameter($0.name) }[...] : attributes,
            of: entry, layout: layout, parentIndex: open.indices.last, takesFrame: element.takesFrame)

        let view = makeView(entry, layout: layout, reader: reader)
        view.setDeclaration(typeName: element.name, sourceLocation: element.location)
        if element.writesViewAttributes { CommonAttributes.apply(to: view, from: reader) }
        if let screen = view as? Screen { applyTextMetrics(to: screen, reader: reader) }
        if let family = view.fontFamily { families.append((family, reader.location(of: CommonAttributes.fontFamily.name))) }
        if element.writesControlAttributes, entry.isControl, let control = view as? Control {
            CommonAttributes.apply(to: control, from: reader)
        }
        if element.takesFrame { view.specifiedFrame = reader[CommonAttributes.frame]?.value }
        if let layout {
            if needsLayout(element, widget: entry) {
                view.layout = layout.make(reader)
            } else if layout.hasParameters {
                // Made even when not kept, so that its parameters are checked.
                _ = layout.make(reader)
            }
        }
        view.addSubviewsWhileBuilding(element.children)
        entry.finish?(view, reader)
        if view.hasSubviews { recordGeneratedViews(of: view, declared: element.children) }
        return view
    }

    /// A reader of the element's attributes: the spare one when nothing else holds it
    /// (a factory may keep the reader it is given), else a new one.
    private func reader(for element: OpenElement, widget: WidgetEntry, attributes: ArraySlice<RawAttribute>) -> AttributeReader {
        let text = textContent(of: element, widget: widget)
        if isKnownUniquelyReferenced(&spareReader), let spare = spareReader {
            spare.reuse(elementName: element.name, location: element.location, attributes: attributes, textContent: text)
            return spare
        }
        let made = AttributeReader(
            elementName: element.name, location: element.location, attributes: attributes,
            textContent: text, diagnostics: diagnostics)
        made.attributeLocator = attributeLocator
        spareReader = made
        return made
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

    private func makeView(_ widget: WidgetEntry, layout: LayoutEntry?, reader: AttributeReader) -> View {
        guard let layout, let makeContainer = layout.makeContainer else { return widget.make(reader) }
        if widget.isPlainContainer { return makeContainer(reader) }
        if case .fixed = widget.descriptor.layoutPolicy { return widget.make(reader) }
        reader.reportError(
            "layout '\(layout.descriptor.name)' needs a container of its own; use it on <view> or use its own element",
            attribute: CommonAttributes.layout.name)
        return widget.make(reader)
    }

    /// Whether the element's view gets its layout: always for containers and for a layout
    /// written on the element; a control or other widget whose default layout would
    /// arrange no children (a button without child elements) is left without one, as a
    /// view made in code is, which keeps a screen of many buttons small.
    private func needsLayout(_ element: OpenElement, widget: WidgetEntry) -> Bool {
        guard widget.takesLayoutAttribute, !widget.isPlainContainer, element.children.isEmpty else { return true }
        return element.writesLayout
    }

    /// The element's trimmed text content for a widget that takes text; reports text in
    /// any other element (Docs/screen-xml.md: non-whitespace text is an error outside labels).
    private func textContent(of element: OpenElement, widget: WidgetEntry) -> String? {
        guard let content = element.text, !content.isTooLong else { return nil }
        let location = content.location
        let trimmed = content.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if widget.descriptor.content == .text { return trimmed }
        let hint = widget.descriptor.attributes.contains { $0.name == "title" } ? "; use the 'title' attribute" : ""
        let preview = trimmed.count > 20 ? String(trimmed.prefix(20)) + "…" : trimmed
        report("text '\(preview.debugEscaped)' is not allowed inside <\(element.name)>\(hint)", at: location)
        return nil
    }

    /// Gives `screen` the measurer its `text-metrics` names (or the loader's override);
    /// an unknown name is reported with the registered ones.
    private func applyTextMetrics(to screen: Screen, reader: AttributeReader) {
        let attribute = CoreWidgets.textMetrics
        let name = textMetricsOverride ?? reader[attribute]
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
