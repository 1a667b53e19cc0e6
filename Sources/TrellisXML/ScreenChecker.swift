import TrellisCore

/// Every check of the screen vocabulary that the XML does not make itself (Docs/screen-xml.md),
/// each problem reported with its location: children an element does not take and parents
/// it needs, unknown elements, layouts and attributes with "did you mean", text where no
/// text is taken, repeated ids (declared or generated), and font families the measurer
/// lacks. It makes nothing: ``ScreenViewFactory`` makes the views.
final class ScreenChecker {
    let vocabulary: ScreenVocabulary
    let diagnostics: DiagnosticCollector
    /// Finds the attributes' own locations for messages (the parser leaves them at their
    /// element's).
    let attributeLocator: AttributeLocator
    /// Every id declared so far; a repeated one is reported once the tree is built, with
    /// the first element that has it.
    private var ids: Set<String> = []
    private var duplicateIDs: [(id: String, location: SourceLocation)] = []
    /// The views widgets made themselves (``recordGeneratedViews(of:declared:)``).
    private var generatedViews: [View] = []
    /// Every `font-family` written, where, to check once the screen's measurer is known.
    private var families: [(family: String, location: SourceLocation)] = []
    private var allowedAttributes: [AllowedKey: AllowedNames] = [:]
    /// Whether attribute names are checked against what each element takes; false only
    /// for a replay of a parse that had no errors (``ParsedScreen/makeScreen()``): the
    /// same elements against the same registry, whose names were checked then.
    var checksAttributeNames = true

    private var registry: Registry { vocabulary.registry }

    init(vocabulary: ScreenVocabulary, diagnostics: DiagnosticCollector, attributeLocator: AttributeLocator) {
        self.vocabulary = vocabulary
        self.diagnostics = diagnostics
        self.attributeLocator = attributeLocator
    }

    func report(_ message: String, at location: SourceLocation) {
        diagnostics.report(Diagnostic(at: location, message))
    }

    // MARK: Where an element is

    /// Reports a child element that `widget` takes no children of its kind.
    func checkChild(_ child: XMLStartTag, of widget: WidgetDescriptor) {
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

    /// Reports an element that is not registered (`widget` nil), a `<screen>` inside
    /// another element, and an element outside the parents its widget requires;
    /// `parentName` is nil for the root and for a child of an unknown element.
    func checkPlacement(of tag: XMLStartTag, widget: WidgetEntry?, parentName: String?) {
        guard let widget else {
            let names = registry.widgets.map(\.name)
            let suggestion = Suggestion.didYouMean(tag.name, in: names, listing: "registered elements", quote: { "<\($0)>" })
            report("unknown element <\(tag.name.debugEscaped)>" + suggestion, at: tag.location)
            return
        }
        if widget.isScreen, parentName != nil {
            report("<screen> is only allowed as the root element", at: tag.location)
        }
        if !widget.descriptor.isView, let parents = widget.descriptor.parents, parents == [CoreWidgets.screen.name],
            parentName != CoreWidgets.screen.name
        {
            report("a <\(widget.name)> belongs directly under <screen>", at: tag.location)
        } else if let parents = widget.descriptor.parents, let parentName, !parents.contains(parentName) {
            let list = parents.map { "<\($0)>" }.joined(separator: ", ")
            report("<\(widget.name)> is only allowed inside \(list), found inside <\(parentName)>", at: tag.location)
        }
    }

    /// The element's trimmed text content for a widget that takes text; reports text in
    /// any other element (Docs/screen-xml.md: non-whitespace text is an error outside labels).
    func textContent(of element: OpenElement, widget: WidgetEntry) -> String? {
        guard let content = element.text, !content.isTooLong else { return nil }
        let location = content.location
        let trimmed = content.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if widget.descriptor.content == .text { return trimmed }
        let hint = widget.descriptor.attributes.contains { $0.name == "title" } ? "; use the 'title' attribute" : ""
        let preview = trimmed.count > 20 ? String(trimmed.prefix(20)) + "…" : trimmed
        report("text '\(preview.debugEscaped)' is not allowed inside <\(element.name)>\(hint)", at: location)
        return nil
    }

    // MARK: Ids

    /// Records an element's `id` attribute, to report a repeated one once the tree is built
    /// (``reportDuplicateIDs(in:)``). A malformed one, empty included, is reported where
    /// the attribute is read (``Identifier``).
    func register(id attribute: RawAttribute) {
        guard !attribute.value.isEmpty, !ids.insert(attribute.value).inserted else { return }
        duplicateIDs.append((attribute.value, attributeLocator.location(of: attribute)))
    }

    /// Reports each repeated id at its repetition, naming the first element in document
    /// order that has it (ids are unique in a screen, Docs/screen-xml.md).
    func reportDuplicateIDs(in root: View) {
        guard !duplicateIDs.isEmpty else { return }
        let repeated = Set(duplicateIDs.map(\.id))
        var first: [String: View] = [:]
        root.forEachInSubtree { view in
            if let id = view.id, view.sourceLocation != nil, repeated.contains(id), first[id] == nil { first[id] = view }
        }
        for (id, location) in duplicateIDs {
            let owner =
                first[id].flatMap { view in
                    view.sourceLocation.map { " by <\(view.typeName)> at \($0)" }
                } ?? " by an earlier element"
            report("duplicate id '\(id.debugEscaped)': already used\(owner)", at: location)
        }
    }

    // MARK: Attributes

    /// Checks the attributes of an element that has ended, whose attributes `reader`
    /// reads: reports the layout it names when that is not registered, and every
    /// attribute its widget, layout and parent do not take. `parent` is the open element
    /// around it, nil for the root and inside an unknown element; asked for only when a
    /// message names it.
    func checkAttributes(
        of element: OpenElement, widget: WidgetEntry, attributes: ArraySlice<RawAttribute>, reader: AttributeReader,
        parent: @autoclosure () -> OpenElement.Parent?
    ) {
        let layoutIsUnknown = element.layout == nil && widget.hasLayout
        if layoutIsUnknown { reportUnknownLayout(of: widget.descriptor, reader: reader, attributes: attributes) }
        guard checksAttributeNames else { return }
        checkNames(
            layoutIsUnknown ? attributes.filter { !isLayoutParameter($0.name) }[...] : attributes,
            of: widget, layout: element.layout, takesFrame: element.takesFrame, takesGrow: element.takesGrow, parent: parent())
    }

    /// Reports the layout the element names when it is not registered.
    private func reportUnknownLayout(of widget: WidgetDescriptor, reader: AttributeReader, attributes: ArraySlice<RawAttribute>) {
        guard let name = layoutName(of: widget, attributes: attributes) else { return }
        let names = registry.layouts.map(\.name)
        reader.reportError(
            "unknown layout '\(name.debugEscaped)' for <\(reader.elementName)>"
                + Suggestion.didYouMean(name, in: names, listing: "registered layouts"),
            attribute: CommonAttributes.layout.name)
    }

    /// The layout's name the element asks for: its `layout` attribute or its widget's.
    private func layoutName(of widget: WidgetDescriptor, attributes: ArraySlice<RawAttribute>) -> String? {
        switch widget.layoutPolicy {
        case .none: return nil
        case .fixed(let fixed): return fixed
        case .defaultLayout(let fallback):
            return attributes.first { $0.name == CommonAttributes.layout.name }?.value ?? fallback
        }
    }

    private func checkNames(
        _ attributes: ArraySlice<RawAttribute>, of widget: WidgetEntry, layout: LayoutEntry?, takesFrame: Bool, takesGrow: Bool,
        parent: @autoclosure () -> OpenElement.Parent?
    ) {
        let layoutID = layout.map(ObjectIdentifier.init)
        let allowed: AllowedNames
        if widget.lastAllowedLayout == layoutID, widget.lastAllowedTakesFrame == takesFrame, widget.lastAllowedTakesGrow == takesGrow,
            let last = widget.lastAllowed
        {
            if last.acceptedLast(attributes) { return }
            allowed = last
        } else {
            let key = AllowedKey(widget: widget.name, layout: layout?.descriptor.name, takesFrame: takesFrame, takesGrow: takesGrow)
            allowed =
                allowedAttributes[key]
                ?? AllowedNames(widget.descriptor.acceptedAttributes(layout: layout?.descriptor, takesFrame: takesFrame, takesGrow: takesGrow).map(\.name))
            allowedAttributes[key] = allowed
            (widget.lastAllowed, widget.lastAllowedLayout, widget.lastAllowedTakesFrame, widget.lastAllowedTakesGrow) = (
                allowed, layoutID, takesFrame, takesGrow
            )
        }
        var accepted = true
        for attribute in attributes where !allowed.set.contains(attribute.name) {
            accepted = false
            report(
                unknownAttributeMessage(attribute.name, element: widget.name, layout: layout?.descriptor, parent: parent(), allowed: allowed.list),
                at: attributeLocator.location(of: attribute))
        }
        if accepted { allowed.last = attributes.map(\.name) }
    }

    /// What decides the attributes an element may have.
    struct AllowedKey: Hashable {
        var widget: String
        var layout: String?
        var takesFrame: Bool
        var takesGrow: Bool
    }

    /// The attribute names an element may have, in declaration order and as a set, and
    /// the names of the last element found to have only those (elements of one kind
    /// mostly repeat the same attributes).
    final class AllowedNames {
        let list: [String]
        let set: Set<String>
        var last: [String] = []

        init(_ list: [String]) {
            self.list = list
            set = Set(list)
        }

        /// Whether `attributes` have exactly the names of the last element accepted.
        func acceptedLast(_ attributes: ArraySlice<RawAttribute>) -> Bool {
            guard attributes.count == last.count else { return false }
            for (attribute, name) in zip(attributes, last) where attribute.name != name { return false }
            return true
        }
    }

    /// Whether some registered layout takes `name` as a parameter. An element whose
    /// `layout` is unknown is not also blamed for that layout's parameters.
    private func isLayoutParameter(_ name: String) -> Bool {
        registry.layouts.contains { $0.parameters.contains { $0.name == name } }
    }

    private func unknownAttributeMessage(
        _ name: String, element: String, layout: LayoutDescriptor?, parent: OpenElement.Parent?, allowed: [String]
    ) -> String {
        if name == CommonAttributes.frame.name, let parent {
            let parentLayout = parent.layout.map { "the '\($0.descriptor.name)' layout" } ?? "no layout"
            return
                "attribute 'frame' on <\(element)> has no effect: its parent <\(parent.element)> uses \(parentLayout), and 'frame' positions children of the 'absolute' layout only"
        }
        if name == CommonAttributes.grow.name, let parent {
            let parentLayout = parent.layout.map { "the '\($0.descriptor.name)' layout" } ?? "no layout"
            return
                "unknown attribute 'grow' for <\(element)>: its parent <\(parent.element)> uses \(parentLayout), and 'grow' shares the room of a 'stack' layout only"
        }
        // Another widget's attribute is named as such rather than taken for a typo
        // (`paging` on a view is <scroll>'s, not a misspelt `padding`).
        let widgets = registry.widgets.filter { $0.attributes.contains { $0.name == name } }.map { "<\($0.name)>" }
        let owners = registry.layouts.filter { $0.parameters.contains { $0.name == name } }.map(\.name)
        if !owners.isEmpty {
            let uses = layout.map { "uses the '\($0.name)' layout" } ?? "has no layout"
            let also = widgets.isEmpty ? "" : "; '\(name)' is also an attribute of \(widgets.joined(separator: ", "))"
            return
                "unknown attribute '\(name)' for <\(element)>: it is a parameter of the \(owners.joined(separator: ", ")) layout\(owners.count > 1 ? "s" : ""), but <\(element)> \(uses)\(also)"
        }
        if widgets.isEmpty, let suggestion = Suggestion.closest(to: name, in: allowed) {
            return "unknown attribute '\(name.debugEscaped)' for <\(element)>; did you mean '\(suggestion)'?"
        }
        let elsewhere = widgets.isEmpty ? "" : "; '\(name)' is an attribute of \(widgets.joined(separator: ", "))"
        return "unknown attribute '\(name.debugEscaped)' for <\(element)>\(elsewhere)"
    }

    // MARK: Fonts and the finished tree

    /// Records the `font-family` a view was given, to check once the screen's measurer
    /// is known (``checkFamilies(with:)``).
    func recordFamily(_ family: String, at location: SourceLocation) {
        families.append((family, location))
    }

    /// Reports every `font-family` the measurer cannot use (the test metrics accept all),
    /// asking the measurer once per family.
    func checkFamilies(with measurer: any TextMeasuring) {
        var answers: [String: String?] = [:]
        for (family, location) in families {
            let problem = answers[family] ?? measurer.problem(withFamily: family)
            answers[family] = problem
            if let problem { report(problem, at: location) }
        }
    }

    /// Records the views a widget made itself when its element's view is made: the
    /// view's subviews that are not its child elements' views (a collapsible row's
    /// toggle). Their ids are read once the tree is built, as a widget may name them when
    /// its view is attached.
    func recordGeneratedViews(of view: View, declared children: [View]) {
        let subviews = view.subviews
        if subviews.count == children.count, zip(subviews, children).allSatisfy({ $0 === $1 }) { return }
        let declared = Set(children.map(ObjectIdentifier.init))
        generatedViews += subviews.filter { !declared.contains(ObjectIdentifier($0)) }
    }

    /// Reports ids that widgets generate for views they make themselves (a collapsible
    /// row's `<id>.toggle`) when a declared view already has them: ids are unique in a
    /// screen (Docs/screen-xml.md), whoever assigns them. The whole tree is only walked when a
    /// generated id is also declared.
    func checkGeneratedIDs(in root: View) {
        var generated: [String: View] = [:]
        for view in generatedViews {
            view.forEachInSubtree { if let id = $0.id, $0.sourceLocation == nil { generated[id] = $0 } }
        }
        guard generated.keys.contains(where: ids.contains) else { return }
        root.forEachInSubtree { view in
            guard let id = view.id, let location = view.sourceLocation, let other = generated[id] else { return }
            let owner = other.superview.map { " of \($0.debugName)" } ?? ""
            report("duplicate id '\(id.debugEscaped)': the \(other.typeName)\(owner) already has it", at: location)
        }
    }
}
