import Foundation
import Trellis

/// The accessibility audit of a `size`-tag screen (Docs/accessibility.md, "The audit"),
/// each sample paired with the load of the same bytes into a laid-out tree, which is what
/// `trellis run` does before it prints: the ratio says what the audit adds to a run.
enum AuditWorkload {
    /// Measures `audit.load` (load and lay out) and `audit` (every rule on the laid-out
    /// screen). The screen is the flow workload's tag list on a screen as tall as the
    /// list, so every tag is visible and checked; every tag is 20 points tall, so every
    /// tag is a `tap-target` finding, as on the seed tag list.
    static func run(_ bench: Benchmark, size: Int, runs: Int?) {
        let probe = loadScreen(Workloads.containerScreen(Workloads.flow.0, attributes: Workloads.flow.1, buttons: size))
        let height = Int(TrellisWorkloads.makeTall(probe).frame.maxY.rounded(.up))
        let text = String(decoding: Workloads.containerScreen(Workloads.flow.0, attributes: Workloads.flow.1, buttons: size), as: UTF8.self)
        let bytes = Array(text.replacingOccurrences(of: "height=\"667\">", with: "height=\"\(height)\">").utf8)
        let screen = loadScreen(bytes)
        let audit = AccessibilityAudit()
        guard audit.findings(on: screen).count == size else {
            printError("trellis-bench: the audit screen should have one tap-target finding per tag")
            exit(70)
        }
        var loaded: [Screen] = []
        let load = Benchmark.Operation(
            key: "audit.load", label: "load and lay out the same screen (trellis run)", setUp: { loaded.removeAll() },
            body: { loaded.append(loadScreen(bytes)) })
        let check = Benchmark.Operation(key: "audit", label: "accessibility audit, every rule", setUp: { loaded.removeAll() }) {
            precondition(!audit.findings(on: screen).isEmpty)
        }
        bench.measurePair(load, check, size: size, items: size, runs: runs)
    }
}
