import Foundation

extension View {
    /// Adds `view` as the last (topmost) subview, removing it from its old superview
    /// first (UIKit's `addSubview(_:)`). Adding a view to itself or to one of its own
    /// descendants does nothing, since it would make a cycle.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to 0…count), removing it from
    /// its old superview first (UIKit's `insertSubview(_:at:)`).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            dropSubviewCaches()
            invalidateIntrinsicContentSize()
            return
        }
        view.removeFromSuperview()
        if view.superview != nil {
            // A touchCancel handler run by that removal put the view somewhere else; this
            // call finishes last, so it wins.
            view.removeFromSuperview()
        }
        guard view.superview == nil, !isDescendant(of: view) else { return }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        if view.isHidden { mayHaveHiddenSubviews = true }
        view.superview = self
        view.ancestorsChanged()
        dropSubviewCaches()
        view.setNeedsLayout()
        invalidateIntrinsicContentSize()
        view.didMoveToSuperview()
        didAddSubview(view)
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
        guard let parent = superview else { return }
        screen?.viewWillLeaveScreen(self)
        guard superview === parent else { return }
        parent.willRemoveSubview(self)
        guard let index = parent.subviews.firstIndex(where: { $0 === self }) else { return }
        parent.subviews.remove(at: index)
        parent.dropSubviewCaches()
        superview = nil
        ancestorsChanged()
        parent.invalidateIntrinsicContentSize()
        didMoveToSuperview()
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

    /// The screen at the root of the tree, or nil when the view is not on a screen.
    public var screen: Screen? {
        var current: View? = self
        while let candidate = current {
            if let screen = candidate as? Screen { return screen }
            current = candidate.superview
        }
        return nil
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var root: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// The first view in the subtree (depth first, the view itself included) whose
    /// ``id`` is `id`.
    public func view(withID id: String) -> View? {
        if self.id == id { return self }
        for subview in subviews {
            if let found = subview.view(withID: id) { return found }
        }
        return nil
    }

    /// Calls `body` for the view and every descendant, depth first in subview order.
    public func forEachInSubtree(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// The direction in effect: the nearest ``direction`` set on the view or an ancestor,
    /// else left to right.
    public var effectiveDirection: LayoutDirection {
        var current: View? = self
        while let candidate = current {
            if let direction = candidate.direction { return direction }
            current = candidate.superview
        }
        return .ltr
    }

    /// The font in effect, each part inherited on its own: the nearest ``fontSize`` set on
    /// the view or an ancestor (else the class's ``defaultFontSize``), the nearest
    /// ``fontFamily`` (else nil, the default family) and the nearest ``fontWeight`` (else
    /// regular).
    public var effectiveFont: Font {
        font(inheriting: superview?.inheritedText)
    }

    /// ``effectiveFont`` and ``currentTextMeasurer`` together, reading the superview once:
    /// what a view measures its text with.
    var textStyle: (font: Font, measurer: any TextMeasuring) {
        let inherited = superview?.inheritedText
        return (font(inheriting: inherited), measurer(inheriting: inherited))
    }

    /// The size of `text` on one line in ``effectiveFont`` by ``currentTextMeasurer``, in
    /// points, reading the superview once and the measurer in place: what a button or a
    /// label measures its text with. For views that are not screens (a screen measures
    /// with its own measurer, which this does not look at).
    func measuredSize(of text: String) -> CGSize {
        guard let parent = superview.map(Unmanaged.passUnretained) else {
            return TestTextMetrics().size(of: text, font: font(inheriting: nil))
        }
        // The superview is borrowed, as the view holds it (unowned); the inherited settings
        // are held, since a measurer is code of its own.
        return parent._withUnsafeGuaranteedRef { parent in
            let inherited = parent.inheritedText
            return inherited.measurer.size(of: text, font: font(inheriting: inherited))
        }
    }

    /// The font in effect when the superview's inherited settings are `inherited` (nil
    /// without a superview).
    private func font(inheriting inherited: InheritedText?) -> Font {
        Font(
            size: fontSize ?? inherited?.fontSize ?? Self.defaultFontSize,
            family: fontFamily ?? inherited?.fontFamily,
            weight: fontWeight ?? inherited?.fontWeight ?? .regular)
    }

    /// The measurer in effect when the superview's inherited settings are `inherited`: a
    /// screen's own, else the inherited one, else the test metrics.
    private func measurer(inheriting inherited: InheritedText?) -> any TextMeasuring {
        if let screen = self as? Screen { return screen.textMeasurer }
        return inherited?.measurer ?? TestTextMetrics()
    }

    /// What this view's subviews inherit for their text, resolved from the view and its
    /// ancestors and kept (``InheritedText``), so measuring many siblings reads it once.
    var inheritedText: InheritedText {
        if let kept = extras?.inheritedText { return kept }
        let above = superview?.inheritedText
        let measurer: any TextMeasuring = (self as? Screen)?.textMeasurer ?? above?.measurer ?? TestTextMetrics()
        let resolved = InheritedText(
            measurer: measurer, fontSize: fontSize ?? above?.fontSize, fontFamily: fontFamily ?? above?.fontFamily,
            fontWeight: fontWeight ?? above?.fontWeight)
        mutableExtras.inheritedText = resolved
        return resolved
    }

    /// The view moved to another superview or left one: what it inherits (fonts, the
    /// measurer, the direction) may have changed, so every size measured and every
    /// placement made in its subtree is forgotten. A view that was never measured nor laid
    /// out and keeps no inherited settings has nothing to forget: no text in its subtree
    /// was measured through it (measuring text keeps inherited settings on every ancestor).
    func ancestorsChanged() {
        let counts = layoutCounts
        if fittingCache != nil || extras?.inheritedText != nil || counts.sizeThatFits > 0 || counts.layoutSubviews > 0 {
            invalidateSubtreeIntrinsicContentSize()
        }
    }

    /// Forgets the inherited text settings kept by this view and its descendants (a font
    /// setting or the measurer changed, or the view moved). A view without kept settings
    /// has no descendant with any, so the walk stops there.
    func forgetInheritedText() {
        guard let extras, extras.inheritedText != nil else { return }
        extras.inheritedText = nil
        for subview in subviews { subview.forgetInheritedText() }
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
