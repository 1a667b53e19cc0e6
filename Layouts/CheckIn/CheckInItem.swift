import Foundation
import TrellisCore

/// One day of a check-in board (element `item`; seed: `BackView`): a control that shows a
/// title (the day's, `title`, "第一天"; `TitledControl`) over a status line.
///
/// The board that holds it (``CheckInView``) decides its ``status``, whether it is
/// selected (checked) and whether it takes touches; on its own an item is a plain control
/// with an empty status. Queries and dumps see the title (`displayedText`); dumps also
/// print the status (Docs/cli.md, "Views").
///
/// Fitting size: the title's text size above the status's, both in the item's font
/// (default 15 points, as a button's): width `max(title, status) + padding.left +
/// padding.right`, height `title + status + padding.top + padding.bottom`, in points.
/// Under the `checkin` layout the cell decides the frame, so this matters only elsewhere
/// and for a board whose rows fit the tallest item.
open class CheckInItem: TitledControl {
    /// The status line shown under the title ("✨", or "✨领奖✨" once checked); set by the
    /// board, "" by default, shown in the item's locale (Docs/sweeps.md, "Pseudo-locales").
    /// Setting it sets ``writtenStatus``; a change is drawn and measured again.
    public var status: String {
        get { shownText(writtenStatus) }
        set { writtenStatus = newValue }
    }

    /// The status as the board wrote it; "" by default.
    public var writtenStatus: String = "" {
        didSet { if writtenStatus != oldValue { invalidateText() } }
    }

    override open class var defaultTypeName: String { "item" }

    /// The status, which renderers draw under the title.
    override open var secondaryText: String? { status }

    override open var inspectableProperties: [(key: String, value: InspectableValue)] {
        [("status", .string(status))]
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        let measurer = currentTextMeasurer
        let font = effectiveFont
        let titleSize = measurer.size(of: title, font: font)
        let statusSize = measurer.size(of: status, font: font)
        let padding = effectivePadding
        return CGSize(
            width: max(titleSize.width, statusSize.width) + padding.horizontal,
            height: titleSize.height + statusSize.height + padding.vertical)
    }
}

/// An item keeps View's own hit-testing, so a board's hit index can skip it.
extension CheckInItem: KeepsDefaultHitTesting {
    package static var classKeepingDefaultHitTesting: AnyClass { CheckInItem.self }
}
