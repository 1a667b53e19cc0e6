import Foundation
import Testing

/// `trellis run --text-metrics test|fonts`.
struct TextMetricsOptionTests {
    static let screen = """
        <screen text-metrics="fonts" width="200">
          <label id="l" font-size="10">Mon 周一</label>
        </screen>
        """
    static let unknownFamily = """
        <screen>
          <label font-family="No Such Family Anywhere">x</label>
        </screen>
        """

    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: ["fonts.xml": Self.screen, "family.xml": Self.unknownFamily])
    }

    @Test func unknownMetricsAreAUsageError() throws {
        let result = try CLIRunner.run(["run", "fonts.xml", "--text-metrics", "font"], in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("error: --text-metrics must be test or fonts, not 'font'; did you mean 'fonts'?"))
    }

    @Test func testOverridesTheFilesChoice() throws {
        // "Mon 周一" at 10 points: 4 × 5 + 2 × 10 = 40 wide, 12 high.
        let result = try CLIRunner.run(["run", "fonts.xml", "--text-metrics", "test"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#"label#l "Mon 周一" (0, 0, 200, 12)"#), "\(result.stdout)")
    }

    @Test func anUnresolvableFamilyIsAFileErrorUnderRealFonts() throws {
        let result = try CLIRunner.run(["run", "family.xml", "--text-metrics", "fonts"], in: directory)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("family.xml:2:10: error: font family 'No Such Family Anywhere' is not installed"), "\(result.stderr)")
        let underTest = try CLIRunner.run(["run", "family.xml"], in: directory)
        #expect(underTest.status == 0, "the test metrics accept any family: \(underTest.stderr)")
    }
}
