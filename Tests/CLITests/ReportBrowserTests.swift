import Foundation
import Testing
import Trellis

/// The HTML report in a real browser: headless Chromium loads the index and a failing
/// flow's page from `file://` without console errors, shows the counts, and draws the
/// step pictures (Docs/flows.md, "The HTML report"). `.ci/run` installs Debian's
/// `chromium`; where none can run, the tests are skipped saying so.
@Suite(
    .enabled(if: HeadlessChromium.executable != nil, "no chromium to run: install Debian's 'chromium' (as .ci/run does) to check the HTML report in a browser"))
struct ReportBrowserTests {
    let fixture: ReportFixture

    init() throws {
        fixture = try ReportFixture()
        _ = try CLIRunner.run(["test", "flows", "--html", "report"], in: fixture.directory)
    }

    @Test func theIndexLoadsWithoutConsoleErrorsAndShowsTheCounts() throws {
        let index = fixture.directory.appendingPathComponent("report/index.html")
        let run = try HeadlessChromium.run(["--enable-logging=stderr", "--v=0", "--dump-dom", index.absoluteString])
        #expect(run.status == 0)
        #expect(!run.stderr.contains(":CONSOLE"), "console messages: \(run.stderr)")
        #expect(run.stdout.contains(#"<span class="failed" id="failed-count">3 failed</span>"#))
        #expect(run.stdout.contains(#"<span class="passed" id="passed-count">1 passed</span>"#))
        #expect(run.stdout.contains(#"<a href="./flows/flows_miss.html#failure">taps then a miss</a>"#))
    }

    @Test func aFailingFlowsPageShowsItsPictures() throws {
        let page = fixture.directory.appendingPathComponent("report/flows/flows_miss.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        // Every picture the page names is a file of its own, named by its content. The
        // failure shows the failing step's picture first, then come the cards: steps 1
        // and 2 share one (step 2, an assertion, leaves the screen as step 1 left it),
        // then step 3's and step 4's.
        let sources = html.components(separatedBy: "src=\"./").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        try #require(sources.count == 4)
        #expect(sources.allSatisfy { $0.count == 20 && $0.hasSuffix(".svg") && fixture.exists("report/flows/" + $0) })
        #expect(sources[0] == sources[3])
        #expect(Set(sources[1...]).count == 3)
        let shot = fixture.directory.appendingPathComponent("page.png")
        let run = try HeadlessChromium.run(["--enable-logging=stderr", "--v=0", "--window-size=1000,1200", "--screenshot=\(shot.path)", page.absoluteString])
        #expect(run.status == 0)
        #expect(!run.stderr.contains(":CONSOLE"), "console messages: \(run.stderr)")
        let image = try PNGImage(png: try Data(contentsOf: shot))
        #expect(image.width == 1000 && image.height == 1200)
        // The tap marks exist only in the step pictures: orange (#ff6d00) for a tap, red
        // (#e53935) for the missed one. Seeing both means the browser drew the SVG files.
        var tap = 0
        var missed = 0
        image.pixels.withUnsafeBufferPointer { bytes in
            for start in stride(from: 0, to: bytes.count - 3, by: 4) {
                let (red, green, blue) = (Int(bytes[start]), Int(bytes[start + 1]), Int(bytes[start + 2]))
                if Self.near(red, green, blue, 255, 109, 0) { tap += 1 }
                if Self.near(red, green, blue, 229, 57, 53) { missed += 1 }
            }
        }
        #expect(tap > 20, "orange tap-mark pixels: \(tap)")
        #expect(missed > 20, "red missed-tap pixels: \(missed)")
    }

    /// Whether a pixel is within 12 of a colour in each channel.
    private static func near(_ red: Int, _ green: Int, _ blue: Int, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(red - r) <= 12 && abs(green - g) <= 12 && abs(blue - b) <= 12
    }
}

/// Runs Chromium headless, as CI can: no sandbox (CI runs as root), no GPU.
enum HeadlessChromium {
    /// The first of Debian's `chromium` and the usual other names that is installed.
    static let executable: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs the browser with `arguments` after the headless ones, in a fresh profile.
    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? "chromium")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile.path)"] + arguments
        let result = try CLIRunner.collect(process, in: nil)
        return (result.status, result.stdout, result.stderr)
    }
}
