import Foundation
import Testing

/// `trellis sweep` end to end (Docs/sweeps.md): sizes change the layout, so these sweep
/// sizes; font scales, appearances and locales are in SweepConfigurationEffectsTests.
///
/// price.xml: a label of 30 ASCII letters at font size 20 is 30 × ½ × 20 = 300 pt wide
/// (test metrics); the screen's padding of 16 leaves the label width − 32. It fits from
/// width 332 (300 = 332 − 32) and is truncated below: at 320 it draws 300 pt in 288.
struct SweepCommandTests {
    let directory: URL

    static let price = """
        <screen width="375" height="667" padding="16">
          <label id="price" text="abcdefghijklmnopqrstuvwxyzabcd" font-size="20"/>
          <button id="buy" title="Buy" height="44"/>
        </screen>
        """
    static let truncated =
        #"price.xml:2:3: warning: [truncated] label#price "abcdefghijklmnopqrstuvwxyzabcd" draws its text 300 pt wide in 288 pt: "#
        + "it is cut or overlaps what is beside it"

    init() throws {
        directory = try CLIRunner.directory(with: [
            "price.xml": Self.price,
            "good.xml": #"<screen width="375" height="667"><button title="OK" height="44"/></screen>"#,
            "bad.xml": "<screen><buton/></screen>",
        ])
    }

    private func sweep(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(["sweep"] + arguments, in: directory)
    }

    @Test func aFindingWithItsWidthThreshold() throws {
        // 320 to 375 at height 667: n = 110 steps of 0.5; the bisection lays out 7 points
        // (55, 27, 13, 20, 23, 25, 24) and ends at point 24, 320 + 12 = 332.
        let result = try sweep(["price.xml", "--sizes", "375x667,320x667"])
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(
            result.stdout == """
                \(Self.truncated) [in 1 of 2 configurations: at size 320x667]
                price.xml:2:3: note: [truncated] holds below 332 pt wide; searched widths 320 to 375 at height 667, font scale 1, light, base
                1 finding in 2 configurations

                """)
    }

    @Test func theOrderWrittenNeverMatters() throws {
        let first = try sweep(["price.xml", "--sizes", "iphone-se,320x667,iphone-5s,phones", "--appearances", "dark,light"])
        let second = try sweep(["price.xml", "--sizes", "phones,iphone-5s,320x667,iphone-se", "--appearances", "light,dark,light"])
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
        // 8 sizes (the seven phones and 320x667) × 2 appearances; it holds at the two
        // sizes 320 wide, in both appearances: one width search per appearance at height 667.
        #expect(
            first.stdout == """
                \(Self.truncated) [in 4 of 16 configurations: at widths ≤ 320 pt]
                price.xml:2:3: note: [truncated] holds below 332 pt wide; searched widths 320 to 375 at height 667, font scale 1, light, base
                price.xml:2:3: note: [truncated] holds below 332 pt wide; searched widths 320 to 375 at height 667, font scale 1, dark, base
                1 finding in 16 configurations

                """)
    }

    @Test func theDefaultIsOneAudit() throws {
        let result = try sweep(["price.xml"])
        #expect(result.status == 0)
        #expect(result.stdout == "no findings in 1 configuration\n")
    }

    @Test func jobsChangeNoByte() throws {
        let arguments = ["price.xml", "good.xml", "--sizes", "phones,tablets,300,330x667", "--font-scales", "1,2", "--appearances", "light,dark"]
        for format in ["text", "json", "html"] {
            let one = try sweep(arguments + ["--format", format, "--jobs", "1"])
            let two = try sweep(arguments + ["--format", format, "--jobs", "2"])
            #expect(one.status == 1)
            #expect(one.stdout == two.stdout, "\(format)")
            #expect(!one.stdout.isEmpty)
        }
    }

    @Test func usageErrorsPrintNothingOnStandardOutput() throws {
        for arguments in [
            ["price.xml", "--sizes", "0x0"], ["price.xml", "--font-scales", "NaN"], ["price.xml", "--jobs", "0"], ["price.xml", "--locales", "en-xa"],
            ["--sizes", "phones"], ["price.xml", "--rule", "truncate"], ["price.xml", "--tap", "#"], ["price.xml", "--format", "xml"],
        ] {
            let result = try sweep(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
        }
        let result = try sweep(["price.xml", "--locales", "en-xa"])
        #expect(
            result.stderr == """
                trellis: error: --locales: 'en-xa' is not a locale: base, en-XA, ar-XB; did you mean 'en-XA'?
                see 'trellis sweep --help'

                """)
    }

    @Test func aScreenWithErrorsIsReportedAndTheOthersSwept() throws {
        let result = try sweep(["bad.xml", "price.xml", "--sizes", "320x667"])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("bad.xml:1:9: error: "))
        #expect(result.stdout == "\(Self.truncated) [in every configuration]\n1 finding in 1 configuration\n")
    }

    @Test func anUnreadableFileWinsOverErrorsAndFindings() throws {
        let result = try sweep(["missing.xml", "bad.xml", "price.xml", "--sizes", "320x667"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("trellis: error: cannot read 'missing.xml'"))
        #expect(result.stdout == "\(Self.truncated) [in every configuration]\n1 finding in 1 configuration\n")
    }

    @Test func aFailedTapIsReportedWithItsConfiguration() throws {
        let result = try sweep(["price.xml", "--sizes", "320x667,iphone-se", "--tap", "#nothing"])
        #expect(result.status == 65)
        #expect(
            result.stderr == """
                price.xml at 320x667, font scale 1, light, base: tap '#nothing' failed: no visible view matches '#nothing'; visible candidates: #price, #buy
                price.xml at iphone-se, font scale 1, light, base: tap '#nothing' failed: no visible view matches '#nothing'; visible candidates: #price, #buy

                """)
        // Neither configuration is audited, so nothing holds and nothing is searched.
        #expect(result.stdout == "no findings in 2 configurations\n")
    }

    @Test func tapsAreMadeInEveryConfiguration() throws {
        let result = try sweep(["price.xml", "--sizes", "320x667,iphone-se", "--tap", "Buy"])
        #expect(result.status == 1)
        #expect(result.stderr == "")
        #expect(
            result.stdout.hasSuffix(
                "holds below 332 pt wide; searched widths 320 to 375 at height 667, font scale 1, light, base\n1 finding in 2 configurations\n"))
    }

    @Test func rulesAndTargetsAsAuditTakesThem() throws {
        // The button is 44 high: a target of 48 finds it in both sizes, and only it with
        // --rule tap-target. 320 − 32 = 288 wide.
        let result = try sweep(["price.xml", "--sizes", "320x667,iphone-se", "--rule", "tap-target", "--min-target", "48"])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                price.xml:3:3: warning: [tap-target] button#buy "Buy" is 288 × 44 pt; tap targets should be at least 48 × 48 [in every configuration]
                1 finding in 2 configurations

                """)
    }
}
