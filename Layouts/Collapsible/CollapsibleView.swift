import Foundation
import TrellisCore

/// The container of the `collapsible` tag row: it owns the expand/collapse toggle and its
/// state (Docs/layouts.md, "collapsible"; seed: 展开/收起).
///
/// The toggle is a plain `Button` that the container creates, marks as its
/// `LayoutRole.accessory` and keeps as its last subview however children are added. Its
/// title is ``expandTitle`` while collapsed and ``collapseTitle`` while expanded; its id
/// is `<container id>.toggle` when the container has an id. A tap on it flips
/// ``isExpanded``, which lays the container out again, animated over the layout's
/// `animation-duration` (Docs/time.md, "Animations"), and sends `valueChanged` from the
/// container (rule 4). Setting ``isExpanded`` from code does not animate.
///
/// The state lives in the container's ``CollapsibleLayout`` value: ``isExpanded`` reads
/// it, and setting it assigns a new layout.
public final class CollapsibleView: View, ControlEventSending {
    /// The toggle's title while collapsed, by default: "展开" (expand), as in the seed.
    public static let defaultExpandTitle = "展开"
    /// The toggle's title while expanded, by default: "收起" (collapse), as in the seed.
    public static let defaultCollapseTitle = "收起"
    /// What the toggle's id adds to the container's: `row` → `row.toggle`.
    public static let toggleIDSuffix = ".toggle"

    public let targetActions = TargetActionList()

    /// The expand/collapse toggle: always the last subview.
    public let toggle: Button

    /// The toggle's title while collapsed; default "展开".
    public var expandTitle = CollapsibleView.defaultExpandTitle {
        didSet { refreshToggle() }
    }

    /// The toggle's title while expanded; default "收起".
    public var collapseTitle = CollapsibleView.defaultCollapseTitle {
        didSet { refreshToggle() }
    }

    /// The toggle's width in points (`toggle-width`, the seed's 45); nil means its fitting
    /// width, from its title.
    public var toggleWidth: CGFloat? {
        get { toggle.explicitWidth }
        set { toggle.explicitWidth = newValue }
    }

    /// Creates an empty, collapsed row with the default ``CollapsibleLayout`` and its
    /// toggle.
    public override init() {
        toggle = Button(title: CollapsibleView.defaultExpandTitle)
        super.init()
        toggle.layoutRole = .accessory
        layout = CollapsibleLayout()
        addSubview(toggle)
        toggle.addAction(for: .primaryActionTriggered) { sender in
            (sender.superview as? CollapsibleView)?.toggleTapped()
        }
    }

    override public class var defaultTypeName: String { "collapsible" }
    override public class var drawsFromCoreStateOnly: Bool { true }

    /// Whether every item is shown (rule 3). Reads the ``CollapsibleLayout`` in
    /// `View.layout` (false when the layout is another); setting it assigns a copy of
    /// that layout with the new state (a default one when the layout is another), which
    /// lays the container out again, and updates the toggle's title. Setting it sends no
    /// `valueChanged`: only taps on the toggle do.
    public var isExpanded: Bool {
        get { (layout as? CollapsibleLayout)?.isExpanded ?? false }
        set {
            guard newValue != isExpanded else { return }
            var updated = layout as? CollapsibleLayout ?? CollapsibleLayout()
            updated.isExpanded = newValue
            layout = updated
            refreshToggle()
        }
    }

    /// The items: every subview but the toggle, in subview order.
    public var items: [View] { subviews.filter { $0 !== toggle } }

    /// How many visible items the last layout pass collapsed.
    public var hiddenCount: Int { items.count { !$0.isHidden && $0.isCollapsed } }

    override public var inspectableState: [(key: String, value: InspectableValue)]? {
        [("expanded", .bool(isExpanded)), ("hiddenCount", .int(hiddenCount))]
    }

    /// Keeps the toggle last when another subview is added.
    override public func didAddSubview(_ subview: View) {
        guard subview !== toggle, toggle.superview === self, subviews.last !== toggle else { return }
        addSubview(toggle)
    }

    /// Gives the toggle its id as soon as the row joins a tree (the loader sets the row's
    /// `id` before adding it), so ids can be checked for clashes before any layout.
    override public func didMoveToSuperview() {
        refreshToggle()
    }

    /// Brings the toggle up to date, then places the subviews.
    override public func layoutSubviews() {
        refreshToggle()
        super.layoutSubviews()
    }

    /// Brings the toggle's title up to date with ``isExpanded`` and its id with the
    /// container's `View.id` (when the container has one). Layout passes do this too,
    /// so it is only needed to read the toggle before the next one.
    public func refreshToggle() {
        if let id { toggle.id = id + Self.toggleIDSuffix }
        toggle.title = isExpanded ? collapseTitle : expandTitle
    }

    /// A tap on the toggle: flips the state, animating the layout pass that causes over
    /// the layout's `animationDuration` by its `animationCurve` (Docs/time.md,
    /// "Animations": one animation named after the container; the toggle's title changes
    /// at once), then sends `valueChanged` (rule 4).
    private func toggleTapped() {
        CollapsibleToggle.animateFlip(of: self) { isExpanded.toggle() }
        sendActions(for: .valueChanged)
    }
}
