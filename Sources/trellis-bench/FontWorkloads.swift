import Foundation
import Trellis

/// Real-font text measurement: strings per second with a cold and a warm cache, and the
/// seed tag list laid out with the installed fonts against the test metrics.
enum FontWorkloads {
    /// `count` distinct titles mixing Latin and CJK, generated deterministically.
    static func titles(_ count: Int) -> [String] {
        let pieces = ["周", "一", "礼拜", "Swift", "tag", "新能源", "MSCI", "中国", "AV", "To", " ", "月", "2024"]
        var generator = SplitMix64(state: 7)
        return (0..<count).map { index in
            (0..<3).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined() + String(index)
        }
    }

    static func run(_ bench: Benchmark, scale: Int) {
        let strings = titles(20_000 / scale)
        let font = Font(size: 15)
        var measurer = FontTextMeasurer()
        let cold = bench.measure(
            "fonts.cold", "fonts: measure, cold cache", size: strings.count, items: strings.count,
            setUp: {
                measurer = FontTextMeasurer()
                _ = measurer.size(of: "warm up fontconfig", font: font)
            }
        ) {
            for string in strings { _ = measurer.size(of: string, font: font) }
        }
        let cached = bench.measure("fonts.cached", "fonts: measure, cached", size: strings.count, items: strings.count) {
            for string in strings { _ = measurer.size(of: string, font: font) }
        }
        print("fonts: \(perSecond(strings.count, cold.median)) strings/s cold, \(perSecond(strings.count, cached.median)) strings/s cached")
        seedRatio(bench)
    }

    /// Lays out the 26-tag seed screen with the shared real-font measurer and with the test
    /// metrics, every size measured again each run, and prints the ratio of the medians.
    static func seedRatio(_ bench: Benchmark) {
        guard let xml = try? String(contentsOfFile: "Examples/weekdays.xml", encoding: .utf8),
            let screen = try? ScreenLoader.standard.load(xml: xml, path: "weekdays.xml")
        else {
            print("fonts: Examples/weekdays.xml not found; run from the package directory for the seed ratio")
            return
        }
        let fonts = TextMetricsDescriptor.fonts.measurer
        let test = TestTextMetrics()
        let withFonts = bench.measure(
            "seed.fonts", "seed tag list, fonts", size: 26, items: 26,
            setUp: {
                screen.textMeasurer = fonts
            }
        ) {
            screen.layoutIfNeeded()
        }
        let withTest = bench.measure(
            "seed.test", "seed tag list, test metrics", size: 26, items: 26,
            setUp: {
                screen.textMeasurer = test
            }
        ) {
            screen.layoutIfNeeded()
        }
        print("fonts: seed tag list layout, fonts / test metrics = \(String(format: "%.2f", withFonts.median / max(1, withTest.median)))")
    }

    private static func perSecond(_ count: Int, _ nanoseconds: Double) -> String {
        String(format: "%.0f", Double(count) / max(1e-9, nanoseconds / 1e9))
    }
}
