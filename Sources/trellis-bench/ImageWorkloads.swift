import Foundation
import Trellis

/// Loading a screen of images: each `<image>` reads its file's header only (libpng's and
/// libjpeg's), never its pixels, so a large picture costs what a small one does.
enum ImageWorkloads {
    /// A 30 × 20 JPEG (libjpeg, quality 60), as a screen of images refers to it.
    static let jpeg =
        Data(
            base64Encoded:
                "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAUAB4DASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDlokq5ElRRJVyJK2qZd5GWEmTRJVyNOKiiSrkacVxVMu8j6bCzMCICrkQFFFfaVEj5LCF2ICrkYGKKK4qiR9PhD//Z"
        ) ?? Data()

    /// The side of the PNG the screen refers to, in pixels: 2,000 (4 megapixels, whose
    /// decoding alone would take milliseconds an image).
    static let pngSide = 2_000

    /// Loads a screen of `size` images under the flow layout, alternately a 2,000 ×
    /// 2,000-pixel PNG and a 30 × 20 JPEG, each sample paired with the libxml2 walk of
    /// the same bytes; the ratio is to that walk.
    static func load(_ bench: Benchmark, size: Int, runs: Int?) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-images-\(getpid())")
        let screenPath = directory.appendingPathComponent("images.xml").path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let pixels = [UInt8](repeating: 200, count: pngSide * pngSide * 4)
            try PNGImage(width: pngSide, height: pngSide, pixels: pixels).pngData().write(to: directory.appendingPathComponent("large.png"))
            try jpeg.write(to: directory.appendingPathComponent("photo.jpg"))
        } catch {
            printError("trellis-bench: cannot write the images of the image workload: \(error)")
            exit(70)
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        var xml = "<screen width=\"375\" height=\"667\">\n  <view id=\"c\" layout=\"flow\">\n"
        for index in 0..<size {
            xml += index % 2 == 0 ? "    <image src=\"large.png\" width=\"20\" height=\"20\"/>\n" : "    <image src=\"photo.jpg\"/>\n"
        }
        let bytes = Array((xml + "  </view>\n</screen>\n").utf8)
        var loaded: [Screen] = []
        let load = Benchmark.Operation(
            key: "images", label: "load a screen of images (PNG and JPEG headers)", setUp: { loaded.removeAll() },
            body: {
                do {
                    loaded.append(try benchLoader.load(bytes: bytes, path: screenPath))
                } catch {
                    printError("trellis-bench: the screen of images failed to load: \(error)")
                    exit(70)
                }
            })
        var walk = CBaselines.xmlWalk(bytes: bytes, size: size)
        walk.key = "c.xml.images"
        walk.label = "C libxml2: parse and walk the screen of images"
        walk.setUp = { loaded.removeAll() }
        bench.measurePair(walk, load, size: size, items: size, runs: runs)
    }
}
