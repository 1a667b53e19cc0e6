import Foundation

/// One visible view as the accessibility tree and the audit see it, with what it inherits
/// from its ancestors, computed in one walk from the root (each view is visited once, so
/// the walk is linear in the views).
struct VisitedView {
    let view: View
    /// The view's frame in screen coordinates.
    let frame: CGRect
    /// The visible part: the frame clipped by every ancestor's frame (Docs/events.md);
    /// empty for a view scrolled out of its scroll container.
    let visible: CGRect
    /// The intersection of every ancestor's frame, which clips the view.
    let clip: CGRect
    /// Whether the view and every ancestor take touches (interactive, and enabled for
    /// controls), so a tap could reach it.
    let takesTouches: Bool
    /// Whether the view or an ancestor is `accessibility-hidden`.
    let isAccessibilityHidden: Bool
    /// The rules the view and its ancestors silence (`audit-ignore`).
    let ignoredRules: Set<AuditRule>
    /// Whether an ancestor is a scroll container.
    let isInScrollContainer: Bool
    /// The part of the screen the view's text can be drawn in, in screen coordinates: the
    /// intersection of the frames of the ancestors that clip to their bounds
    /// (`clips-to-bounds`) below the nearest scroll container (whose content can be
    /// scrolled into view); infinite when none clips.
    let textClip: CGRect
    /// The ancestor whose bounds last narrowed ``textClip``; nil when none did.
    let clipper: View?
    /// The intersection of the frames of the ancestors below the nearest scroll container
    /// (infinite right inside one): the part of the screen the view would have if every
    /// scroll container showed it. Outside scroll containers, the same as ``clip``.
    let contentClip: CGRect
    /// Whether an ancestor is a control element, whose insides are not elements.
    let isInsideControl: Bool
    /// How the view appears in the accessibility tree.
    let declaration: AccessibilityDeclaration
    /// The index, in the walk's order, of the nearest ancestor that is an element; nil at the top.
    let parentElement: Int?
}

extension Screen {
    /// Visits every visible view of the laid-out screen (the screen itself excluded) in
    /// depth-first subview order, skipping subtrees that are hidden, collapsed, nearly
    /// transparent or have no visible part, and calls `body` with each and whether it is an
    /// element of the accessibility tree; `body` returns whether it made an element, which
    /// nests the elements found below it.
    ///
    /// - Parameter includingScrolledOut: also visit views that only their scroll
    ///   containers' bounds hide (scrolled out, with an empty ``VisitedView/visible``),
    ///   as the audit does; the accessibility tree does not. Default false.
    func walkVisibleViews(includingScrolledOut: Bool = false, _ body: (VisitedView) -> Bool) {
        layoutIfNeeded()
        let declarations = accessibilityDeclarations
        // What the subviews of one visited view share, with the next subview to visit: one
        // entry per level of the walk, not one per waiting view, so a view of 100,000
        // subviews costs no list of 100,000 entries.
        struct Level {
            let subviews: [View]
            var next: Int
            let inner: CGPoint
            let clip: CGRect
            let takesTouches: Bool
            let hidden: Bool
            let ignored: Set<AuditRule>
            let scrolls: Bool
            let insideControl: Bool
            let parentElement: Int?
            let textClip: CGRect
            let clipper: View?
            let contentClip: CGRect
        }
        var levels: [Level] = []
        var elementIndex = 0
        func pushSubviews(of view: View, origin: CGPoint, clip: CGRect, visited: VisitedView?, madeElement: Bool, index: Int) {
            guard view.hasSubviews else { return }
            let inner = CGPoint(x: origin.x - view.bounds.minX, y: origin.y - view.bounds.minY)
            var textClip = visited?.textClip ?? .infinite
            var clipper = visited?.clipper
            let contentClip = visited.map { $0.declaration.isScrollContainer ? .infinite : $0.contentClip.intersection($0.frame) } ?? clip
            if let visited, visited.declaration.isScrollContainer {
                (textClip, clipper) = (.infinite, nil)
            } else if let visited, view.clipsToBounds, !textClip.contains(visited.frame) || textClip.isInfinite {
                (textClip, clipper) = (textClip.intersection(visited.frame), view)
            }
            levels.append(
                Level(
                    subviews: view.subviews, next: 0, inner: inner, clip: clip,
                    takesTouches: visited?.takesTouches ?? true, hidden: visited?.isAccessibilityHidden ?? false,
                    ignored: visited?.ignoredRules ?? [], scrolls: (visited?.isInScrollContainer ?? false) || (visited?.declaration.isScrollContainer ?? false),
                    insideControl: (visited?.isInsideControl ?? false) || (madeElement && visited?.declaration.role.isControl == true),
                    parentElement: madeElement ? index : visited?.parentElement, textClip: textClip, clipper: clipper, contentClip: contentClip))
        }
        pushSubviews(of: self, origin: .zero, clip: frame, visited: nil, madeElement: false, index: 0)
        while let top = levels.indices.last {
            guard levels[top].next < levels[top].subviews.count else {
                levels.removeLast()
                continue
            }
            let view = levels[top].subviews[levels[top].next]
            levels[top].next += 1
            if view.isHidden || view.isCollapsed || view.alpha < View.minimumHitTestAlpha { continue }
            let inner = levels[top].inner
            let clip = levels[top].clip
            let frame = CGRect(origin: CGPoint(x: inner.x + view.frame.minX, y: inner.y + view.frame.minY), size: view.frame.size)
            let visible = frame.intersection(clip)
            if visible.isNull || visible.width <= 0 || visible.height <= 0 {
                guard includingScrolledOut, levels[top].scrolls else { continue }
                let inContent = frame.intersection(levels[top].contentClip)
                if inContent.isNull || inContent.width <= 0 || inContent.height <= 0 { continue }
            }
            let next = levels[top]
            let ignored = view.auditIgnoredRules
            let visited = VisitedView(
                view: view, frame: frame, visible: visible, clip: next.clip,
                takesTouches: next.takesTouches && view.isUserInteractionEnabled && view.acceptsTouchesInCurrentState,
                isAccessibilityHidden: next.hidden || view.isAccessibilityHidden,
                ignoredRules: ignored.isEmpty ? next.ignored : next.ignored.union(ignored),
                isInScrollContainer: next.scrolls, textClip: next.textClip, clipper: next.clipper, contentClip: next.contentClip,
                isInsideControl: next.insideControl,
                declaration: declarations[view.typeName] ?? AccessibilityDeclaration.inferred(for: view),
                parentElement: next.parentElement)
            let index = elementIndex
            let madeElement = body(visited)
            if madeElement { elementIndex += 1 }
            pushSubviews(of: view, origin: frame.origin, clip: visible, visited: visited, madeElement: madeElement, index: index)
        }
    }
}
