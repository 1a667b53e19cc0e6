import Foundation
import Testing
import Trellis

/// The seed's company tags. At font size 10 with padding 0 10 (the seed's "  %@  "), each
/// is 10 per CJK character, 5 per other character, plus 20: 40, 80, 60, 60, 50, 60, 90,
/// 50, 45, 40, 40, 35; all 15 high.
private let companyTags = ["国企", "高新技术企业", "专精特新", "上市公司", "独角兽", "瞪羚企业", "科技型中小企业", "小巨人", "500强", "外资", "民营", "A股"]

private func tag(_ title: String) -> Button {
    let button = Button(title: title)
    button.padding = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    button.explicitHeight = 15
    return button
}

/// A collapsible row at font size 10 holding one tag per title. With `stacked`, the screen
/// stacks it in a content box from (15, 12), 215 wide (the seed's row: 375 − 35 − 110 −
/// 15), so its height follows its fitting height; otherwise it has the fixed `frame`.
private func row(
    _ titles: [String], layout: CollapsibleLayout, toggleWidth: CGFloat? = nil,
    frame: CGRect = rect(0, 0, 215, 200), stacked: Bool = false, direction: LayoutDirection? = nil
) -> (screen: Screen, row: CollapsibleView, items: [Button]) {
    let screen = Screen(size: CGSize(width: 375, height: 667))
    if stacked {
        screen.layout = StackLayout()
        screen.padding = EdgeInsets(top: 12, left: 15, bottom: 0, right: 145)
    }
    let row = CollapsibleView()
    row.id = "row"
    row.fontSize = 10
    row.direction = direction
    row.layout = layout
    row.toggleWidth = toggleWidth
    if !stacked { row.frame = frame }
    let items = titles.map(tag)
    for item in items { row.addSubview(item) }
    screen.addSubview(row)
    screen.layoutIfNeeded()
    return (screen, row, items)
}

@Suite("collapsible layout")
struct CollapsibleTests {
    @Test("when every item fits, all are placed and the toggle is collapsed")
    func everythingFits() {
        // W = 300: 0…40, 50…90 on one line ≤ max-lines 1.
        let (screen, row, items) = row(["国企", "外资"], layout: CollapsibleLayout(), frame: rect(0, 0, 300, 100))
        #expect(items.map(\.frame) == [rect(0, 0, 40, 15), rect(50, 0, 40, 15)])
        #expect(row.toggle.isCollapsed)
        #expect(row.toggle.frame == .zero)
        #expect(row.toggle.title == "展开")
        #expect(row.hiddenCount == 0)
        // Expanded changes nothing but the title: the toggle stays collapsed.
        row.isExpanded = true
        screen.layoutIfNeeded()
        #expect(row.toggle.isCollapsed)
        #expect(row.toggle.title == "收起")
        #expect(items.map(\.frame) == [rect(0, 0, 40, 15), rect(50, 0, 40, 15)])
    }

    @Test("when nothing but the toggle fits, every item is collapsed")
    func onlyTheToggleFits() {
        // W = 100: 90 then 90 + 10 + 40 > 100 → two lines, over max-lines 1. With the
        // 45-wide toggle: after "科技型中小企业" it would end at 145 > 100, so the longest
        // prefix is empty; the toggle alone is at (0, 0), 12 high ("展开" at 10 × 1.2).
        let (_, row, items) = row(["科技型中小企业", "国企"], layout: CollapsibleLayout(), toggleWidth: 45, frame: rect(0, 0, 100, 100))
        #expect(row.toggle.frame == rect(0, 0, 45, 12))
        #expect(items.allSatisfy { $0.isCollapsed })
        #expect(row.hiddenCount == 2)
        #expect(row.inspectableState?.map(\.key) == ["expanded", "hiddenCount"])
        #expect(row.inspectableState?.map(\.value) == [.bool(false), .int(2)])
    }

    @Test("collapsed, the longest prefix that fits with the toggle is shown")
    func longestPrefix() {
        // W = 150, toggle "展开" 20 wide. Prefix 2: 0…40, 50…90, toggle 100…120 fits;
        // prefix 3 ends at 150, toggle at 160 > 150. So 2 shown, 4 collapsed.
        let titles = ["国企", "外资", "独角兽", "民营", "上市", "小巨人"]
        let (_, row, items) = row(titles, layout: CollapsibleLayout(), frame: rect(0, 0, 150, 100))
        #expect(items.prefix(2).map(\.frame) == [rect(0, 0, 40, 15), rect(50, 0, 40, 15)])
        #expect(items.suffix(4).allSatisfy { $0.isCollapsed })
        #expect(row.toggle.frame == rect(100, 0, 20, 12))
        #expect(row.hiddenCount == 4)
    }

    @Test("expanded, the toggle follows the items and wraps like any item")
    func expandedWrapsTheToggle() {
        // W = 150: lines 0…40, 50…90, 100…150 (exact) twice, at y 0 and 25. The toggle
        // "收起" (20 wide) would start at 160 → line 3 at y = 50. Height 50 + 12.
        let titles = ["国企", "外资", "独角兽", "民营", "上市", "小巨人"]
        let (_, row, items) = row(titles, layout: CollapsibleLayout(isExpanded: true), frame: rect(0, 0, 150, 100))
        #expect(
            items.map(\.frame) == [
                rect(0, 0, 40, 15), rect(50, 0, 40, 15), rect(100, 0, 50, 15),
                rect(0, 25, 40, 15), rect(50, 25, 40, 15), rect(100, 25, 50, 15),
            ])
        #expect(row.toggle.frame == rect(0, 50, 20, 12))
        #expect(row.toggle.title == "收起")
        #expect(row.hiddenCount == 0)
        #expect(row.sizeThatFits(CGSize(width: 150, height: CGFloat.infinity)).height == 62)
    }

    @Test("the seed's company row: a 35-point indent, a 45-point toggle, one line")
    func seedRowCollapsed() {
        // W = 215, line 1 from x = 35: "国企" 35…75, toggle 85…130 fits; with
        // "高新技术企业" (85…165) the toggle would end at 220 > 215. Eleven collapsed.
        let (_, row, items) = row(companyTags, layout: CollapsibleLayout(firstLineIndent: 35), toggleWidth: 45, stacked: true)
        #expect(items[0].frame == rect(35, 0, 40, 15))
        #expect(items.dropFirst().allSatisfy { $0.isCollapsed })
        #expect(row.toggle.frame == rect(85, 0, 45, 12))
        #expect(row.hiddenCount == 11)
        #expect(row.frame == rect(15, 12, 215, 15))
    }

    @Test("tapping the toggle flips expanded, lays the row out again and sends valueChanged")
    func toggleTap() throws {
        let (screen, row, items) = row(companyTags, layout: CollapsibleLayout(firstLineIndent: 35), toggleWidth: 45, stacked: true)
        var changes = 0
        row.addAction(for: .valueChanged) { _ in changes += 1 }

        let report = try screen.tap(text: "展开")
        #expect(report.valueChangedSenders.count == 1)
        #expect(report.valueChangedSenders.first === row)
        #expect(row.isExpanded)
        #expect(row.toggle.title == "收起")
        // Line 1 (y 0, from 35): 国企 35, 高新技术企业 85 (专精特新 would end at 235).
        // Line 2 (y 25): 专精特新 0, 上市公司 70, 独角兽 140 (瞪羚企业 would end at 260).
        // Line 3 (y 50): 瞪羚企业 0, 科技型中小企业 70 (小巨人 would end at 220).
        // Line 4 (y 75): 小巨人 0, 500强 60, 外资 115, 民营 165 (A股 would end at 250).
        // Line 5 (y 100): A股 0, toggle 45. Height 100 + 15.
        #expect(
            items.map(\.frame.origin) == [
                CGPoint(x: 35, y: 0), CGPoint(x: 85, y: 0),
                CGPoint(x: 0, y: 25), CGPoint(x: 70, y: 25), CGPoint(x: 140, y: 25),
                CGPoint(x: 0, y: 50), CGPoint(x: 70, y: 50),
                CGPoint(x: 0, y: 75), CGPoint(x: 60, y: 75), CGPoint(x: 115, y: 75), CGPoint(x: 165, y: 75),
                CGPoint(x: 0, y: 100),
            ])
        #expect(row.toggle.frame == rect(45, 100, 45, 12))
        #expect(row.frame == rect(15, 12, 215, 115))
        #expect(row.hiddenCount == 0)

        try screen.tap(id: "row.toggle")
        #expect(!row.isExpanded)
        #expect(row.toggle.title == "展开")
        #expect(row.frame == rect(15, 12, 215, 15))
        #expect(row.hiddenCount == 11)
        #expect(changes == 2)
    }

    @Test("right to left mirrors the indent, the items and the toggle")
    func rightToLeft() {
        // W = 200, indent 35: 上市公司 35…95, toggle 105…150 (瞪羚企业 then the toggle
        // would end at 220). Mirrored x' = 200 − x − w: 105 and 50.
        let (_, row, items) = row(
            ["上市公司", "瞪羚企业", "专精特新"], layout: CollapsibleLayout(firstLineIndent: 35), toggleWidth: 45, frame: rect(0, 0, 200, 100), direction: .rtl)
        #expect(items[0].frame == rect(105, 0, 60, 15))
        #expect(row.toggle.frame == rect(50, 0, 45, 12))
        #expect(row.hiddenCount == 2)
    }

    @Test("max-lines 2 keeps the toggle on the second line")
    func twoLines() {
        // W = 150, seven 40-wide tags: 3 + 3 + 1 lines. Prefix 5 leaves 0…40, 50…90 on
        // line 2 and the 45-wide toggle at 100…145; prefix 6 would put it at 150…195.
        let titles = Array(repeating: "国企", count: 7)
        let (_, row, items) = row(titles, layout: CollapsibleLayout(maxLines: 2), toggleWidth: 45, frame: rect(0, 0, 150, 100))
        #expect(items.map(\.isCollapsed) == [false, false, false, false, false, true, true])
        #expect(row.toggle.frame == rect(100, 25, 45, 12))
        #expect(row.sizeThatFits(CGSize(width: 150, height: CGFloat.infinity)).height == 40)
    }

    @Test("max-lines 0 shows every item and never the toggle")
    func unlimited() {
        let (_, row, items) = row(companyTags, layout: CollapsibleLayout(maxLines: 0), frame: rect(0, 0, 100, 400))
        #expect(items.allSatisfy { !$0.isCollapsed })
        #expect(row.toggle.isCollapsed)
    }

    @Test("with its toggle hidden, the row collapses the lines past max-lines, as a flow does")
    func hiddenToggle() {
        // W = 100: 科技型中小企业 (90) on line 1, 国企 (40) on line 2 → collapsed; height 15.
        let (screen, row, items) = row(["科技型中小企业", "国企"], layout: CollapsibleLayout(), frame: rect(0, 0, 100, 100))
        row.toggle.isHidden = true
        screen.layoutIfNeeded()
        #expect(items[0].frame == rect(0, 0, 90, 15))
        #expect(items[1].isCollapsed)
        #expect(row.hiddenCount == 1)
        #expect(row.sizeThatFits(CGSize(width: 100, height: CGFloat.infinity)).height == 15)
    }

    @Test("hidden items are not items: they take no space and are not counted")
    func hiddenItems() {
        // W = 150: "外资" hidden; 国企 0…40, 独角兽 50…100, toggle 110…130 (民营 would push it to 160).
        let (screen, row, items) = row(["国企", "外资", "独角兽", "民营", "上市"], layout: CollapsibleLayout(), frame: rect(0, 0, 150, 100))
        items[1].isHidden = true
        screen.layoutIfNeeded()
        #expect(items[2].frame == rect(50, 0, 50, 15))
        #expect(row.toggle.frame == rect(110, 0, 20, 12))
        #expect(row.hiddenCount == 2)
    }

    @Test("the toggle stays the last subview, an accessory plain button with the container's id")
    func toggleBookkeeping() {
        let (screen, row, _) = row(["国企"], layout: CollapsibleLayout())
        let late = tag("外资")
        row.addSubview(late)
        #expect(row.subviews.last === row.toggle)
        #expect(row.items.last === late)
        #expect(row.toggle.layoutRole == .accessory)
        #expect(row.toggle.typeName == "button")
        screen.layoutIfNeeded()
        #expect(row.toggle.id == "row.toggle")
        row.expandTitle = "更多"
        #expect(row.toggle.title == "更多")
    }
}

@Suite("collapsible from XML")
struct CollapsibleXMLTests {
    @Test("<collapsible> reads its titles, toggle width and state; the toggle gets its id")
    func element() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen>
                  <collapsible id="row" expanded="true" expand-title="More" collapse-title="Less" toggle-width="45" first-line-indent="35">
                    <button title="国企"/>
                  </collapsible>
                </screen>
                """)
        let row = try #require(screen.view(withID: "row") as? CollapsibleView)
        #expect(row.isExpanded)
        #expect(row.toggle.title == "Less")
        #expect(row.toggle.id == "row.toggle")
        #expect(row.toggleWidth == 45)
        #expect(row.layout as? CollapsibleLayout == CollapsibleLayout(firstLineIndent: 35, isExpanded: true))
    }

    @Test("<view layout=\"collapsible\"> gets the container and its toggle too")
    func viewWithLayout() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen>
                  <view id="row" layout="collapsible" width="100">
                    <button title="国企"/>
                  </view>
                </screen>
                """)
        let row = try #require(screen.view(withID: "row") as? CollapsibleView)
        #expect(row.typeName == "view")
        #expect(row.toggle.id == "row.toggle")
        #expect(row.subviews.last === row.toggle)
    }

    @Test("the toggle's attributes are parameters of the layout")
    func parameters() {
        let names = CollapsibleLayout.descriptor.parameters.map(\.name)
        #expect(
            names == [
                "spacing", "line-spacing", "alignment", "max-lines", "expanded", "first-line-indent",
                "toggle-width", "expand-title", "collapse-title", "animation-duration", "animation-curve",
            ])
        #expect(CollapsibleLayout.descriptor.parameters.first { $0.name == "max-lines" }?.defaultDescription == "1")
    }
}
