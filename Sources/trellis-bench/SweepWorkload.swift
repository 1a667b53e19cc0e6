import Foundation
import Trellis

/// The sweep workload (Docs/sweeps.md, "Cost"): `trellis
/// sweep` over 168 configurations (4 sizes × 7 font scales × 2 appearances × 3 locales) of
/// a 200-view screen, thresholds included, on 2 jobs, timed on the wall clock as a user
/// waits for it: the `trellis` executable beside this one, run as a process of its own.
/// Target: under 2 s on 2 cores in a release build.
enum SweepWorkload {
    /// The figures of the last run, for the report: label, value, target, whether met.
    nonisolated(unsafe) static var figures: [(label: String, value: String, target: String, met: Bool)] = []

    /// The most the sweep may take, in seconds.
    static let target = 2.0

    /// A scroll view of 100 labels and 99 buttons (200 views with it). The labels are
    /// "Item N" but every twentieth, 38, 41, 44, 47 or 50 letters at 17 pt (8.5 pt each:
    /// 323, 348.5, 374, 399.5, 425 pt wide), which truncates below that width: five
    /// findings, each with width thresholds in every combination of the other axes.
    static var screenXML: String {
        var xml = "<screen width=\"375\" height=\"667\">\n  <scroll id=\"list\" grow=\"1\">\n"
        for index in 0..<100 {
            let long = index % 20 == 10 ? String(repeating: "m", count: 38 + 3 * (index / 20)) : nil
            xml += "    <label id=\"name\(index)\" text=\"\(long ?? "Item \(index)")\"/>\n"
            if index < 99 { xml += "    <button id=\"buy\(index)\" title=\"Buy\" height=\"44\"/>\n" }
        }
        return xml + "  </scroll>\n</screen>\n"
    }

    /// The options of the sweep measured.
    static let arguments = [
        "--sizes", "320,375,414,768", "--font-scales", "standard", "--appearances", "light,dark", "--locales", "base,en-XA,ar-XB", "--jobs", "2",
        "--format", "json",
    ]

    static func run(runs: Int) {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("trellis")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            print("sweep: no trellis executable beside trellis-bench; build it with the same configuration")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-sweep-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let screen = directory.appendingPathComponent("list.xml")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(screenXML.utf8).write(to: screen)
        } catch {
            printError("trellis-bench: cannot write the sweep's screen: \(error)")
            exit(73)
        }
        var times: [Double] = []
        var processorTimes: [Double] = []
        for _ in 0..<max(1, runs) {
            let before = childProcessorSeconds()
            let process = Process()
            process.executableURL = executable
            process.arguments = ["sweep", screen.path] + arguments
            process.standardOutput = FileHandle.nullDevice
            let start = DispatchTime.now().uptimeNanoseconds
            do { try process.run() } catch {
                printError("trellis-bench: cannot run \(executable.path): \(error)")
                exit(70)
            }
            process.waitUntilExit()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            processorTimes.append(childProcessorSeconds() - before)
            // The five long labels are findings: exit 1.
            guard process.terminationStatus == 1 else {
                printError("trellis-bench: the sweep exited with \(process.terminationStatus), not 1 (findings)")
                exit(70)
            }
        }
        let median = times.sorted()[times.count / 2]
        let processor = processorTimes.sorted()[processorTimes.count / 2]
        figures.append(("sweep, 168 configurations, 200 views, 2 jobs", String(format: "%.2f s wall", median), "< 2 s", median < target))
        // On a machine other processes share, the wall time counts their turns too; the
        // processor time of both threads, halved, is what 2 idle cores would take.
        figures.append(
            (
                "the same, processor time of all threads ÷ 2", String(format: "%.2f s", processor / 2), "< 2 s",
                processor / 2 < target
            ))
    }

    /// The user and system time of the finished child processes so far, in seconds.
    private static func childProcessorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Prints the figures with their targets.
    static func printFigures() {
        guard !figures.isEmpty else { return }
        print("\nSweep")
        for (label, value, target, met) in figures {
            print("  " + label.padding(toLength: 48, withPad: " ", startingAt: 0) + value + "  (target " + target + (met ? ", met)" : ", NOT met)"))
        }
    }
}
