import Foundation
import Trellis
import TrellisGraphviz

/// `trellis graph APP.xml [--format dot|svg|json] [-o FILE]` (Docs/cli.md, "trellis
/// graph"): an app's navigation graph (``NavigationGraph``) as DOT, as SVG laid out by
/// Graphviz, or as JSON.
struct GraphCommand: Subcommand {
    enum Format: String, AttributeEnumeration {
        case dot, svg, json

        var attributeText: String { rawValue }
    }

    var path: String
    var format: Format
    /// The output file; nil writes to standard output.
    var outputPath: String?
    /// The loader's limits, from the `--max-…` options.
    var limits: LoadLimits

    static let format = OptionDeclaration(
        "--format", value: "FORMAT",
        help: "dot: the graph in Graphviz's DOT language; svg: the graph laid out by Graphviz's dot engine; json: one JSON object with the nodes and the edges",
        default: Format.dot.rawValue, example: "--format svg")
    static let output = OptionDeclaration(
        "--output", short: "-o", value: "FILE",
        help:
            "write the graph to FILE instead of standard output. The file is written whole or not at all (a temporary file renamed into place); a character device or FIFO is written in place",
        example: "-o shop.svg")

    static let declaration = CommandDeclaration(
        name: "graph", abstract: "print an app's navigation graph as DOT, SVG or JSON",
        overview:
            "load an app file and print its navigation graph: the screens, the tabs and the alerts as nodes named by their ids, plus a node 'link' when screens have deep links; each route as an edge labelled 'ACTION (TRANSITION)' (a route of the app from every screen), the tabs to their screens, the deep links from 'link' labelled by their URI. A back or dismiss route is no edge: it is listed in its screen's box.",
        arguments: [ArgumentDeclaration("APP.xml", help: "the app file (<app>, Docs/navigation.md)")],
        options: [format, output] + LoadLimitOptions.all,
        examples: [
            "trellis graph Examples/shop/app.xml --format svg -o shop.svg",
            "trellis graph Examples/shop/app.xml > shop.dot",
            "trellis graph Examples/shop/app.xml --format json",
        ],
        sections: [
            (
                "JSON",
                """
                {"nodes": [{"id", "kind": "screen"|"tabs"|"alert"|"link", "file"}], "edges": [{"from", "to", \
                "transition", "action", "route"}]}: file the screen file (null for the others); action the route's \
                action, the URI for a deep link, null for a tab; route the <on> element as file:line:col, null for tabs \
                and deep links.
                """
            ),
            (
                "EXIT STATUS",
                """
                0 success, 2 bad usage (a screen file instead of an app file included), 65 the app file or one of its \
                screens has errors (printed on stderr as file:line:column: error: …) or Graphviz cannot lay the graph \
                out, 66 the file cannot be read, 73 the output file cannot be written, 74 standard output cannot be \
                written. With 2, 65 or 66 nothing is printed on stdout.
                """
            ),
        ])

    /// Reads `graph`'s arguments; every malformed one is a usage error.
    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw usage(arguments.positionals.isEmpty ? "missing the app file" : "expected one app file, got \(arguments.positionals.count)")
        }
        self.path = path
        format = try arguments.value(Self.format, as: Format.self) ?? .dot
        outputPath = try arguments.value(Self.output)
        limits = try LoadLimitOptions.limits(from: arguments)
    }

    /// Loads the app file and writes its graph; returns 0.
    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        if let outputPath {
            do { try AtomicFile.checkWritable(outputPath) } catch { throw CommandFailure(code: .cannotCreate, message: error.description) }
        }
        let graph = NavigationGraph(try load(registry: registry))
        let bytes: [UInt8]
        switch format {
        case .dot:
            bytes = Array(graph.dot.utf8)
        case .json:
            bytes = Array((graph.json.serialized() + "\n").utf8)
        case .svg:
            do {
                bytes = try GraphvizRenderer.svg(dot: graph.dot)
            } catch {
                throw CommandFailure(code: .dataError, message: "\(path): error: \(error.description)")
            }
        }
        guard let outputPath else {
            Output.write(bytes)
            return .success
        }
        do { try AtomicFile.write(bytes, to: outputPath) } catch { throw CommandFailure(code: .cannotCreate, message: error.description) }
        return .success
    }

    /// The app file's definition. A file whose root element is not `<app>` is a usage
    /// error; an unreadable one fails with 66, one with errors with 65 and every error
    /// in compiler format.
    private func load(registry: Registry) throws(CommandFailure) -> AppDefinition {
        let loader = AppLoader(registry: registry, limits: limits)
        let root: String?
        do {
            root = try loader.screenLoader.rootElementName(contentsOfFile: path)
        } catch {
            throw CommandFailure(code: .noInput, message: error.description)
        }
        if let root, root != "app" {
            throw usage("'\(path)' is not an app file: its root element is <\(root)>, expected <app> (Docs/navigation.md)")
        }
        do {
            return try loader.parse(contentsOfFile: path).definition
        } catch {
            switch error {
            case .unreadable: throw CommandFailure(code: .noInput, message: error.description)
            case .invalid(let diagnostics): throw CommandFailure(code: .dataError, message: diagnostics.description)
            }
        }
    }
}
