import Foundation

/// Ratios against the C loops of the same run, the result file, the Markdown table and
/// the regression check against the recorded baseline.
struct Report {
    let measurements: [Measurement]

    /// The measurement a workload is compared with: the C grid loop for grid and
    /// check-in, the libxml2 walk for loading and output (JSON, text, SVG), the libxml2
    /// walk of the screen of images for its load, the load of the same screen for
    /// validation and for the audit, the C flow loop for everything else (hit-tests and
    /// taps included, as a measure of machine speed); at the workload's own size when it was measured,
    /// else the flow loop at the largest size measured.
    func reference(for measurement: Measurement) -> Measurement? {
        if measurement.key.hasPrefix("c.") || measurement.isMemory || Report.unchecked.contains(where: measurement.key.hasPrefix) {
            return nil
        }
        let key: String
        if measurement.key.hasPrefix("grid.") || measurement.key.hasPrefix("checkin.") {
            key = "c.grid"
        } else if measurement.key.hasPrefix("realistic.") {
            key = "c.xml.realistic"
        } else if Report.outputKeys.contains(measurement.key) {
            key = "c.xml"
        } else if measurement.key == "validate" {
            key = "validate.load"
        } else if measurement.key == "audit" {
            key = "audit.load"
        } else if measurement.key == "images" {
            key = "c.xml.images"
        } else {
            key = "c.flow"
        }
        if let same = measurements.last(where: { $0.key == key && $0.size == measurement.size }) { return same }
        return measurements.filter { $0.key == "c.flow" }.max { $0.size < $1.size }
    }

    /// Workloads with no ratio to a C loop: real-font measurement depends on the installed
    /// fonts, the loads beside validation and the audit are the references of their
    /// ratios, the apps' are ratios of Trellis operations (``AppWorkloads``), and the
    /// clock's targets are absolute (``TimeWorkloads``); the flow language's is a ratio of
    /// two Trellis checks (``ParameterWorkloads``).
    static let unchecked = ["fonts.", "seed.", "validate.", "audit.", "apps.", "time.", "flows.parameters", "flows.writtenOut"]

    /// Whether the workload does the same kind of work as its C reference (layout against
    /// a layout loop, loading against the libxml2 walk), so the ratio means something on
    /// its own; the others' ratios only cancel machine speed for the regression check.
    static func isLikeForLike(_ measurement: Measurement) -> Bool {
        ["flow.", "grid.", "checkin.", "collapsed.", "expanded."].contains(where: measurement.key.hasPrefix)
            || outputKeys.contains(measurement.key) || measurement.key.hasPrefix("realistic.") || measurement.key == "validate" || measurement.key == "audit"
            || measurement.key == "images"
    }

    /// The workloads compared with the libxml2 walk: the load and the outputs of the loaded screen.
    static let outputKeys: Set<String> = ["load", "json", "text", "svg"]

    /// The median over sample pairs (i-th with i-th) of workload ns/item ÷ reference
    /// ns/item; for memory, the median bytes per button.
    func ratio(for measurement: Measurement) -> Double? {
        if measurement.isMemory { return measurement.median }
        guard let reference = reference(for: measurement) else { return nil }
        return Report.pairedRatio(measurement.samplesPerItem, reference.samplesPerItem)
    }

    /// The median of `a[i] / b[i]` over the pairs both have.
    static func pairedRatio(_ a: [Double], _ b: [Double]) -> Double {
        Statistics.median(zip(a, b).map { $0 / max($1, 1e-9) })
    }

    /// The ratio the regression check uses: the fastest sample of the workload per item ÷
    /// the fastest of its reference per item (for memory, the smallest bytes per button).
    /// On a shared machine the fastest run is the one least disturbed by other processes,
    /// so this varies far less from run to run than a median does.
    func checkedRatio(for measurement: Measurement) -> Double? {
        let fastest = measurement.sorted.first ?? 0
        if measurement.isMemory { return fastest }
        guard let reference = reference(for: measurement), let limit = reference.sorted.first else { return nil }
        return (fastest / Double(max(1, measurement.items))) / max(limit / Double(max(1, reference.items)), 1e-9)
    }

    /// The checked ratios by id (`flow.warm@10000`, `memory@10000`), in run order.
    func ratios() -> [(id: String, label: String, ratio: Double)] {
        measurements.compactMap { measurement in
            checkedRatio(for: measurement).map { (measurement.id, measurement.label, $0) }
        }
    }

    /// Prints the Trellis ÷ C ratios of the run, if it has any.
    func printRatios() {
        let lines = measurements.compactMap { measurement -> String? in
            guard Report.isLikeForLike(measurement), let reference = reference(for: measurement),
                let ratio = ratio(for: measurement)
            else { return nil }
            let against = "\(reference.key)@\(reference.size)"
            return "  " + measurement.id.padding(toLength: 28, withPad: " ", startingAt: 0)
                + String(format: "%10.1f×", ratio) + "  vs " + against
        }
        guard !lines.isEmpty else { return }
        print("\nTrellis ÷ C (median of sample pairs, per item; machine speed cancels)")
        for line in lines { print(line) }
    }

    /// The rows as a Markdown table: workload, size, median, spread, ns per item.
    func markdown() -> String {
        var lines = ["| workload | size | median | min–max | ns/item | ÷ C |", "|---|---:|---:|---:|---:|---:|"]
        for measurement in measurements {
            let format = { (value: Double) in Benchmark.format(value, isMemory: measurement.isMemory) }
            let sorted = measurement.sorted
            let spread = (sorted.first.map(format) ?? "") + "–" + (sorted.last.map(format) ?? "")
            let perItem = measurement.isMemory ? "" : Benchmark.formatPerItem(measurement.nanosecondsPerItem)
            let ratio = Report.isLikeForLike(measurement) ? ratio(for: measurement) : nil
            let cells = [
                measurement.label, String(measurement.size), format(measurement.median), spread, perItem,
                ratio.map { String(format: "%.1f×", $0) } ?? "",
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// Every measurement with its samples and ratio, as JSON for scripts.
    func json(mode: String) -> Data {
        let rows: [[String: Any]] = measurements.map { measurement in
            var row: [String: Any] = [
                "key": measurement.key, "label": measurement.label, "size": measurement.size,
                "items": measurement.items, "samples": measurement.samples, "median": measurement.median,
                "unit": measurement.isMemory ? "bytes per item" : "ns per operation",
            ]
            if let ratio = ratio(for: measurement) { row["ratio"] = ratio }
            if let reference = reference(for: measurement) { row["reference"] = "\(reference.key)@\(reference.size)" }
            return row
        }
        let object: [String: Any] = ["mode": mode, "measurements": rows]
        return (try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])) ?? Data()
    }
}

/// The recorded ratios the quick run is checked against (Benchmarks/baseline.json).
enum RegressionBaseline {
    /// How much slower than recorded a ratio may get before the check fails.
    static let tolerance = 3.0

    /// How many quick passes a recorded baseline takes the median of.
    static let recordingPasses = 3

    /// One quick pass in a process of its own, as the check runs: `arguments` are this
    /// run's, without `--record-baseline`, with `--json` to a temporary file read back
    /// here. A fresh process matters: on a shared machine some workloads' ratios differ by
    /// up to 2× from one process to the next (the selection tap, cold layout), the same in
    /// every pass of a process, and each check is a process of its own; passes in one
    /// process would all see that one process. nil, with a message, when the child fails.
    static func passInChildProcess(arguments: [String]) -> Report? {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-bench-pass-\(getpid())-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments.filter { $0 != "--record-baseline" } + ["--json", output.path]
        do {
            try process.run()
        } catch {
            printError("trellis-bench: cannot start a recording pass: \(error)")
            return nil
        }
        process.waitUntilExit()
        // 1 is the child's own check against the baseline being replaced.
        guard [0, 1].contains(process.terminationStatus), let data = FileManager.default.contents(atPath: output.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let rows = object["measurements"] as? [[String: Any]]
        else {
            printError("trellis-bench: a recording pass exited \(process.terminationStatus) without its results")
            return nil
        }
        let measurements = rows.compactMap { row -> Measurement? in
            guard let key = row["key"] as? String, let label = row["label"] as? String, let size = row["size"] as? Int,
                let items = row["items"] as? Int, let samples = row["samples"] as? [Double]
            else { return nil }
            return Measurement(
                key: key, label: label, size: size, items: items, samples: samples,
                isMemory: row["unit"] as? String == "bytes per item")
        }
        return Report(measurements: measurements)
    }

    /// Writes the median over `passes` of each ratio to `path` as
    /// `{"tolerance": 3, "ratios": {id: ratio}}`.
    static func record(_ passes: [Report], to path: String) -> Int32 {
        var all: [String: [Double]] = [:]
        for pass in passes {
            for entry in pass.ratios() { all[entry.id, default: []].append(entry.ratio) }
        }
        var ratios: [String: Double] = [:]
        for (id, values) in all { ratios[id] = (Statistics.median(values) * 1000).rounded() / 1000 }
        let object: [String: Any] = [
            "about": "Each quick workload's fastest run per item ÷ the fastest run of its C loop in the same run "
                + "(bytes per button for memory); "
                + "written by `trellis-bench --quick --record-baseline`, checked by `trellis-bench --quick`.",
            "tolerance": tolerance,
            "ratios": ratios,
        ]
        do {
            var data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            data.append(contentsOf: Array("\n".utf8))
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("trellis-bench: cannot write \(path): \(error)")
            return 73
        }
        print("\nrecorded \(ratios.count) ratios in \(path)")
        return 0
    }

    /// Compares the run's ratios with those recorded at `path`; prints every comparison and
    /// returns 1 naming each workload more than ``tolerance`` times its recorded ratio, 0
    /// when none is, 66 when the file cannot be read, 65 when it is not a baseline.
    static func check(_ report: Report, against path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("trellis-bench: no baseline at \(path); record one with `trellis-bench --quick --record-baseline`")
            return 66
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let recorded = object["ratios"] as? [String: Double]
        else {
            printError("trellis-bench: \(path) is not a baseline: expected a JSON object with \"ratios\": {workload: number}")
            return 65
        }
        print("\nregression check against \(path) (fails above \(String(format: "%.0f", tolerance))× the recorded ratio)")
        var failures: [String] = []
        for entry in report.ratios() {
            guard let old = recorded[entry.id], old > 0 else {
                print("  \(entry.id.padding(toLength: 28, withPad: " ", startingAt: 0))  \(String(format: "%10.2f", entry.ratio))  not recorded")
                continue
            }
            let change = entry.ratio / old
            let verdict = change > tolerance ? "SLOWER" : "ok"
            print(
                "  \(entry.id.padding(toLength: 28, withPad: " ", startingAt: 0))  \(String(format: "%10.2f", entry.ratio))"
                    + "  recorded \(String(format: "%10.2f", old))  \(String(format: "%5.2f", change))×  \(verdict)")
            if change > tolerance { failures.append(entry.id) }
        }
        let measured = Set(report.ratios().map(\.id))
        for id in recorded.keys.sorted() where !measured.contains(id) {
            print("  \(id): recorded but not measured in this run")
        }
        guard failures.isEmpty else {
            printError("trellis-bench: more than \(String(format: "%.0f", tolerance))× slower than recorded: " + failures.joined(separator: ", "))
            return 1
        }
        print("no workload is more than \(String(format: "%.0f", tolerance))× slower than recorded")
        return 0
    }
}
