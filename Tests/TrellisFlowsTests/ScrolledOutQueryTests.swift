import Foundation
import Testing
import Trellis

/// Failed queries on views scrolled out of view, and `scrollUntilVisible`'s failures
/// (Docs/widgets.md, "scroll", visible; "Flow commands for scroll views"): 20 rows of 60
/// points (ids p0…p19, labels "Item 0"…) in a 400-point viewport at y 0 (content 1200),
/// then a second scroll view holding "Fits".
struct ScrolledOutQueryTests {
    static let screen = """
        <screen width="375" height="667">
          <scroll id="results" height="400">
        \((0..<20).map { "    <button id=\"p\($0)\" title=\"Product \($0)\" accessibility-label=\"Item \($0)\" height=\"60\"/>" }.joined(separator: "\n"))
          </scroll>
          <scroll id="other" height="100">
            <button id="fits" title="Fits" height="40"/>
          </scroll>
          <button id="a" title="A"/>
        </screen>
        """

    /// Row 9 lies at y 9 × 60 = 540; its bottom 600 meets the viewport's bottom at
    /// offset 600 − 400 = 200.
    static func scrolledOut(_ name: String) -> String {
        "scroll#results: \(name) is at y 540 in content 0–1200, visible 0–400; scrollUntilVisible first (content offset y 200 shows it)"
    }

    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture(["rows.xml": ScrolledOutQueryTests.screen])
    }

    private func run(_ steps: String) throws -> FlowResult {
        let name = "rows-\(UUID().uuidString).yaml"
        try fixture.write(name, "screen: rows.xml\n---\n" + steps + "\n")
        return try fixture.run(name)
    }

    private func failure(_ step: String) throws -> (message: String?, line: Int?, column: Int?) {
        let failure = try run("- assertVisible: Product 0\n" + step).failure
        return (failure?.message, failure?.location.line, failure?.location.column)
    }

    @Test(arguments: [
        ("- tapOn: {id: p9}", "no visible view matches '#p9'; " + scrolledOut("'#p9'")),
        ("- tapOn: {label: Item 9}", "no visible view matches 'label:Item 9'; " + scrolledOut("'label:Item 9'")),
        ("- longPressOn: {id: p9}", "no visible view matches '#p9'; " + scrolledOut("'#p9'")),
        ("- assertVisible: {label: Item 9}", "expected a visible view matching label:Item 9, found none; " + scrolledOut("'label:Item 9'")),
        (
            "- tapOn: {type: button, text: Product 9, within: {id: results}}",
            "no visible view matches 'Product 9' type button within '#results'; " + scrolledOut("'Product 9' type button within '#results'")
        ),
    ])
    func everyQueryKindNamesTheScrollView(step: String, message: String) throws {
        let found = try failure(step)
        #expect(found.message == message)
        #expect(found.line == 4)
        #expect(found.column == 3)
    }

    @Test func aWithinThatHoldsNoMatchDoesNotPointAtAViewOutsideIt() throws {
        // Row 9 is in scroll#results, not in scroll#other: no scroll hint, the nearest ids.
        let found = try failure("- tapOn: {id: p9, within: {id: other}}")
        #expect(found.message?.hasPrefix("no visible view matches '#p9' within '#other'; visible candidates: ") == true)
        #expect(found.message?.contains("scroll#results:") == false)
        #expect(found.line == 4)
    }

    @Test func scrollUntilVisibleWithinSaysWhereTheViewIsNot() throws {
        let file = fixture.path("rows.xml")
        let elsewhere = try failure("- scrollUntilVisible: {element: Fits, within: {id: results}}")
        #expect(elsewhere.message == "cannot scroll to 'Fits': 'Fits' is not inside scroll#results (\(file):2:3)")
        #expect(elsewhere.line == 4)
        #expect(elsewhere.column == 3)
        let notScroll = try failure("- scrollUntilVisible: {element: Fits, within: {id: a}}")
        #expect(notScroll.message == "button#a \"A\" (\(file):27:3) is not a scroll view")
        #expect(notScroll.line == 4)
    }

    @Test func scrollUntilVisibleSuggestsTheNearestName() throws {
        let typo = try failure("- scrollUntilVisible: {id: resuts}")
        #expect(typo.message == "cannot scroll to '#resuts': no view matches '#resuts'; did you mean 'results'?")
        #expect(typo.line == 4)
        #expect(typo.column == 3)
        let label = try failure("- scrollUntilVisible: {label: Itme 9}")
        #expect(label.message == "cannot scroll to 'label:Itme 9': no view matches 'label:Itme 9'; did you mean 'Item 9'?")
    }
}
