import Foundation
import Testing

/// `trellis sweep --format json` and `--format html` (Docs/sweeps.md, "Output"), on the
/// screen of SweepCommandTests: a label that truncates below 332 pt wide.
struct SweepOutputTests {
    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: ["price.xml": SweepCommandTests.price])
    }

    @Test func jsonShape() throws {
        let result = try CLIRunner.run(["sweep", "price.xml", "--sizes", "375x667,320x667,iphone-5s", "--format", "json"], in: directory)
        #expect(result.status == 1)
        let message = #"label#price \"abcdefghijklmnopqrstuvwxyzabcd\" draws its text 300 pt wide in 288 pt: it is cut or overlaps what is beside it"#
        // Sizes by width then height: iphone-5s (320x568) 0, 320x667 1, 375x667 2.
        #expect(
            result.stdout == """
                {"screens":[{"file":"price.xml","configurations":[\
                {"size":"iphone-5s","width":320,"height":568,"fontScale":1,"appearance":"light","locale":"base"},\
                {"size":"320x667","width":320,"height":667,"fontScale":1,"appearance":"light","locale":"base"},\
                {"size":"375x667","width":375,"height":667,"fontScale":1,"appearance":"light","locale":"base"}]}],\
                "findings":[{"file":"price.xml","line":2,"column":3,"rule":"truncated","message":"\(message)",\
                "holds":[0,1],"where":"at widths ≤ 320 pt","thresholds":[\
                {"axis":"width","holds":"below","value":332,"searched":[320,375],\
                "at":{"height":667,"fontScale":1,"appearance":"light","locale":"base"},"layouts":7}]}]}

                """)
    }

    @Test func jsonWithoutFindings() throws {
        let result = try CLIRunner.run(["sweep", "price.xml", "--sizes", "400", "--format", "json"], in: directory)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {"screens":[{"file":"price.xml","configurations":[\
                {"size":"400x667","width":400,"height":667,"fontScale":1,"appearance":"light","locale":"base"}]}],"findings":[]}

                """)
    }

    @Test func htmlIsOneSelfContainedPage() throws {
        let result = try CLIRunner.run(
            ["sweep", "price.xml", "--sizes", "320x667,iphone-se", "--appearances", "light,dark", "--format", "html"], in: directory)
        #expect(result.status == 1)
        let html = result.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(html.hasSuffix("</body>\n</html>\n"))
        #expect(html.contains("<p class=\"count\">1 finding in 4 configurations</p>"))
        for forbidden in ["<script", "https://", "<link", "src=", "url(http", "@import"] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        // The only address is the SVG namespace, which names and loads nothing.
        #expect(html.components(separatedBy: "http").count - 1 == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
        #expect(html.components(separatedBy: "<section").count == 2)
        #expect(html.contains("<h2>price.xml:2:3 <span class=\"rule\">[truncated]</span></h2>"))
        #expect(html.contains("<p class=\"where\">in 2 of 4 configurations: at size 320x667</p>"))
        #expect(html.contains("<li>holds below 332 pt wide; searched widths 320 to 375 at height 667, font scale 1, dark, base</li>"))
        // A row per size, a column per appearance: 320x667 holds in both, iphone-se in none.
        #expect(
            html.contains(
                "<tr><th>size</th><th>font scale 1, light, base</th><th>font scale 1, dark, base</th></tr>\n"
                    + "<tr><th>320x667</th><td class=\"holds\">●</td><td class=\"holds\">●</td></tr>\n"
                    + "<tr><th>iphone-se</th><td></td><td></td></tr>\n"))
        // The screen at 320x667, light, with the label (16, 16, 288 × 24: 1.2 × 20 high)
        // outlined in red.
        #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"320\" height=\"667\""))
        #expect(html.contains("<rect x=\"16\" y=\"16\" width=\"288\" height=\"24\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\"/>"))
        #expect(html.contains("<figcaption>at 320x667, font scale 1, light, base</figcaption>"))
        #expect(!html.contains("<?xml"))
    }
}
