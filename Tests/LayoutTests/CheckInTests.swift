import Foundation
import Testing
import Trellis
import TrellisCore

/// The `checkin` layout and the `check-in` board against Docs/layouts.md ("checkin",
/// "check-in"): frames worked out by hand, and the check-in rule for every tap.
@Suite("check-in")
struct CheckInTests {
    private static let days = ["第一天", "第二天", "第三天", "第四天", "第五天", "第六天", "第七天", "第八天"]

    /// A screen without a layout holding a board at `frame` with the first `count` days.
    private func board(
        count: Int = 7, checked: Int = 0, checkedToday: Bool = false, layout: CheckInLayout = CheckInLayout(),
        frame: CGRect = CGRect(x: 0, y: 88, width: 375, height: 200), direction: LayoutDirection? = nil
    ) -> (screen: Screen, board: CheckInView, items: [CheckInItem]) {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        let board = CheckInView(frame: frame)
        board.layout = layout
        board.direction = direction
        board.checked = checked
        board.isCheckedToday = checkedToday
        screen.addSubview(board)
        let items = CheckInTests.days.prefix(count).map { CheckInItem(title: $0) }
        items.forEach(board.addSubview)
        screen.layoutIfNeeded()
        return (screen, board, items)
    }

    // MARK: Layout

    @Test("seed check: 375 × 200, 7 items → cellW 77.5, cellH 85, the seventh at (195, 105), 170 wide")
    func seedCheck() {
        let (_, _, items) = board()
        // W = 375 − 20 = 355, cellW = (355 − 3 × 15) / 4 = 77.5; H = 180, cellH = (180 − 10) / 2 = 85
        expectFrame(items[0], 10, 10, 77.5, 85)
        // col 1: x = 10 + 92.5 = 102.5; col 3: x = 10 + 3 × 92.5 = 287.5
        expectFrame(items[1], 102.5, 10, 77.5, 85)
        expectFrame(items[3], 287.5, 10, 77.5, 85)
        // row 1: y = 10 + 85 + 10 = 105
        expectFrame(items[4], 10, 105, 77.5, 85)
        // the last item, col 2: x = 10 + 185 = 195, w = W − x = 355 − 185 = 170
        expectFrame(items[6], 195, 105, 170, 85)
    }

    @Test("defaults: 4 columns, padding 10, spacing 15, line-spacing 10, fill-last")
    func defaults() {
        let layout = CheckInLayout()
        #expect(layout.columns == 4 && layout.spacing == 15 && layout.lineSpacing == 10 && layout.fillsLast)
        #expect(layout.cellHeight == nil && layout.defaultPadding == EdgeInsets(all: 10))
        #expect(CheckInView().effectivePadding == .zero)
        let (_, board, _) = self.board()
        #expect(board.effectivePadding == EdgeInsets(all: 10))
    }

    @Test("fill-last leaves a full last row alone")
    func fullLastRow() {
        let (_, _, items) = board(count: 8)
        // the eighth item is in the last column: x = 10 + 3 × 92.5 = 287.5, w = 77.5
        expectFrame(items[7], 287.5, 105, 77.5, 85)
        expectFrame(items[6], 195, 105, 77.5, 85)
    }

    @Test("fill-last: a lone last item spans its whole row")
    func loneLastItem() {
        let (_, _, items) = board(count: 5)
        // col 0: x = 0, w = W − 0 = 355
        expectFrame(items[4], 10, 105, 355, 85)
        expectFrame(items[3], 287.5, 10, 77.5, 85)
    }

    @Test("fill-last false keeps the last item one cell wide")
    func fillLastOff() {
        let (_, _, items) = board(layout: CheckInLayout(fillsLast: false))
        expectFrame(items[6], 195, 105, 77.5, 85)
    }

    @Test("right to left: the stretched item reaches the content box's left edge")
    func rightToLeft() {
        let (_, _, items) = board(direction: .rtl)
        // x' = 10 + (355 − x − w): the first item 10 + 355 − 0 − 77.5 = 287.5
        expectFrame(items[0], 287.5, 10, 77.5, 85)
        expectFrame(items[4], 287.5, 105, 77.5, 85)
        // the last: x = 185, w = 170 → x' = 10 + 0 = 10
        expectFrame(items[6], 10, 105, 170, 85)
    }

    @Test("columns, spacing, line-spacing, padding and cell-height")
    func parameters() {
        let layout = CheckInLayout(columns: 3, spacing: 10, lineSpacing: 20, cellHeight: 40)
        let (_, board, items) = self.board(count: 5, layout: layout, frame: CGRect(x: 0, y: 0, width: 340, height: 300))
        // W = 320, cellW = (320 − 20) / 3 = 100; cellH = 40; row 1 at y = 10 + 60 = 70
        expectFrame(items[2], 230, 10, 100, 40)
        // the last, col 1: x = 110, w = 320 − 110 = 210
        expectFrame(items[4], 120, 70, 210, 40)
        // fitting height: 20 + 2 × 40 + 20 = 120
        #expect(board.sizeThatFits(CGSize(width: 340, height: CGFloat.infinity)) == CGSize(width: 340, height: 120))
        board.padding = EdgeInsets(all: 0)
        board.layoutIfNeeded()
        // W = 340, cellW = (340 − 20) / 3 = 106.666…; the last at x = 116.666…, w = 223.333…
        expectFrame(items[4], 320.0 / 3 + 10, 60, 340 - (320.0 / 3 + 10), 40)
    }

    @Test("without a fixed height the rows fit the tallest item: title over status")
    func fittingHeight() {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        screen.layout = StackLayout()
        let board = CheckInView()
        board.layout = CheckInLayout()
        board.checked = 2
        screen.addSubview(board)
        let items = CheckInTests.days.prefix(5).map { CheckInItem(title: $0) }
        items.forEach(board.addSubview)
        screen.layoutIfNeeded()
        // the tallest item: "第一天" (18) over "✨领奖✨" (18) = 36; height = 20 + 2 × 36 + 10 = 102
        expectFrame(board, 0, 0, 375, 102)
        expectFrame(items[4], 10, 56, 355, 36)
    }

    @Test("an item's fitting size: title over status, 15-point font, plus padding")
    func itemFittingSize() {
        let item = CheckInItem(title: "第一天")
        // "第一天" = 3 × 15 = 45 × 18
        #expect(item.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) == CGSize(width: 45, height: 18))
        item.status = "✨领奖✨"
        // "✨领奖✨" = 4 × 15 = 60 × 18; 60 × 36
        #expect(item.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) == CGSize(width: 60, height: 36))
        item.padding = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(item.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) == CGSize(width: 66, height: 40))
        #expect(item.displayedText == "第一天" && item.typeName == "item")
        #expect(item.inspectableProperties.map(\.key) == ["status"])
        #expect(item.inspectableProperties.map(\.value) == [.string("✨领奖✨")])
    }

    // MARK: Behaviour

    @Test("items before checked are selected, not interactive, with checked-status")
    func statuses() {
        let (_, board, items) = board(checked: 4)
        for (index, item) in items.enumerated() {
            let isChecked = index < 4
            #expect(item.isSelected == isChecked)
            #expect(item.isUserInteractionEnabled == !isChecked)
            #expect(item.status == (isChecked ? "✨领奖✨" : "✨"))
        }
        #expect(board.inspectableState?.map(\.key) == ["checked", "checkedToday"])
        #expect(board.inspectableState?.map(\.value) == [.int(4), .bool(false)])
        #expect(board.typeName == "check-in")
    }

    @Test("a tap on item number checked checks it in, once, and sends valueChanged once")
    func tapAtChecked() throws {
        let (screen, board, items) = board(checked: 4)
        var changes = 0
        board.addAction(for: .valueChanged) { _ in changes += 1 }
        let report = try screen.tap(text: "第五天")
        #expect(board.checked == 5 && board.isCheckedToday)
        #expect(items[4].isSelected && !items[4].isUserInteractionEnabled && items[4].status == "✨领奖✨")
        #expect(changes == 1)
        #expect(report.valueChangedSenders.count == 1 && report.valueChangedSenders.first === board)
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(board.inspectableState?.map(\.value) == [.int(5), .bool(true)])

        // checked today: the next item takes the tap, but nothing changes
        try screen.tap(text: "第六天")
        #expect(board.checked == 5 && !items[5].isSelected && items[5].status == "✨")
        #expect(changes == 1)
        // and the item just checked is now a missed tap
        #expect(throws: TapError.self) { try screen.tap(text: "第五天") }
    }

    @Test("a tap on a checked item is a missed tap, and changes nothing when allowed")
    func tapBeforeChecked() throws {
        let (screen, board, _) = board(checked: 4)
        var changes = 0
        board.addAction(for: .valueChanged) { _ in changes += 1 }
        let error = #expect(throws: TapError.self) { try screen.tap(text: "第二天") }
        #expect(error?.kind == .missed)
        #expect(error?.message.contains("not interactive") == true)
        let report = try screen.tap(text: "第二天", allowMissed: true)
        #expect(report.hitView === board)
        #expect(board.checked == 4 && !board.isCheckedToday && changes == 0)
    }

    @Test("a tap past item number checked changes nothing")
    func tapAfterChecked() throws {
        let (screen, board, items) = board(checked: 4)
        var changes = 0
        board.addAction(for: .valueChanged) { _ in changes += 1 }
        try screen.tap(text: "第六天")
        try screen.tap(text: "第七天")
        #expect(board.checked == 4 && !board.isCheckedToday && changes == 0)
        #expect(!items[5].isSelected && !items[6].isSelected)
        // the right one still works afterwards
        try screen.tap(text: "第五天")
        #expect(board.checked == 5 && changes == 1)
    }

    @Test("checked-today from the start: no tap checks an item")
    func alreadyCheckedToday() throws {
        let (screen, board, _) = board(checked: 2, checkedToday: true)
        var changes = 0
        board.addAction(for: .valueChanged) { _ in changes += 1 }
        #expect(board.nextItemIndex == nil)
        try screen.tap(text: "第三天")
        #expect(board.checked == 2 && changes == 0)
    }

    @Test("a board with every day checked: every tap misses")
    func allChecked() throws {
        let (screen, board, items) = board(count: 3, checked: 3)
        #expect(items.allSatisfy { $0.isSelected && !$0.isUserInteractionEnabled })
        #expect(board.nextItemIndex == nil)
        for day in CheckInTests.days.prefix(3) {
            #expect(throws: TapError.self) { try screen.tap(text: day) }
        }
        #expect(board.checked == 3)
    }

    @Test("from zero: the first day checks in")
    func fromZero() throws {
        let (screen, board, items) = board(checked: 0)
        #expect(items.allSatisfy { !$0.isSelected && $0.status == "✨" })
        try screen.tap(text: "第一天")
        #expect(board.checked == 1 && items[0].isSelected && !items[1].isSelected)
    }

    @Test("the board keeps its items in step with checked, status and removals")
    func updates() {
        let (_, board, items) = board(checked: 1)
        board.status = "·"
        board.checkedStatus = "✔"
        #expect(items[0].status == "✔" && items[1].status == "·")
        board.checked = 3
        #expect(items[2].isSelected && items[2].status == "✔" && !items[3].isSelected)
        items[0].removeFromSuperview()
        // the removed item no longer counts: the first three left are checked
        #expect(board.items.count == 6)
        #expect(items[3].isSelected && !items[4].isSelected)
        #expect(items[0].targetActions.count == 0)
        board.checked = -2
        #expect(board.checked == 0)
    }

    // MARK: Loading

    @Test("the seed board loads from XML with its statuses")
    func loadsFromXML() throws {
        let screen = try ScreenLoader.standard.load(xml: seedBoard(checked: 4))
        let board = try #require(screen.view(withID: "board") as? CheckInView)
        #expect(board.checked == 4 && board.items.count == 7)
        #expect(board.items.map(\.status) == ["✨领奖✨", "✨领奖✨", "✨领奖✨", "✨领奖✨", "✨", "✨", "✨"])
        // the board spans the screen at its explicit height; the seventh item as in the seed
        expectFrame(board, 0, 0, 375, 200)
        expectFrame(board.items[6], 195, 105, 170, 85)
    }

    @Test("checked greater than the number of items is an error at load, at the attribute")
    func checkedTooLarge() {
        let error = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader.standard.load(xml: seedBoard(checked: 9), path: "board.xml")
        }
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains("board.xml:2:"))
        #expect(text.contains("'checked'") && text.contains("9") && text.contains("7 items"))
    }

    @Test("the plugin registers check-in, item and checkin")
    func plugin() {
        #expect(Plugin.checkIn.name == "check-in")
        #expect(Plugin.checkIn.widgets.map(\.name) == ["check-in", "item"])
        #expect(Plugin.checkIn.layouts.map(\.name) == ["checkin"])
        #expect(CheckInView.descriptor.content == .views(allowed: ["item"]))
        #expect(CheckInView.descriptor.layoutPolicy == .defaultLayout("checkin"))
        #expect(CheckInItem.descriptor.isControl && CheckInItem.descriptor.content == WidgetDescriptor.Content.none)
        #expect(CheckInView.descriptor.attributes.map(\.name) == ["checked", "checked-today", "status", "checked-status"])
        #expect(CheckInLayout.descriptor.parameters.map(\.name) == ["columns", "spacing", "line-spacing", "fill-last", "cell-height"])
    }

    private func seedBoard(checked: Int) -> String {
        """
        <screen width="375" height="667">
          <check-in id="board" checked="\(checked)" height="200">
        \(CheckInTests.days.prefix(7).map { "    <item title=\"\($0)\"/>" }.joined(separator: "\n"))
          </check-in>
        </screen>
        """
    }
}
