import Foundation
import Trellis

/// The realistic workloads (``RealisticScreen``): the screen loaded into a laid-out
/// tree beside the libxml2 walk of the same bytes, then each output `trellis` writes of
/// it (the JSON document, the text dump, the SVG picture) and its audit, each compared
/// with that walk (`c.xml.realistic`).
enum RealisticWorkloads {
    static func run(_ bench: Benchmark, size: Int, runs: Int?) {
        let bytes = RealisticScreen.bytes(buttons: size)
        let megabytes = String(format: "%.1f MB", Double(bytes.count) / 1e6)
        var loaded: [Screen] = []
        let load = Benchmark.Operation(
            key: "realistic.load", label: "realistic: load \(megabytes) screen into a laid-out tree", setUp: { loaded.removeAll() },
            body: { loaded.append(loadScreen(bytes)) })
        var walk = CBaselines.xmlWalk(bytes: bytes, size: size)
        walk.key = "c.xml.realistic"
        walk.label = "C libxml2: parse and walk the realistic screen"
        walk.setUp = { loaded.removeAll() }
        bench.measurePair(walk, load, size: size, items: size, runs: runs)

        let screen = loadScreen(bytes)
        guard let last = screen.view(withID: "c")?.subviews.last, last.frameInRoot.maxY <= screen.size.height else {
            printError("trellis-bench: the realistic screen's last button is not on screen")
            exit(70)
        }
        // The bytes go to a sink that drops them, a chunk at a time, as `trellis run` hands
        // them to standard output.
        bench.measure("realistic.json", "realistic: JSON document (tree, accessibility, log)", size: size, items: size, runs: runs) {
            var writer = JSONWriter(chunkSize: 1 << 16, sink: { _ in })
            ScreenDocument.write(screen, log: [], to: &writer)
            writer.flush()
        }
        bench.measure("realistic.text", "realistic: text dump", size: size, items: size, runs: runs) {
            var writer = JSONWriter(showsInvisibles: true, chunkSize: 1 << 16, sink: { _ in })
            TreePrinter.write(screen, to: &writer)
            writer.flush()
        }
        bench.measure("realistic.svg", "realistic: SVG picture", size: size, items: size, runs: runs) {
            precondition(!SVGRenderer().render(screen).isEmpty)
        }
        let audit = AccessibilityAudit()
        bench.measure("realistic.audit", "realistic: accessibility audit, every rule", size: size, items: size, runs: runs) {
            _ = audit.findings(on: screen)
        }
    }
}
