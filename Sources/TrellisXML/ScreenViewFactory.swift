import TrellisCore

/// Makes the view of an element that has ended, from its widget, its layout and its
/// attributes (Docs/screen-xml.md): the widget's or the layout's container, the common view
/// and control attributes, `frame` under `absolute`, the screen's text metrics, the
/// layout, the children, and the widget's finishing step. A bad value is reported by the
/// reader it reads with; what the vocabulary forbids is ``ScreenChecker``'s to report.
final class ScreenViewFactory {
    let vocabulary: ScreenVocabulary
    let diagnostics: DiagnosticCollector
    let attributeLocator: AttributeLocator
    /// The text metrics every screen uses whatever its `text-metrics` says; nil: its own.
    let textMetricsOverride: String?
    /// The reader of the last element made, read again by the next one once nothing else
    /// holds it.
    @exclusivity(unchecked) private var spareReader: AttributeReader?

    init(vocabulary: ScreenVocabulary, diagnostics: DiagnosticCollector, attributeLocator: AttributeLocator, textMetricsOverride: String?) {
        self.vocabulary = vocabulary
        self.diagnostics = diagnostics
        self.attributeLocator = attributeLocator
        self.textMetricsOverride = textMetricsOverride
    }

    /// A reader of the element's attributes: the spare one when nothing else holds it
    /// (a factory may keep the reader it is given), else a new one.
    func reader(for element: OpenElement, attributes: ArraySlice<RawAttribute>, textContent: String?) -> AttributeReader {
        if isKnownUniquelyReferenced(&spareReader), let spare = spareReader {
            spare.reuse(elementName: element.name, location: element.location, attributes: attributes, textContent: textContent)
            return spare
        }
        let made = AttributeReader(
            elementName: element.name, location: element.location, attributes: attributes,
            textContent: textContent, diagnostics: diagnostics)
        made.attributeLocator = attributeLocator
        spareReader = made
        return made
    }

    /// Lets the spare reader go of the attributes when nothing else holds it, so that the
    /// parser removes them without copying the others.
    func releaseSpareAttributes() {
        if isKnownUniquelyReferenced(&spareReader) { spareReader?.releaseAttributes() }
    }

    /// The view of `element`, whose attributes `reader` reads, with its children's views
    /// added.
    func makeView(for element: OpenElement, widget entry: WidgetEntry, reader: AttributeReader) -> View {
        let layout = element.layout
        let view = makeView(entry, layout: layout, reader: reader)
        view.setDeclaration(typeName: element.name, sourceLocation: element.location)
        if element.writesViewAttributes { CommonAttributes.apply(to: view, from: reader) }
        if let screen = view as? Screen {
            applyTextMetrics(to: screen, reader: reader)
            screen.accessibilityDeclarations = vocabulary.registry.accessibilityDeclarations
        }
        if element.writesControlAttributes, entry.isControl, let control = view as? Control {
            CommonAttributes.apply(to: control, from: reader)
        }
        if element.takesFrame { view.specifiedFrame = reader[CommonAttributes.frame]?.value }
        if element.takesGrow, let grow = reader.value(ifWritten: CommonAttributes.grow) { view.grow = grow.value }
        if let layout {
            if needsLayout(element, widget: entry) {
                view.layout = layout.make(reader)
            } else if layout.hasParameters {
                // Made even when not kept, so that its parameters are checked.
                _ = layout.make(reader)
            }
        }
        view.addSubviewsWhileBuilding(element.children)
        if let layout, let attach = layout.descriptor.attachAccessories, lendsAccessories(layout, to: entry) { attach(view, reader) }
        entry.finish?(view, reader)
        return view
    }

    /// The widget's view, or the layout's container for a plain container (`<view
    /// layout="collapsible">`); a layout that needs a container of its own on any other
    /// widget is reported.
    private func makeView(_ widget: WidgetEntry, layout: LayoutEntry?, reader: AttributeReader) -> View {
        guard let layout, let makeContainer = layout.makeContainer else { return widget.make(reader) }
        if widget.isPlainContainer { return makeContainer(reader) }
        if case .fixed = widget.descriptor.layoutPolicy { return widget.make(reader) }
        if layout.descriptor.attachAccessories != nil { return widget.make(reader) }
        reader.reportError(
            "layout '\(layout.descriptor.name)' needs a container of its own; use it on <view> or use its own element",
            attribute: CommonAttributes.layout.name)
        return widget.make(reader)
    }

    /// Whether `widget`'s view takes `layout`'s accessories: the layout brings a container
    /// of its own, and the widget is neither a plain container (which gets that container)
    /// nor one that fixes its layout (which makes its accessories itself).
    private func lendsAccessories(_ layout: LayoutEntry, to widget: WidgetEntry) -> Bool {
        guard layout.makeContainer != nil, !widget.isPlainContainer else { return false }
        if case .fixed = widget.descriptor.layoutPolicy { return false }
        return true
    }

    /// Whether the element's view gets its layout: always for containers and for a layout
    /// written on the element; a control or other widget whose default layout would
    /// arrange no children (a button without child elements) is left without one, as a
    /// view made in code is, which keeps a screen of many buttons small.
    private func needsLayout(_ element: OpenElement, widget: WidgetEntry) -> Bool {
        guard widget.takesLayoutAttribute, !widget.isPlainContainer, element.children.isEmpty else { return true }
        return element.writesLayout
    }

    /// Gives `screen` the measurer its `text-metrics` names (or the loader's override);
    /// an unknown name is reported with the registered ones.
    private func applyTextMetrics(to screen: Screen, reader: AttributeReader) {
        let attribute = CoreWidgets.textMetrics
        let name = textMetricsOverride ?? reader[attribute]
        let registry = vocabulary.registry
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
}
