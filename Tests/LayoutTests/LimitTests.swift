import Foundation
import Testing
import Trellis

/// Values at the edge of what screen files allow load cleanly and lay out to finite frames.
struct LimitTests {
    @Test(arguments: [
        #"<view layout="grid" columns="9223372036854775807"><button title="a"/></view>"#,
        #"<view layout="grid" rows="2305843009213693952"><button title="a"/></view>"#,
        #"<check-in columns="1000001"><item title="a"/></check-in>"#,
    ])
    func countsPastTheMaximumAreErrors(_ body: String) throws {
        let error = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader.standard.load(xml: "<screen>\(body)</screen>", path: "big.xml")
        }
        #expect(error?.diagnostics.count == 1)
        #expect(error?.diagnostics.first?.message.contains("expected a whole number from") == true)
    }

    @Test func theLargestCountsLayOutWithoutOverflow() throws {
        // 1,000,000 × 1,000,000 cells: cellW = (375 − 999,999 × 5) / 1,000,000 < 0, so 0
        // wide; the one child sits in cell 0.
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen><view id="g" layout="grid" columns="1000000" rows="1000000" cell-height="10"><button id="a" title="a"/></view></screen>
                """)
        let button = try #require(screen.view(withID: "a"))
        #expect(button.frame.minX == 0 && button.frame.minY == 0)
        #expect(button.frame.height == 10)
        #expect(button.frame.width.isFinite)
    }

    @Test func lengthsThatOverflowWhenAddedGiveFiniteFrames() throws {
        // Each width is finite, but 1e308 + 1e308 overflows a Double: the row's fitting
        // width is clamped to the largest finite value instead of becoming infinite.
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen>
                  <view>
                    <view id="row" layout="stack" axis="horizontal" frame="0 0 100 20">
                      <button id="a" title="a" width="1e308"/>
                      <button id="b" title="b" width="1e308"/>
                    </view>
                    <view id="inner" layout="stack" axis="horizontal">
                      <button title="c" width="1e308"/>
                      <button title="d" width="1e308"/>
                    </view>
                  </view>
                </screen>
                """)
        for view in screen.allViews {
            let frame = view.frame
            let finite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(view.debugName) \(frame)")
        }
        #expect(screen.view(withID: "b")?.frame.minX == 1e308)
        #expect(screen.view(withID: "inner")?.frame.width == .greatestFiniteMagnitude)
        let json = ViewSnapshot(screen).json.serialized()
        #expect(!json.contains("null"))
    }
}

/// Ids that widgets generate take part in the uniqueness check.
struct GeneratedIDTests {
    @Test(arguments: [
        #"<collapsible id="c"><button title="x"/></collapsible><view id="c.toggle"/>"#,
        #"<view id="c.toggle"/><view id="c" layout="collapsible"><button title="x"/></view>"#,
    ])
    func aDeclaredIDThatClashesWithAToggleIsAnError(_ body: String) throws {
        let error = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader.standard.load(xml: "<screen>\(body)</screen>", path: "ids.xml")
        }
        #expect(
            error?.diagnostics.map(\.message) == [
                "duplicate id 'c.toggle': the button of \(body.contains("<collapsible") ? "collapsible" : "view")#c already has it"
            ])
    }
}

/// Widgets that only make sense inside one container say so.
struct ParentTests {
    @Test func anItemOutsideACheckInBoardIsAnError() throws {
        let error = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader.standard.load(xml: "<screen>\n  <tag-list><item title=\"a\"/></tag-list>\n</screen>", path: "p.xml")
        }
        #expect(
            error?.diagnostics.map(\.description) == [
                "p.xml:2:13: error: <item> is only allowed inside <check-in>, found inside <tag-list>"
            ])
    }
}

/// Trees no one would write by hand still lay out, within the loader's limits, to finite
/// frames and without exhausting the stack.
struct PathologicalTreeTests {
    @Test func flowsNestedAThousandDeepLayOutToFiniteFrames() throws {
        // <screen>, 997 padded flows, the innermost flow and its button: 1,000 levels, the
        // depth ceiling.
        let outer = 997
        let xml =
            "<screen>" + String(repeating: "<view layout=\"flow\" padding=\"1\">", count: outer)
            + "<view layout=\"flow\" id=\"innermost\"><button id=\"b\" title=\"deep\"/></view>"
            + String(repeating: "</view>", count: outer) + "</screen>"
        let loader = ScreenLoader(registry: .standard, limits: LoadLimits(maximumDepth: 1_000))
        let screen = try loader.load(xml: xml, path: "deep.xml")
        let button = try #require(screen.view(withID: "b"))
        // Each padded flow puts its child 1 point in on both axes, so the button's origin
        // is (997, 997) on the screen. Widths shrink by 2 a level from 375 and reach 0 at
        // level 188; a content box is never negative (Docs/layouts.md), so from there on every
        // flow is 0 wide and the button is clamped to 0.
        #expect(button.convert(CGPoint.zero, to: screen) == CGPoint(x: 997, y: 997))
        #expect(button.frame == CGRect(x: 0, y: 0, width: 0, height: 18))
        var view: View? = button
        while let current = view {
            #expect(current.frame.minX.isFinite && current.frame.width.isFinite && current.frame.height.isFinite)
            view = current.superview
        }
        #expect(screen.hitTest(CGPoint(x: 1, y: 1)) != nil)
    }

    @Test func aZeroWidthContainerPlacesEveryChildAtZeroWidth() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen><view><view layout="flow" id="c" frame="0 0 0 100"><button id="a" title="aaa"/><button id="b" title="bbb"/></view></view></screen>
                """)
        // W = 0: each item is clamped to 0 wide and starts its own line; line 2 is at
        // 18 (a button's height) + 10 (line spacing) = 28.
        #expect(screen.view(withID: "a")?.frame == CGRect(x: 0, y: 0, width: 0, height: 18))
        #expect(screen.view(withID: "b")?.frame == CGRect(x: 0, y: 28, width: 0, height: 18))
    }

    @Test func widthsOfTenToThe300GiveFiniteFrames() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen><view layout="grid" id="g" columns="2" spacing="1e300" cell-height="1e300" width="1e300">
                  <button id="a" title="a" width="1e300"/><button id="b" title="b"/><button id="c" title="c"/>
                </view></screen>
                """)
        for id in ["g", "a", "b", "c"] {
            let frame = try #require(screen.view(withID: id)?.frame)
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite, "\(id): \(frame)")
        }
    }
}
