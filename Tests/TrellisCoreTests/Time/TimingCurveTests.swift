import Foundation
import Testing
import TrellisCore

struct TimingCurveTests {
    // Docs/time.md's check values, to 1e-6.
    @Test(arguments: [
        (TimingCurve.easeInOut, 0.5, 0.5),
        (.easeInOut, 0.25, 0.129162),
        (.easeIn, 0.5, 0.315357),
        (.easeOut, 0.5, 0.684643),
        (.ease, 0.25, 0.408511),
        (.linear, 0.3, 0.3),
    ])
    func namedCurvesMatchTheSpecsCheckValues(curve: TimingCurve, x: Double, expected: Double) {
        #expect(abs(curve.progress(at: x) - expected) < 1e-6)
    }

    @Test func progressIsClampedAndEndsAtZeroAndOne() {
        #expect(TimingCurve.ease.progress(at: -1) == 0)
        #expect(TimingCurve.ease.progress(at: 0) == 0)
        #expect(TimingCurve.ease.progress(at: 1) == 1)
        #expect(TimingCurve.ease.progress(at: 7) == 1)
        #expect(TimingCurve.ease.progress(at: .nan) == 0)
    }

    @Test func aCurveWithHugeYValuesIsSolvedExactly() throws {
        // cubic-bezier(0.5, 1e6, 0.5, -1e6) at x = 0.5: Bx(s) = 1.5 t² s·... is symmetric, so
        // s = 0.5, and By(0.5) = 3·0.25·0.5·1e6 + 3·0.5·0.25·(−1e6) + 0.125 = 0.125.
        let curve = try TimingCurve(attributeText: "cubic-bezier(0.5, 1e6, 0.5, -1e6)")
        #expect(abs(curve.progress(at: 0.5) - 0.125) < 1e-6)
    }

    @Test(arguments: [
        (
            "ease-inout",
            "unknown timing curve 'ease-inout'; did you mean 'ease-in-out'? curves: linear, ease, ease-in, ease-out, ease-in-out, cubic-bezier(x1, y1, x2, y2)"
        ),
        ("bounce-wildly", "unknown timing curve 'bounce-wildly'; curves: linear, ease, ease-in, ease-out, ease-in-out, cubic-bezier(x1, y1, x2, y2)"),
        ("cubic-bezier(1.2, 0, 0.5, 1)", "cubic-bezier(1.2, 0, 0.5, 1): x1 and x2 must be between 0 and 1"),
        ("cubic-bezier(-0.1, 0, 0.5, 1)", "cubic-bezier(-0.1, 0, 0.5, 1): x1 and x2 must be between 0 and 1"),
        (
            "cubic-bezier(0.1, nan, 0.5, 1)",
            "cubic-bezier(0.1, nan, 0.5, 1): 'nan' is not a finite number; cubic-bezier takes four, as cubic-bezier(0.42, 0, 0.58, 1)"
        ),
        (
            "cubic-bezier(0.1, 1e400, 0.5, 1)",
            "cubic-bezier(0.1, 1e400, 0.5, 1): '1e400' is not a finite number; cubic-bezier takes four, as cubic-bezier(0.42, 0, 0.58, 1)"
        ),
        ("cubic-bezier(0.1, 0.5, 1)", "cubic-bezier(0.1, 0.5, 1): cubic-bezier takes four numbers, as cubic-bezier(0.42, 0, 0.58, 1)"),
    ])
    func badCurvesSayWhatIsWrong(text: String, message: String) {
        #expect(throws: ValueError(expected: TimingCurve.valueDescription, reason: message)) {
            _ = try TimingCurve(attributeText: text)
        }
    }

    @Test func aCurveIsWrittenAsRead() throws {
        #expect(try TimingCurve(attributeText: "cubic-bezier(0.42, 0, 0.58, 1)").attributeText == "cubic-bezier(0.42, 0, 0.58, 1)")
        #expect(try TimingCurve(attributeText: "ease-out") == .easeOut)
    }
}
