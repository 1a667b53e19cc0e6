import Foundation
import TrellisCore

extension CheckInView {
    /// The `check-in` element's own attributes (Docs/layouts.md, "check-in").
    public enum Attributes {
        /// `checked`: the days already checked, a whole number from 0 to the number of
        /// items; default 0.
        public static let checked = Attribute<Count>(
            "checked", default: Count(0), "days already checked: the items before it are checked")
        /// `checked-today`: whether today's check-in is done; default false.
        public static let checkedToday = Attribute<Bool>(
            "checked-today", default: false, "whether today's check-in is done (no tap checks an item)")
        /// `status`: the status of items not yet checked; default "✨".
        public static let status = Attribute<String>(
            "status", default: CheckInView.defaultStatus, "status shown by items not yet checked")
        /// `checked-status`: the status of checked items; default "✨领奖✨".
        public static let checkedStatus = Attribute<String>(
            "checked-status", default: CheckInView.defaultCheckedStatus, "status shown by checked items")
    }

    /// The registration of the `check-in` element: a board of `item`s with the `checkin`
    /// layout by default.
    public static let descriptor = WidgetDescriptor(
        name: "check-in", summary: "a daily check-in board: its items are checked in order, one a day",
        attributes: [
            Attributes.checked.declaration, Attributes.checkedToday.declaration,
            Attributes.status.declaration, Attributes.checkedStatus.declaration,
        ],
        content: .views(allowed: ["item"]), layoutPolicy: .defaultLayout("checkin"),
        stateKeys: ["checked", "checkedToday"],
        make: { reader in CheckInView(reading: reader) },
        finish: { view, reader in (view as? CheckInView)?.finishLoading(reporting: reader) }
    )

    /// Creates a board from the element's attributes; bad values are reported by the
    /// reader and replaced by their defaults.
    public convenience init(reading reader: AttributeReader) {
        self.init()
        checked = reader[Attributes.checked].value
        isCheckedToday = reader[Attributes.checkedToday]
        status = reader[Attributes.status]
        checkedStatus = reader[Attributes.checkedStatus]
    }

    /// Checks `checked` against the number of items once they are added, reporting a
    /// larger value at the attribute, and sets the items' state.
    public func finishLoading(reporting reader: AttributeReader) {
        let count = items.count
        if checked > count {
            let noun = count == 1 ? "item" : "items"
            reader.reportError(
                "attribute 'checked' of <\(reader.elementName)> is \(checked), but the board has \(count) \(noun): expected a number from 0 to \(count)",
                attribute: Attributes.checked.name)
        }
        updateItems()
    }
}
