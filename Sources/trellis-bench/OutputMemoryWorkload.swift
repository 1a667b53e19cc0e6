import Foundation
import Trellis

/// The peak memory of `trellis run --format json` on the realistic screen beside that of
/// loading and laying it out without output, each in a fresh process so nothing else the
/// benchmark allocated counts: `trellis-bench --output-memory N`.
enum OutputMemoryWorkload {
    /// The child's side: streams the `count`-button realistic screen to a temporary file,
    /// reads the peak resident size (the baseline), loads and lays the file out, reads the
    /// peak, writes the JSON document (tree, accessibility section, empty log) to
    /// /dev/null as `trellis run` writes it to standard output, reads the peak again and
    /// prints `output-memory <count> <baseline> <laid out> <written>` (bytes). Exits 70
    /// when a figure is missing, 73 when the file cannot be written.
    static func runChild(count: Int) -> Never {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-bench-output-\(ProcessInfo.processInfo.processIdentifier).xml").path
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            printError("trellis-bench: cannot write \(path)")
            exit(73)
        }
        RealisticScreen.write(buttons: count) { handle.write(Data($0.utf8)) }
        handle.closeFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let null = open("/dev/null", O_WRONLY)
        guard let baseline = peakResidentMemory(), null >= 0 else {
            printError("trellis-bench: /proc/self/status has no VmHWM, or /dev/null cannot be opened")
            exit(70)
        }
        let screen: Screen
        do {
            screen = try benchLoader.load(contentsOfFile: path)
        } catch {
            printError("trellis-bench: the realistic screen failed to load: \(error)")
            exit(70)
        }
        screen.layoutIfNeeded()
        let laidOut = peakResidentMemory() ?? baseline
        var writer = JSONWriter(chunkSize: 1 << 16, sink: { bytes in _ = write(null, bytes.baseAddress, bytes.count) })
        ScreenDocument.write(screen, log: [], to: &writer)
        writer.append("\n")
        writer.flush()
        let written = peakResidentMemory() ?? laidOut
        withExtendedLifetime(screen) {
            print("output-memory \(count) \(baseline) \(laidOut) \(written)")
        }
        exit(0)
    }

    /// The parent's side: one child process; records `memory.realistic` (bytes per
    /// button laid out, over the baseline) and `memory.realistic.json` (the same after the
    /// JSON is written), and prints the whole process's peak after writing ÷ after laying
    /// out (the goal is at most 1.2).
    static func measure(_ bench: Benchmark, count: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--output-memory", String(count)]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            printError("trellis-bench: cannot start the output memory child: \(error)")
            return
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count == 5, fields[0] == "output-memory",
            let baseline = Double(fields[2]), let laidOut = Double(fields[3]), let written = Double(fields[4])
        else {
            printError("trellis-bench: the output memory child exited \(process.terminationStatus) with '\(output)'")
            return
        }
        let size = Double(count)
        bench.record(
            Measurement(
                key: "memory.realistic", label: "realistic memory: bytes per button, laid out", size: count, items: 1,
                samples: [(laidOut - baseline) / size], isMemory: true))
        bench.record(
            Measurement(
                key: "memory.realistic.json", label: "realistic memory: bytes per button, JSON written", size: count, items: 1,
                samples: [(written - baseline) / size], isMemory: true))
        print(
            String(
                format: "realistic memory, %d buttons: peak %.1f MB laid out, %.1f MB with the JSON written: %.2f× (goal ≤ 1.2×)", count,
                laidOut / 1e6, written / 1e6, written / laidOut))
    }
}
