import Foundation

/// A plain, immutable copy of what a view shows: what the CLI's JSON and text dumps
/// print (Docs/cli.md), and what tests compare. Taking one reads the tree; it never lays out.
public struct ViewSnapshot: Hashable, Sendable {
    /// The XML element name (`button`).
    public var type: String
    /// The `id`, when set.
    public var id: String?
    /// The frame in the parent's coordinates, in points.
    public var frame: CGRect
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

    /// Copies `view` and its subtree.
    public init(_ view: View) {
        type = view.typeName
        id = view.id
        frame = view.frame
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
        children = view.subviews.map(ViewSnapshot.init)
    }

    /// "type#id" or "type".
    public var name: String {
        id.map { "\(type)#\($0)" } ?? type
    }
}
