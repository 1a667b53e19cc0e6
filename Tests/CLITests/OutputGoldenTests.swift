import Foundation
import Testing

/// Byte-for-byte goldens of every streamed output over the example screens: `run --format
/// json` (tree, accessibility section, log), the text dump, `render` (SVG) and `audit
/// --format json`. The writers may change how they write; what they write may not.
/// `TRELLIS_RECORD=1` rewrites the files in Tests/OutputGoldens.
struct OutputGoldenTests {
    /// One command over one example: its arguments, run from the repository's root, the
    /// golden file's name, and the exit status it ends with.
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var golden: String
        var status: Int32

        var testDescription: String { golden }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let examples = [
        "checkin", "company-tags", "duplicate-tags", "feedback-grid", "product-list", "sign-in", "weekdays-accessible", "weekdays", "shop/app",
    ]

    /// Every example in the four outputs, then runs whose taps fill the log: a selection,
    /// an animation caught half way (its `presentation`), and an app's navigation.
    static let cases: [Case] =
        examples.flatMap { name -> [Case] in
            let path = "Examples/\(name).xml"
            let stem = name.replacingOccurrences(of: "/", with: "-")
            return [
                Case(arguments: ["run", path, "--format", "json"], golden: "\(stem).run.json", status: 0),
                Case(arguments: ["run", path], golden: "\(stem).run.txt", status: 0),
                Case(arguments: ["render", path], golden: "\(stem).render.svg", status: 0),
                Case(arguments: ["audit", path, "--format", "json"], golden: "\(stem).audit.json", status: auditStatus[name] ?? 0),
            ]
        } + [
            Case(arguments: ["run", "Examples/weekdays.xml", "--tap", "周一", "--tap", "周三", "--format", "json"], golden: "weekdays-taps.run.json", status: 0),
            Case(arguments: ["run", "Examples/weekdays.xml", "--tap", "周一", "--tap", "周三"], golden: "weekdays-taps.run.txt", status: 0),
            Case(
                arguments: ["run", "Examples/company-tags.xml", "--no-settle", "--tap", "展开", "--advance", "125ms", "--format", "json"],
                golden: "company-tags-half-open.run.json", status: 0),
            Case(
                arguments: ["render", "Examples/company-tags.xml", "--no-settle", "--tap", "展开", "--advance", "125ms"],
                golden: "company-tags-half-open.render.svg", status: 0),
            Case(arguments: ["run", "Examples/shop/app.xml", "--tap", "#item-1", "--format", "json"], golden: "shop-app-taps.run.json", status: 0),
        ]

    /// The audits that find something exit 1 (Docs/cli.md); the rest 0.
    static let auditStatus: [String: Int32] = ["company-tags": 1, "duplicate-tags": 1, "weekdays": 1]

    @Test(arguments: cases)
    func outputIsUnchanged(_ example: Case) throws {
        let result = try CLIRunner.run(example.arguments, in: Self.root)
        #expect(result.status == example.status, "\(result.stderr)")
        try GoldenText.expect(result.stdout, matches: Self.root.appendingPathComponent("Tests/OutputGoldens/\(example.golden)"), what: example.golden)
    }
}
