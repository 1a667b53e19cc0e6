import Foundation
import Trellis

/// The flows workload: many flow files of taps and assertions against one screen, as
/// `trellis test` runs them, and the two ways a flow's screen can be made.
enum FlowWorkloads {
    /// Steps per flow file.
    static let steps = 20

    /// The titles of the screen's tags (the seed tag list's weekdays and months).
    static let titles = ["周一", "周二", "周三", "周四", "周五", "礼拜六", "礼拜天", "一月", "二月", "三月", "四月", "五月", "六月"]

    /// The screen every flow runs on: a tag list of ``titles`` that keeps at most three selected.
    static let screen =
        "<screen width=\"375\" height=\"667\" padding=\"50 16 0 16\">\n"
        + "  <tag-list id=\"tags\" max-selected=\"3\" spacing=\"20\" line-spacing=\"20\">\n"
        + titles.map { "    <button title=\"\($0)\" padding=\"0 20\" height=\"20\"/>\n" }.joined()
        + "  </tag-list>\n</screen>\n"

    /// Flow file `index`: ``steps`` steps, each a tap on a tag and then the check that it
    /// is selected, the tags drawn in an order that differs from file to file.
    static func flow(_ index: Int) -> String {
        var text = "screen: screen.xml\n---\n"
        for step in 0..<(steps / 2) {
            let title = titles[(index * 7 + step * 3) % titles.count]
            text += "- tapOn: \(title)\n- assertSelected: \(title)\n"
        }
        return text
    }

    /// Writes `screen.xml` and `count` flow files `flow-00000.yaml`… into `directory`,
    /// creating it; returns the flow files' paths.
    @discardableResult
    static func write(count: Int, to directory: String) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(screen.utf8).write(to: URL(fileURLWithPath: directory + "/screen.xml"))
            return try (0..<count).map { index in
                let path = directory + "/" + String(format: "flow-%05d.yaml", index)
                try Data(flow(index).utf8).write(to: URL(fileURLWithPath: path))
                return path
            }
        } catch {
            printError("trellis-bench: cannot write the flow files to \(directory): \(error)")
            exit(73)
        }
    }

    /// Runs `count` flows of ``steps`` steps in this process (a new runner each time, so
    /// each run reads and parses the screen once, as `trellis test` does), per step; then
    /// the screen made for a flow both ways, per screen: loaded from its file, and built
    /// from the file parsed once.
    static func run(_ bench: Benchmark, count: Int, runs: Int?) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-flows-\(getpid())-\(count)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let paths = write(count: count, to: directory)
        let flows: [Flow]
        do {
            flows = try FlowLoader(registry: .standard).load(files: paths)
        } catch {
            printError("trellis-bench: the generated flows do not load: \(error)")
            exit(70)
        }
        bench.measure("flows", "flows of \(steps) steps on one screen (per step)", size: count, items: count * steps, runs: runs) {
            let runner = FlowRunner(registry: .standard)
            for flow in flows where !runner.run(flow).passed {
                printError("trellis-bench: a generated flow failed: \(flow.path)")
                exit(70)
            }
        }
        let screenPath = directory + "/screen.xml"
        let loader = ScreenLoader(registry: .standard)
        guard let parsed = try? loader.parse(contentsOfFile: screenPath) else {
            printError("trellis-bench: the flows' screen does not load")
            exit(70)
        }
        bench.measure("flows.load", "a flow's screen loaded from its file", size: count, items: count, runs: runs) {
            for _ in 0..<count { precondition((try? loader.load(contentsOfFile: screenPath)) != nil) }
        }
        bench.measure("flows.parsed", "a flow's screen built from the file parsed once", size: count, items: count, runs: runs) {
            for _ in 0..<count { precondition((try? parsed.makeScreen()) != nil) }
        }
    }
}
