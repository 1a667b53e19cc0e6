import Foundation
import Testing

@testable import TrellisCommandLine

/// A step's time in `trellis test` lines: milliseconds with two decimals, as `%.2f`.
struct TestPrinterTimeTests {
    @Test func stepTimesHaveTwoDecimals() {
        #expect(TestPrinter.milliseconds(0) == "0.00")
        #expect(TestPrinter.milliseconds(0.000_13) == "0.13")
        #expect(TestPrinter.milliseconds(0.000_05) == "0.05")
        #expect(TestPrinter.milliseconds(0.012_345) == "12.35")
        #expect(TestPrinter.milliseconds(1.5) == "1500.00")
        for micros in stride(from: 1, through: 100_000, by: 997) {
            let seconds = Double(micros) / 1e6 + 3e-9
            #expect(TestPrinter.milliseconds(seconds) == String(format: "%.2f", seconds * 1000), "\(seconds)")
        }
    }
}
