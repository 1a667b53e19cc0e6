import Foundation
import Testing
import Trellis

/// A tag list under the `collapsible` layout: a collapsible row of selectable tags, whose
/// toggle is never a tag (Docs/layouts.md, "Selection with any layout").
struct CollapsibleTagListTests {
    /// The seed company-tags screen with its `<collapsible>` written as a tag list.
    private func seedAsTagList() throws -> Screen {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let seed = try String(contentsOf: root.appendingPathComponent("Examples/company-tags.xml"), encoding: .utf8)
        let xml =
            seed
            .replacingOccurrences(of: "<collapsible id=\"tags\"", with: "<tag-list id=\"tags\" layout=\"collapsible\" max-lines=\"1\"")
            .replacingOccurrences(of: "</collapsible>", with: "</tag-list>")
        return try ScreenLoader.standard.load(xml: xml, path: "company-tags-list.xml")
    }

    @Test func theRowLooksLikeTheSeedRow() throws {
        let screen = try seedAsTagList()
        let list = try #require(screen.view(withID: "tags", as: TagListView.self))
        // As the seed's <collapsible>: 345 wide from x 15; the first line starts at 35;
        // 沪深港通 and 融资融券 are 4 × 10 + 20 = 60 wide, 新能源汽车 5 × 10 + 20 = 70,
        // 10 apart: 35, 105, 175; the toggle (45 wide, 12 high for 10-point text) at
        // 175 + 70 + 10 = 255, since 锂电池 (50) and the toggle would end at 360 > 345.
        #expect(list.frame == CGRect(x: 15, y: 20, width: 345, height: 15))
        let shown = list.subviews.filter { !$0.isCollapsed }
        #expect(shown.map { $0.displayedText ?? "" } == ["沪深港通", "融资融券", "新能源汽车", "展开"])
        #expect(
            shown.map(\.frame) == [
                CGRect(x: 35, y: 0, width: 60, height: 15), CGRect(x: 105, y: 0, width: 60, height: 15),
                CGRect(x: 175, y: 0, width: 70, height: 15), CGRect(x: 255, y: 0, width: 45, height: 12),
            ])
        #expect(list.tags.count == 12)
        #expect(list.subviews.last?.id == "tags.toggle")
    }

    @Test func tapsSelectTagsAndTheToggleOnlyExpands() throws {
        let screen = try seedAsTagList()
        let list = try #require(screen.view(withID: "tags", as: TagListView.self))
        let first = try screen.tap(text: "沪深港通")
        #expect(first.valueChangedSenders.map(\.debugName) == ["tag-list#tags"])
        let toggle = try screen.tap(id: "tags.toggle")
        // The toggle's own events, then the list's valueChanged; no selection change.
        #expect(toggle.events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(toggle.valueChangedSenders.map(\.debugName) == ["tag-list#tags"])
        #expect(list.selectedTitles == ["沪深港通"])
        #expect(try screen.view(matching: .id("tags.toggle")).displayedText == "收起")
        // Expanded, every tag shows and can be selected; max-selected is 3.
        for title in ["锂电池", "预盈预增", "储能"] { try screen.tap(text: title) }
        #expect(list.selectedTitles == ["锂电池", "预盈预增", "储能"])
        let toggleButton = try #require(screen.view(withID: "tags.toggle", as: Button.self))
        #expect(!toggleButton.isSelected)
        // Collapsing again hides the tags past the first line, selected or not.
        try screen.tap(text: "收起")
        #expect(screen.views(matching: .text("锂电池")).isEmpty)
        #expect(list.selectedTitles == ["锂电池", "预盈预增", "储能"])
        #expect(!toggleButton.isSelected)
        #expect(toggleButton.displayedText == "展开")
    }
}
