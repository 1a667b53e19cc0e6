import Foundation
import Testing
import Trellis

/// The style attributes (Docs/screen-xml.md, "Style attributes") are drawn by
/// `trellis render` and change no frame.
struct StyleRenderTests {
    static let styled = """
        <screen width="200" height="100" layout="stack">
          <button id="tag" title="New" background="tomato" text-color="#fff" border-color="#00000080"
                  border-width="2" corner-radius="12" padding="4 10"/>
          <label id="name" text="Ada" width="200" text-alignment="trailing" text-color="navy"/>
          <button id="left" title="Go" width="100" text-alignment="leading" padding="0 6"/>
        </screen>
        """

    static func load(_ xml: String) throws -> Screen {
        let screen = try ScreenLoader(registry: .standard).load(xml: xml)
        screen.layoutIfNeeded()
        return screen
    }

    @Test func styleChangesNoFrame() throws {
        let styled = try Self.load(Self.styled)
        let plain = try Self.load(
            Self.styled.replacingOccurrences(
                of: #" (background|text-color|border-color|border-width|corner-radius|text-alignment)="[^"]*""#,
                with: "", options: .regularExpression))
        let frames = { (screen: Screen) in ["tag", "name", "left"].map { screen.view(withID: $0)?.frame } }
        #expect(frames(styled) == frames(plain))
        // The button: "New" is 3 × 7.5 = 22.5 wide under the test metrics at 15 points,
        // + 2 × 10 padding = 42.5, stretched to the stack's 200; 15 × 1.2 = 18 + 2 × 4 = 26 tall.
        #expect(styled.view(withID: "tag")?.frame == CGRect(x: 0, y: 0, width: 200, height: 26))
        #expect(styled.view(withID: "tag")?.borderWidth == 2)
        #expect(styled.view(withID: "tag")?.cornerRadius == 12)
        #expect(styled.view(withID: "name")?.effectiveTextAlignment == .trailing)
        #expect(styled.view(withID: "left")?.effectiveTextAlignment == .leading)
        #expect(Button().effectiveTextAlignment == .center && Label().effectiveTextAlignment == .leading)
    }

    @Test func aRoundedBorderedColouredTagIsDrawn() throws {
        let svg = SVGRenderer().render(try Self.load(Self.styled))
        // The fill spans the frame with its corners rounded (12 ≤ 26 / 2); the 2-point
        // border is centred on the frame inset by 1: (1, 1, 198, 24), radius 12 - 1 = 11.
        #expect(svg.contains(##"<rect x="0" y="0" width="200" height="26" rx="12" fill="#ff6347"/>"##))
        #expect(svg.contains(##"<rect x="1" y="1" width="198" height="24" rx="11" fill="none" stroke="#000000" stroke-width="2" stroke-opacity="0.502"/>"##))
        // The title in white, centred: x = 100; it fits well inside the rounded frame, so
        // no clip of the frame is drawn (TextClipRenderTests has titles that need one).
        #expect(svg.contains(##"fill="#ffffff" text-anchor="middle">New</text>"##))
        #expect(!svg.contains(##"<rect x="0" y="0" width="200" height="26" rx="12"/>"##))
    }

    @Test func textSitsWhereItsAlignmentSays() throws {
        let svg = SVGRenderer().render(try Self.load(Self.styled))
        // The label's trailing edge is x = 200 (no padding), in navy.
        #expect(svg.contains(##"<text x="200" y=""##))
        #expect(svg.contains(##"fill="#000080" text-anchor="end">Ada</text>"##))
        // The leading button's title starts after its 6-point padding.
        #expect(svg.contains(##"<text x="6" "##) && svg.contains(##"fill="#1f1f1f">Go</text>"##))
    }

    @Test func rightToLeftResolvesLeadingAndTrailing() throws {
        let svg = SVGRenderer().render(
            try Self.load(
                """
                <screen width="100" height="100" direction="rtl">
                  <label text="a" width="100"/>
                  <label text="b" width="100" text-alignment="trailing"/>
                </screen>
                """))
        #expect(svg.contains(##"<text x="100" "##) && svg.contains(##"text-anchor="end">a</text>"##))
        #expect(svg.contains(##"fill="#1f1f1f">b</text>"##))
    }

    @Test func badStyleValuesAreErrorsAtTheirAttributes() throws {
        let directory = try CLIRunner.directory(with: [
            "s.xml": """
            <screen>
              <label text="a" text-color="Navy" text-alignment="middle"/>
              <view corner-radius="-1" border-color="#12"/>
              <view text-color="red"/>
            </screen>
            """
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["validate", "s.xml"], in: directory)
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "s.xml:2:19: error: invalid value 'Navy' for attribute 'text-color' of <label>: expected a CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name; did you mean 'navy'?"
            ))
        #expect(
            result.stderr.contains(
                "s.xml:2:37: error: invalid value 'middle' for attribute 'text-alignment' of <label>: expected one of leading, center, trailing"))
        #expect(
            result.stderr.contains("s.xml:3:9: error: invalid value '-1' for attribute 'corner-radius' of <view>: expected a length in points (a number ≥ 0)"))
        #expect(
            result.stderr.contains(
                "s.xml:3:28: error: invalid value '#12' for attribute 'border-color' of <view>: expected a CSS colour: #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name\n"
            ))
        #expect(
            result.stderr.contains("s.xml:4:9: error: unknown attribute 'text-color' for <view>; 'text-color' is an attribute of <label>, <button>, <item>"))
    }

    @Test func pngOfAStyledScreen() throws {
        let directory = try CLIRunner.directory(with: ["s.xml": Self.styled])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["render", "s.xml", "-o", "out.png", "--scale", "2"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let data = try Data(contentsOf: directory.appendingPathComponent("out.png"))
        let size = try #require(RenderPNGTests.pngSize(data))
        #expect(size.width == 400 && size.height == 200)
    }
}
