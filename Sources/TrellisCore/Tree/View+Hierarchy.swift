import Foundation

extension View {
    /// Adds `view` as the last (topmost) subview, removing it from its old superview
    /// first (UIKit's `addSubview(_:)`). Adding a view to itself or to one of its own
    /// descendants does nothing, since it would make a cycle.
    ///
    /// Trees of any depth can be built, freed, laid out and dumped: the engine walks them
    /// without recursion. Adding costs the same whatever the depth when the added view
    /// has no subviews (a tree built from the root down) or this view has no superview
    /// (a tree built from the leaves up); otherwise the cycle check walks up from this
    /// view once.
    public func addSubview(_ view: View) {
        insertSubview(view, at: storedSubviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to 0…count), removing it from
    /// its old superview first (UIKit's `insertSubview(_:at:)`).
    public func insertSubview(_ view: View, at index: Int) {
        insertSubview(view, at: index, keeping: nil)
    }

    /// Inserts `view` at `index` as ``insertSubview(_:at:)`` does; when `view` has no
    /// superview and `kept` (what ``detachFromSuperviewKeepingLayout()`` returned when
    /// `view` was taken out) still holds here (``KeptLayout/holds(for:under:)``), what the
    /// layout engine measured and placed in `view`'s subtree is kept.
    func insertSubview(_ view: View, at index: Int, keeping kept: KeptLayout?) {
        guard !isSelfOrAncestor(view) else { return }
        // Searched from the top: a view moved among its siblings is most often one of the
        // last ones, such as an accessory kept last while items are added before it, so
        // adding n items that way costs O(n), not O(n²).
        if view.superview === self, let current = storedSubviews.lastIndex(where: { $0 === view }) {
            storedSubviews.remove(at: current)
            storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
            if isInIDIndex { dropIDIndex() }
            invalidateLayout(.subviews(added: nil))
            return
        }
        if view.superview != nil {
            view.removeFromSuperview()
            if view.superview != nil {
                // A touchCancel handler run by that removal put the view somewhere else;
                // this call finishes last, so it wins.
                view.removeFromSuperview()
            }
            guard view.superview == nil, !isSelfOrAncestor(view) else { return }
        }
        attach(view, at: index, keeping: kept)
    }

    /// Makes `view`, which has no superview, the subview at `index` (clamped to 0…count)
    /// and tells everyone: the layout cache, then the hooks. `kept` as
    /// ``insertSubview(_:at:keeping:)`` takes it.
    private func attach(_ view: View, at index: Int, keeping kept: KeptLayout? = nil) {
        let position = min(max(0, index), storedSubviews.count)
        if position == storedSubviews.count {
            storedSubviews.append(view)
        } else {
            storedSubviews.insert(view, at: position)
        }
        view.superview = self
        if isInIDIndex { dropIDIndex() }
        // A view taken out keeping its layout, put back under a view that passes on the
        // very settings it passed on then: what its subtree measured and placed holds.
        let keepsLayout = kept?.holds(for: view, under: self) ?? false
        if !keepsLayout { view.invalidateLayout(.superview) }
        invalidateLayout(.subviews(added: keepsLayout && !view.isHidden ? nil : view))
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Whether `view` is this view or one of its ancestors, so that adding it would make
    /// a cycle. A view without subviews is no one's ancestor, so this walks up only when
    /// `view` has subviews.
    private func isSelfOrAncestor(_ view: View) -> Bool {
        if view === self { return true }
        guard !view.storedSubviews.isEmpty else { return false }
        var ancestor = superview
        var visited: UInt32 = 0
        defer { layoutCounts.ancestorsVisited &+= visited }
        while let candidate = ancestor {
            visited &+= 1
            if candidate === view { return true }
            ancestor = candidate.superview
        }
        return false
    }

    /// Inserts `view` just above `sibling` (UIKit's `insertSubview(_:aboveSubview:)`); when
    /// `sibling` is not a subview, `view` is added on top.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling`; when `sibling` is not a subview, `view` is
    /// added at the bottom.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Detaches the view from its superview (UIKit's `removeFromSuperview()`). A touch in
    /// progress on the view or one of its descendants is cancelled first (Docs/events.md); when
    /// a `touchCancel` handler already removed or moved the view, there is nothing left to
    /// do.
    public func removeFromSuperview() {
        detachFromSuperview(keepingLayout: false)
    }

    /// Detaches the view as ``removeFromSuperview()`` does, but keeps what the layout
    /// engine measured and placed in its subtree, as UIKit keeps a covered view
    /// controller's view: returns what ``insertSubview(_:at:keeping:)`` takes to put it
    /// back without measuring it again. Returns nil, dropping the subtree's layout as
    /// ``removeFromSuperview()`` does, when the superview had passed no text settings on
    /// or the view had no superview.
    @discardableResult
    func detachFromSuperviewKeepingLayout() -> KeptLayout? {
        detachFromSuperview(keepingLayout: true)
    }

    /// ``removeFromSuperview()``, or with `keepingLayout`
    /// ``detachFromSuperviewKeepingLayout()``.
    @discardableResult
    private func detachFromSuperview(keepingLayout: Bool) -> KeptLayout? {
        guard let parent = superview else { return nil }
        screen?.viewWillLeaveScreen(self)
        guard superview === parent else { return nil }
        parent.willRemoveSubview(self)
        guard let index = parent.storedSubviews.firstIndex(where: { $0 === self }) else { return nil }
        parent.storedSubviews.remove(at: index)
        if parent.isInIDIndex { parent.dropIDIndex() }
        superview = nil
        let kept = keepingLayout ? parent.layoutCache.keptInheritedText.map { KeptLayout(settings: $0, own: layoutCache.keptInheritedText) } : nil
        if kept == nil { invalidateLayout(.superview) }
        parent.invalidateLayout(.subviews(added: nil))
        didMoveToSuperview()
        return kept
    }

    /// Whether the view is `view` or one of its descendants (UIKit's
    /// `isDescendant(of:)`).
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The screen at the root of the tree (UIKit's `window`), or nil when the view is not
    /// on a screen: the outermost ``Screen`` above the view, so that a view of a screen
    /// shown inside an app (Docs/navigation.md) answers the app's window, which drives its
    /// touches, keeps its first responder and records what it sends.
    public var screen: Screen? {
        var found: Screen?
        var current: View? = self
        while let candidate = current {
            if let screen = candidate as? Screen { found = screen }
            current = candidate.superview
        }
        return found
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var root: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// The first view in the subtree whose ``id`` is `id` (as ``view(withID:)``), as a
    /// `type`: `screen.view(withID: "sizes", as: TagListView.self)`. Nil when no view has
    /// the id or the one that has it is not a `type`.
    public func view<Kind: View>(withID id: String, as type: Kind.Type) -> Kind? {
        view(withID: id) as? Kind
    }

    /// The first view in the subtree (depth first, the view itself included) whose
    /// ``id`` is `id`. On a screen the answer comes from the screen's id index, built on
    /// the first lookup after a change to the tree, so repeated lookups cost the same
    /// however many views the screen holds; off a screen the subtree is walked.
    public func view(withID id: String) -> View? {
        if let screen = root as? Screen {
            let views = screen.views(withID: id)
            return self === screen ? views.first : views.first { $0.isDescendant(of: self) }
        }
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.id == id { return view }
            pending.append(contentsOf: view.storedSubviews.reversed())
        }
        return nil
    }

    /// Calls `body` for the view and every descendant, depth first in subview order (each
    /// view before its subviews). A view's subviews are read after `body` returns for it.
    /// The walk keeps a list of pending views instead of recursing, so trees of any depth
    /// can be walked.
    public func forEachInSubtree(_ body: (View) -> Void) {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            body(view)
            pending.append(contentsOf: view.storedSubviews.reversed())
        }
    }

    /// The direction in effect: the nearest ``direction`` set on the view or an ancestor,
    /// else left to right.
    public var effectiveDirection: LayoutDirection {
        var current: View? = self
        while let candidate = current {
            // An ar-XB screen is right to left whatever it says (Docs/sweeps.md).
            if candidate.superview == nil, let screen = candidate as? Screen, screen.locale == .bidirectional { return .rtl }
            if let direction = candidate.direction { return direction }
            current = candidate.superview
        }
        return .ltr
    }

    /// The font in effect, each part inherited on its own: the nearest ``fontSize`` set on
    /// the view or an ancestor (else the class's ``defaultFontSize``), multiplied once by
    /// the screen's ``Screen/fontScale`` unless the nearest ``dynamicType`` is false
    /// (Docs/sweeps.md, "Font scale"), the nearest ``fontFamily`` (else nil, the default
    /// family) and the nearest ``fontWeight`` (else regular).
    public var effectiveFont: Font {
        font(inheriting: superview?.inheritedText)
    }

    /// ``effectiveFont`` and ``currentTextMeasurer`` together, reading the superview once:
    /// what a view measures its text with.
    package var textStyle: (font: Font, measurer: any TextMeasuring) {
        let inherited = superview?.inheritedText
        return (font(inheriting: inherited), measurer(inheriting: inherited))
    }

    /// The size of `text` on one line in ``effectiveFont`` by ``currentTextMeasurer``, in
    /// points, reading the superview once and the measurer in place: what a button or a
    /// label measures its text with. For views that are not screens (a screen measures
    /// with its own measurer, which this does not look at).
    func measuredSize(of text: String) -> CGSize {
        guard let parent = unretainedSuperview else {
            return TestTextMetrics().size(of: text, font: font(inheriting: nil))
        }
        // The superview is borrowed: it holds the view, which does not own it. The
        // inherited settings are held, since a measurer is code of its own.
        return parent._withUnsafeGuaranteedRef { parent in
            let inherited = parent.inheritedText
            return inherited.measurer.size(of: text, font: font(inheriting: inherited))
        }
    }

    /// The font in effect when the superview's inherited settings are `inherited` (nil
    /// without a superview).
    private func font(inheriting inherited: InheritedText?) -> Font {
        var size = fontSize ?? inherited?.fontSize ?? Self.defaultFontSize
        let scale = inherited?.fontScale ?? (self as? Screen)?.fontScale ?? .standard
        if !scale.isStandard, dynamicType ?? inherited?.dynamicType ?? true {
            // In hundredths, so that 14 × 1.3 is 1820 / 100, the nearest double to 18.2.
            size = size * CGFloat(scale.hundredths) / 100
        }
        return Font(size: size, family: fontFamily ?? inherited?.fontFamily, weight: fontWeight ?? inherited?.fontWeight ?? .regular)
    }

    /// The locale the view's translatable texts are shown in (Docs/sweeps.md,
    /// "Pseudo-locales"): its screen's ``Screen/locale``, or base when the nearest
    /// ``translatable`` at or above the view is false or the view is on no screen.
    public var effectiveLocale: PseudoLocale {
        guard PseudoLocale.anyScreenTranslated else { return .base }
        let inherited = superview?.inheritedText
        let locale = inherited?.locale ?? (self as? Screen)?.locale ?? .base
        guard locale != .base, translatable ?? inherited?.translatable ?? true else { return .base }
        return locale
    }

    /// `text` as the view shows it: in its ``effectiveLocale``.
    public func shownText(_ text: String) -> String {
        effectiveLocale.shown(text)
    }

    /// The measurer in effect when the superview's inherited settings are `inherited`: a
    /// screen's own, else the inherited one, else the test metrics.
    private func measurer(inheriting inherited: InheritedText?) -> any TextMeasuring {
        if let screen = self as? Screen { return screen.textMeasurer }
        return inherited?.measurer ?? TestTextMetrics()
    }

    /// What this view's subviews inherit for their text, resolved from the view and its
    /// ancestors and kept (``InheritedText``), so measuring many siblings reads it once.
    /// Settings are resolved from the nearest ancestor that keeps them downwards, without
    /// recursion, and kept on every view on the way.
    var inheritedText: InheritedText {
        if let kept = layoutCache.keptInheritedText { return kept }
        var path: [View] = [self]
        var above: InheritedText?
        while let parent = path[path.count - 1].superview {
            if let kept = parent.layoutCache.keptInheritedText {
                above = kept
                break
            }
            path.append(parent)
        }
        var resolved = path.removeLast().keepInheritedText(above: above)
        for view in path.reversed() { resolved = view.keepInheritedText(above: resolved) }
        return resolved
    }

    /// Resolves and keeps what the subviews inherit, given what the superview passes on
    /// (nil without a superview).
    private func keepInheritedText(above: InheritedText?) -> InheritedText {
        // A screen shown inside another (an app's window) takes the outer one's font scale
        // and locale, as ``Screen/screen`` answers the outermost.
        let screen = self as? Screen
        let measurer: any TextMeasuring = screen?.textMeasurer ?? above?.measurer ?? TestTextMetrics()
        let resolved = InheritedText(
            measurer: measurer, fontSize: fontSize ?? above?.fontSize, fontFamily: fontFamily ?? above?.fontFamily,
            fontWeight: fontWeight ?? above?.fontWeight, fontScale: above?.fontScale ?? screen?.fontScale ?? .standard,
            dynamicType: dynamicType ?? above?.dynamicType, locale: above?.locale ?? screen?.locale ?? .base,
            translatable: translatable ?? above?.translatable)
        layoutCache.storeInheritedText(resolved)
        return resolved
    }

    /// The text measurer of the view's screen, or ``TestTextMetrics`` off screen.
    public var currentTextMeasurer: any TextMeasuring {
        measurer(inheriting: superview?.inheritedText)
    }

    /// "type#id" (or just "type"), the way messages and the CLI's log name a view.
    public var debugName: String {
        id.map { "\(typeName)#\($0)" } ?? typeName
    }
}

/// What a view taken out keeping its layout (``View/detachFromSuperviewKeepingLayout()``)
/// was measured with: the text settings its superview passed on (the font scale, locale
/// and measurer its texts were measured with) and those it kept itself.
struct KeptLayout {
    let settings: InheritedText
    let own: InheritedText?

    /// Whether what `view` measured and placed still holds when it is put under
    /// `superview`: the superview passes on the very settings passed on then, and `view`
    /// was not laid out nor marked for layout elsewhere meanwhile (which would have made
    /// it forget the settings it kept, or left it needing layout).
    func holds(for view: View, under superview: View) -> Bool {
        settings === superview.layoutCache.keptInheritedText && own === view.layoutCache.keptInheritedText && !view.needsLayout
            && !view.hasDirtyDescendant
    }
}
