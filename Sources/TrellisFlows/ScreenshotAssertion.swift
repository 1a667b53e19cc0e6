import Foundation
import TrellisCore
import TrellisFiles
import TrellisRender

/// `assertScreenshot`: renders the screen to PNG (as `trellis render` does, glyph boxes
/// under the test metrics) and compares it with the golden `NAME.png` beside the flow
/// (Docs/flows.md, "Commands"). On failure it writes `NAME.actual.png` and, when the
/// golden has the same size, `NAME.diff.png`; a missing golden fails; when recording, the
/// golden is written and the step fails. Every file goes through `AtomicFile`.
public struct ScreenshotAssertion {
    /// The screen drawn.
    public let screen: Screen
    /// Whether the golden is written (and the step fails) instead of compared.
    public let record: Bool
    /// Pixels per point; 1 by default.
    public var scale: CGFloat = 1
    /// How pixels are compared.
    public var comparison = PNGComparison()

    /// Creates the assertion.
    public init(screen: Screen, record: Bool, scale: CGFloat = 1, comparison: PNGComparison = PNGComparison()) {
        self.screen = screen
        self.record = record
        self.scale = scale
        self.comparison = comparison
    }

    /// The largest golden file read, in bytes: 256 MiB, the size of the largest picture
    /// (`PNGRasterizer.maximumPixelCount` pixels of 4 bytes) uncompressed.
    public static let maximumGoldenSize = PNGRasterizer.maximumPixelCount * 4

    /// The golden of `name` for a step written in `flowFile`: `NAME.png` beside it.
    public static func goldenPath(name: String, flowFile: String) -> String {
        FlowLoader.resolve(name + ".png", against: flowFile)
    }

    /// The picture compared: the screen as it is now, text as glyph boxes under the test
    /// metrics and as glyphs under real fonts.
    ///
    /// - Throws: `RenderError` when the picture cannot be drawn or encoded.
    public func picture() throws(RenderError) -> (image: PNGImage, png: Data) {
        screen.layoutIfNeeded()
        let boxes = screen.textMeasurer is TestTextMetrics
        let svg = SVGRenderer(options: RenderOptions(scale: scale, textStyle: boxes ? .boxes : .glyphs)).render(screen)
        let size = try PNGRasterizer.pixelSize(of: screen.size, scale: scale)
        let png = try PNGRasterizer.png(svg: svg, pixelWidth: size.width, pixelHeight: size.height)
        return (try PNGImage(png: png), png)
    }

    /// Checks the screen against the golden picture at `path`.
    ///
    /// - Throws: ``ScreenshotFailure`` saying what differs and which files were written.
    public func check(goldenPath path: String) throws(ScreenshotFailure) {
        let actual: (image: PNGImage, png: Data)
        do {
            actual = try picture()
        } catch {
            throw ScreenshotFailure(message: "cannot draw the screen: \(error)")
        }
        let base = (path as NSString).deletingPathExtension
        let actualPath = base + ".actual.png"
        let diffPath = base + ".diff.png"
        if record {
            try write(actual.png, to: path, what: "record")
            throw ScreenshotFailure(message: "recorded \(path); run again without --record to check it", recordedPath: path)
        }
        guard RegularFile.identity(of: path) != nil else {
            try write(actual.png, to: actualPath, what: "write")
            throw ScreenshotFailure(message: "no golden picture \(path); wrote \(actualPath); run with --record to write the golden", actualPath: actualPath)
        }
        let expected: PNGImage
        do {
            let golden = Data(try RegularFile.read(path, maximumSize: Self.maximumGoldenSize).bytes)
            // The header's size is compared before the pixels are decoded: a golden of
            // another size costs its bytes, never its width × height × 4.
            let size = try PNGImage.pixelSize(png: golden)
            if size.width != actual.image.width || size.height != actual.image.height {
                try write(actual.png, to: actualPath, what: "write")
                throw ScreenshotFailure(
                    message:
                        "the picture is \(actual.image.width) × \(actual.image.height) pixels, \(path) is \(size.width) × \(size.height); wrote \(actualPath)",
                    expectedPath: path, actualPath: actualPath)
            }
            expected = try PNGImage(png: golden)
        } catch let failure as ScreenshotFailure {
            throw failure
        } catch {
            throw ScreenshotFailure(message: "cannot read the golden picture \(path): \(error)")
        }
        let outcome = comparison.compare(expected: expected, actual: actual.image)
        guard !outcome.matches else { return }
        try write(actual.png, to: actualPath, what: "write")
        if outcome.sizesDiffer {
            throw ScreenshotFailure(
                message:
                    "the picture is \(actual.image.width) × \(actual.image.height) pixels, \(path) is \(expected.width) × \(expected.height); wrote \(actualPath)",
                expectedPath: path, actualPath: actualPath)
        }
        let diff: Data
        do {
            diff = try comparison.diff(expected: expected, actual: actual.image).pngData()
        } catch {
            throw ScreenshotFailure(message: "cannot encode the diff picture: \(error)", expectedPath: path, actualPath: actualPath)
        }
        try write(diff, to: diffPath, what: "write")
        let total = expected.width * expected.height
        let allowed = comparison.maxDiffPixels > 0 ? " (at most \(comparison.maxDiffPixels) may)" : ""
        let within = comparison.tolerance > 0 ? " by more than \(comparison.tolerance) in a channel" : ""
        throw ScreenshotFailure(
            message: "\(outcome.differingPixels) of \(total) pixels differ from \(path)\(within)\(allowed); wrote \(actualPath) and \(diffPath)",
            expectedPath: path, actualPath: actualPath, diffPath: diffPath)
    }

    private func write(_ data: Data, to path: String, what: String) throws(ScreenshotFailure) {
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            throw ScreenshotFailure(message: "could not \(what) \(path): \(error.reason)")
        }
    }
}
