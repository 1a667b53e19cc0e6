import CAllocationCounter
import Foundation
import Trellis

/// The time workloads (Docs/time.md, "Determinism and cost"), on a screen with a spinner,
/// a 100 ms repeating timer and 100 collapsibles whose toggles were just tapped (each
/// animating its 250 ms expand):
/// - `advanceClock: 60s` over it: wall time, target under 50 ms;
/// - the heap allocations of a second such advance once warm (the collapsibles collapsing
///   again), per clock item run (600 timer firings and 100 animation ends): target 0.
enum TimeWorkloads {
    /// The figures of the last run, for the report: label, value, target, whether met.
    nonisolated(unsafe) static var figures: [(label: String, value: String, target: String, met: Bool)] = []

    /// The collapsibles on the workload's screen.
    static let collapsibleCount = 100

    /// The workload's screen: a spinner, a repeating timer and the collapsibles, each of
    /// six tags on one line with room for four; the screen is tall enough for all of them
    /// expanded.
    static var screenXML: String {
        var xml = "<screen width=\"375\" height=\"\(collapsibleCount * 60 + 40)\">\n"
        xml += "  <timer id=\"poll\" interval=\"100ms\" repeats=\"true\" action=\"refresh\"/>\n"
        xml += "  <spinner id=\"busy\"/>\n"
        for index in 0..<collapsibleCount {
            xml += "  <collapsible id=\"c\(index)\" max-lines=\"1\" toggle-width=\"45\" spacing=\"10\">\n"
            for tag in 0..<6 { xml += "    <button title=\"Tag \(index)-\(tag)\" padding=\"0 10\" height=\"20\"/>\n" }
            xml += "  </collapsible>\n"
        }
        return xml + "</screen>\n"
    }

    static func run(_ bench: Benchmark, runs: Int?) {
        let loader = ScreenLoader(registry: .standard)
        let xml = screenXML
        /// The screen just loaded, every collapsible's toggle tapped without settling.
        func animating() -> Screen {
            let screen: Screen
            do {
                screen = try loader.load(xml: xml, path: "time.xml")
            } catch {
                printError("trellis-bench: the time workload's screen does not load: \(error)")
                exit(70)
            }
            screen.clock.autoSettle = false
            screen.layoutIfNeeded()
            for index in 0..<collapsibleCount { _ = try? screen.tap(id: "c\(index).toggle") }
            return screen
        }
        var screen = animating()
        precondition(screen.clock.animations.count == collapsibleCount + 1, "the toggles start one animation each, beside the spinner's")
        bench.measure(
            "time.advance", "advance the clock 60 s: spinner, 100 ms timer, \(collapsibleCount) collapsibles animating",
            size: collapsibleCount, items: 1, runs: runs, setUp: { screen = animating() }
        ) {
            precondition((try? screen.clock.advance(by: .seconds(60))) != nil)
        }
        // Wall time, which the target is about: the fastest of a few advances.
        var wall = Double.infinity
        for _ in 0..<(runs ?? 5) {
            screen = animating()
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try? screen.clock.advance(by: .seconds(60))
            wall = min(wall, Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        figures.append(("advanceClock 60s, wall time", String(format: "%.2f ms", wall / 1e6), "< 50 ms", wall < 50e6))

        // Allocations once warm: the screen has advanced 60 s, its collapsibles are tapped
        // again (counted too, to show the counter sees allocations), and the second advance
        // is counted.
        screen = animating()
        _ = try? screen.clock.advance(by: .seconds(60))
        cbench_allocations_start()
        for index in 0..<collapsibleCount { _ = try? screen.tap(id: "c\(index).toggle") }
        let tapAllocations = cbench_allocations_stop()
        cbench_allocations_start()
        _ = try? screen.clock.advance(by: .seconds(60))
        let allocations = cbench_allocations_stop()
        let items = 600 + collapsibleCount
        figures.append(
            (
                "allocations per clock item once warm",
                String(
                    format: "%.3f (%llu in %d items; the %d taps before: %llu)", Double(allocations) / Double(items), allocations, items, collapsibleCount,
                    tapAllocations),
                "0", allocations == 0 && tapAllocations > 0
            ))
    }

    /// Prints the figures with their targets.
    static func printFigures() {
        guard !figures.isEmpty else { return }
        print("\nTime")
        for (label, value, target, met) in figures {
            print("  " + label.padding(toLength: 40, withPad: " ", startingAt: 0) + value + "  (target " + target + (met ? ", met)" : ", NOT met)"))
        }
    }
}
