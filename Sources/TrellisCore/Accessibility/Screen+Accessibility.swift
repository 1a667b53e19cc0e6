import Foundation

extension Screen {
    /// The screen's accessibility tree (Docs/accessibility.md, "The accessibility tree"),
    /// built from the laid-out tree: the top-level elements in subview order, each with the
    /// elements nested in it. Views that are not visible (Docs/events.md) or are
    /// `accessibility-hidden` (with their subtrees) are left out, as are views inside a
    /// control; views that are not elements add no level. Laying out first, it is current
    /// after any change. Linear in the views.
    public var accessibilityElements: [AccessibilityElement] {
        var elements: [AccessibilityElement] = []
        var parents: [Int?] = []
        walkVisibleViews { visited in
            guard let element = Screen.element(for: visited) else { return false }
            elements.append(element)
            parents.append(visited.parentElement)
            return true
        }
        // Children come after their parent in the walk's order, so building from the end
        // finishes every child before its parent takes it.
        var children: [[AccessibilityElement]] = Array(repeating: [], count: elements.count)
        var roots: [AccessibilityElement] = []
        for index in elements.indices.reversed() {
            var element = elements[index]
            element.children = children[index].reversed()
            children[index] = []
            if let parent = parents[index] { children[parent].append(element) } else { roots.append(element) }
        }
        return roots.reversed()
    }

    /// The element a visited view makes, or nil when it makes none.
    static func element(for visited: VisitedView) -> AccessibilityElement? {
        guard !visited.isAccessibilityHidden, !visited.isInsideControl else { return nil }
        let view = visited.view
        let declaration = visited.declaration
        let label = declaration.label(of: view)
        guard let role = elementRole(of: visited, label: { label }) else { return nil }
        var traits: Set<AccessibilityTrait> = []
        if let control = view as? Control {
            if control.isSelected { traits.insert(.selected) }
            if !visited.takesTouches { traits.insert(.notEnabled) }
        }
        if let extra = declaration.traits { traits.formUnion(extra(view)) }
        return AccessibilityElement(
            role: role, label: label, value: declaration.value?(view),
            traits: AccessibilityTrait.allCases.filter(traits.contains),
            frame: visited.visible, id: view.id, sourceLocation: view.sourceLocation)
    }

    /// Whether a visited view makes an element (``element(for:)`` is not nil), found
    /// without making it.
    static func isElement(_ visited: VisitedView) -> Bool {
        elementRole(of: visited) { visited.declaration.label(of: visited.view) } != nil
    }

    /// The role of the element a visited view makes: its declared role, or `group` for a
    /// view with an accessibility label of its own that is neither a control, nor text
    /// with a label, nor a labelled image; nil when it makes none. `label` reads the
    /// view's label, only where the role depends on it.
    private static func elementRole(of visited: VisitedView, label: () -> String?) -> AccessibilityRole? {
        guard !visited.isAccessibilityHidden, !visited.isInsideControl else { return nil }
        let view = visited.view
        let role = visited.declaration.role
        if role.isControl { return role }
        let hasOwnLabel = !(view.accessibilityLabel ?? "").isEmpty
        switch role {
        case .staticText where label() != nil && !(view.displayedText ?? "").isEmpty: return role
        case .image where hasOwnLabel: return role
        default: return hasOwnLabel ? .group : nil
        }
    }
}
