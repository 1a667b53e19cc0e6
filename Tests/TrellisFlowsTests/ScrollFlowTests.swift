import Foundation
import Testing
import Trellis

/// The flow commands of scroll views (Docs/widgets.md, "Flow commands for scroll views"):
/// `scroll`, `scrollUntilVisible` and `swipe`, on 20 rows of 60 points in a 400-point
/// viewport at y 100 (content 1200, offsets 0…800).
struct ScrollFlowTests {
    static let screen = """
        <screen width="375" height="667">
          <view id="header" height="100"/>
          <scroll id="results" height="400">
        \((0..<20).map { "    <button id=\"p\($0)\" title=\"Product \($0)\" height=\"60\"/>" }.joined(separator: "\n"))
          </scroll>
          <view id="panel" height="50">
            <button id="far" title="Far" frame="0 100 50 20"/>
          </view>
          <button id="hiddenRow" title="Gone" hidden="true"/>
        </screen>
        """

    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture(["list.xml": ScrollFlowTests.screen])
    }

    private func run(_ steps: String) throws -> FlowResult {
        let name = "list-\(UUID().uuidString).yaml"
        try fixture.write(name, "screen: list.xml\n---\n" + steps + "\n")
        return try fixture.run(name)
    }

    @Test func scrollUntilVisibleThenTap() throws {
        let result = try run(
            """
            - scrollUntilVisible: Product 9
            - assertState: {id: results, contentOffset: [0, 200], contentSize: [375, 1200]}
            - tapOn: Product 9
            - scrollUntilVisible: {element: {id: p19}, within: {id: results}}
            - assertState: {id: results, contentOffset: [0, 800]}
            - scroll: {id: results, to: [0, 5000]}
            - assertState: {id: results, contentOffset: [0, 800]}
            - scroll: {id: results, to: [0, 120]}
            - assertState: {id: results, contentOffset: [0, 120]}
            - swipe: {from: {point: "100,450"}, to: {point: "100,150"}}
            - assertState: {id: results, contentOffset: [0, 420]}
            """)
        expectFlowPasses(result)
    }

    @Test func aTapOnARowScrolledOutOfViewNamesTheScrollView() throws {
        let result = try run("- tapOn: Product 9")
        #expect(
            result.failure?.message
                == "no visible view matches 'Product 9'; scroll#results: 'Product 9' is at y 540 in content 0–1200, visible 0–400; scrollUntilVisible first (content offset y 200 shows it)"
        )
    }

    @Test func scrollUntilVisibleSaysWhyItCannot() throws {
        let clipped = try run("- scrollUntilVisible: Far")
        let file = fixture.path("list.xml")
        #expect(
            clipped.failure?.message
                == "cannot scroll to 'Far': button#far \"Far\" (\(file):26:5) lies outside the bounds of view#panel (\(file):25:3), which is not a scroll view")
        let hidden = try run("- scrollUntilVisible: {id: hiddenRow}")
        #expect(hidden.failure?.message == "cannot scroll to '#hiddenRow': button#hiddenRow \"Gone\" (\(file):28:3) is hidden")
        let none = try run("- scrollUntilVisible: Product 99")
        #expect(none.failure?.message == "cannot scroll to 'Product 99': no view matches 'Product 99'; did you mean 'Product 9'?")
        let notScroll = try run("- scroll: {id: header, to: [0, 10]}")
        #expect(notScroll.failure?.message == "view#header (\(file):2:3) is not a scroll view")
    }

    @Test func badArgumentsAreReportedAtLoad() throws {
        let errors = try fixture.errors(
            content: """
                screen: list.xml
                ---
                - scroll: {id: results, to: [0]}
                - scroll: {id: results}
                - scrollUntilVisible: /Product .*/
                - scrollUntilVisible: {element: Product 1, within: {text: results}}
                - scrollUntilVisible: {text: Product 1, index: 2}
                - scroll: {id: results, to: [0, -5]}
                """)
        #expect(
            errors == [
                "3:29: scroll's 'to' is [x, y] in points, found a list of 1",
                "4:11: scroll needs 'to'",
                "5:23: scrollUntilVisible finds a view by one exact text, id or label, not a regular expression or several at once",
                "6:52: scrollUntilVisible's 'within' names a view by id only: {id: …}",
                "7:23: scrollUntilVisible finds a view by one text, id or label, not by a point, an index or a relation (which need it on screen)",
                "8:33: scroll's y expects a length in points (a number ≥ 0), not '-5'",
            ])
    }
}
