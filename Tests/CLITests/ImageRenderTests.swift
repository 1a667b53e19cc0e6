import Foundation
import Testing
import Trellis

/// Drawing images, text fields and switches (Docs/widgets.md, "Drawing images").
struct ImageRenderTests {
    static let screen = """
        <screen width="200" height="200" layout="absolute">
          <image id="fill" src="logo@2x.png" frame="0 0 100 100"/>
          <image id="fit" src="logo@2x.png" frame="100 0 100 100" content-mode="aspect-fit"/>
          <image id="cover" src="logo@2x.png" frame="0 100 100 100" content-mode="aspect-fill" clips-to-bounds="true"/>
          <image id="center" src="icon.svg" frame="100 100 100 100" content-mode="center"/>
        </screen>
        """

    @Test func eachFileIsEmbeddedOnceAndDrawnByItsContentMode() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        try fixture.screen(Self.screen)
        let svg = SVGRenderer().render(try fixture.load())
        let logo = try fixture.bytes("logo@2x.png")
        let symbol =
            ##"<symbol id="image1" viewBox="0 0 120 80" preserveAspectRatio="none">"## + "\n"
            + ##"    <image width="120" height="80" preserveAspectRatio="none" href="data:image/png;base64,"## + Data(logo).base64EncodedString() + "\"/>\n"
            + "  </symbol>"
        #expect(svg.contains(symbol))
        #expect(svg.components(separatedBy: "<symbol ").count == 3)
        // Scale to fill: the frame.
        #expect(svg.contains(##"<use href="#image1" x="0" y="0" width="100" height="100"/>"##))
        // Aspect fit of 60 × 40 points in 100 × 100: × 5/3 = 100 × 66.667 at y 50 - 33.333.
        #expect(svg.contains(##"<use href="#image1" x="100" y="16.667" width="100" height="66.667"/>"##))
        // Aspect fill: × 2.5 = 150 × 100, centred at x 50 - 75 = -25, inside the view's clip.
        #expect(svg.contains(##"<rect x="0" y="100" width="100" height="100"/>"## + "\n  </clipPath>"))
        #expect(svg.contains(##"<use href="#image1" x="-25" y="100" width="150" height="100"/>"##))
        // Center: the SVG's 24 × 16 at (150 - 12, 150 - 8).
        #expect(svg.contains(##"<use href="#image3" x="138" y="142" width="24" height="16"/>"##))
        #expect(svg.contains("data:image/svg+xml;base64,"))
        // No outline around a picture.
        #expect(!svg.contains("#b0b0b0"))
    }

    @Test func thePNGShowsThePixels() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        try fixture.screen(Self.screen)
        let svg = SVGRenderer().render(try fixture.load())
        let png = try PNGImage(png: PNGRasterizer.png(svg: svg, pixelWidth: 200, pixelHeight: 200))
        // logo@2x.png is blue (#3366cc) with a white disc of radius 30 pixels at its centre.
        #expect(png.pixel(x: 50, y: 50) == [255, 255, 255, 255])
        #expect(png.pixel(x: 3, y: 3) == [51, 102, 204, 255])
        // Aspect fit leaves the band above the picture white (y < 16.667).
        #expect(png.pixel(x: 150, y: 8) == [255, 255, 255, 255])
        #expect(png.pixel(x: 103, y: 20) == [51, 102, 204, 255])
        // icon.svg: a yellow disc on green, centred at (150, 150).
        #expect(png.pixel(x: 150, y: 150) == [255, 255, 0, 255])
        #expect(png.pixel(x: 139, y: 143) == [0, 128, 0, 255])
        // Outside the centred 24 × 16: nothing drawn.
        #expect(png.pixel(x: 120, y: 120) == [255, 255, 255, 255])
    }

    @Test func aFileThatWentAwayIsDrawnAsMissing() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        try fixture.screen(#"<screen width="50" height="50" layout="absolute"><image src="photo.jpg" frame="0 0 30 20"/></screen>"#)
        let screen = try fixture.load()
        try FileManager.default.removeItem(atPath: fixture.path("photo.jpg"))
        let svg = SVGRenderer().render(screen)
        #expect(svg.contains("<!-- image not drawn: \(fixture.path("photo.jpg")): no such file -->"))
        #expect(svg.contains(##"<rect x="0" y="0" width="30" height="20" fill="#fde8e8" stroke="#d93025" stroke-width="1"/>"##))
    }

    @Test func textFieldsAndSwitchesAreDrawnInTheirState() throws {
        let screen = try ScreenLoader(registry: .standard).load(
            xml: """
                <screen width="200" height="200" layout="absolute">
                  <text-field placeholder="Email" frame="0 0 100 30"/>
                  <text-field text="Ada" frame="0 40 100 30"/>
                  <text-field text="pw" secure="true" frame="0 80 100 30"/>
                  <switch on="true" frame="0 120 51 31"/>
                  <switch frame="100 120 51 31"/>
                </screen>
                """)
        let svg = SVGRenderer().render(screen)
        // The placeholder in grey, leading; the text in the text colour; bullets.
        #expect(svg.contains(##"<text x="0" y="20.95" font-family="sans-serif" font-size="17" fill="#a3a3a8">Email</text>"##))
        #expect(svg.contains(##"fill="#1f1f1f">Ada</text>"##))
        #expect(svg.contains(">\u{2022}\u{2022}</text>") && !svg.contains(">pw<"))
        // On: a green pill, the knob (radius 13.5) 2 points inside its right end: 51 - 15.5 = 35.5.
        #expect(svg.contains(##"<rect x="0" y="120" width="51" height="31" rx="15.5" fill="#34c759"/>"##))
        #expect(svg.contains(##"<circle cx="35.5" cy="135.5" r="13.5" fill="#ffffff""##))
        // Off: grey with an outline, the knob at its left end: 100 + 15.5.
        #expect(svg.contains(##"<rect x="100" y="120" width="51" height="31" rx="15.5" fill="#e9e9ea" stroke="#c7c7cc" stroke-width="1"/>"##))
        #expect(svg.contains(##"<circle cx="115.5" cy="135.5" r="13.5" fill="#ffffff""##))
    }

    @Test func aControlAtItsFittingHeightKeepsItsGlyphs() throws {
        // A 13-point title in a button 15.6 high (1.2 em): glyphs reach 0.75 em = 9.75 from
        // the line's middle (7.8), so the clip grows by 9.75 - 7.8 = 1.95 above and below.
        let screen = try ScreenLoader(registry: .standard).load(
            xml: """
                <screen width="100" height="100" layout="absolute">
                  <button title="Tags" font-size="13" frame="0 24 60 15.6"/>
                  <button title="Tall" font-size="13" frame="0 50 60 40"/>
                </screen>
                """)
        let svg = SVGRenderer().render(screen)
        #expect(svg.contains(##"<rect x="0" y="22.05" width="60" height="19.5"/>"##))
        // A taller frame holds its glyphs: the clip is the frame.
        #expect(svg.contains(##"<rect x="0" y="50" width="60" height="40"/>"##))
    }
}
