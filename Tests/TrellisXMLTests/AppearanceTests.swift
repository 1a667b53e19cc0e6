import Foundation
import Testing
import TrellisCore
import TrellisXML

/// `light-dark(L, D)` and the dark appearance (Docs/sweeps.md, "Appearances").
struct AppearanceTests {
    let loader = ScreenLoader(registry: .core)

    private func contrastMessages(_ xml: String, appearance: Appearance) throws -> [String] {
        let screen = try loader.load(xml: xml, path: "s.xml")
        ScreenConfiguration(appearance: appearance).apply(to: screen)
        return AccessibilityAudit(rules: [.contrast]).findings(on: screen).map(\.message)
    }

    @Test func contrastCompositesOverTheAppearancesPage() throws {
        let xml = """
            <screen layout="stack">
              <label id="veil" text="Veil" text-color="#ffffff" background="#ffffff80"/>
            </screen>
            """
        // Dark: #ffffff80 over black is 128/255 of white, #808080 (luminance 0.2159):
        // (1 + 0.05) / (0.2159 + 0.05) = 3.949, printed truncated as 3.94.
        #expect(
            try contrastMessages(xml, appearance: .dark) == [
                "label#veil \"Veil\" has contrast 3.94:1 (#ffffff on #808080); text needs at least 4.5:1"
            ])
        // Light: over white it stays white: 1.00:1.
        #expect(
            try contrastMessages(xml, appearance: .light) == [
                "label#veil \"Veil\" has contrast 1.00:1 (#ffffff on #ffffff); text needs at least 4.5:1"
            ])
    }

    @Test func defaultTextFollowsTheAppearanceAndPairsPickTheirSide() throws {
        let xml = """
            <screen layout="stack">
              <view layout="stack" background="#ffffff">
                <label id="card" text="Card"/>
              </view>
              <label id="pair" text="Pair" text-color="light-dark(#000000, #ffffff)" background="light-dark(white,   black)"/>
            </screen>
            """
        // Default text is white in dark: on a fixed white card, 1.00:1.
        #expect(
            try contrastMessages(xml, appearance: .dark) == [
                "label#card \"Card\" has contrast 1.00:1 (#ffffff on #ffffff); text needs at least 4.5:1"
            ])
        #expect(try contrastMessages(xml, appearance: .light).isEmpty)
        let pair = try #require(try loader.load(xml: xml, path: "s.xml").view(withID: "pair")?.backgroundColor)
        #expect(pair.attributeText == "light-dark(white,   black)")
        #expect(pair.resolved(for: .light).rgbHex == "#ffffff")
        #expect(pair.resolved(for: .light).attributeText == "white")
        #expect(pair.resolved(for: .dark).rgbHex == "#000000")
    }

    @Test func badPairsAreErrorsAtTheAttribute() throws {
        let expected =
            "expected a colour pair light-dark(L, D): two colours (#rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name) "
            + "separated by a comma and optional spaces"
        for value in [
            "light-dark(#fff)", "light-dark(#fff, #000, red)", "light-dark(#fff, #00)", "light-dark(light-dark(#fff, #000), red)",
            "Light-Dark(#fff, #000)", "light-dark(#fff, #000", "light-dark( #fff, #000)", "light-dark(#fff,#000) ",
        ] {
            let xml = "<screen>\n  <label background=\"\(value)\"/>\n</screen>"
            let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: xml, path: "c.xml") }
            #expect(
                error?.diagnostics.map(\.description) == [
                    "c.xml:2:10: error: invalid value '\(value)' for attribute 'background' of <label>: \(expected)"
                ])
        }
        // No space after the comma is allowed.
        #expect(
            try loader.load(xml: "<screen><label id=\"a\" border-color=\"light-dark(red,blue)\"/></screen>", path: "c.xml")
                .view(withID: "a")?.borderColor?.dark?.rgbHex == "#0000ff")
    }
}
