import Foundation

/// A rectangle in the retained view tree (UIKit's `UIView`): it has a frame in its
/// superview's coordinates, ordered subviews, and takes part in hit-testing and layout.
///
/// Coordinates are points with the origin at the top-left corner and y growing down.
/// `bounds.origin` is (0, 0) unless set (a scroll view's content offset is its bounds
/// origin, as in UIKit). A view built in code has no
/// layout (``layout`` is nil) and keeps whatever frames its subviews are given, as in
/// UIKit; a view loaded from XML gets the `absolute` layout by default (Docs/screen-xml.md).
///
/// Views are not `Sendable`: a screen and its views live in one isolation domain, so many
/// screens can be driven in parallel, each from its own task.
///
/// Properties are `final` (subclasses customise behaviour through the `open` methods, as
/// in UIKit). The storage that hit-testing reads for every view it passes, the loader
/// writes for every element and the layout engine keeps is private to this module and
/// exempt from dynamic exclusivity checks, which otherwise dominate the cost of a
/// hit-test over many siblings or of loading many views; the public properties are
/// computed over it, and none of it is ever accessed in place across a call.
open class View {
    @exclusivity(unchecked) private final var storedTypeName: String
    @exclusivity(unchecked) private final var storedID: String?
    @exclusivity(unchecked) private final var storedSourceLocation: SourceLocation?
    // The flags are declared together, after the 13-byte source location and before
    // the 4-byte drawing revision, so they fill the room alignment leaves there: a
    // class's stored properties are laid out in the order they are declared.
    @exclusivity(unchecked) private final var storedIsHidden = false
    /// Whether the view was on its screen when the screen's id index was last built
    /// (Screen+IDIndex): a change to such a view's subviews or id drops that index.
    @exclusivity(unchecked) final var isInIDIndex = false
    @exclusivity(unchecked) private final var storedIsUserInteractionEnabled: Bool
    @exclusivity(unchecked) private final var storedIsCollapsed = false
    /// Whether this view's own subviews must be placed again on the next pass.
    @exclusivity(unchecked) final var needsLayoutFlag = true
    /// Whether a view below this one needs a layout pass.
    @exclusivity(unchecked) final var hasDirtyDescendant = false
    /// The storage of ``drawingRevision``.
    @exclusivity(unchecked) private final var storedDrawingRevision: UInt32 = 0
    @exclusivity(unchecked) private final var storedAlpha: CGFloat = 1
    /// The storage of ``superview``: not owned (see there), and cleared by the superview.
    /// Set through ``superview``, which tells the drawing of the change; walks up the tree
    /// that keep no reference read it in place (``unretainedSuperview``).
    @exclusivity(unchecked) private final var storedSuperview: Unmanaged<View>?
    /// The storage of ``subviews``; the tree's own methods (View+Hierarchy) change it.
    @exclusivity(unchecked) final var storedSubviews: [View] = []

    /// The name of the element this view was built from (`"view"`, `"button"`, …), used by
    /// queries, dumps and messages. Defaults to the class's ``defaultTypeName``.
    public final var typeName: String {
        get { storedTypeName }
        set { storedTypeName = newValue }
    }
    /// The identifier from the `id` attribute; unique within a screen loaded from XML.
    public final var id: String? {
        get { storedID }
        set {
            if isInIDIndex, newValue != storedID { dropIDIndex() }
            storedID = newValue
        }
    }
    /// An integer the caller may use to identify the view (UIKit's `tag`); default 0.
    public final var tag: Int {
        get { extras?.tag ?? 0 }
        set { setExtra(\.tag, to: newValue, from: tag) }
    }
    /// Where the view was declared, for messages about it; nil for views made in code.
    public final var sourceLocation: SourceLocation? {
        get { storedSourceLocation }
        set { storedSourceLocation = newValue }
    }

    /// The superview, or nil for a root. Not owned: a view is owned by its superview, which
    /// sets this to nil when it removes the view or is itself deallocated (UIKit's
    /// `superview` is not retained either). Kept as a plain reference rather than a weak
    /// one because layout and text measurement read it for every view they pass.
    public final internal(set) var superview: View? {
        get { storedSuperview?.takeUnretainedValue() }
        set {
            // The tree sets a superview only when it changes (a view is taken out before
            // it is put anywhere), so the drawing is told without comparing the two.
            storedSuperview = newValue.map(Unmanaged.passUnretained)
            setNeedsDisplay()
        }
    }
    /// The superview, not retained, for walks up the tree that keep no reference to it:
    /// read it with `_withUnsafeGuaranteedRef` while the view below is alive.
    final var unretainedSuperview: Unmanaged<View>? { storedSuperview }

    /// The subviews, back to front: the last one is drawn on top and hit-tested first.
    public final var subviews: [View] { storedSubviews }

    /// Whether the view is hidden. A hidden view is skipped by hit-testing and takes no
    /// space in layouts (it keeps its frame); default false.
    public final var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard newValue != storedIsHidden else { return }
            storedIsHidden = newValue
            setNeedsDisplay()
            invalidateLayout(.hidden(newValue))
            // A text field hidden, or inside a view hidden, while editing ends editing
            // (Docs/widgets.md, "text-field").
            if newValue, let screen, screen.firstResponder != nil { screen.endEditing(within: self) }
        }
    }

    /// Opacity from 0 to 1; default 1. Views below ``View/minimumHitTestAlpha`` take no
    /// touches and are not visible to queries (Docs/events.md).
    public final var alpha: CGFloat {
        get { storedAlpha }
        set {
            if newValue != storedAlpha { setNeedsDisplay() }
            storedAlpha = newValue
        }
    }

    /// Whether touches reach this view and its subviews (UIKit's
    /// `isUserInteractionEnabled`). Defaults to the class's ``isInteractiveByDefault``.
    public final var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }

    /// The properties most views never set (see ``ViewExtras``); nil until one is set.
    @exclusivity(unchecked) final var extras: ViewExtras?

    /// Whether the container's layout chose not to show this view (it overflowed a line
    /// limit). A collapsed view has frame (0, 0, 0, 0), is not hit-tested, not matched by
    /// queries, and its subtree is not laid out (Docs/layouts.md, "collapsed").
    public final internal(set) var isCollapsed: Bool {
        get { storedIsCollapsed }
        set {
            if newValue != storedIsCollapsed { setNeedsDisplay() }
            storedIsCollapsed = newValue
        }
    }

    /// What the layout engine keeps for this view between passes (`LayoutCache`: the
    /// list of what is kept and of every reason it is dropped).
    @exclusivity(unchecked) final var layoutCache = LayoutCache()
    /// The storage of ``frame``; the layout engine writes it directly (View+Placing).
    /// The layout bookkeeping, like the properties hit-testing reads, is exempt from
    /// dynamic exclusivity checks: a layout pass reads it for every subview, and none of
    /// it is accessed in place across a call.
    @exclusivity(unchecked) final var storedFrame: CGRect = .zero {
        didSet { if storedFrame != oldValue { setNeedsDisplay() } }
    }
    /// How many times this view's fitting size was computed and its subviews placed.
    @exclusivity(unchecked) final var layoutCounts = LayoutCounts()

    /// A number that moves on whenever something the view's own drawing is made from
    /// changes: its frame or bounds origin, alpha, hidden or collapsed state, superview,
    /// any property kept in its extras (colours, style, padding, fonts, direction,
    /// layout), and the drawn state of the core's controls (a control's state, a button's
    /// title, a label's text and lines, a text field's text and placeholder), at the
    /// moments UIKit's `setNeedsDisplay()` would be called. A renderer that kept a drawing
    /// of the view, with the revision it had and its ancestors unchanged as well, knows
    /// the drawing is still the view's (``SVGPictureSeries`` in TrellisRender). State a
    /// subclass outside the core draws from is not covered.
    package final var drawingRevision: UInt32 { storedDrawingRevision }

    /// Marks the view's drawing as changed: ``drawingRevision`` moves on.
    package final func setNeedsDisplay() {
        storedDrawingRevision &+= 1
    }

    /// Creates a view with a zero frame.
    public init() {
        storedTypeName = Self.defaultTypeName
        storedIsUserInteractionEnabled = Self.isInteractiveByDefault
    }

    /// A view that goes away leaves its subviews (which may live on, held elsewhere)
    /// without a superview. Its subtree is released without recursion, so a tree of any
    /// depth can be freed: a subview that nothing else holds is taken apart (its own
    /// subviews moved to a list of pending views) before it is released, so its own
    /// deinitialiser has nothing left to release.
    deinit {
        guard !storedSubviews.isEmpty else { return }
        var pending = View.takeSubviews(of: self)
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) { pending.append(contentsOf: View.takeSubviews(of: view)) }
        }
    }

    /// Takes the subviews out of `view`, which is being released, together with its layout
    /// cache (which holds some of them), leaving each subview without a superview.
    private static func takeSubviews(of view: View) -> [View] {
        let subviews = view.storedSubviews
        view.storedSubviews = []
        view.invalidateLayout(.released)
        let parent = Unmanaged.passUnretained(view).toOpaque()
        for subview in subviews where subview.storedSuperview?.toOpaque() == parent { subview.superview = nil }
        return subviews
    }

    /// Creates a view with the given frame, in points.
    public convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    /// The element name used for views of this class unless `typeName` is set: "view".
    open class var defaultTypeName: String { "view" }

    /// Whether views of this class take touches unless told otherwise: true, as in UIKit;
    /// labels answer false.
    open class var isInteractiveByDefault: Bool { true }

    /// The size every view of this class has whatever a layout or code offers (a switch's
    /// 51 × 31 points, Docs/widgets.md), at the origin it is given; nil, the default, means
    /// the frame is what it is set to.
    open class var fixedSize: CGSize? { nil }

    /// The default font size for this class when nothing above sets one: 17 points.
    open class var defaultFontSize: CGFloat { Font.labelDefault.size }

    /// Where this class's text sits when `text-alignment` is not set: center, as a
    /// button's title (Docs/screen-xml.md, "Style attributes"); labels answer leading.
    open class var defaultTextAlignment: TextAlignment { .center }

    /// Called after the view's superview changed (UIKit's `didMoveToSuperview()`); the
    /// default does nothing.
    open func didMoveToSuperview() {}

    /// Called after `subview` was added (UIKit's `didAddSubview(_:)`); the default does
    /// nothing. Containers with behaviour use it to wire up their items.
    open func didAddSubview(_ subview: View) {}

    /// Called before `subview` is removed (UIKit's `willRemoveSubview(_:)`); the default
    /// does nothing.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Layout

    /// The size the view would like within `size`, in points (UIKit's `sizeThatFits(_:)`).
    /// An infinite axis means unconstrained. A view with a layout answers with the layout's
    /// fitting size; one without answers with its current size, as UIKit's default does.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        layoutSizeThatFits(ProposedSize(size)) ?? bounds.size
    }

    /// Places the subviews (UIKit's `layoutSubviews()`); called by layout passes, never
    /// directly. The default asks ``layout`` for placements and writes the frames; a view
    /// without a layout leaves its subviews where they are.
    open func layoutSubviews() {
        placeSubviewsWithLayout()
    }

    // MARK: Hit-testing

    /// The farthest descendant of this view (or the view itself) that contains `point`
    /// and takes touches, or nil (UIKit's `hitTest(_:with:)`, Docs/events.md).
    ///
    /// - Parameter point: a point in this view's own coordinates, in points.
    open func hitTest(_ point: CGPoint) -> View? {
        defaultHitTest(point)
    }

    /// Whether `point` (in the view's own coordinates) lies in its hit area: ``bounds``
    /// inset by ``hitInsets`` (negative insets widen it), half-open as `CGRect.contains`
    /// (`minX <= x < maxX`).
    open func point(inside point: CGPoint) -> Bool {
        bounds.inset(by: hitInsets).containsHalfOpen(point)
    }

    /// Whether this view's own state lets it take touches; false skips it and its
    /// subtree in hit-testing. The default is true; a control answers ``Control/isEnabled``.
    open var acceptsTouchesInCurrentState: Bool { true }

    // MARK: Touches and actions

    /// A touch began on this view. The default passes it to the superview, so a touch on
    /// a non-control reaches the first control ancestor (Docs/events.md).
    open func touchesBegan(_ touch: Touch) { superview?.touchesBegan(touch) }
    /// A touch that began on this view moved; the default passes it to the superview.
    open func touchesMoved(_ touch: Touch) { superview?.touchesMoved(touch) }
    /// A touch that began on this view ended; the default passes it to the superview.
    open func touchesEnded(_ touch: Touch) { superview?.touchesEnded(touch) }
    /// A touch that began on this view was cancelled; the default passes it on.
    open func touchesCancelled(_ touch: Touch) { superview?.touchesCancelled(touch) }

    /// Handles a named action travelling up the responder chain (Docs/events.md,
    /// "Target/action"). Return true to stop the walk; the default returns false.
    ///
    /// - Parameters:
    ///   - name: the action's name, e.g. "report" from `action="report"`.
    ///   - sender: the view that sent it.
    open func handleAction(_ name: String, sender: View) -> Bool { false }

    // MARK: Inspection

    /// The text a query by text matches and the dumps print: a label's text, a button's
    /// title; nil for views without text.
    open var displayedText: String? { nil }

    /// ``displayedText`` as the screen file or code wrote it, before a pseudo-locale
    /// changed it (Docs/sweeps.md, "Pseudo-locales"): what queries by text match, so one
    /// set of taps works in every locale. Equal to ``displayedText`` by default.
    open var writtenDisplayedText: String? { displayedText }

    /// The text as shown in the current frame, when that differs from ``displayedText``
    /// only by what was cut or truncated with "…" (a clamped button's title, a label's
    /// lines beyond its limit); otherwise equal to ``displayedText``. nil for views
    /// without text and for collapsed views.
    open var visibleText: String? { displayedText }

    /// The plugin state that dumps print under `state` (Docs/cli.md), in a fixed key order;
    /// nil for views without such state.
    open var inspectableState: [(key: String, value: InspectableValue)]? { nil }

    /// A second line of text that renderers draw centred under ``visibleText`` (a status
    /// line under a title); nil or empty for none, the default. Queries do not match it;
    /// a view that wants it in the dumps reports it in ``inspectableProperties`` too.
    open var secondaryText: String? { nil }

    /// Whether a view of this class draws only from the state the core keeps for it: its
    /// frame, bounds origin, alpha, style properties (colours, border, corner radius, text
    /// settings) and, for the core's controls, their state and text. Renderers that keep a
    /// view's drawing between pictures (SVG picture series and caches) then take it as
    /// unchanged while none of that changed, without reading it again.
    ///
    /// True for `View` itself and, among the core's classes, for `Control`, `Button`,
    /// `Label` and `TextField`; false by default for any subclass, whose drawing is read
    /// in full for every picture. A subclass that overrides `displayedText`,
    /// `visibleText` or `secondaryText` with state of its own must leave it false; one
    /// that only arranges or observes its subviews may return true for its own class
    /// (`self == MyView.self`, so that its subclasses start from false again).
    open class var drawsFromCoreStateOnly: Bool { self == View.self }

    /// Extra properties that dumps print beside the frame, in order, each under the key the
    /// view names; empty by default.
    open var inspectableProperties: [(key: String, value: InspectableValue)] { [] }
}
