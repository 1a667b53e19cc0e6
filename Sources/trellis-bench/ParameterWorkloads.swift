import Foundation
import Trellis

/// The flow language's checking cost (Docs/flows.md, "Parameters, conditions, data rows
/// and hooks"): 1,000 flow files that each use 10 variables, a `true:` condition and 5
/// data rows, checked as `trellis test` checks them, ÷ the same 5,000 tests written out
/// without them (a file per row, values in place, the condition's steps written as a
/// plain `runFlow`), in one run (target ≤ 1.5).
enum ParameterWorkloads {
    /// The ratio of the last run, for the report: label, ratio, target.
    nonisolated(unsafe) static var ratios: [(label: String, ratio: Double, target: Double)] = []

    static let rows = 5
    static let variables = 10

    /// Flow `index` with parameters: header `env:` binding V0…V9, 5 rows binding
    /// `WHO` and `ROLE`, steps reading every variable, and one condition.
    static func parameterized(_ index: Int) -> String {
        var text = "screen: screen.xml\nname: flow \(index)\nenv: {"
        text += (0..<variables).map { "V\($0): \(FlowWorkloads.titles[(index + $0) % FlowWorkloads.titles.count])" }.joined(separator: ", ")
        text += "}\ndata:\n"
        for row in 0..<rows {
            text += "  - {WHO: \(FlowWorkloads.titles[(index + row) % FlowWorkloads.titles.count]), ROLE: \(row % 2 == 0 ? "admin" : "user")}\n"
        }
        text += "---\n- tapOn: ${WHO}\n"
        for variable in 0..<variables { text += "- assertVisible: ${V\(variable)}\n" }
        text += "- runFlow: {when: {true: \"${ROLE} == 'admin'\"}, commands: [{tapOn: \"${V0}\"}, {assertSelected: \"${V0}\"}]}\n"
        return text
    }

    /// The test of row `row` of flow `index`, written out: values in place, and the
    /// condition's steps in a `runFlow` without one, so that both forms check the same
    /// steps.
    static func writtenOut(_ index: Int, row: Int) -> String {
        let value = { (variable: Int) in FlowWorkloads.titles[(index + variable) % FlowWorkloads.titles.count] }
        var text = "screen: screen.xml\nname: flow \(index)[\(row + 1)]\n---\n"
        text += "- tapOn: \(FlowWorkloads.titles[(index + row) % FlowWorkloads.titles.count])\n"
        for variable in 0..<variables { text += "- assertVisible: \(value(variable))\n" }
        text += "- runFlow: {commands: [{tapOn: \"\(value(0))\"}, {assertSelected: \"\(value(0))\"}]}\n"
        return text
    }

    static func run(_ bench: Benchmark, count: Int, runs: Int?) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-parameters-\(getpid())-\(count)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var parameterized: [String] = []
        var plain: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: directory + "/p", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: directory + "/w", withIntermediateDirectories: true)
            for folder in ["/p", "/w"] { try Data(FlowWorkloads.screen.utf8).write(to: URL(fileURLWithPath: directory + folder + "/screen.xml")) }
            for index in 0..<count {
                let path = directory + "/p/" + String(format: "flow-%05d.yaml", index)
                try Data(self.parameterized(index).utf8).write(to: URL(fileURLWithPath: path))
                parameterized.append(path)
                for row in 0..<rows {
                    let path = directory + "/w/" + String(format: "flow-%05d-%d.yaml", index, row + 1)
                    try Data(writtenOut(index, row: row).utf8).write(to: URL(fileURLWithPath: path))
                    plain.append(path)
                }
            }
        } catch {
            printError("trellis-bench: cannot write the parameter flows to \(directory): \(error)")
            exit(73)
        }
        // Both sets must load, to the same steps, before either is timed.
        guard let loaded = try? FlowLoader(registry: .standard).load(files: parameterized),
            let written = try? FlowLoader(registry: .standard).load(files: plain),
            loaded.count == written.count,
            zip(loaded, written).allSatisfy({ $0.steps.map(\.description) == $1.steps.map(\.description) })
        else {
            printError("trellis-bench: the parameter flows and their written-out forms do not load to the same steps")
            exit(70)
        }
        bench.measurePair(
            .init(key: "flows.parameters", label: "check flows with variables, a condition and 5 rows") {
                precondition((try? FlowLoader(registry: .standard).load(files: parameterized))?.count == count * rows)
            },
            .init(key: "flows.writtenOut", label: "check the same tests written out") {
                precondition((try? FlowLoader(registry: .standard).load(files: plain))?.count == count * rows)
            },
            size: count, items: count * rows, runs: runs)
        guard let measured = bench.measurement("flows.parameters", size: count)?.sorted.first,
            let reference = bench.measurement("flows.writtenOut", size: count)?.sorted.first
        else { return }
        ratios.append(("check with parameters ÷ written out, \(count) flows × \(rows) rows", measured / max(reference, 1e-9), 1.5))
    }

    /// Prints the ratios with their targets.
    static func printRatios() {
        guard !ratios.isEmpty else { return }
        print("\nFlow language (fastest run ÷ fastest run, in this run)")
        for (label, ratio, target) in ratios {
            print("  " + label.padding(toLength: 60, withPad: " ", startingAt: 0) + String(format: "%6.2f×  (target ≤ %.2f×)", ratio, target))
        }
    }
}
