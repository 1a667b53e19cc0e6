import Foundation
import TrellisCore

/// Builds a view tree from a screen file's elements as the streaming parser meets them
/// (Docs/screen-xml.md): it keeps the elements that are open, has ``ScreenChecker`` check each
/// and ``ScreenViewFactory`` make its view, and collects every problem with its location.
///
/// An element's view is made when the element ends, once its text content and its
/// children are known; what a child needs of its parent (the parent's element, its layout,
/// which children it takes) is settled when the parent starts.
final class ScreenBuilder: XMLContentHandler {
    let diagnostics = DiagnosticCollector()
    /// The longest text content kept, in UTF-8 bytes (``LoadLimits/maximumAttributeLength``).
    let maximumTextLength: Int
    /// The screen, once the root element has ended without being rejected.
    private(set) var screen: Screen?
    /// The containers that place their children by frame without naming a layout (a
    /// `<view>` with no `layout`) and have two children or more: `trellis validate` warns
    /// when their children pile up (``PiledChildren``).
    private(set) var containersWithoutLayout: [View] = []
    private let vocabulary: ScreenVocabulary
    private let checker: ScreenChecker
    private let factory: ScreenViewFactory
    /// The `<timer>`s directly under `<screen>` and the spinners, in document order,
    /// which the screen starts once it is built.
    private var timers: [ScreenTimer] = []
    private var spinners: [Spinner] = []
    /// The elements started and not yet ended, outermost first.
    @exclusivity(unchecked) private var open: [OpenElement] = []

    /// A builder of the screen file `bytes` at `path` (as the user gave it), whose elements
    /// a parse of the same bytes reports; `textMetricsOverride` names the text metrics
    /// every screen uses whatever its `text-metrics` says (nil: its own).
    init(registry: Registry, bytes: [UInt8], path: String, textMetricsOverride: String? = nil, maximumTextLength: Int = .max) {
        self.maximumTextLength = maximumTextLength
        vocabulary = ScreenVocabulary(registry: registry)
        let attributeLocator = AttributeLocator(bytes)
        checker = ScreenChecker(vocabulary: vocabulary, diagnostics: diagnostics, attributeLocator: attributeLocator)
        factory = ScreenViewFactory(
            vocabulary: vocabulary, diagnostics: diagnostics, attributeLocator: attributeLocator,
            textMetricsOverride: textMetricsOverride)
    }

    /// Marks the builder as replaying a parse that had no errors, whose attribute names
    /// need no second check (``ScreenChecker/checksAttributeNames``): building a flow's
    /// screen from its parsed file spent a third of its time making and asking the sets
    /// of names each element takes.
    func replaysCheckedParse() {
        checker.checksAttributeNames = false
    }

    // MARK: XMLContentHandler

    func startElement(_ tag: XMLStartTag) -> Bool {
        guard let outer = open.indices.last else {
            guard tag.name == "screen" else {
                checker.report("the root element must be <screen>, found <\(tag.name)>", at: tag.location)
                return false
            }
            open.append(opened(tag, parentIndex: nil))
            return true
        }
        if !open[outer].takesAnyChild, let widget = open[outer].widget { checker.checkChild(tag, of: widget.descriptor) }
        open.append(opened(tag, parentIndex: open[outer].widget == nil ? nil : outer))
        return true
    }

    func characters(isWhitespace: Bool, text: () -> String, location: () -> SourceLocation) {
        guard let index = open.indices.last else { return }
        let content: OpenElement.TextContent
        if let started = open[index].text {
            content = started
        } else {
            // White space before the first real text is not kept.
            guard !isWhitespace else { return }
            content = OpenElement.TextContent(location: location())
            open[index].text = content
        }
        guard !content.isTooLong else { return }
        let piece = text()
        guard content.text.utf8.count + piece.utf8.count <= maximumTextLength else {
            content.isTooLong = true
            content.text = ""
            checker.report(
                "the text of <\(open[index].name)> is more than \(maximumTextLength.formatted) bytes long, the limit for a value (LoadLimits.maximumAttributeLength, --max-attribute-length)",
                at: content.location)
            return
        }
        content.text += piece
    }

    func endElement(attributes: ArraySlice<RawAttribute>) {
        guard var element = open.popLast() else { return }
        // The entry moves out of the element, which is not read for it again.
        var view = element.widget.take().flatMap { makeView(for: element, widget: $0, attributes: attributes) }
        factory.releaseSpareAttributes()
        if let timer = view as? ScreenTimer {
            // Not a view of the tree: kept for its screen when it stands directly under it.
            if open.count == 1 { timers.append(timer) }
            view = nil
        } else if let spinner = view as? Spinner {
            spinners.append(spinner)
        }
        if let index = open.indices.last {
            if let view { open[index].children.append(view) }
        } else if let view {
            finishScreen(view, location: element.location)
        }
    }

    /// What a child of the innermost open element needs to know of it, for messages; nil
    /// at the root and for an unknown element, whose children are checked as if they had
    /// no parent.
    private var innermostParent: OpenElement.Parent? {
        guard let parent = open.last, parent.widget != nil else { return nil }
        return OpenElement.Parent(element: parent.name, layout: parent.layout)
    }

    // MARK: Start

    /// The open element for `tag`, whose parent is the open element at `parentIndex` (nil
    /// for the root and for a child of an unknown element).
    private func opened(_ tag: XMLStartTag, parentIndex: Int?) -> OpenElement {
        let widget = vocabulary.widget(named: tag.name)
        checker.checkPlacement(of: tag, widget: widget, parentName: parentIndex.map { open[$0].name })
        guard let entry = widget else {
            return OpenElement(name: tag.name, location: tag.location, widget: nil, layout: nil, takesFrame: false)
        }
        let plan = entry.plan(for: tag.attributes)
        if let id = plan.id { checker.register(id: tag.attributes[tag.attributes.startIndex + id]) }
        // The layout the element names, else its widget's; nil for none or an unknown one.
        var chosenLayout = entry.defaultLayout
        var writesLayout = false
        if entry.takesLayoutAttribute, let written = plan.layout {
            chosenLayout = vocabulary.layout(named: tag.attributes[tag.attributes.startIndex + written].value)
            writesLayout = true
        }
        return OpenElement(
            name: tag.name, location: tag.location, widget: entry, layout: chosenLayout,
            takesFrame: parentIndex.map { open[$0].childrenTakeFrame } ?? false,
            takesGrow: parentIndex.map { open[$0].childrenTakeGrow } ?? false, takesAnyChild: entry.takesAnyChild,
            childrenTakeFrame: chosenLayout?.isAbsolute == true, childrenTakeGrow: chosenLayout?.isStack == true, writesLayout: writesLayout,
            writesViewAttributes: plan.writesViewAttributes, writesControlAttributes: plan.writesControlAttributes)
    }

    // MARK: End

    private func makeView(for element: OpenElement, widget entry: WidgetEntry, attributes: ArraySlice<RawAttribute>) -> View {
        let reader = factory.reader(for: element, attributes: attributes, textContent: checker.textContent(of: element, widget: entry))
        checker.checkAttributes(of: element, widget: entry, attributes: attributes, reader: reader, parent: innermostParent)
        let view = factory.makeView(for: element, widget: entry, reader: reader)
        if element.childrenTakeFrame, !element.writesLayout, element.children.count > 1 { containersWithoutLayout.append(view) }
        if let family = view.fontFamily { checker.recordFamily(family, at: reader.location(of: CommonAttributes.fontFamily.name)) }
        if view.hasSubviews { checker.recordGeneratedViews(of: view, declared: element.children) }
        return view
    }

    private func finishScreen(_ view: View, location: SourceLocation) {
        checker.reportDuplicateIDs(in: view)
        checker.checkGeneratedIDs(in: view)
        guard let screen = view as? Screen else {
            checker.report("the <screen> widget did not make a screen", at: location)
            return
        }
        checker.checkFamilies(with: screen.textMeasurer)
        if !timers.isEmpty || !spinners.isEmpty {
            screen.declaredTimers = timers
            screen.declaredSpinners = spinners
            screen.startTimers()
        }
        self.screen = screen
    }
}
