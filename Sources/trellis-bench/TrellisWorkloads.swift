import Foundation
import Trellis

/// The Trellis workloads, each measured through the public API only.
enum TrellisWorkloads {
    /// Lays out a generated container of `size` buttons cold (every title measured again:
    /// a new test-metrics measurer invalidates every intrinsic size) and warm (sizes
    /// cached, the container marked as needing layout). Returns the laid-out screen.
    @discardableResult
    static func layout(
        _ bench: Benchmark, key: String, label: String, container spec: (String, String), size: Int, runs: Int? = nil
    ) -> Screen {
        let screen = loadScreen(Workloads.containerScreen(spec.0, attributes: spec.1, buttons: size))
        let view = container(of: screen)
        bench.measure(
            "\(key).cold", "\(label), cold (text measured)", size: size, items: size, runs: runs,
            setUp: {
                screen.textMeasurer = TestTextMetrics()
            }
        ) {
            screen.layoutIfNeeded()
        }
        bench.measure(
            "\(key).warm", "\(label), warm (sizes cached)", size: size, items: size, runs: runs,
            setUp: {
                view.setNeedsLayout()
            }
        ) {
            screen.layoutIfNeeded()
        }
        return screen
    }

    /// The frames of the container's items (container coordinates, points).
    static func itemFrames(_ screen: Screen) -> [CGRect] {
        container(of: screen).subviews.map(\.frame)
    }

    /// Flow at `size` tags, then the C flow loop over the same widths and heights, checking
    /// that the C loop puts every item where Trellis did.
    static func flowWithBaseline(_ bench: Benchmark, size: Int, runs: Int?) {
        let screen = layout(bench, key: "flow", label: "flow (tag-list)", container: Workloads.flow, size: size, runs: runs)
        let frames = itemFrames(screen)
        let widths = frames.map { Double($0.width) }
        let heights = frames.map { Double($0.height) }
        let width = Double(container(of: screen).bounds.width)
        let origins = CBaselines.flow(widths: widths, heights: heights, width: width)
        let misplaced = frames.indices.first {
            abs(Double(frames[$0].minX) - origins.xs[$0]) > 1e-6 || abs(Double(frames[$0].minY) - origins.ys[$0]) > 1e-6
        }
        if let index = misplaced {
            printError(
                "trellis-bench: flow item \(index) is at \(frames[index].origin) in Trellis but (\(origins.xs[index]), \(origins.ys[index])) by the C loop")
            exit(70)
        }
        CBaselines.measureFlow(bench, widths: widths, heights: heights, width: width)
    }

    /// Grid at `size` cells, then the C grid loop for the same count and width.
    static func gridWithBaseline(_ bench: Benchmark, size: Int, runs: Int?) {
        let screen = layout(bench, key: "grid", label: "grid (4 columns)", container: Workloads.grid, size: size, runs: runs)
        CBaselines.measureGrid(bench, count: size, width: Double(container(of: screen).bounds.width))
    }

    /// Loads the `size`-button screen into a laid-out tree, each sample paired with one of
    /// the libxml2 parse-and-walk of the same bytes taken right before it; `alone`: the
    /// loads only, each after the last one's tree is freed.
    static func load(_ bench: Benchmark, size: Int, runs: Int?, alone: Bool = false) {
        let bytes = Workloads.buttonScreen(buttons: size)
        let megabytes =
            bytes.count >= 1_000_000
            ? String(format: "%.1f MB", Double(bytes.count) / 1e6)
            : String(format: "%.0f kB", Double(bytes.count) / 1e3)
        // The loaded screen is kept until the next operation of either side sets up: neither
        // side runs with the other's tree alive (the walk frees its document before it
        // returns), and freeing is not timed.
        var loaded: [Screen] = []
        let load = Benchmark.Operation(
            key: "load", label: "load \(megabytes) screen into a laid-out tree", setUp: { loaded.removeAll() },
            body: { loaded.append(loadScreen(bytes)) })
        if alone {
            bench.measure(load.key, load.label, size: size, items: size, runs: runs, setUp: load.setUp, load.body)
            return
        }
        var walk = CBaselines.xmlWalk(bytes: bytes, size: size)
        walk.setUp = { loaded.removeAll() }
        bench.measurePair(walk, load, size: size, items: size, runs: runs)
    }

    /// Validates the `size`-tag flow screen (``Workloads/flow``: every button with a
    /// `padding` and a `height`, values the schema checks with patterns) as `trellis
    /// validate` does, the loader's checks and then the RELAX NG schema's, each sample
    /// paired with a load of the same bytes into a laid-out tree; the schema is generated
    /// once, as the command does once per run. Its ratio is to that load.
    static func validate(_ bench: Benchmark, size: Int, runs: Int?) {
        let bytes = Workloads.containerScreen(Workloads.flow.0, attributes: Workloads.flow.1, buttons: size)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-validate-\(getpid())-\(size).xml").path
        let schema: [UInt8]
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            schema = try RelaxNGSchema.document(for: .standard)
        } catch {
            printError("trellis-bench: cannot set up the validation workload: \(error)")
            exit(70)
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        var loaded: [Screen] = []
        let load = Benchmark.Operation(
            key: "validate.load", label: "load the same screen into a laid-out tree", setUp: { loaded.removeAll() },
            body: { loaded.append(loadScreen(bytes)) })
        let validate = Benchmark.Operation(key: "validate", label: "validate the flow screen (loader + schema)", setUp: { loaded.removeAll() }) {
            let diagnostics = (try? benchLoader.validate(contentsOfFile: path)).map { $0 + RelaxNGValidator.validate(documentAt: path, schema: schema) }
            guard diagnostics?.isEmpty == true else {
                printError("trellis-bench: the generated flow screen is not valid: \(diagnostics.map { "\($0)" } ?? "unreadable")")
                exit(70)
            }
        }
        bench.measurePair(load, validate, size: size, items: size, runs: runs)
    }

    /// Writes the loaded `size`-button screen as `trellis run` prints it: the JSON
    /// (streamed into bytes), the text dump and the SVG picture; each ratio is to the
    /// libxml2 walk of the same screen when the load group ran too.
    static func output(_ bench: Benchmark, size: Int, runs: Int?) {
        let loaded = loadScreen(Workloads.buttonScreen(buttons: size))
        bench.measure("json", "JSON output of the loaded screen", size: size, items: size, runs: runs) {
            var writer = JSONWriter()
            writer.writeTree(of: loaded)
            precondition(writer.byteCount > 0)
        }
        bench.measure("text", "text dump of the loaded screen", size: size, items: size, runs: runs) {
            var writer = JSONWriter(showsInvisibles: true)
            TreePrinter.write(loaded, to: &writer)
            precondition(writer.byteCount > 0)
        }
        bench.measure("svg", "SVG picture of the loaded screen", size: size, items: size, runs: runs) {
            precondition(!SVGRenderer().render(loaded).isEmpty)
        }
    }

    /// Makes the screen as tall as its container, so every item can be hit.
    static func makeTall(_ screen: Screen) -> View {
        let view = container(of: screen)
        screen.size = CGSize(width: screen.size.width, height: max(screen.size.height, view.frame.maxY))
        screen.layoutIfNeeded()
        return view
    }

    /// Hit-tests at `points` random points over a `size`-tag flow on a screen as tall as
    /// the flow, then taps the centres of random tags of a tag list with a selection cap
    /// of 3 (hit-test, dispatch, selection change, relayout).
    static func hitTestsAndTaps(_ bench: Benchmark, size: Int, points count: Int, taps: Int, runs: Int?) {
        let screen = loadScreen(Workloads.containerScreen(Workloads.flow.0, attributes: Workloads.flow.1, buttons: size))
        _ = makeTall(screen)
        var generator = SplitMix64(state: 42)
        let points = (0..<count).map { _ in
            CGPoint(
                x: Double.random(in: 0..<screen.size.width, using: &generator),
                y: Double.random(in: 0..<screen.size.height, using: &generator))
        }
        bench.measure("hittest.flow", "hit-test, random points, flow", size: size, items: points.count, runs: runs) {
            for point in points { _ = screen.hitTest(point) }
        }

        let selectable = loadScreen(
            Workloads.containerScreen(Workloads.selectableFlow.0, attributes: Workloads.selectableFlow.1, buttons: size))
        let list = makeTall(selectable)
        let tags = list.subviews
        let targets = (0..<taps).map { _ -> CGPoint in
            let frame = tags[Int(generator.next() % UInt64(tags.count))].frameInRoot
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        bench.measure("tap.select", "selection tap on a tag-list", size: size, items: targets.count, runs: runs) {
            for point in targets { selectable.tap(at: point) }
        }
    }

    /// Hit-tests and full taps at random points of a `size`-button absolute canvas (UIKit's
    /// reverse scan over overlapping siblings).
    static func absoluteCanvas(_ bench: Benchmark, size: Int, points count: Int, runs: Int?) {
        let canvas = loadScreen(Workloads.absoluteScreen(buttons: size))
        var generator = SplitMix64(state: 43)
        let points = (0..<count).map { _ in
            CGPoint(x: Double.random(in: 0..<375, using: &generator), y: Double.random(in: 0..<667, using: &generator))
        }
        bench.measure("hittest.absolute", "hit-test, random points, absolute canvas", size: size, items: points.count, runs: runs) {
            for point in points { _ = canvas.hitTest(point) }
        }
        bench.measure("tap.absolute", "tap (hit-test, dispatch, relayout), canvas", size: size, items: points.count, runs: runs) {
            for point in points { canvas.tap(at: point) }
        }
    }
}
