import Foundation
import TrellisCore

/// A daily check-in board (element `check-in`; Docs/layouts.md, "Behaviours that come with the
/// plugin widgets"; seed: `ButtonView`): its ``CheckInItem``s are the days, checked in
/// order, at most one per day.
///
/// - The first ``checked`` items are checked: selected, not interactive, showing
///   ``checkedStatus``. The others are not selected, take touches, and show ``status``.
/// - A tap on item number ``checked`` (counting from 0, in subview order) when
///   ``isCheckedToday`` is false checks it in: ``checked`` grows by 1,
///   ``isCheckedToday`` becomes true and the board sends `valueChanged` (Docs/events.md). Any
///   other tap changes nothing.
///
/// The board owns its items' selection, interactivity and status: it sets them whenever
/// an item is added or removed and whenever ``checked``, ``status`` or
/// ``checkedStatus`` change. Setting properties in code sends no event, as in UIKit. Its
/// layout is `checkin` unless the XML names another.
open class CheckInView: View, ControlEventSending {
    /// The status of an item not yet checked: "✨" (Docs/layouts.md).
    public static let defaultStatus = "✨"
    /// The status of a checked item: "✨领奖✨" (Docs/layouts.md; the seed's label text).
    public static let defaultCheckedStatus = "✨领奖✨"

    public let targetActions = TargetActionList()

    /// The number of days already checked (`checked`), at least 0; default 0. A value
    /// above the number of items checks every item; the XML loader rejects one.
    public var checked = 0 {
        didSet {
            if checked < 0 { checked = 0 }
            if checked != oldValue { updateItems() }
        }
    }

    /// Whether today's check-in is done (`checked-today`); default false. While true,
    /// no tap checks an item.
    public var isCheckedToday = false

    /// The status shown by items not yet checked (`status`); default "✨".
    public var status = CheckInView.defaultStatus {
        didSet { if status != oldValue { updateItems() } }
    }

    /// The status shown by checked items (`checked-status`); default "✨领奖✨".
    public var checkedStatus = CheckInView.defaultCheckedStatus {
        didSet { if checkedStatus != oldValue { updateItems() } }
    }

    private var itemActions: [ObjectIdentifier: ActionRegistration] = [:]

    override open class var defaultTypeName: String { "check-in" }
    override open class var drawsFromCoreStateOnly: Bool { self == CheckInView.self }

    /// The board's items (its ``CheckInItem`` subviews), in subview order: the days.
    public var items: [CheckInItem] {
        subviews.compactMap { $0 as? CheckInItem }
    }

    /// The index of the item a tap would check now: ``checked`` when today is not checked
    /// and there is such an item; nil otherwise.
    public var nextItemIndex: Int? {
        guard !isCheckedToday, checked < items.count else { return nil }
        return checked
    }

    override open var inspectableState: [(key: String, value: InspectableValue)]? {
        [("checked", .int(checked)), ("checkedToday", .bool(isCheckedToday))]
    }

    override open func didAddSubview(_ subview: View) {
        guard let item = subview as? CheckInItem else { return }
        // The board is the item's superview while the registration lives (it is removed
        // with the item), so the handler captures nothing (see TagListView).
        itemActions[ObjectIdentifier(item)] = item.addAction(for: .touchUpInside) { sender in
            guard let item = sender as? CheckInItem, let board = item.superview as? CheckInView else { return }
            board.itemWasTapped(item)
        }
        updateItems()
    }

    override open func willRemoveSubview(_ subview: View) {
        guard let item = subview as? CheckInItem else { return }
        if let registration = itemActions.removeValue(forKey: ObjectIdentifier(item)) {
            item.removeAction(registration)
        }
        updateItems(excluding: item)
    }

    /// Checks `item` in when it is the next one and today is not checked yet.
    private func itemWasTapped(_ item: CheckInItem) {
        guard let next = nextItemIndex, items.firstIndex(where: { $0 === item }) == next else { return }
        isCheckedToday = true
        checked += 1
        sendActions(for: .valueChanged)
    }

    /// Sets every item's selection, interactivity and status from ``checked``.
    public func updateItems() {
        updateItems(excluding: nil)
    }

    private func updateItems(excluding removed: CheckInItem?) {
        for (index, item) in items.filter({ $0 !== removed }).enumerated() {
            let isChecked = index < checked
            item.isSelected = isChecked
            item.isUserInteractionEnabled = !isChecked
            item.status = isChecked ? checkedStatus : status
        }
    }
}
