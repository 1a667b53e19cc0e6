import Foundation
import Testing

@testable import TrellisRender

/// Numbers written straight into the SVG buffer are the same as ``SVGWriter/number(_:)``'s
/// strings, so the bytes of a picture do not depend on the path that wrote them.
struct SVGNumberTests {
    static func appended(_ value: CGFloat) -> String {
        var writer = SVGWriter(scale: 1)
        writer.appendNumber(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func chosenValuesMatch() {
        let values: [CGFloat] = [
            0, -0.0, 0.0004, -0.0004, 0.0005, 0.001, -0.001, 0.1, 0.125, -0.125, 12, 12.5, 20.4, 48.75, 1 / 3,
            -2 / 3, 999.9995, 1e11 + 0.5, 999_999_999_999.999, 1e12, 1e15 + 1, 1e20, .infinity, -.infinity, .nan,
        ]
        for value in values {
            #expect(Self.appended(value) == SVGWriter.number(value), "\(value)")
        }
    }

    @Test func randomValuesMatch() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in 0..<200_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let magnitude = pow(10, Double(index % 14) - 2)
            let value = CGFloat((unit * 2 - 1) * magnitude)
            if Self.appended(value) != SVGWriter.number(value) {
                Issue.record("\(value): \(Self.appended(value)) ≠ \(SVGWriter.number(value))")
                return
            }
        }
    }
}
