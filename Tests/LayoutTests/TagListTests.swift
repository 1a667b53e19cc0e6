import Foundation
import Testing
import Trellis

/// A tag list of `frame` (375 × 200 at the origin by default) on a screen, holding one
/// button per title, each with the id `t<index>`.
private final class TagListFixture {
    let screen = Screen(size: CGSize(width: 375, height: 667))
    let list = TagListView()
    let tags: [Button]
    private(set) var valueChangedCount = 0

    init(_ titles: [String], maxSelected: Int = TagListView.defaultMaxSelected) {
        list.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        list.maxSelected = maxSelected
        tags = titles.enumerated().map { index, title in
            let button = Button(title: title)
            button.id = "t\(index)"
            button.padding = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            button.explicitHeight = 20
            return button
        }
        for tag in tags { list.addSubview(tag) }
        screen.addSubview(list)
        list.addAction(for: .valueChanged) { [weak self] _ in self?.valueChangedCount += 1 }
        screen.layoutIfNeeded()
    }

    /// Taps tag `index` and returns the views that sent valueChanged during the tap.
    @discardableResult
    func tap(_ index: Int) throws -> [View] {
        try screen.tap(id: "t\(index)").valueChangedSenders
    }

    var selectedIndices: [Int] {
        list.selection.compactMap { selected in tags.firstIndex { $0 === selected } }
    }

    var selectedFlags: [Bool] { tags.map(\.isSelected) }
}

@Suite("tag-list selection")
struct TagListTests {
    private let weekdays = ["周一", "周二", "周三", "周四", "周五"]

    @Test("tapping selects; past max-selected the earliest is deselected; tapping a selected tag deselects it")
    func selectionSequenceWithEviction() throws {
        let fixture = TagListFixture(weekdays)
        for index in 0..<3 { try fixture.tap(index) }
        #expect(fixture.list.selectedTitles == ["周一", "周二", "周三"])
        try fixture.tap(3)
        #expect(fixture.list.selectedTitles == ["周二", "周三", "周四"])
        #expect(fixture.selectedFlags == [false, true, true, true, false])
        try fixture.tap(2)
        #expect(fixture.list.selectedTitles == ["周二", "周四"])
        try fixture.tap(0)
        #expect(fixture.list.selectedTitles == ["周二", "周四", "周一"])
        #expect(fixture.selectedFlags == [true, true, false, true, false])
        #expect(fixture.valueChangedCount == 6)
    }

    @Test("valueChanged comes from the tag list on every change")
    func valueChangedSender() throws {
        let fixture = TagListFixture(weekdays)
        let senders = try fixture.tap(0)
        #expect(senders.count == 1)
        #expect(senders.first === fixture.list)
        let again = try fixture.tap(0)
        #expect(again.first === fixture.list)
        #expect(fixture.valueChangedCount == 2)
    }

    @Test("selection is per item: two tags with the same title are selected separately")
    func duplicateTitles() throws {
        let fixture = TagListFixture(["周一", "周一", "周二"], maxSelected: 2)
        try fixture.tap(0)
        try fixture.tap(1)
        #expect(fixture.list.selectedTitles == ["周一", "周一"])
        #expect(fixture.selectedIndices == [0, 1])
        try fixture.tap(2)
        #expect(fixture.selectedIndices == [1, 2])
        #expect(fixture.selectedFlags == [false, true, true])
        try fixture.tap(1)
        #expect(fixture.selectedIndices == [2])
        #expect(fixture.list.selectedTitles == ["周二"])
        #expect(fixture.valueChangedCount == 4)
    }

    @Test("max-selected 0 means unlimited")
    func unlimited() throws {
        let fixture = TagListFixture(weekdays, maxSelected: 0)
        for index in 0..<5 { try fixture.tap(index) }
        #expect(fixture.list.selectedTitles == weekdays)
    }

    @Test("max-selected 1 behaves as a single choice")
    func single() throws {
        let fixture = TagListFixture(weekdays, maxSelected: 1)
        try fixture.tap(0)
        try fixture.tap(4)
        #expect(fixture.list.selectedTitles == ["周五"])
        #expect(fixture.selectedFlags == [false, false, false, false, true])
    }

    @Test("lowering max-selected deselects the earliest")
    func loweringTheLimit() throws {
        let fixture = TagListFixture(weekdays, maxSelected: 0)
        for index in [3, 1, 4] { try fixture.tap(index) }
        fixture.list.maxSelected = 1
        #expect(fixture.list.selectedTitles == ["周五"])
        #expect(fixture.selectedFlags == [false, false, false, false, true])
    }

    @Test("buttons added in code are wired up; removed ones leave the selection")
    func buttonsFromCode() throws {
        let fixture = TagListFixture(["周一"])
        let added = Button(title: "周六")
        added.id = "added"
        fixture.list.addSubview(added)
        _ = try fixture.screen.tap(id: "added")
        try fixture.tap(0)
        #expect(fixture.list.selectedTitles == ["周六", "周一"])
        added.removeFromSuperview()
        #expect(fixture.list.selectedTitles == ["周一"])
        #expect(fixture.list.tags.count == 1)
    }

    @Test("a selected button added in code joins the selection")
    func selectedButtonAdded() {
        let list = TagListView()
        list.maxSelected = 2
        for title in ["周一", "周二", "周三"] {
            let button = Button(title: title)
            button.isSelected = true
            list.addSubview(button)
        }
        #expect(list.selectedTitles == ["周二", "周三"])
        #expect(list.tags.map(\.isSelected) == [false, true, true])
    }

    @Test("inspectable state lists the titles in selection order")
    func inspectableState() throws {
        let fixture = TagListFixture(weekdays)
        try fixture.tap(2)
        try fixture.tap(0)
        let state = fixture.list.inspectableState
        #expect(state?.count == 1)
        #expect(state?.first?.key == "selection")
        #expect(state?.first?.value == .strings(["周三", "周一"]))
    }

    @Test("the list lays its tags out as a flow by default")
    func defaultLayout() {
        // 375 wide: 0, 80, 160, 240 (ends 310); "周五" at 320 + 70 > 375 → y = 30.
        let fixture = TagListFixture(weekdays)
        #expect(
            fixture.tags.map(\.frame.origin) == [
                CGPoint(x: 0, y: 0), CGPoint(x: 80, y: 0), CGPoint(x: 160, y: 0), CGPoint(x: 240, y: 0), CGPoint(x: 0, y: 30),
            ])
    }
}

@Suite("tag-list from XML")
struct TagListXMLTests {
    @Test("selected buttons are the initial selection in document order; the earliest beyond max-selected are deselected")
    func initialSelection() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen>
                  <tag-list id="tags" max-selected="3">
                    <button id="a" title="周一" selected="true"/>
                    <button id="b" title="周二"/>
                    <button id="c" title="周三" selected="true"/>
                    <button id="d" title="周四" selected="true"/>
                    <button id="e" title="周五" selected="true"/>
                    <button id="f" title="周六" selected="true"/>
                  </tag-list>
                </screen>
                """)
        let list = try #require(screen.view(withID: "tags") as? TagListView)
        #expect(list.selectedTitles == ["周四", "周五", "周六"])
        #expect(list.tags.map(\.isSelected) == [false, false, false, true, true, true])
        try screen.tap(id: "b")
        #expect(list.selectedTitles == ["周五", "周六", "周二"])
    }

    @Test("max-selected is a count of ASCII digits; a bad value is reported")
    func badMaxSelected() {
        #expect(throws: ScreenLoadError.self) {
            try ScreenLoader.standard.load(xml: #"<screen><tag-list max-selected="1.5"/></screen>"#)
        }
    }
}
