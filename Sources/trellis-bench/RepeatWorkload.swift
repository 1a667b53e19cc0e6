import Foundation
import Trellis

/// The repeat workload (Docs/flows.md, "`--repeat N`: proving a flow deterministic"): the
/// example flows (Examples/flows, read from the working directory, the repository's root
/// as .ci/bench runs it) with `--repeat 2` ÷ the same run once, each pair measured in turn
/// in one run, so machine speed cancels. Two ratios:
/// - what `trellis test` does, without printing: read and check the flow files, parse
///   each screen once, run every flow (target ≤ 2.2×, the flow-language spec's);
/// - the flows' runs alone, on a runner whose screens are already parsed: the cost of
///   the second run and of both runs' records, with nothing shared to hide it (reported).
enum RepeatWorkload {
    /// The ratios of the last run, for the report: label, ratio, target (nil: reported only).
    nonisolated(unsafe) static var ratios: [(label: String, ratio: Double, target: Double?)] = []

    /// The most `--repeat 2` may cost, as a multiple of one run.
    static let target = 2.2

    static func run(_ bench: Benchmark, runs: Int?) {
        let folder = "Examples/flows"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            print("repeat: no \(folder) in the working directory; run trellis-bench from the repository's root")
            return
        }
        let paths = names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder + "/" + $0 }
        // The record's log line: the step as `trellis test` prints it, without the time.
        let line: @Sendable (StepResult) -> String = { step in (step.passed ? "✓ " : "✗ ") + step.step + "\n" }
        let once = FlowRepetition(count: 1, stepLine: line)
        let twice = FlowRepetition(count: 2, stepLine: line)
        let size = paths.count

        bench.measurePair(
            .init(key: "repeat.test.1", label: "test the \(size) example flows (load, check, run)") { test(paths, once) },
            .init(key: "repeat.test.2", label: "the same with --repeat 2") { test(paths, twice) },
            size: size, items: size, runs: runs)
        record("trellis test --repeat 2 ÷ once", "repeat.test.2", over: "repeat.test.1", size: size, bench: bench, target: target)

        let screens = ScreenCache()
        let flows = load(paths, screens: screens)
        var runner = FlowRunner(registry: .standard)
        runner.screens = screens
        let passed = flows.map { once.run($0, on: runner).passed }
        guard flows.map({ twice.run($0, on: runner).passed }) == passed else {
            printError("trellis-bench: an example flow is not deterministic under --repeat 2")
            exit(70)
        }
        bench.measurePair(
            .init(key: "repeat.runs.1", label: "run the example flows once (screens parsed)") {
                for flow in flows { _ = once.run(flow, on: runner) }
            },
            .init(key: "repeat.runs.2", label: "the same with --repeat 2 (runs compared)") {
                for flow in flows { _ = twice.run(flow, on: runner) }
            },
            size: size, items: size, runs: runs)
        record("the runs alone, --repeat 2 ÷ once", "repeat.runs.2", over: "repeat.runs.1", size: size, bench: bench, target: nil)
    }

    /// What `trellis test` does with `paths` before printing: loads and checks the flows,
    /// each screen parsed once, then runs every flow that names a screen as `repetition` says.
    private static func test(_ paths: [String], _ repetition: FlowRepetition) {
        let screens = ScreenCache()
        let flows = load(paths, screens: screens)
        var check = FlowScreenCheck(registry: .standard)
        check.screens = screens
        guard check.problems(in: flows).isEmpty else {
            printError("trellis-bench: the example flows do not check against their screens")
            exit(70)
        }
        var runner = FlowRunner(registry: .standard)
        runner.screens = screens
        for flow in flows { _ = repetition.run(flow, on: runner) }
    }

    /// The flows of `paths` that name a screen, loaded with `screens` as their cache.
    private static func load(_ paths: [String], screens: ScreenCache) -> [Flow] {
        var loader = FlowLoader(registry: .standard)
        loader.screens = screens
        do {
            return try loader.load(files: paths).filter { $0.screenPath != nil }
        } catch {
            printError("trellis-bench: the example flows do not load: \(error)")
            exit(70)
        }
    }

    /// Adds the ratio of `key`'s fastest sample to `other`'s: on a shared machine the
    /// fastest run is the least disturbed one.
    private static func record(_ label: String, _ key: String, over other: String, size: Int, bench: Benchmark, target: Double?) {
        guard let measured = bench.measurement(key, size: size)?.sorted.first,
            let reference = bench.measurement(other, size: size)?.sorted.first
        else { return }
        ratios.append((label, measured / max(reference, 1e-9), target))
    }

    /// Prints the ratios with their targets.
    static func printRatios() {
        guard !ratios.isEmpty else { return }
        print("\nRepeat (fastest run ÷ fastest run, in this run)")
        for (label, ratio, target) in ratios {
            let goal = target.map { String(format: "  (target ≤ %.2f×)", $0) } ?? ""
            print("  " + label.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "%6.2f×", ratio) + goal)
        }
    }
}
