import Foundation
import TrellisCore

extension TagListView {
    /// `max-selected`: the most tags selected at once; default 3, 0 = unlimited.
    public static let maxSelectedAttribute = Attribute<Count>(
        "max-selected", default: Count(TagListView.defaultMaxSelected), "the most tags selected at once (0 = unlimited)")

    /// The registration of `<tag-list>`: a container of tag buttons with the `flow` layout
    /// by default. Once its children are loaded, the buttons marked `selected="true"`
    /// become the selection in document order, the earliest deselected beyond
    /// `max-selected` (Docs/layouts.md, "tag-list").
    public static let descriptor = WidgetDescriptor(
        name: "tag-list", summary: "tag buttons in a flow with a capped multiple selection",
        attributes: [maxSelectedAttribute.declaration],
        content: .views(allowed: nil), layoutPolicy: .defaultLayout("flow"), stateKeys: ["selection"],
        make: { reader in
            let list = TagListView()
            list.maxSelected = reader[maxSelectedAttribute].value
            return list
        },
        finish: { view, _ in
            (view as? TagListView)?.adoptSelectedTags()
        }
    )
}
