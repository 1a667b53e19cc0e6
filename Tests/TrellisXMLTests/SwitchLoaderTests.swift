import Foundation
import Testing
import TrellisCore
import TrellisXML

/// `<switch>` in XML (Docs/widgets.md, "switch").
struct SwitchLoaderTests {
    let loader = ScreenLoader(registry: .core)

    @Test func loadsOnAndKeepsItsSizeUnderAbsoluteFrames() throws {
        let screen = try loader.load(
            xml: """
                <screen width="200" height="100">
                  <view layout="absolute" height="60">
                    <switch id="wifi" on="true" frame="10 5 100 50" action="toggleWiFi"/>
                  </view>
                </screen>
                """, path: "s.xml")
        let toggle = try #require(screen.view(withID: "wifi") as? Switch)
        screen.layoutIfNeeded()
        #expect(toggle.isOn)
        // The frame's origin (10, 5), the switch's own 51 × 31.
        #expect(toggle.frame == CGRect(x: 10, y: 5, width: 51, height: 31))
    }

    @Test func widthAndHeightAreErrorsAtTheAttribute() throws {
        let xml = """
            <screen>
              <switch width="60" height="40"/>
            </screen>
            """
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: xml, path: "w.xml") }
        #expect(
            error?.diagnostics.map(\.description) == [
                "w.xml:2:11: error: <switch> is always 51 × 31 points (UIKit's); remove 'width'",
                "w.xml:2:22: error: <switch> is always 51 × 31 points (UIKit's); remove 'height'",
            ])
    }

    @Test func aSwitchTakesNoContent() throws {
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: "<screen><switch>on</switch></screen>", path: "c.xml") }
        #expect(error?.diagnostics.count == 1)
    }
}
