import Foundation
import Testing
import TrellisCore
import TrellisXML

/// `<scroll>` in XML (Docs/widgets.md, "scroll"): its attributes, its content layout and
/// `grow` filling a screen whatever the content.
struct ScrollLoaderTests {
    let loader = ScreenLoader(registry: .core)

    /// A 64-point header, a scroll view with `grow="1"` and a 60-point bar on a 375 × 667
    /// screen: the scroll view takes 667 − 64 − 60 = 543, whatever its content.
    private func productList(rows: Int, offset: String? = nil) throws -> Screen {
        let buttons = (1...rows).map { "<button title=\"Product \($0)\" height=\"44\"/>" }.joined()
        let offsetAttribute = offset.map { " content-offset=\"\($0)\"" } ?? ""
        let screen = try loader.load(
            xml: """
                <screen width="375" height="667">
                  <view id="header" height="64"/>
                  <scroll id="results" grow="1"\(offsetAttribute)>\(buttons)</scroll>
                  <button id="bar" title="Checkout" height="60"/>
                </screen>
                """, path: "p.xml")
        screen.layoutIfNeeded()
        return screen
    }

    @Test func growFillsTheRoomLeftAndTheContentIsMeasuredUnbounded() throws {
        let screen = try productList(rows: 30)
        let scroll = try #require(screen.view(withID: "results") as? ScrollView)
        #expect(scroll.frame == CGRect(x: 0, y: 64, width: 375, height: 543))
        // 30 × 44 = 1320.
        #expect(scroll.contentSize == CGSize(width: 375, height: 1320))
        #expect(scroll.subviews[29].frame == CGRect(x: 0, y: 1276, width: 375, height: 44))
        #expect(screen.view(withID: "bar")?.frame == CGRect(x: 0, y: 607, width: 375, height: 60))
        #expect(scroll.clipsToBounds)
        // Three rows: 132 of content, the scroll view still 543 high and not scrolling.
        let short = try productList(rows: 3)
        let shortScroll = try #require(short.view(withID: "results") as? ScrollView)
        #expect(shortScroll.frame == CGRect(x: 0, y: 64, width: 375, height: 543))
        #expect(shortScroll.maximumContentOffset == .zero)
    }

    @Test func contentOffsetIsClampedOnceLaidOut() throws {
        let screen = try productList(rows: 30, offset: "0 900")
        let scroll = try #require(screen.view(withID: "results") as? ScrollView)
        // 1320 − 543 = 777.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 777))
        let kept = try productList(rows: 30, offset: "0 100")
        #expect((kept.view(withID: "results") as? ScrollView)?.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test func aHorizontalScrollViewStacksAlongX() throws {
        let screen = try loader.load(
            xml: """
                <screen width="300" height="200">
                  <scroll id="strip" axis="horizontal" height="80" paging="true" spacing="10">
                    <button title="A" width="120"/><button title="B" width="120"/><button title="C" width="120"/>
                  </scroll>
                </screen>
                """, path: "h.xml")
        screen.layoutIfNeeded()
        let strip = try #require(screen.view(withID: "strip") as? ScrollView)
        #expect(strip.axis == .horizontal)
        #expect(strip.isPagingEnabled)
        // 3 × 120 + 2 × 10 = 380 wide; across, the bounds' 80.
        #expect(strip.contentSize == CGSize(width: 380, height: 80))
        #expect(strip.subviews[2].frame == CGRect(x: 260, y: 0, width: 120, height: 80))
        #expect(strip.maximumContentOffset == CGPoint(x: 80, y: 0))
    }

    @Test func theDumpsShowTheOffsetAndTheContentSize() throws {
        let screen = try productList(rows: 30, offset: "0 320")
        let scroll = try #require(screen.view(withID: "results"))
        let line = TreePrinter.dump(scroll).split(separator: "\n").first.map(String.init)
        #expect(line == "scroll#results (0, 64, 375, 543) {contentOffset: [0,320], contentSize: [375,1320]}")
        #expect(
            ViewSnapshot(scroll).json.serialized().hasPrefix(
                "{\"type\":\"scroll\",\"id\":\"results\",\"frame\":[0,64,375,543],\"state\":{\"contentOffset\":[0,320],\"contentSize\":[375,1320]}"))
    }

    @Test func badValuesAreReportedAtTheirAttribute() throws {
        let xml = """
            <screen>
              <scroll axis="diagonal" content-offset="-1 0" paging="yes"/>
              <scroll content-offset="10"/>
            </screen>
            """
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: xml, path: "b.xml") }
        #expect(
            error?.diagnostics.map(\.description) == [
                "b.xml:2:11: error: invalid value 'diagonal' for attribute 'axis' of <scroll>: expected one of vertical, horizontal",
                "b.xml:2:27: error: invalid value '-1 0' for attribute 'content-offset' of <scroll>: expected two lengths \"x y\" in points (numbers ≥ 0)",
                "b.xml:2:49: error: invalid value 'yes' for attribute 'paging' of <scroll>: expected true or false",
                "b.xml:3:11: error: invalid value '10' for attribute 'content-offset' of <scroll>: expected two lengths \"x y\" in points (numbers ≥ 0)",
            ])
    }
}
