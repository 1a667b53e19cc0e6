import Foundation

/// What the dumps print of one view (Docs/cli.md), read straight from the view or from
/// its ``ViewSnapshot``: the text dump's line and the JSON object's members but
/// `children`. Reading it from a view copies no subviews and allocates nothing but what
/// the view's own accessors return.
struct ViewFields {
    var type: String
    var id: String?
    var frame: CGRect
    var text: String?
    /// The text as shown, only when it differs from ``text``.
    var visibleText: String?
    var isHidden: Bool
    var isCollapsed: Bool
    /// `isEnabled` and `isSelected` of a control; nil for other views.
    var isEnabled: Bool?
    var isSelected: Bool?
    var properties: [(key: String, value: InspectableValue)]
    var state: [(key: String, value: InspectableValue)]?

    /// The fields of `view`, as it is now.
    init(_ view: View) {
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
        properties = view.inspectableProperties
        state = view.inspectableState
    }

    /// The fields `snapshot` copied.
    init(_ snapshot: ViewSnapshot) {
        type = snapshot.type
        id = snapshot.id
        frame = snapshot.frame
        text = snapshot.text
        visibleText = snapshot.visibleText
        isHidden = snapshot.isHidden
        isCollapsed = snapshot.isCollapsed
        isEnabled = snapshot.isEnabled
        isSelected = snapshot.isSelected
        properties = snapshot.properties.map { ($0.key, $0.value) }
        state = snapshot.state?.map { ($0.key, $0.value) }
    }
}
