import Foundation
import Trellis

/// `trellis render SCREEN.xml [options]` (Docs/cli.md, "trellis render"): the screen after its
/// taps, as SVG (on standard output or to a `.svg` file) or as PNG (a `.png` file,
/// rasterised by librsvg with the installed fonts).
struct RenderCommand {
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

    /// Parses the command's arguments; every malformed one is a usage error.
    init(arguments: [String]) throws(CommandFailure) {
        let parser = try ArgumentParser(
            arguments, valueOptions: RunCommand.sharedValueOptions.union(["-o", "--output", "--scale"]),
            flagOptions: RunCommand.sharedFlagOptions.union(["--show-frames", "--show-taps"]))
        if parser.flag("--help") { throw CommandFailure(code: .success, message: Usage.render) }
        screenRun = try RunCommand(parser: parser)
        let outputs = parser.values("-o") + parser.values("--output")
        if outputs.count > 1 { throw usage("option '-o' was given more than once") }
        outputPath = outputs.first
        if let outputPath {
            let suffix = (outputPath as NSString).pathExtension.lowercased()
            guard let format = Format(rawValue: suffix) else {
                throw usage("-o: the file name must end in .svg or .png, not '\(outputPath)'")
            }
            self.format = format
        } else {
            format = .svg
        }
        var scale: CGFloat = 1
        if let text = try parser.value("--scale") {
            guard let value = try RunCommand.length(text, option: "--scale"), value > 0 else {
                throw usage("--scale expects a number greater than 0, not '\(text)'")
            }
            scale = value
        }
        options = RenderOptions(scale: scale, showsFrames: parser.flag("--show-frames"), showsTaps: parser.flag("--show-taps"))
    }

    /// Loads, taps and draws; returns 0, or 1 when a tap failed (the picture shows the
    /// screen at the failure).
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        var marks: [TapMark] = []
        let outcome = try screenRun.perform(registry: registry) { result in
            switch result {
            case .success(let report):
                if let mark = TapMark(report) { marks.append(mark) }
            case .failure(let error):
                if let point = error.point { marks.append(TapMark(point: point, hitFrame: nil, hitName: error.hit)) }
            }
        }
        let svg = SVGRenderer(options: options).render(outcome.screen, taps: marks)
        if let outputPath {
            try write(svg, screenSize: outcome.screen.size, to: outputPath)
        } else {
            Output.write(svg)
        }
        return outcome.failed ? .tapFailed : .success
    }

    /// Writes the picture with ``AtomicFile`` (a temporary file beside `path`, renamed
    /// into place), so readers never see half a file and a failed write leaves an old
    /// picture whole.
    private func write(_ svg: String, screenSize: CGSize, to path: String) throws(CommandFailure) {
        do {
            switch format {
            case .svg:
                try AtomicFile.write(Data(svg.utf8), to: path)
            case .png:
                let width = Int((screenSize.width * options.scale).rounded(.up))
                let height = Int((screenSize.height * options.scale).rounded(.up))
                try AtomicFile.write(to: path) { temporary in
                    try PNGRasterizer.writePNG(svg: svg, pixelWidth: width, pixelHeight: height, to: temporary)
                }
            }
        } catch {
            let message = (error as? RenderError)?.description ?? (error as? AtomicFileError)?.description
                ?? "cannot write '\(path)': \(error.localizedDescription)"
            throw CommandFailure(code: .cannotCreate, message: message)
        }
    }
}
