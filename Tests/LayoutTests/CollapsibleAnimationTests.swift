import Foundation
import Testing
import Trellis

/// The collapsible's animated flip (Docs/time.md, "Animations"), on the seed's company tags
/// (Examples/company-tags.xml): collapsed, the row is (15, 20, 345, 15) with 沪深港通,
/// 融资融券, 新能源汽车 at x 35, 105, 175 and the toggle (45 × 12) at x 255; expanded it is
/// 55 high (three 15-point lines, 5 apart: 15 + 5 + 15 + 5 + 15), 锂电池 joins the first
/// line at x 255 (50 wide), 储能 starts the second at (0, 20), and the toggle follows
/// 预盈预增 at (200, 40). ease-in-out is 0.5 at the half (125 of 250 ms).
struct CollapsibleAnimationTests {
    private func load(_ change: (String) -> String = { $0 }) throws -> (Screen, CollapsibleView) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let xml = try String(contentsOf: root.appendingPathComponent("Examples/company-tags.xml"), encoding: .utf8)
        let screen = try ScreenLoader.standard.load(xml: change(xml), path: "company-tags.xml")
        screen.clock.autoSettle = false
        screen.layoutIfNeeded()
        return (screen, try #require(screen.view(withID: "tags", as: CollapsibleView.self)))
    }

    private func svg(_ screen: Screen) -> String {
        SVGRenderer().render(screen)
    }

    @Test func expandingMovesWhatIsDrawnWhileTheModelChangesAtOnce() throws {
        let (screen, row) = try load()
        let lithium = row.items[3]
        let storage = row.items[4]
        try screen.tap(text: "展开")
        // The model is expanded at once, with the toggle's new title.
        #expect(row.frame == CGRect(x: 15, y: 20, width: 345, height: 55))
        #expect(row.toggle.title == "收起")
        #expect(row.toggle.frame == CGRect(x: 200, y: 40, width: 45, height: 12))
        #expect(screen.clock.animations.map(\.view) == ["collapsible#tags"])
        #expect(screen.clock.animations.map(\.end) == [250])
        // 0 ms: drawn as before; the items that appear at their new frames at alpha 0.
        #expect(row.presentation.frame == CGRect(x: 15, y: 20, width: 345, height: 15))
        #expect(row.toggle.presentation.frame == CGRect(x: 255, y: 0, width: 45, height: 12))
        #expect(lithium.presentation == ViewPresentation(frame: CGRect(x: 255, y: 0, width: 50, height: 15), alpha: 0))
        // 125 ms, progress 0.5: height 15 + (55 − 15) × 0.5 = 35; the toggle at
        // 255 + (200 − 255) × 0.5 = 227.5, 0 + 40 × 0.5 = 20; the new items at alpha 0.5.
        try screen.clock.advance(by: .milliseconds(125))
        #expect(row.presentation.frame == CGRect(x: 15, y: 20, width: 345, height: 35))
        #expect(row.toggle.presentation.frame == CGRect(x: 227.5, y: 20, width: 45, height: 12))
        #expect(storage.presentation == ViewPresentation(frame: CGRect(x: 0, y: 20, width: 40, height: 15), alpha: 0.5))
        #expect(row.items[0].presentation.frame == row.items[0].frame)
        // 250 ms: the model's.
        try screen.clock.advance(by: .milliseconds(125))
        #expect(screen.clock.animations.isEmpty)
        #expect(row.presentation == ViewPresentation(frame: row.frame, alpha: 1))
        #expect(row.toggle.presentation.frame == CGRect(x: 200, y: 40, width: 45, height: 12))
        #expect(storage.presentation.alpha == 1)
    }

    @Test func aViewBelowThatTheRowPushesMovesWithIt() throws {
        let (screen, _) = try load { $0.replacingOccurrences(of: "</collapsible>", with: "</collapsible>\n  <view id=\"below\" height=\"10\"/>") }
        let below = try #require(screen.view(withID: "below"))
        // Stacked under the row: y 20 + 15 = 35, then 20 + 55 = 75; at 125 ms 35 + 40 × 0.5 = 55.
        #expect(below.frame.minY == 35)
        try screen.tap(text: "展开")
        #expect(below.frame.minY == 75)
        try screen.clock.advance(by: .milliseconds(125))
        #expect(below.presentation.frame == CGRect(x: 15, y: 55, width: 345, height: 10))
    }

    @Test func collapsingFadesTheItemsOutAtTheirOldFramesAndClips() throws {
        let (screen, row) = try load { $0.replacingOccurrences(of: "<collapsible id=\"tags\"", with: "<collapsible id=\"tags\" expanded=\"true\"") }
        let storage = row.items[4]
        try screen.tap(text: "收起")
        #expect(storage.isCollapsed)
        #expect(row.frame.height == 15)
        // 125 ms: 储能 still drawn at its old frame (0, 20, 40, 15) at alpha 1 − 0.5; the
        // row 55 + (15 − 55) × 0.5 = 35 high, clipping its subviews to (15, 20, 345, 35).
        try screen.clock.advance(by: .milliseconds(125))
        #expect(storage.presentation == ViewPresentation(frame: CGRect(x: 0, y: 20, width: 40, height: 15), alpha: 0.5))
        let picture = svg(screen)
        #expect(picture.contains("<clipPath id=\"clip1\">\n    <rect x=\"15\" y=\"20\" width=\"345\" height=\"35\"/>"))
        // 储能 in root coordinates: (15 + 0, 20 + 20) in a group at opacity 0.5.
        #expect(picture.contains("<g opacity=\"0.5\">\n      <rect x=\"15\" y=\"40\" width=\"40\" height=\"15\""))
        #expect(picture.contains(">储能</text>"))
        // Hit-testing reads the model: where 储能 is drawn, the tap reaches the screen.
        #expect(screen.hitTest(CGPoint(x: 35, y: 47)) === screen)
        try screen.clock.advance(by: .milliseconds(125))
        #expect(!svg(screen).contains("储能"))
        #expect(!svg(screen).contains("clipPath"))
    }

    @Test func aSettledFlipDrawsWhatALoadedStateDraws() throws {
        let (tapped, _) = try load()
        try tapped.tap(text: "展开")
        try tapped.clock.settle()
        let (loaded, _) = try load { $0.replacingOccurrences(of: "<collapsible id=\"tags\"", with: "<collapsible id=\"tags\" expanded=\"true\"") }
        #expect(svg(tapped) == svg(loaded))
    }

    @Test func settingExpandedFromCodeOrAZeroDurationDoesNotAnimate() throws {
        let (screen, row) = try load()
        row.isExpanded = true
        screen.layoutIfNeeded()
        #expect(screen.clock.animations.isEmpty)
        #expect(row.presentation.frame.height == 55)
        let (instant, instantRow) = try load {
            $0.replacingOccurrences(of: "<collapsible id=\"tags\"", with: "<collapsible id=\"tags\" animation-duration=\"0ms\"")
        }
        try instant.tap(text: "展开")
        #expect(instant.clock.animations.isEmpty)
        #expect(instantRow.presentation.frame.height == 55)
    }

    @Test func theCurveAndDurationAreAttributes() throws {
        // linear over 1 s: at 250 ms, 15 + 40 × 0.25 = 25.
        let (screen, row) = try load {
            $0.replacingOccurrences(of: "<collapsible id=\"tags\"", with: "<collapsible id=\"tags\" animation-duration=\"1s\" animation-curve=\"linear\"")
        }
        try screen.tap(text: "展开")
        #expect(screen.clock.animations.map(\.end) == [1000])
        try screen.clock.advance(by: .milliseconds(250))
        #expect(row.presentation.frame.height == 25)
        let names = CollapsibleLayout.descriptor.parameters.map(\.name)
        #expect(names.contains("animation-duration") && names.contains("animation-curve"))
    }

    @Test func aBadDurationIsALocatedError() throws {
        let xml = "<screen>\n  <collapsible id=\"tags\" animation-duration=\"250\"/>\n</screen>"
        #expect {
            try ScreenLoader.standard.load(xml: xml, path: "bad.xml")
        } throws: { error in
            "\(error)".contains("bad.xml:2:") && "\(error)".contains("duration '250' has no unit; write 250ms or 250s")
        }
    }
}
