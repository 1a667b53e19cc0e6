import Foundation

/// The root of a view tree: a window of a fixed size that owns touch dispatch, the
/// text measurer and the end of the responder chain (UIKit's `UIWindow`).
///
/// A screen is not `Sendable`; each screen belongs to one isolation domain, so tests can
/// drive many screens in parallel tasks. Reading frames or state after a change is safe:
/// taps lay out before they return (Docs/events.md), and `layoutIfNeeded()` does so on
/// demand.
open class Screen: View {
    /// The storage of ``textMeasurer``, read for every text measured on the screen.
    @exclusivity(unchecked) private var storedTextMeasurer: any TextMeasuring = TestTextMetrics()

    /// The measurer that sizes every label and button on this screen; by default the
    /// deterministic ``TestTextMetrics``. Setting it measures the screen again.
    public var textMeasurer: any TextMeasuring {
        get { storedTextMeasurer }
        set {
            storedTextMeasurer = newValue
            setNeedsDisplay()
            invalidateLayout(.inheritedSettings)
        }
    }

    /// The multiplier on every font size on the screen (Docs/sweeps.md, "Font scale");
    /// 1 by default. Views whose ``View/dynamicType`` is false keep their sizes. Setting
    /// it measures the screen again.
    public var fontScale: FontScale = .standard {
        didSet {
            guard fontScale != oldValue else { return }
            forEachInSubtree { $0.setNeedsDisplay() }
            invalidateLayout(.inheritedSettings)
        }
    }

    /// Light or dark (Docs/sweeps.md, "Appearances"): which side of each
    /// `light-dark(L, D)` colour is drawn and judged, and the default text and page
    /// colours; light by default. Layout does not depend on it.
    public var appearance: Appearance = .light {
        didSet { if appearance != oldValue { forEachInSubtree { $0.setNeedsDisplay() } } }
    }

    /// The locale the translatable texts are shown in (Docs/sweeps.md, "Pseudo-locales");
    /// base (as written) by default. `ar-XB` also makes the screen right to left. Setting
    /// it measures and places the screen again.
    public var locale: PseudoLocale = .base {
        didSet {
            guard locale != oldValue else { return }
            PseudoLocale.noteScreenLocale(locale)
            forEachInSubtree { $0.setNeedsDisplay() }
            invalidateLayout(.inheritedSettings)
            invalidateLayout(.direction)
        }
    }

    /// The end of the responder chain for named actions: called with the action's name
    /// and its sender when no view handled it; returns whether it handled it. nil means
    /// every action that reaches the screen is unhandled (and reported as such).
    public var actionHandler: ((String, View) -> Bool)?

    /// How the views of each widget, by element name (``View/typeName``), appear in the
    /// accessibility tree (Docs/accessibility.md): the loader sets every registered
    /// widget's ``WidgetDescriptor/accessibility``; a view whose widget declares none is
    /// judged by its class (``AccessibilityDeclaration/inferred(for:)``). Empty by default.
    public var accessibilityDeclarations: [String: AccessibilityDeclaration] = [:]

    /// The default size of a screen: 375 × 667 points (Docs/screen-xml.md).
    public static let defaultSize = CGSize(width: 375, height: 667)

    /// The text field that is editing (UIKit's first responder), which typing goes to;
    /// nil when none is (Docs/widgets.md, "text-field"). A screen has at most one.
    public internal(set) var firstResponder: TextField?

    /// The views on the screen by ``View/id``, in screen order; nil until a lookup by id
    /// builds it, and again after any change to the tree (Screen+IDIndex).
    var idIndex: IDIndex?
    /// How many times ``idIndex`` was built, for tests that prove a lookup reused it.
    var idIndexBuilds = 0

    /// What the screen was measured with when the app's window took it out keeping its
    /// layout, as a covered screen is (``View/detachFromSuperviewKeepingLayout()``,
    /// Docs/navigation.md, "Speed and memory"); nil otherwise.
    var keptLayout: KeptLayout?

    /// What failed taps and lookups advise for a view scrolled out of view: a flow's
    /// `scrollUntilVisible` (``ScrollAdvice/flow``, the default), or, for `trellis run
    /// --tap`, which cannot scroll, a `content-offset` to give the screen file
    /// (``ScrollAdvice/screenFile``).
    public var scrollAdvice: ScrollAdvice = .flow

    /// How far right of its aim every tap on the screen lands, in points; 0 by default.
    /// `trellis test --repeat` moves one run's taps 1 point right to test its own check
    /// (Docs/flows.md, "`--repeat N`: proving a flow deterministic").
    package var tapOffset: CGFloat = 0

    var activeTouch: Touch?
    /// The storage of ``clock``: this screen's own clock, used while it is the outermost
    /// screen.
    let ownClock = VirtualClock()
    var log: [DispatchRecord]?
    /// The screen file's `<timer>`s, in document order (Docs/time.md, "Timers and timed
    /// widgets"); they are not views of the tree. ``startTimers()`` starts them.
    public package(set) var declaredTimers: [ScreenTimer] = []
    /// The screen file's spinners, which ``startTimers()`` starts turning on the screen's
    /// clock.
    package var declaredSpinners: [Spinner] = []
    /// The text fields whose debounced action is waiting (``TextField/debounce``).
    var pendingDebounces: [TextField] = []

    /// The id of the app's `<screen>` this screen is an instance of, which the JSON
    /// output writes as the node's `screen` member (Docs/navigation.md, "Command line");
    /// nil for a screen loaded alone.
    public internal(set) var appScreenID: String?

    /// Called after a touch sequence has been delivered whole (its `ended` or
    /// `cancelled` phase, then the pending layout), inside the span that records what was
    /// sent; an app's window performs the transitions the touch's actions asked for here
    /// (Docs/navigation.md, "How an action finds its route"). Does nothing by default.
    open func touchSequenceDidEnd() {}

    /// Creates a screen of `size` points (default 375 × 667) at origin (0, 0).
    public init(size: CGSize = Screen.defaultSize) {
        super.init()
        frame = CGRect(origin: .zero, size: size)
    }

    /// Creates a screen of the default size.
    public required override convenience init() {
        self.init(size: Screen.defaultSize)
    }

    override open class var defaultTypeName: String { "screen" }

    /// The screen's size in points; changing it lays the screen out again.
    public var size: CGSize {
        get { frame.size }
        set { frame = CGRect(origin: .zero, size: newValue) }
    }

    /// Every view on the screen, depth first in subview order, the screen first.
    public var allViews: [View] {
        var views: [View] = []
        forEachInSubtree { views.append($0) }
        return views
    }
}
