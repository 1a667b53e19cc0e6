import Foundation
import TrellisCore

extension CheckInItem {
    /// `title`: the day's title; default "".
    public static let titleAttribute = Attribute<String>("title", default: "", "the day's title, shown over its status")

    /// The registration of the `item` element: one day of a `check-in` board, a control
    /// (it takes `enabled`, `selected` and `action`).
    public static let descriptor = WidgetDescriptor(
        name: "item", summary: "one day of a check-in board: a title over a status", isControl: true,
        parents: ["check-in"],
        attributes: [titleAttribute.declaration] + CommonAttributes.textStyleDeclarations, content: .none,
        make: { reader in CheckInItem(title: reader[titleAttribute]) }
    )
}
