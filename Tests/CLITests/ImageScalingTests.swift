import Foundation
import Testing
import TrellisCore
import TrellisRender
import TrellisXML

/// Images cost what they draw (Docs/widgets.md, "Drawing images"): a large PNG or JPEG
/// drawn small is embedded decoded at the drawn size, a photo whose base64 passes
/// libxml2's 10 MB limit still renders, and an SVG's size is read from its start.
struct ImageScalingTests {
    /// The data URIs' decoded images in an SVG picture, in document order.
    private func embeddedImages(_ svg: String) throws -> [(mediaType: String, bytes: Data)] {
        try svg.components(separatedBy: "href=\"data:").dropFirst().map { piece in
            let mediaType = String(piece.prefix { $0 != ";" })
            let base64 = piece.drop { $0 != "," }.dropFirst().prefix { $0 != "\"" }
            let bytes = try #require(Data(base64Encoded: String(base64)))
            return (mediaType, bytes)
        }
    }

    /// A PNG of `width` × `height` pixels, its left half red and its right half blue.
    private func halves(width: Int, height: Int) throws -> [UInt8] {
        var row: [UInt8] = []
        for x in 0..<width { row += x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(row.count * height)
        for _ in 0..<height { pixels.append(contentsOf: row) }
        return [UInt8](try PNGImage(width: width, height: height, pixels: pixels).pngData())
    }

    @Test func aLargePNGDrawnSmallIsEmbeddedAtTheDrawnSize() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        // 2100 × 2100 = 4,410,000 pixels, over the 4,194,304 embedded as they are.
        try fixture.write("halves.png", halves(width: 2100, height: 2100))
        try fixture.screen(#"<screen layout="absolute"><image src="halves.png" frame="0 0 21 21"/></screen>"#)
        let screen = try fixture.load()
        let images = try embeddedImages(SVGRenderer().render(screen))
        try #require(images.count == 1)
        #expect(images[0].mediaType == "image/png")
        // Drawn at 21 points, decoded at 3 pixels a point: 63 × 63.
        let decoded = try PNGImage(png: images[0].bytes)
        #expect((decoded.width, decoded.height) == (63, 63))
        #expect(decoded.pixel(x: 0, y: 0) == [255, 0, 0, 255])
        #expect(decoded.pixel(x: 62, y: 62) == [0, 0, 255, 255])
        // Column 31 averages source columns 1034…1066 (x · 63 ÷ 2100 = 31): 16 red
        // (1034…1049) and 17 blue (1050…1066): red 255·16/33 = 123.6 → 124, blue
        // 255·17/33 = 131.4 → 131.
        #expect(decoded.pixel(x: 31, y: 10) == [124, 0, 131, 255])
    }

    @Test func aPNGDrawnAtItsSizeOrSmallIsEmbeddedAsItIs() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        let small = try halves(width: 40, height: 40)
        try fixture.write("small.png", small)
        try fixture.screen(#"<screen layout="absolute"><image src="small.png" frame="0 0 4 4"/></screen>"#)
        let images = try embeddedImages(SVGRenderer().render(try fixture.load()))
        #expect(images.map { [UInt8]($0.bytes) } == [small])
    }

    @Test func aLargeJPEGIsDecodedScaledByLibjpeg() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        // wide.jpg: 2400 × 1800 pixels (4,320,000), its left half red, its right half blue.
        try fixture.screen(#"<screen layout="absolute"><image src="wide.jpg" frame="0 0 40 30"/></screen>"#)
        let images = try embeddedImages(SVGRenderer().render(try fixture.load()))
        try #require(images.count == 1)
        #expect(images[0].mediaType == "image/png")
        // 40 × 30 points at 3 pixels a point: 120 × 90 (libjpeg decodes at 1/8, 300 × 225,
        // which is then averaged down).
        let decoded = try PNGImage(png: images[0].bytes)
        #expect((decoded.width, decoded.height) == (120, 90))
        let left = decoded.pixel(x: 5, y: 45)
        let right = decoded.pixel(x: 114, y: 45)
        #expect(left[0] > 240 && left[2] < 16)
        #expect(right[2] > 240 && right[0] < 16)
    }

    @Test func aPhotoOverLibxml2sTextLimitStillRendersToPNG() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        // 1600 × 1500 pixels of opaque noise: a PNG of about 7.8 MB, whose base64 passes
        // the 10 MB libxml2 allows an untrusted document's text; drawn at its size, it is
        // embedded as it is.
        var generator = SystemRandomNumberGenerator()
        var pixels = [UInt8](repeating: 255, count: 1600 * 1500 * 4)
        pixels.withUnsafeMutableBytes { bytes in
            for word in stride(from: 0, to: bytes.count, by: 8) {
                bytes.storeBytes(of: generator.next() | 0xFF00_0000_FF00_0000, toByteOffset: word, as: UInt64.self)
            }
        }
        let photo = [UInt8](try PNGImage(width: 1600, height: 1500, pixels: pixels).pngData())
        #expect(photo.count > 7_500_000)
        try fixture.write("photo-8mb.png", photo)
        try fixture.screen(#"<screen layout="absolute" width="1600" height="1500"><image src="photo-8mb.png" frame="0 0 1600 1500"/></screen>"#)
        let screen = try fixture.load()
        let document = SVGRenderer().renderUTF8(screen)
        let png = try PNGRasterizer.png(svgUTF8: document, pixelWidth: 1600, pixelHeight: 1500)
        #expect(try PNGImage.pixelSize(png: png) == (width: 1600, height: 1500))
    }

    @Test func anSVGsSizeIsReadFromItsStartAlone() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        // A comment holding '>' and a DOCTYPE with an entity before the root; 200,000
        // elements after it, which reading the size never parses.
        let start = """
            <?xml version="1.0"?>
            <!-- a > b -->
            <!DOCTYPE svg [ <!ENTITY w "48"> ]>
            <svg xmlns="http://www.w3.org/2000/svg" width="&w;" height="0.5in">
            """
        let body = String(repeating: "<g/>", count: 200_000) + "</svg>"
        try fixture.write("many.svg", Array((start + body).utf8))
        try fixture.screen(#"<screen layout="absolute"><image id="many" src="many.svg"/></screen>"#)
        let screen = try fixture.load()
        screen.layoutIfNeeded()
        // width 48 user units; height half an inch at CSS's 96 a inch: 48.
        #expect(screen.view(withID: "many")?.frame.size == CGSize(width: 48, height: 48))
    }

    @Test func anSVGDeclaringAHugeSizeIsDrawnAtTheDrawnSize() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        // 10,000 × 10,000 user units: librsvg would draw it at that size, 400 MB, to shrink
        // it into 10 points; it is drawn at 30 × 30 pixels instead.
        let svg =
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="10000" height="10000"><rect width="10000" height="10000" fill="#ff0000"/><circle cx="5000" cy="5000" r="3000" fill="#0000ff"/></svg>"##
        try fixture.write("huge.svg", Array(svg.utf8))
        try fixture.screen(#"<screen layout="absolute"><image src="huge.svg" frame="0 0 10 10"/></screen>"#)
        let images = try embeddedImages(SVGRenderer().render(try fixture.load()))
        try #require(images.count == 1)
        #expect(images[0].mediaType == "image/png")
        let decoded = try PNGImage(png: images[0].bytes)
        #expect((decoded.width, decoded.height) == (30, 30))
        #expect(decoded.pixel(x: 0, y: 0) == [255, 0, 0, 255])
        #expect(decoded.pixel(x: 15, y: 15) == [0, 0, 255, 255])
    }

    @Test func aTinyJPEGDeclaringAHugeSizeCostsItsDrawnSize() throws {
        let fixture = try ImageFixture()
        defer { fixture.remove() }
        // photo.jpg (30 × 20) with its frame header claiming 10,000 × 10,000: libjpeg
        // decodes it at 1/8 (1250 × 1250, the missing data grey) a row at a time, and the
        // picture embeds 30 × 30 pixels.
        var jpeg = try fixture.bytes("photo.jpg")
        var index = 2
        while index + 8 < jpeg.count, jpeg[index + 1] != 0xC0 {
            index += 2 + Int(jpeg[index + 2]) << 8 + Int(jpeg[index + 3])
        }
        try #require(jpeg[index + 1] == 0xC0)
        jpeg.replaceSubrange((index + 5)..<(index + 9), with: [0x27, 0x10, 0x27, 0x10])
        try fixture.write("claims.jpg", jpeg)
        try fixture.screen(#"<screen layout="absolute"><image src="claims.jpg" frame="0 0 10 10"/></screen>"#)
        let images = try embeddedImages(SVGRenderer().render(try fixture.load()))
        try #require(images.count == 1)
        let decoded = try PNGImage(png: images[0].bytes)
        #expect((decoded.width, decoded.height) == (30, 30))
    }
}
