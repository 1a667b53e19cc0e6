import Foundation
import Trellis

/// Peak memory per button view, measured in a fresh process so nothing else the benchmark
/// allocated counts: `trellis-bench --memory N`.
enum MemoryWorkload {
    /// The child's side: streams the `count`-button load screen to a temporary file in
    /// 64 KiB pieces, reads the peak resident size (the empty-process baseline), loads and
    /// lays out the file, reads the peak again and prints
    /// `memory <count> <baseline bytes> <peak bytes>`. Exits 70 when a figure is missing.
    static func runChild(count: Int) -> Never {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-bench-\(ProcessInfo.processInfo.processIdentifier).xml").path
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            printError("trellis-bench: cannot write \(path)")
            exit(73)
        }
        Workloads.buttonScreen(buttons: count) { handle.write(Data($0.utf8)) }
        handle.closeFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let baseline = peakResidentMemory() else {
            printError("trellis-bench: /proc/self/status has no VmHWM")
            exit(70)
        }
        let screen: Screen
        do {
            screen = try benchLoader.load(contentsOfFile: path)
        } catch {
            printError("trellis-bench: the memory screen failed to load: \(error)")
            exit(70)
        }
        screen.layoutIfNeeded()
        let peak = peakResidentMemory() ?? baseline
        withExtendedLifetime(screen) {
            print("memory \(count) \(baseline) \(peak)")
        }
        exit(0)
    }

    /// The parent's side: runs `trellis-bench --memory count` `runs` times and records
    /// `memory` at `count` with samples in bytes per button (peak over baseline, divided by
    /// the count); prints the baseline too.
    static func measure(_ bench: Benchmark, count: Int, runs: Int) {
        var samples: [Double] = []
        var baselines: [Double] = []
        for _ in 0..<runs {
            guard let (baseline, peak) = runChildProcess(count: count) else { return }
            samples.append(Double(peak - baseline) / Double(count))
            baselines.append(Double(baseline))
        }
        let label = String(format: "memory: bytes per button (baseline %.0f MiB)", Statistics.median(baselines) / 1_048_576)
        bench.record(Measurement(key: "memory", label: label, size: count, items: 1, samples: samples, isMemory: true))
    }

    private static func runChildProcess(count: Int) -> (Int, Int)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--memory", String(count)]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            printError("trellis-bench: cannot start the memory child: \(error)")
            return nil
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count == 4, fields[0] == "memory",
            let baseline = Int(fields[2]), let peak = Int(fields[3])
        else {
            printError("trellis-bench: the memory child exited \(process.terminationStatus) with '\(output)'")
            return nil
        }
        return (baseline, peak)
    }
}
