import Foundation

/// One workload at one size, measured: every timed sample in nanoseconds per operation.
struct Measurement {
    /// The workload's key, e.g. `flow.warm`; with ``size`` it names the row in result
    /// files and in the recorded baseline (`flow.warm@10000`).
    var key: String
    /// The row's label in the printed table.
    var label: String
    /// The workload's size: tags, cells, buttons or siblings.
    var size: Int
    /// How many items one operation handles (the divisor for nanoseconds per item).
    var items: Int
    /// The samples in the order they were taken: nanoseconds per operation, or bytes per
    /// item when ``isMemory``.
    var samples: [Double]
    /// Whether the samples are bytes rather than nanoseconds.
    var isMemory = false

    var id: String { "\(key)@\(size)" }
    var sorted: [Double] { samples.sorted() }
    var median: Double { Statistics.median(samples) }
    var nanosecondsPerItem: Double { median / Double(max(1, items)) }
    var samplesPerItem: [Double] { samples.map { $0 / Double(max(1, items)) } }
}

enum Statistics {
    /// The median of `values` (the mean of the middle two for an even count); 0 for none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Runs workloads several times, prints one table row each and keeps every measurement.
final class Benchmark {
    /// How many timed samples each workload gets (after one warm-up operation).
    let runs: Int
    /// The shortest a sample should last, in nanoseconds: operations faster than this are
    /// repeated within a sample (each repetition timed on its own, `setUp` untimed) and the
    /// sample is the mean, so short workloads are not all clock noise.
    let minimumSampleNanoseconds: Double
    private(set) var measurements: [Measurement] = []

    init(runs: Int, minimumSampleNanoseconds: Double) {
        self.runs = runs
        self.minimumSampleNanoseconds = minimumSampleNanoseconds
    }

    /// Times `body` (one operation on `items` items) after an untimed warm-up, `runs`
    /// times or `runs` given here, with `setUp` (when given) run untimed before every
    /// operation, prints the row and records it. Time is the thread's CPU time
    /// (``threadTime()``).
    @discardableResult
    func measure(
        _ key: String, _ label: String, size: Int, items: Int, runs: Int? = nil,
        setUp: (() -> Void)? = nil, _ body: () -> Void
    ) -> Measurement {
        let count = repetitions(setUp: setUp, body)
        let samples = (0..<(runs ?? self.runs)).map { _ in sample(repeating: count, setUp: setUp, body) }
        let measurement = Measurement(key: key, label: label, size: size, items: items, samples: samples)
        record(measurement)
        return measurement
    }

    /// How many times an operation is repeated within a sample: enough to last
    /// ``minimumSampleNanoseconds``, judged from a warm-up operation (after `setUp`). An
    /// operation shorter than that is warmed up twice and judged by its faster run: the
    /// first run of an operation pays for what it does first (caches filled, code paged
    /// in), and judged by it alone, a short operation would be repeated too few times.
    private func repetitions(setUp: (() -> Void)?, _ body: () -> Void) -> Int {
        func warmUp() -> Double {
            setUp?()
            let start = threadTime()
            body()
            return threadTime() - start
        }
        var fastest = warmUp()
        if fastest < minimumSampleNanoseconds { fastest = min(fastest, warmUp()) }
        return max(1, min(1_000_000, Int((minimumSampleNanoseconds / max(1, fastest)).rounded(.up))))
    }

    /// One sample: the mean time of `count` operations, each after an untimed `setUp`
    /// when there is one (else the operations are timed together).
    private func sample(repeating count: Int, setUp: (() -> Void)?, _ body: () -> Void) -> Double {
        var total = 0.0
        if let setUp {
            for _ in 0..<count {
                setUp()
                let start = threadTime()
                body()
                total += threadTime() - start
            }
        } else {
            let start = threadTime()
            for _ in 0..<count { body() }
            total = threadTime() - start
        }
        return total / Double(count)
    }

    /// A workload for ``measurePair(_:_:size:items:runs:)``: its row's key and label, what
    /// runs untimed before each operation, and the operation.
    struct Operation {
        var key: String
        var label: String
        var setUp: (() -> Void)? = nil
        var body: () -> Void
    }

    /// Times two operations in turn: each sample of `second` is taken right after the
    /// same-numbered sample of `first`, so that the i-th samples of the two measurements
    /// form a pair that saw the same machine (its speed drifts between seconds on a shared
    /// machine, and a ratio of samples minutes apart measures that drift). Each operation
    /// is warmed up and repeated within a sample as ``measure(_:_:size:items:runs:setUp:_:)``
    /// does; `setUp`s run untimed. Records and prints `first`'s row, then `second`'s.
    func measurePair(
        _ first: Operation, _ second: Operation, size: Int, items: Int, runs: Int? = nil
    ) {
        let counts = (repetitions(setUp: first.setUp, first.body), repetitions(setUp: second.setUp, second.body))
        var samples: ([Double], [Double]) = ([], [])
        for _ in 0..<(runs ?? self.runs) {
            samples.0.append(sample(repeating: counts.0, setUp: first.setUp, first.body))
            samples.1.append(sample(repeating: counts.1, setUp: second.setUp, second.body))
        }
        record(Measurement(key: first.key, label: first.label, size: size, items: items, samples: samples.0))
        record(Measurement(key: second.key, label: second.label, size: size, items: items, samples: samples.1))
    }

    /// Records and prints a measurement taken elsewhere (a child process, a C loop timed
    /// by itself).
    func record(_ measurement: Measurement) {
        measurements.append(measurement)
        print(Benchmark.row(measurement))
        fflush(nil)
    }

    /// The measurement recorded under `key` at `size`, if any.
    func measurement(_ key: String, size: Int) -> Measurement? {
        measurements.last { $0.key == key && $0.size == size }
    }

    static let header = [
        "workload".padding(toLength: 46, withPad: " ", startingAt: 0), "size".leftPadded(9),
        "median".leftPadded(10), "min–max".leftPadded(21), "ns/item".leftPadded(11),
    ].joined(separator: "  ")

    static func row(_ measurement: Measurement) -> String {
        let sorted = measurement.sorted
        let format = { (value: Double) in Benchmark.format(value, isMemory: measurement.isMemory) }
        let spread = (sorted.first.map(format) ?? "-") + "–" + (sorted.last.map(format) ?? "-")
        return [
            measurement.label.padding(toLength: 46, withPad: " ", startingAt: 0),
            String(measurement.size).leftPadded(9),
            format(measurement.median).leftPadded(10),
            spread.leftPadded(21),
            (measurement.isMemory ? "" : formatPerItem(measurement.nanosecondsPerItem)).leftPadded(11),
        ].joined(separator: "  ")
    }

    /// A sample: bytes as "512 B", else a duration as ``format(_:)`` gives it.
    static func format(_ value: Double, isMemory: Bool) -> String {
        isMemory ? String(format: "%.0f B", value) : format(value)
    }

    /// A duration in nanoseconds as "1.23 s", "4.56 ms", "7.8 µs" or "90 ns".
    static func format(_ nanoseconds: Double) -> String {
        if nanoseconds >= 1e9 { return String(format: "%.2f s", nanoseconds / 1e9) }
        if nanoseconds >= 1e6 { return String(format: "%.2f ms", nanoseconds / 1e6) }
        if nanoseconds >= 1e3 { return String(format: "%.1f µs", nanoseconds / 1e3) }
        return String(format: "%.0f ns", nanoseconds)
    }

    static func formatPerItem(_ nanoseconds: Double) -> String {
        nanoseconds >= 100 ? String(format: "%.0f", nanoseconds) : String(format: "%.2f", nanoseconds)
    }
}

/// This thread's CPU time in nanoseconds (`CLOCK_THREAD_CPUTIME_ID`). The workloads are
/// single-threaded and do no I/O, so on an idle machine this equals the wall time; on a
/// shared one it leaves out the time other processes took, which wall time cannot.
func threadTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// A small deterministic pseudo-random generator (SplitMix64), so every run and every
/// machine gets the same workloads.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Peak resident memory of this process so far, in bytes (Linux `VmHWM`), or nil.
func peakResidentMemory() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return digits.map { $0 * 1024 }
    }
    return nil
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
