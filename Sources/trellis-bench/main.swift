import Foundation
import Trellis

/// `trellis-bench [--quick]`: release-mode figures for loading, layout, hit-testing and
/// taps. Build and run it with `swift run -c release trellis-bench`.
let quick = CommandLine.arguments.contains("--quick")
let bench = Benchmark(runs: quick ? 3 : 7)
let loader = ScreenLoader.standard
let scale = quick ? 10 : 1

func load(_ xml: String) -> Screen {
    do {
        return try loader.load(xml: xml, path: "bench.xml")
    } catch {
        FileHandle.standardError.write(Data("trellis-bench: a benchmark screen failed to load: \(error)\n".utf8))
        exit(70)
    }
}

print("Trellis benchmarks (\(quick ? "quick" : "full"); median of \(bench.runs) runs after a warm-up)")
print(Benchmark.header)

for (name, xml, count) in [
    ("load+layout, stack", Workloads.stackScreen(buttons: 10_000 / scale), 10_000 / scale),
    ("load+layout, absolute", Workloads.absoluteScreen(buttons: 10_000 / scale), 10_000 / scale),
] {
    let bytes = Array(xml.utf8)
    bench.measure("\(name), \(count) buttons", items: count) {
        _ = try? loader.load(bytes: bytes, path: "bench.xml")
    }
    var screen = load(xml)
    bench.measure("load+layout+JSON, \(name.dropFirst(12))", items: count) {
        screen = load(xml)
        _ = ViewSnapshot(screen).json.serialized()
    }
    bench.measure("JSON output only, \(name.dropFirst(12))", items: count) {
        _ = ViewSnapshot(screen).json.serialized()
    }
}

let canvas = load(Workloads.absoluteScreen(buttons: 10_000 / scale))
var generator = SplitMix64(state: 42)
let points = (0..<(10_000 / scale)).map { _ in
    CGPoint(x: Double.random(in: 0..<375, using: &generator), y: Double.random(in: 0..<667, using: &generator))
}
bench.measure("hit-test, random points, \(10_000 / scale) buttons", items: points.count) {
    for point in points { _ = canvas.hitTest(point) }
}
bench.measure("tap by point (hit-test, dispatch, layout)", items: 1_000) {
    for point in points.prefix(1_000) { canvas.tap(at: point) }
}

func layoutWorkload(_ name: String, element: String, attributes: String, count: Int) {
    let screen = load(Workloads.containerScreen(element, attributes: attributes, buttons: count))
    guard let container = screen.view(withID: "c") else { return }
    bench.measure("\(name), cold (text measured), \(count)", items: count, setUp: {
        screen.textMeasurer = TestTextMetrics()
    }) {
        screen.layoutIfNeeded()
    }
    bench.measure("\(name), warm (sizes cached), \(count)", items: count, setUp: {
        container.setNeedsLayout()
    }) {
        screen.layoutIfNeeded()
    }
}

layoutWorkload("flow", element: "tag-list", attributes: "max-selected=\"0\"", count: 100_000 / scale)
layoutWorkload("grid", element: "view", attributes: "layout=\"grid\" columns=\"4\" cell-height=\"20\"", count: 100_000 / scale)
layoutWorkload("check-in", element: "view", attributes: "layout=\"checkin\" cell-height=\"40\"", count: 100_000 / scale)
layoutWorkload("collapsible, collapsed", element: "collapsible", attributes: "max-lines=\"2\"", count: 10_000 / scale)
layoutWorkload("collapsible, expanded", element: "collapsible", attributes: "max-lines=\"2\" expanded=\"true\"", count: 10_000 / scale)

FontWorkloads.run(bench, scale: scale)

if let peak = peakResidentMemory() {
    print("peak resident memory: \(peak / (1 << 20)) MiB")
}
