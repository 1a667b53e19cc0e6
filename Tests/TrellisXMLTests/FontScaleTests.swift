import Foundation
import Testing
import TrellisCore
import TrellisXML

/// Font scale through the text pipeline (Docs/sweeps.md, "Font scale"), under the test
/// metrics: a cluster advances ½ or 1 × size × scale, a line is 1.2 × size × scale.
struct FontScaleTests {
    let loader = ScreenLoader(registry: .core)

    private func load(_ xml: String, scale: Int) throws -> Screen {
        let screen = try loader.load(xml: xml, path: "s.xml")
        ScreenConfiguration(fontScale: try #require(FontScale(hundredths: scale))).apply(to: screen)
        screen.layoutIfNeeded()
        return screen
    }

    @Test func textSizesScaleAndNothingElseDoes() throws {
        let xml = """
            <screen layout="absolute">
              <label id="mon" text="Mon" font-size="15" frame="0 0 100 100"/>
              <view layout="stack" axis="horizontal" alignment="leading" frame="0 100 375 100">
                <button id="fit" title="OK" padding="4"/>
                <switch id="wifi"/>
                <button id="fixed" title="OK" width="30" height="20"/>
              </view>
            </screen>
            """
        let screen = try load(xml, scale: 200)
        // "Mon" at 15 × 2 = 30: 3 × ½ × 30 = 45 wide, 1.2 × 30 = 36 high.
        #expect(screen.view(withID: "mon")?.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 45, height: 36))
        // "OK" at 15 × 2 = 30: 2 × 15 = 30 by 36; padding 4 is not scaled: 30 + 8 = 38 by
        // 36 + 8 = 44.
        #expect(screen.view(withID: "fit")?.frame.size == CGSize(width: 38, height: 44))
        // A switch keeps 51 × 31; an explicit size keeps 30 × 20.
        #expect(screen.view(withID: "wifi")?.frame.size == CGSize(width: 51, height: 31))
        #expect(screen.view(withID: "fixed")?.frame.size == CGSize(width: 30, height: 20))
    }

    @Test func dynamicTypeFalseKeepsSizesAndIsInherited() throws {
        let xml = """
            <screen layout="stack">
              <view layout="stack" dynamic-type="false">
                <label id="kept" text="Sale"/>
                <label id="again" text="Sale" dynamic-type="true"/>
              </view>
            </screen>
            """
        let screen = try load(xml, scale: 150)
        // Kept: 17 pt, 4 × 8.5 = 34 wide, 1.2 × 17 = 20.4 high.
        #expect(screen.view(withID: "kept")?.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 34, height: 20.4))
        // Scaled again: 17 × 1.5 = 25.5; 4 × 12.75 = 51 wide, 1.2 × 25.5 = 30.6 high.
        let again = try #require(screen.view(withID: "again")?.sizeThatFits(CGSize(width: 1000, height: 1000)))
        #expect(again.width == 51)
        #expect(abs(again.height - 30.6) < 1e-9)
    }

    @Test func reconfiguringTheSameScreenLaysItOutAgain() throws {
        let xml = """
            <screen layout="stack" axis="horizontal">
              <label id="mon" text="Mon" font-size="10"/>
            </screen>
            """
        let screen = try load(xml, scale: 300)
        // 3 × ½ × 30 = 45.
        #expect(screen.view(withID: "mon")?.frame.width == 45)
        ScreenConfiguration().apply(to: screen)
        screen.layoutIfNeeded()
        // Back at 10 pt: 15.
        #expect(screen.view(withID: "mon")?.frame.width == 15)
    }

    @Test func aBadDynamicTypeIsAnErrorAtTheAttribute() throws {
        let error = #expect(throws: ScreenLoadError.self) {
            try loader.load(xml: "<screen>\n  <label text=\"x\" dynamic-type=\"maybe\"/>\n</screen>", path: "d.xml")
        }
        #expect(
            error?.diagnostics.map(\.description) == [
                "d.xml:2:19: error: invalid value 'maybe' for attribute 'dynamic-type' of <label>: expected true or false"
            ])
    }

    @Test func contrastJudgesTheScaledSize() throws {
        // #767676 on white is 4.54:1, #949494 is 3.03:1: regular 14 pt needs 4.5:1, but at
        // 1.3 it is 14 × 1.3 = 18.2 pt, large text, needing 3:1.
        let xml = """
            <screen layout="stack">
              <label id="grey" text="Note" font-size="14" text-color="#949494"/>
            </screen>
            """
        let audit = AccessibilityAudit(rules: [.contrast])
        #expect(
            audit.findings(on: try load(xml, scale: 100)).map(\.message) == [
                "label#grey \"Note\" has contrast 3.03:1 (#949494 on #ffffff); text needs at least 4.5:1"
            ])
        #expect(audit.findings(on: try load(xml, scale: 130)).isEmpty)
    }

    @Test func scalesParseWithExactErrors() {
        #expect((try? FontScale.converting("1.3", for: "--font-scale"))?.hundredths == 130)
        #expect((try? FontScale.converting(".85", for: "--font-scale"))?.attributeText == "0.85")
        #expect((try? FontScale.converting("4", for: "--font-scale"))?.hundredths == 400)
        for bad in ["0", "-1", "1.234", "5", "1e308", "NaN", "0.001", "standard", "", "4.01", "1.", "+1"] {
            let error = #expect(throws: ValueConversionError.self) { try FontScale.converting(bad, for: "--font-scale") }
            #expect(
                error?.message == "--font-scale expects a font scale: a number above 0 and at most 4 with at most two decimals, not '\(bad)'")
        }
    }
}
