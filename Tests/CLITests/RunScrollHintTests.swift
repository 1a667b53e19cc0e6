import Foundation
import Testing

/// `trellis run --tap` on a row scrolled out of view says what the command line can do
/// (Docs/widgets.md, "scroll", visible): it has no way to scroll.
struct RunScrollHintTests {
    static let list = """
        <screen width="200" height="300">
          <scroll id="results" height="100">
        \((0..<10).map { "    <button id=\"p\($0)\" title=\"Product \($0)\" height=\"50\"/>" }.joined(separator: "\n"))
          </scroll>
        </screen>
        """

    @Test func aTapOnARowScrolledOutOfViewSuggestsAContentOffset() throws {
        let directory = try CLIRunner.directory(with: ["list.xml": Self.list])
        let result = try CLIRunner.run(["run", "list.xml", "--tap", "#p5"], in: directory)
        #expect(result.status == 1)
        // Row 5 at y 5 × 50 = 250; its bottom 300 meets the viewport's bottom at 300 − 100 = 200.
        #expect(
            result.stderr == """
                trellis: error: no visible view matches '#p5'; scroll#results: '#p5' is at y 250 in content 0–500, visible 0–100; \
                give scroll#results content-offset="0 200" in the screen, or reveal it with a flow's scrollUntilVisible

                """)
    }
}
