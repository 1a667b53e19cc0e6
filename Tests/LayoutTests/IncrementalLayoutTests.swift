import Foundation
import Testing
import Trellis

/// How much layout work each of some views did between two moments (View.layoutWork).
private struct WorkSnapshot {
    let views: [View]
    let before: [LayoutCounts]

    init(_ views: [View]) {
        self.views = views
        before = views.map { $0.layoutWork }
    }

    /// How many times each view was measured (its sizeThatFits computed) since the snapshot.
    var measured: [Int] { zip(views, before).map { Int($0.layoutWork.sizeThatFits - $1.sizeThatFits) } }
    /// How many times each view placed its subviews (layoutSubviews) since the snapshot.
    var laidOut: [Int] { zip(views, before).map { Int($0.layoutWork.layoutSubviews - $1.layoutSubviews) } }
}

/// Incremental layout: a change re-measures and re-lays out only what it invalidates
/// (View+Layout), counted through `layoutWork`.
///
/// The flow fixture: a 375-point screen (stack) holding a tag list of 60 tags "ab", each
/// 15 × 18 points at the test metrics (2 × 7.5 by 1.2 × 15), 10 apart: 15 tags per line
/// (15 × 15 + 14 × 10 = 365 ≤ 375, a 16th would end at 390), 4 lines, list height
/// 4 × 18 + 3 × 10 = 102.
struct IncrementalLayoutTests {
    private func makeTagList(_ count: Int = 60) -> (Screen, TagListView, [Button]) {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        screen.layout = StackLayout()
        let list = TagListView()
        list.maxSelected = 0
        for _ in 0..<count { list.addSubview(Button(title: "ab")) }
        screen.addSubview(list)
        screen.layoutIfNeeded()
        return (screen, list, list.tags)
    }

    @Test func fixtureFrames() {
        let (_, list, tags) = makeTagList()
        expectFrame(list, 0, 0, 375, 102)
        // Tag 16 is the second of line 1: x = 25, y = 18 + 10 = 28.
        expectFrame(tags[16], 25, 28, 15, 18)
    }

    @Test func aSelectionTapMeasuresAndLaysOutNothing() {
        let (screen, list, tags) = makeTagList()
        let work = WorkSnapshot([screen, list] + tags)
        // Tag 3 is at (75, 0, 15, 18): its centre is (82.5, 9).
        screen.tap(at: CGPoint(x: 82.5, y: 9))
        #expect(list.selection.map(ObjectIdentifier.init) == [ObjectIdentifier(tags[3])])
        #expect(work.measured.allSatisfy { $0 == 0 })
        #expect(work.laidOut.allSatisfy { $0 == 0 })
    }

    @Test func aTitleOfTheSameSizeLaysOutOnlyTheTagAndItsList() {
        let (screen, list, tags) = makeTagList()
        let work = WorkSnapshot([screen, list] + tags)
        tags[17].title = "cd"
        screen.layoutIfNeeded()
        // The tag is measured once, the list once (the screen asks whether its height
        // changed: it did not, so the screen is not laid out); the list places its tags.
        #expect(work.measured == [0, 1] + (0..<60).map { $0 == 17 ? 1 : 0 })
        #expect(work.laidOut == [0, 1] + (0..<60).map { $0 == 17 ? 1 : 0 })
        expectFrame(tags[17], 50, 28, 15, 18)
    }

    @Test func aWiderTitleThatAddsALineLaysOutTheScreenToo() {
        let (screen, list, tags) = makeTagList()
        let work = WorkSnapshot([screen, list] + tags)
        tags[0].title = "abcdefghij"
        screen.layoutIfNeeded()
        // Tag 0 is now 10 × 7.5 = 75 wide; line 0 holds tags 0–12 (tag 12 ends at
        // 85 + 11 × 25 + 15 = 375), lines 1–3 hold 15 each (13–57), line 4 holds 58 and 59:
        // the list is 5 × 18 + 4 × 10 = 130 high, so the screen places it again.
        #expect(work.measured == [0, 1] + (0..<60).map { $0 == 0 ? 1 : 0 })
        #expect(work.laidOut == [1, 1] + (0..<60).map { $0 == 0 ? 1 : 0 })
        expectFrame(list, 0, 0, 375, 130)
        expectFrame(tags[0], 0, 0, 75, 18)
        expectFrame(tags[13], 0, 28, 15, 18)
        expectFrame(tags[59], 25, 112, 15, 18)
    }

    @Test func hidingATagRemeasuresNoTag() {
        let (screen, list, tags) = makeTagList()
        let work = WorkSnapshot([screen, list] + tags)
        tags[45].isHidden = true
        screen.layoutIfNeeded()
        // Tag 45 began line 3 (y = 3 × 28 = 84); tag 46 takes its place. The list keeps
        // its 4 lines, so the screen is not laid out; no tag is measured.
        #expect(work.measured == [0, 1] + Array(repeating: 0, count: 60))
        #expect(work.laidOut == [0, 1] + Array(repeating: 0, count: 60))
        expectFrame(tags[46], 0, 84, 15, 18)
        expectFrame(list, 0, 0, 375, 102)
    }

    @Test func aTitleChangeInADeepTreeStopsWhereTheSizeStops() {
        // screen ⊃ outer (stack) ⊃ list: a same-size change lays out neither outer nor the
        // screen, though both dropped their cached sizes and were measured again.
        let screen = Screen(size: CGSize(width: 375, height: 667))
        screen.layout = StackLayout()
        let outer = View()
        outer.layout = StackLayout()
        let list = TagListView()
        for _ in 0..<20 { list.addSubview(Button(title: "ab")) }
        outer.addSubview(list)
        screen.addSubview(outer)
        screen.layoutIfNeeded()
        let tags = list.tags
        let work = WorkSnapshot([screen, outer, list] + tags)
        tags[5].title = "xy"
        screen.layoutIfNeeded()
        #expect(work.measured == [0, 1, 1] + (0..<20).map { $0 == 5 ? 1 : 0 })
        #expect(work.laidOut == [0, 0, 1] + (0..<20).map { $0 == 5 ? 1 : 0 })
    }

    @Test func expandingTheCollapsibleRowRemeasuresOnlyTheToggle() {
        // 30 items "ab" (15 wide) in one line at most, toggle "展开" 30 wide: 13 items
        // and the toggle fit (13 × 25 + 30 = 355 ≤ 375; 14 would end at 380).
        let screen = Screen(size: CGSize(width: 375, height: 667))
        screen.layout = StackLayout()
        let row = CollapsibleView()
        for _ in 0..<30 { row.addSubview(Button(title: "ab")) }
        screen.addSubview(row)
        screen.layoutIfNeeded()
        #expect(row.hiddenCount == 17)
        let items = row.items
        let work = WorkSnapshot([screen, row, row.toggle] + items)
        row.isExpanded = true
        screen.layoutIfNeeded()
        // The toggle's title changed ("收起", the same 30 points) so it is measured again;
        // the row is measured once and, taller now, placed by the screen; no item is
        // measured, and only the 17 items shown again lay out their (empty) subviews.
        #expect(work.measured == [0, 1, 1] + Array(repeating: 0, count: 30))
        #expect(work.laidOut == [1, 1, 1] + (0..<30).map { $0 >= 13 ? 1 : 0 })
        #expect(row.hiddenCount == 0)
        // Expanded: 15 items per line (two lines of 15), the toggle starts line 2 at y 56.
        expectFrame(row.toggle, 0, 56, 30, 18)
        expectFrame(row, 0, 0, 375, 74)
    }
}
