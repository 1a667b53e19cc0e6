import TrellisCore

/// The checks of the screen vocabulary that report problems (Docs/screen-xml.md): children an
/// element does not take, unknown elements, layouts and attributes with "did you mean",
/// repeated ids, and font families the measurer lacks.
extension ScreenBuilder {
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

    func reportUnknownElement(_ tag: XMLStartTag) {
        let names = registry.widgets.map(\.name)
        let suggestion = Suggestion.didYouMean(tag.name, in: names, listing: "registered elements", quote: { "<\($0)>" })
        report("unknown element <\(tag.name.debugEscaped)>" + suggestion, at: tag.location)
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
            let owner = first[id].flatMap { view in
                view.sourceLocation.map { " by <\(view.typeName)> at \($0)" }
            } ?? " by an earlier element"
            report("duplicate id '\(id.debugEscaped)': already used\(owner)", at: location)
        }
    }

    /// Reports the layout the element names when it is not registered.
    func reportUnknownLayout(of widget: WidgetDescriptor, reader: AttributeReader, attributes: ArraySlice<RawAttribute>) {
        guard let name = layoutName(of: widget, attributes: attributes) else { return }
        let names = registry.layouts.map(\.name)
        reader.reportError(
            "unknown layout '\(name.debugEscaped)' for <\(reader.elementName)>"
                + Suggestion.didYouMean(name, in: names, listing: "registered layouts"),
            attribute: CommonAttributes.layout.name)
    }

    func checkAttributes(
        _ attributes: ArraySlice<RawAttribute>, of widget: WidgetEntry, layout: LayoutEntry?, parentIndex: Int?,
        takesFrame: Bool
    ) {
        let layoutID = layout.map(ObjectIdentifier.init)
        let allowed: AllowedNames
        if widget.lastAllowedLayout == layoutID, widget.lastAllowedTakesFrame == takesFrame, let last = widget.lastAllowed {
            if last.acceptedLast(attributes) { return }
            allowed = last
        } else {
            let key = AllowedKey(widget: widget.name, layout: layout?.descriptor.name, takesFrame: takesFrame)
            allowed = allowedAttributes[key] ?? allowedNames(widget.descriptor, layout: layout?.descriptor, takesFrame: takesFrame)
            allowedAttributes[key] = allowed
            (widget.lastAllowed, widget.lastAllowedLayout, widget.lastAllowedTakesFrame) = (allowed, layoutID, takesFrame)
        }
        var accepted = true
        for attribute in attributes where !allowed.set.contains(attribute.name) {
            accepted = false
            report(
                unknownAttributeMessage(attribute.name, element: widget.name, layout: layout?.descriptor, parent: parentIndex.flatMap(parent(at:)), allowed: allowed.list),
                at: attributeLocator.location(of: attribute))
        }
        if accepted { allowed.last = attributes.map(\.name) }
    }

    /// What decides the attributes an element may have.
    struct AllowedKey: Hashable {
        var widget: String
        var layout: String?
        var takesFrame: Bool
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

    func allowedNames(_ widget: WidgetDescriptor, layout: LayoutDescriptor?, takesFrame: Bool) -> AllowedNames {
        AllowedNames(widget.acceptedAttributes(layout: layout, takesFrame: takesFrame).map(\.name))
    }

    /// Whether some registered layout takes `name` as a parameter. An element whose
    /// `layout` is unknown is not also blamed for that layout's parameters.
    func isLayoutParameter(_ name: String) -> Bool {
        registry.layouts.contains { $0.parameters.contains { $0.name == name } }
    }

    func unknownAttributeMessage(
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
