import Foundation

/// Runs a workload several times and prints its median, spread and cost per item.
struct Benchmark {
    /// How many timed runs each workload gets (after one warm-up run).
    var runs: Int

    /// Times `body` `runs` times after one untimed warm-up, and prints one row:
    /// name, items, median, min–max, and nanoseconds per item. Returns the median.
    @discardableResult
    func measure(_ name: String, items: Int, setUp: () -> Void = {}, _ body: () -> Void) -> Duration {
        setUp()
        body()
        var samples: [Duration] = []
        for _ in 0..<runs {
            setUp()
            let clock = ContinuousClock()
            samples.append(clock.measure(body))
        }
        samples.sort()
        let median = samples[samples.count / 2]
        let perItem = Double(median.nanoseconds) / Double(max(1, items))
        let row = [
            name.padding(toLength: 44, withPad: " ", startingAt: 0),
            String(items).leftPadded(9),
            Benchmark.format(median).leftPadded(11),
            (Benchmark.format(samples[0]) + "–" + Benchmark.format(samples[samples.count - 1])).leftPadded(21),
            String(format: "%.1f", perItem).leftPadded(12),
        ]
        print(row.joined(separator: "  "))
        return median
    }

    /// The table's header line.
    static let header = [
        "workload".padding(toLength: 44, withPad: " ", startingAt: 0), "items".leftPadded(9),
        "median".leftPadded(11), "min–max".leftPadded(21), "ns/item".leftPadded(12),
    ].joined(separator: "  ")

    static func format(_ duration: Duration) -> String {
        let nanoseconds = Double(duration.nanoseconds)
        if nanoseconds >= 1e9 { return String(format: "%.2f s", nanoseconds / 1e9) }
        if nanoseconds >= 1e6 { return String(format: "%.2f ms", nanoseconds / 1e6) }
        return String(format: "%.1f µs", nanoseconds / 1e3)
    }
}

extension Duration {
    /// The duration in whole nanoseconds.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
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
