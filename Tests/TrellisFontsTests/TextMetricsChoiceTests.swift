import Foundation
import Testing
import Trellis

/// Choosing the text metrics: `<screen text-metrics>`, the loader's override, and
/// `font-family` checked against the installed families.
@Suite struct TextMetricsChoiceTests {
    @Test func testMetricsAreTheDefault() throws {
        let screen = try ScreenLoader.standard.load(xml: #"<screen><button title="周一"/></screen>"#)
        #expect(screen.textMeasurer is TestTextMetrics)
    }

    @Test func screenAttributeChoosesTheFontMeasurer() throws {
        let screen = try ScreenLoader.standard.load(xml: #"<screen text-metrics="fonts"><button title="周一"/></screen>"#)
        #expect(screen.textMeasurer is FontTextMeasurer)
    }

    @Test func loaderOverrideWinsOverTheFile() throws {
        let loader = ScreenLoader(registry: .standard, textMetrics: "test")
        let screen = try loader.load(xml: #"<screen text-metrics="fonts"/>"#)
        #expect(screen.textMeasurer is TestTextMetrics)
    }

    @Test func unknownMetricsAreAnErrorListingTheRegisteredOnes() {
        #expect {
            try ScreenLoader.standard.load(xml: #"<screen text-metrics="font"/>"#, path: "m.xml")
        } throws: { error in
            "\(error)".contains("m.xml:1:9: error: unknown text metrics 'font' for <screen>; did you mean 'fonts'? Registered text metrics: test, fonts")
        }
    }

    @Test func fontAttributesAreInheritedOneByOne() throws {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen font-family="DejaVu Sans" font-weight="bold">
                  <view font-size="11"><button id="b" title="x" font-weight="medium"/></view>
                </screen>
                """)
        let button = try #require(screen.view(withID: "b"))
        #expect(button.effectiveFont == Font(size: 11, family: "DejaVu Sans", weight: .medium))
    }

    @Test func badWeightAndEmptyFamilyAreErrors() {
        #expect {
            try ScreenLoader.standard.load(xml: #"<screen><label font-weight="heavy" font-family=" ">x</label></screen>"#, path: "w.xml")
        } throws: { error in
            let text = "\(error)"
            return text.contains("invalid value 'heavy' for attribute 'font-weight' of <label>: expected one of regular, medium, semibold, bold")
                && text.contains("attribute 'font-family' of <label> is empty")
        }
    }

    @Test func anyFamilyIsAcceptedByTheTestMetrics() throws {
        let screen = try ScreenLoader.standard.load(xml: #"<screen><label font-family="No Such Family">x</label></screen>"#)
        #expect(screen.subviews.count == 1)
    }

    @Test(.enabled(if: InstalledFonts.hasDejaVu, InstalledFonts.dejaVuMissing))
    func unresolvableFamilyIsAnErrorNamingCloseFamilies() {
        let xml = """
            <screen text-metrics="fonts">
              <label font-family="DejaVu Snas">x</label>
              <label font-family="DejaVu Sans">y</label>
            </screen>
            """
        #expect {
            try ScreenLoader.standard.load(xml: xml, path: "f.xml")
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("f.xml:2:10: error: font family 'DejaVu Snas' is not installed; close installed families: DejaVu Sans")
                && !text.contains("'DejaVu Sans' is not installed")
        }
    }
}
