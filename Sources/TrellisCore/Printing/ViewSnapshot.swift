import Foundation

/// A plain, immutable copy of what a view shows: what the CLI's JSON and text dumps
/// print (Docs/cli.md), and what tests compare. Taking one reads the tree; it never lays out.
public struct ViewSnapshot: Hashable, Sendable {
    /// The XML element name (`button`).
    public var type: String
    /// The `id`, when set.
    public var id: String?
    /// For the screen an app shows, the id of its `<screen>` (Docs/navigation.md); nil
    /// for every other view.
    public var appScreen: String?
    /// The frame in the parent's coordinates, in points.
    public var frame: CGRect
    /// The frame drawn now (``View/presentation``), in the parent's coordinates, in
    /// points, only when an animation draws the view away from ``frame``; nil otherwise.
    public var presentedFrame: CGRect?
    /// The alpha drawn now (``View/presentation``), only when an animation draws it
    /// unlike the model's; nil otherwise.
    public var presentedAlpha: CGFloat?
    /// A label's text or a button's title, when the view has text.
    public var text: String?
    /// The text as shown, truncated with "…" or cut to a line limit, only when it differs
    /// from ``text`` (``View/visibleText``); nil otherwise.
    public var visibleText: String?
    /// Whether the view is hidden.
    public var isHidden: Bool
    /// Whether its container's layout collapsed it.
    public var isCollapsed: Bool
    /// `isEnabled` of a control; nil for other views.
    public var isEnabled: Bool?
    /// `isSelected` of a control; nil for other views.
    public var isSelected: Bool?
    /// Extra properties (``View/inspectableProperties``), in order.
    public var properties: [Entry]
    /// Plugin state (``View/inspectableState``), in order; nil for views without state.
    public var state: [Entry]?
    /// The subviews' snapshots, in subview order.
    public var children: [ViewSnapshot]

    /// One key and value of ``properties`` or ``state``.
    public struct Entry: Hashable, Sendable {
        /// The key, as printed.
        public var key: String
        /// The value.
        public var value: InspectableValue
    }

    /// Copies `view` and its subtree. The subtree is walked with a list of pending views
    /// instead of recursion, so a tree of any depth can be copied.
    public init(_ view: View) {
        let clock = view.screen?.clock
        // The copies whose children are being made, outermost first, with the subviews
        // they copy and the next one to copy.
        var open = [(snapshot: ViewSnapshot(shallowCopyOf: view, clock: clock, reservingChildren: true), subviews: view.subviews, next: 0)]
        while true {
            let top = open.count - 1
            if open[top].next < open[top].subviews.count {
                let subview = open[top].subviews[open[top].next]
                open[top].next += 1
                open.append((ViewSnapshot(shallowCopyOf: subview, clock: clock, reservingChildren: true), subview.subviews, 0))
                continue
            }
            let finished = open.removeLast().snapshot
            guard !open.isEmpty else {
                self = finished
                return
            }
            open[open.count - 1].snapshot.children.append(finished)
        }
    }

    /// Copies `view` alone: ``children`` is empty, with room for the subviews' copies when
    /// `reservingChildren`; `clock`, the view's screen's, gives what is drawn of it
    /// (nil: the model only). The one place that reads what the dumps print of a view: the
    /// JSON and text writers read each view through it as they go (JSONWriter+ViewTree,
    /// ``TreePrinter``), copying no subviews.
    init(shallowCopyOf view: View, clock: VirtualClock?, reservingChildren: Bool = false) {
        type = view.typeName
        id = view.id
        appScreen = (view as? Screen)?.appScreenID
        frame = view.frame
        if let clock, clock.isAnimating(view) {
            let shown = clock.presentation(of: view)
            if shown.frame != view.frame { presentedFrame = shown.frame }
            if shown.alpha != view.alpha { presentedAlpha = shown.alpha }
        }
        text = view.displayedText
        if let visible = view.visibleText, visible != text { visibleText = visible }
        isHidden = view.isHidden
        isCollapsed = view.isCollapsed
        if let control = view as? Control {
            isEnabled = control.isEnabled
            isSelected = control.isSelected
        }
        properties = view.inspectableProperties.map { Entry(key: $0.key, value: $0.value) }
        state = view.inspectableState?.map { Entry(key: $0.key, value: $0.value) }
        children = []
        if reservingChildren { children.reserveCapacity(view.subviews.count) }
    }

    /// "type#id" or "type".
    public var name: String {
        id.map { "\(type)#\($0)" } ?? type
    }
}
