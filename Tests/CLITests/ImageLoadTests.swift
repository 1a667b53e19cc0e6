import Foundation
import Testing
import Trellis

/// `<image>` at load (Docs/widgets.md, "image"): sizes from headers and scale, and every
/// bad `src` an error at the attribute.
struct ImageLoadTests {
    static let expected = "expected a PNG, JPEG or SVG file, relative to the screen file's folder"

    @Test func sizesComeFromTheHeadersAndTheScale() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        try fixture.screen(
            """
            <screen width="300" height="400" layout="stack" alignment="leading">
              <image id="logo" src="logo@2x.png"/>
              <image id="photo" src="photo.jpg" content-mode="aspect-fit"/>
              <image id="icon" src="icon.svg"/>
              <image id="banner" src="banner.svg"/>
              <image id="empty"/>
            </screen>
            """)
        let screen = try fixture.load()
        let frame = { (id: String) in screen.view(withID: id)?.frame }
        // logo@2x.png: 120 × 80 pixels ÷ 2 = 60 × 40 points.
        #expect(frame("logo") == CGRect(x: 0, y: 0, width: 60, height: 40))
        // photo.jpg: 30 × 20 pixels at scale 1, below the logo (y 40).
        #expect(frame("photo") == CGRect(x: 0, y: 40, width: 30, height: 20))
        // icon.svg: width="24" height="16"; at y 40 + 20 = 60.
        #expect(frame("icon") == CGRect(x: 0, y: 60, width: 24, height: 16))
        // banner.svg: no width or height, viewBox 0 0 40 10; at y 60 + 16 = 76.
        #expect(frame("banner") == CGRect(x: 0, y: 76, width: 40, height: 10))
        // No src: (0, 0) at y 86.
        #expect(frame("empty") == CGRect(x: 0, y: 86, width: 0, height: 0))
        let logo = try #require(screen.view(withID: "logo") as? ImageView)
        #expect(logo.image == Image(path: fixture.path("logo@2x.png"), format: .png, pixelSize: CGSize(width: 120, height: 80), scale: 2))
        #expect(logo.source == "logo@2x.png")
        #expect((screen.view(withID: "photo") as? ImageView)?.contentMode == .scaleAspectFit)
        #expect((screen.view(withID: "photo") as? ImageView)?.image?.format == .jpeg)
        #expect((screen.view(withID: "icon") as? ImageView)?.image?.format == .svg)
    }

    @Test func svgSizesInAbsoluteUnitsAreCSSUserUnits() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        try fixture.write("inch.svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="1in" height="0.5in"/>"#.utf8))
        try fixture.write("percent.svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="50%" viewBox="0 0 8 6"/>"#.utf8))
        try fixture.screen(#"<screen layout="stack" alignment="leading"><image id="inch" src="inch.svg"/><image id="percent" src="percent.svg"/></screen>"#)
        let screen = try fixture.load()
        // 1 in × 0.5 in at 96 user units an inch: 96 × 48.
        #expect(screen.view(withID: "inch")?.frame.size == CGSize(width: 96, height: 48))
        // Percentages are no size: the viewBox's 8 × 6.
        #expect(screen.view(withID: "percent")?.frame.size == CGSize(width: 8, height: 6))
    }

    @Test func everyBadSourceIsAnErrorAtTheAttribute() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        let png = try fixture.bytes("logo@2x.png")
        let jpeg = try fixture.bytes("photo.jpg")
        try fixture.write("short.png", Array(png.prefix(20)))
        try fixture.write("short.jpg", Array(jpeg.prefix(100)))
        try fixture.write("text.png", Array("hello\n".utf8))
        try fixture.write("empty.png", [])
        try fixture.write("nosize.svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8))
        try fixture.write("zero.svg", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="10"/>"#.utf8))
        var corrupt = png
        corrupt[16] = 0xFF  // the IHDR's width no longer matches its CRC
        try fixture.write("corrupt.png", corrupt)
        try FileManager.default.createDirectory(atPath: fixture.path("folder.png"), withIntermediateDirectories: false)
        try fixture.screen(
            """
            <screen>
              <image src="missing.png"/>
              <image src="folder.png"/>
              <image src="/dev/null"/>
              <image src="short.png"/>
              <image src="short.jpg"/>
              <image src="text.png"/>
              <image src="empty.png"/>
              <image src="huge.png"/>
              <image src="nosize.svg"/>
              <image   src="zero.svg"/>
              <image src=""/>
              <image src="corrupt.png"/>
            </screen>
            """)
        let file = fixture.path("screen.xml")
        let errors = fixture.errors()
        let line = { (number: Int, column: Int, value: String, reason: String) in
            "\(file):\(number):\(column): error: invalid value '\(value)' for attribute 'src' of <image>: \(Self.expected); \(reason)"
        }
        let expected = [
            line(2, 10, "missing.png", "\(fixture.path("missing.png")): no such file"),
            line(3, 10, "folder.png", "\(fixture.path("folder.png")): it is a directory"),
            line(4, 10, "/dev/null", "/dev/null: it is a character device, not a regular file"),
            line(5, 10, "short.png", "\(fixture.path("short.png")): the PNG file ends before its header does (truncated)"),
            line(6, 10, "short.jpg", "\(fixture.path("short.jpg")): the JPEG file ends before its header does (truncated)"),
            line(7, 10, "text.png", "\(fixture.path("text.png")): it is not a PNG, JPEG or SVG image"),
            line(8, 10, "empty.png", "\(fixture.path("empty.png")): it is empty, not an image"),
            line(
                9, 10, "huge.png",
                "\(fixture.path("huge.png")): the image is 20000 × 10000 pixels, more than the 100,000,000-pixel limit for images (Image.maximumPixelCount)"),
            line(10, 10, "nosize.svg", "\(fixture.path("nosize.svg")): the SVG has no size: give its root width and height in absolute units, or a viewBox"),
            line(11, 12, "zero.svg", "\(fixture.path("zero.svg")): the image is 0 × 10, with no area"),
            line(12, 10, "", "the value is empty"),
        ]
        #expect(Array(errors.prefix(expected.count)) == expected)
        #expect(errors.count == expected.count + 1)
        #expect(errors.last?.hasPrefix(line(13, 10, "corrupt.png", "\(fixture.path("corrupt.png")): not a valid PNG file: ")) == true, "\(errors.last ?? "")")
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOIsRefusedWithoutBlocking() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        #expect(mkfifo(fixture.path("pipe.png"), 0o600) == 0)
        try fixture.screen(#"<screen><image src="pipe.png"/></screen>"#)
        #expect(
            fixture.errors() == [
                "\(fixture.path("screen.xml")):1:16: error: invalid value 'pipe.png' for attribute 'src' of <image>: \(Self.expected); "
                    + "\(fixture.path("pipe.png")): it is a FIFO (named pipe), not a regular file"
            ])
    }

    @Test func anSVGOverItsFileSizeLimitIsNotRead() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        // 16 MiB of white space after the root: one byte over the limit.
        let root = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#.utf8)
        try fixture.write("big.svg", root + [UInt8](repeating: 0x20, count: ImageFileReader.maximumSVGFileSize + 1 - root.count))
        try fixture.screen(#"<screen><image src="big.svg"/></screen>"#)
        #expect(
            fixture.errors() == [
                "\(fixture.path("screen.xml")):1:16: error: invalid value 'big.svg' for attribute 'src' of <image>: \(Self.expected); "
                    + "\(fixture.path("big.svg")): it is 16,777,217 bytes long, more than the 16,777,216-byte limit for such images (ImageFileReader.maximumSVGFileSize)"
            ])
    }

    @Test func aSourceIsRelativeToTheScreenFilesFolder() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        try FileManager.default.createDirectory(atPath: fixture.path("screens"), withIntermediateDirectories: false)
        try fixture.screen(#"<screen><image id="logo" src="../logo@2x.png"/></screen>"#, named: "screens/nested.xml")
        let screen = try fixture.load("screens/nested.xml")
        #expect((screen.view(withID: "logo") as? ImageView)?.image?.path == fixture.path("screens/../logo@2x.png"))
        #expect(ImageFileReader.path(ofSource: "a.png", relativeTo: "screen.xml") == "a.png")
        #expect(ImageFileReader.path(ofSource: "a.png", relativeTo: "dir/screen.xml") == "dir/a.png")
        #expect(ImageFileReader.path(ofSource: "/abs/a.png", relativeTo: "dir/screen.xml") == "/abs/a.png")
    }

    @Test func dumpsShowTheSourceAndTheCommandExits65() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        let path = try fixture.screen(#"<screen width="100" height="100"><image id="logo" src="logo@2x.png" accessibility-label="Acme"/></screen>"#)
        let text = try CLIRunner.run(["run", path])
        #expect(text.status == 0)
        #expect(text.stdout == "screen (0, 0, 100, 100)\n  image#logo (0, 0, 100, 40) src=\"logo@2x.png\"\n")
        let json = try CLIRunner.run(["run", path, "--format", "json"])
        #expect(json.stdout.contains(#"{"type":"image","id":"logo","frame":[0,0,100,40],"src":"logo@2x.png","children":[]}"#))
        // An image with an accessibility label is an element of role image.
        #expect(
            json.stdout.contains(#""accessibility":[{"role":"image","label":"Acme","frame":[0,0,100,40],"traits":[],"id":"logo","children":[]}]"#),
            "\(json.stdout)")
        try fixture.screen(#"<screen><image src="nothing.png"/></screen>"#, named: "bad.xml")
        let bad = try CLIRunner.run(["run", fixture.path("bad.xml")])
        #expect(bad.status == 65)
        #expect(bad.stdout.isEmpty)
        #expect(bad.stderr.contains("bad.xml:1:16: error: invalid value 'nothing.png' for attribute 'src' of <image>"))
        let validate = try CLIRunner.run(["validate", fixture.path("bad.xml")])
        #expect(validate.status == 65)
        #expect(validate.stderr.contains("bad.xml:1:16: error: invalid value 'nothing.png'"))
    }

    @Test func anImageIsNotInteractive() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        try fixture.screen(
            """
            <screen width="100" height="100" layout="absolute">
              <button id="under" title="Under" frame="0 0 100 100"/>
              <image id="logo" src="logo@2x.png" frame="0 0 60 40"/>
            </screen>
            """)
        let screen = try fixture.load()
        // The image is on top but takes no touches: the button below gets the tap.
        #expect(screen.hitTest(CGPoint(x: 30, y: 20))?.id == "under")
    }
}
