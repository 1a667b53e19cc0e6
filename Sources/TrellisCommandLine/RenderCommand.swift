import Foundation
import Trellis

/// `trellis render SCREEN.xml [options]` (Docs/cli.md, "trellis render"): the screen after its
/// taps, as SVG (on standard output or to a `.svg` file) or as PNG (a `.png` file,
/// rasterised by librsvg with the installed fonts).
struct RenderCommand: Subcommand {
    /// The picture formats, chosen by the output file's extension.
    enum Format: String {
        case svg, png
    }

    /// The screen, size, taps and text metrics, parsed as `run` parses them.
    var screenRun: RunCommand
    /// The output file; nil writes SVG to standard output.
    var outputPath: String?
    var format: Format
    var options: RenderOptions

    static let output = OptionDeclaration(
        "--output", short: "-o", value: "FILE",
        help:
            "write the picture to FILE; its extension chooses the format, .svg or .png (default: SVG on standard output). The file is written whole or not at all (a temporary file renamed into place); a character device or FIFO is written in place",
        example: "-o weekdays.png")
    static let scale = OptionDeclaration(
        "--scale", value: "S",
        help:
            "output units (SVG units, PNG pixels) per point, a number > 0. A PNG has at most \(PNGRasterizer.maximumSide) pixels a side and \(PNGRasterizer.maximumPixelCount) in all",
        default: "1", example: "--scale 2 for a 750 × 1334 picture of a 375 × 667 screen")
    static let showFrames = OptionDeclaration("--show-frames", help: "outline every view's frame, dashed, with its id")
    static let showTaps = OptionDeclaration("--show-taps", help: "mark each tap point, numbered, and outline the view it hit")
    static let textStyle = OptionDeclaration(
        "--text-style", value: "glyphs|boxes",
        help:
            "draw text as glyphs, or as glyph boxes (a filled box per character, as assertScreenshot draws under the test metrics, the same pixels on any machine)",
        default: "glyphs", example: "--text-style boxes")

    static let declaration = CommandDeclaration(
        name: "render", abstract: "draw a screen after taps, as SVG or PNG",
        overview:
            "load a screen, perform the taps in order, and draw the result: SVG on standard output or to a .svg file, or a PNG rasterised with the installed fonts (text is drawn in the family it was measured with; a generic sans-serif family under the test metrics).",
        arguments: [ArgumentDeclaration("SCREEN.xml", help: "the screen file")],
        options: [output, scale, showFrames, showTaps, textStyle] + ScreenOptions.all,
        examples: [
            "trellis render Examples/weekdays.xml --tap 周一 --scale 2 -o weekdays.png",
            "trellis render Examples/checkin.xml --show-frames > checkin.svg",
        ],
        sections: [
            (
                "DRAWING",
                """
                views are rectangles with their background, or a grey outline where none is set; selected controls \
                are tinted blue, highlighted ones grey, disabled ones faded; hidden and collapsed views are not drawn.
                """
            ),
            (
                "EXIT STATUS",
                """
                0 success, 1 a tap failed (the picture shows the screen at the failure), 2 bad usage (a picture too \
                large for --scale, --width or --height included), 65 the screen file has errors or its picture is too \
                large for a PNG, 66 the file cannot be read, 73 the output file cannot be written, 74 standard output \
                cannot be written.
                """
            ),
        ])

    /// Reads `render`'s arguments; every malformed one is a usage error.
    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        screenRun = try RunCommand(screenArguments: arguments)
        outputPath = try arguments.value(Self.output)
        if let outputPath {
            let suffix = (outputPath as NSString).pathExtension.lowercased()
            guard let format = Format(rawValue: suffix) else {
                throw usage("-o: the file name must end in .svg or .png, not '\(outputPath)'")
            }
            self.format = format
        } else {
            format = .svg
        }
        let scale = try arguments.value(Self.scale, as: Length.self, expected: "a number greater than 0") { $0.value > 0 }?.value ?? 1
        var textStyle = RenderOptions.TextStyle.glyphs
        if let text = try arguments.value(Self.textStyle) {
            let names = RenderOptions.TextStyle.allCases.map(\.rawValue)
            guard let style = RenderOptions.TextStyle(rawValue: text) else {
                throw usage("--text-style must be \(names.joined(separator: " or ")), not '\(text)'\(Suggestion.didYouMean(text, in: names))")
            }
            textStyle = style
        }
        options = RenderOptions(scale: scale, showsFrames: arguments.flag(Self.showFrames), showsTaps: arguments.flag(Self.showTaps), textStyle: textStyle)
    }

    /// Loads, taps and draws; returns 0, or 1 when a tap failed (the picture shows the
    /// screen at the failure).
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        if let outputPath {
            do { try AtomicFile.checkWritable(outputPath) } catch { throw CommandFailure(code: .cannotCreate, message: error.description) }
        }
        var marks: [TapMark] = []
        let outcome = try screenRun.perform(registry: registry) { result in
            switch result {
            case .success(let report):
                if let mark = TapMark(report) { marks.append(mark) }
            case .failure(let error):
                if let point = error.point { marks.append(TapMark(point: point, hitFrame: nil, hitName: error.hit)) }
            }
        }
        guard let outputPath else {
            // Written to standard output as the views are drawn, a chunk at a time.
            SVGRenderer(options: options).write(outcome.screen, taps: marks) { Output.write($0) }
            return outcome.failed ? .tapFailed : .success
        }
        let pixels = format == .png ? try pixelSize(of: outcome.screen.size) : nil
        let svg = SVGRenderer(options: options).renderUTF8(outcome.screen, taps: marks)
        let data: Data
        if let pixels {
            do {
                data = try PNGRasterizer.png(svgUTF8: svg, pixelWidth: pixels.width, pixelHeight: pixels.height)
            } catch {
                guard error.isTooLarge else { throw CommandFailure(code: .cannotCreate, message: "cannot write '\(outputPath)': \(error.description)") }
                throw CommandFailure(code: .dataError, message: "\(screenRun.path): error: \(error.description)")
            }
        } else {
            data = Data(svg)
        }
        do { try AtomicFile.write(data, to: outputPath) } catch { throw CommandFailure(code: .cannotCreate, message: error.description) }
        return outcome.failed ? .tapFailed : .success
    }

    /// The PNG's size in pixels, checked before any conversion to an integer. A picture
    /// too large because of `--scale`, `--width` or `--height` is a usage error (exit 2);
    /// one too large at the screen's own size and scale 1, a data error (65).
    private func pixelSize(of size: CGSize) throws(CommandFailure) -> (width: Int, height: Int) {
        do {
            return try PNGRasterizer.pixelSize(of: size, scale: options.scale)
        } catch {
            let given = [
                screenRun.width.map { "--width \($0.trellisDescription)" }, screenRun.height.map { "--height \($0.trellisDescription)" },
                options.scale == 1 ? nil : "--scale \(options.scale.trellisDescription)",
            ].compactMap { $0 }
            let ownSize = CGSize(width: screenRun.width == nil ? size.width : 1, height: screenRun.height == nil ? size.height : 1)
            if given.isEmpty || (try? PNGRasterizer.pixelSize(of: ownSize, scale: 1)) == nil {
                throw CommandFailure(
                    code: .dataError,
                    message:
                        "\(screenRun.path): error: the screen is \(size.width.humanDescription) × \(size.height.humanDescription) points: \(error.description)")
            }
            throw usage("\(given.joined(separator: " ")): \(error.description)")
        }
    }
}

extension RenderError {
    /// Whether the picture is too large for a PNG (its size or its number of elements),
    /// rather than the rasteriser failing.
    var isTooLarge: Bool {
        switch self {
        case .pixelSizeOutOfRange, .tooManyElements: return true
        case .rasterizer, .png: return false
        }
    }
}
