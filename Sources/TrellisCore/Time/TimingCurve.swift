import Foundation

/// How an animation's progress follows its elapsed time (Docs/time.md, "Timing curves"):
/// CSS Easing Functions Level 1's curves, equal to Core Animation's named timing
/// functions. Each is a cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2); x1 and x2 lie in [0, 1], so the curve is a function of x.
public enum TimingCurve: AttributeValue, Hashable {
    /// progress = x exactly.
    case linear
    /// cubic-bezier(0.25, 0.1, 0.25, 1).
    case ease
    /// cubic-bezier(0.42, 0, 1, 1).
    case easeIn
    /// cubic-bezier(0, 0, 0.58, 1).
    case easeOut
    /// cubic-bezier(0.42, 0, 0.58, 1): UIView.animate's default.
    case easeInOut
    /// A curve of its own control points; x1 and x2 in [0, 1], y1 and y2 finite.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)

    /// The curves' names, as written: `linear`, `ease`, `ease-in`, `ease-out`,
    /// `ease-in-out`.
    public static let names = ["linear", "ease", "ease-in", "ease-out", "ease-in-out"]

    /// The control points (x1, y1, x2, y2); nil for ``linear``.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .linear: return nil
        case .ease: return (0.25, 0.1, 0.25, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .cubicBezier(let x1, let y1, let x2, let y2): return (x1, y1, x2, y2)
        }
    }

    /// The progress at `x`, the elapsed fraction of the duration: `x` clamped to [0, 1],
    /// then the curve's y where its x is `x`, within 1e-6 of exact (the parameter is
    /// solved by Newton's method, then bisection to the precision of a `Double`). 0 at
    /// 0 and 1 at 1; a curve whose y1 or y2 lies outside [0, 1] overshoots in between.
    public func progress(at x: Double) -> Double {
        let x = x.isNaN ? 0 : min(1, max(0, x))
        guard let points = controlPoints else { return x }
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        let s = TimingCurve.parameter(forX: x, x1: points.x1, x2: points.x2)
        return TimingCurve.bezier(s, points.y1, points.y2)
    }

    /// B(s) of one coordinate of a cubic Bézier from 0 to 1 with control values a and b.
    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let t = 1 - s
        return 3 * t * t * s * a + 3 * t * s * s * b + s * s * s
    }

    /// dB/ds of that coordinate.
    private static func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let t = 1 - s
        return 3 * t * t * a + 6 * t * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// The s in [0, 1] with Bx(s) = x, Bx being monotonic.
    private static func parameter(forX x: Double, x1: Double, x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < 1e-14 { return s }
            let derivative = slope(s, x1, x2)
            guard abs(derivative) > 1e-9 else { break }
            s -= error / derivative
            guard s >= 0, s <= 1 else { break }
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            s = (low + high) / 2
            let value = bezier(s, x1, x2)
            if value == x { return s }
            if value < x { low = s } else { high = s }
        }
        return s
    }

    public init(attributeText: String) throws(ValueError) {
        let text = attributeText
        func failure(_ reason: String) -> ValueError { ValueError(expected: TimingCurve.valueDescription, reason: reason) }
        switch text {
        case "linear": self = .linear
        case "ease": self = .ease
        case "ease-in": self = .easeIn
        case "ease-out": self = .easeOut
        case "ease-in-out": self = .easeInOut
        default:
            guard text.hasPrefix("cubic-bezier("), text.hasSuffix(")") else {
                let suggestion = Suggestion.closest(to: text, in: TimingCurve.names).map { "; did you mean '\($0)'? " } ?? "; "
                throw failure("unknown timing curve '\(text.debugEscaped)'\(suggestion)curves: \(TimingCurve.valueDescription)")
            }
            let inner = text.dropFirst("cubic-bezier(".count).dropLast()
            let pieces = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            var numbers: [Double] = []
            for piece in pieces {
                do {
                    numbers.append(Double(try NumberSyntax.parse(piece)))
                } catch {
                    throw failure(
                        "\(text.debugEscaped): '\(piece.debugEscaped)' is not a finite number; cubic-bezier takes four, as cubic-bezier(0.42, 0, 0.58, 1)")
                }
            }
            guard numbers.count == 4 else {
                throw failure("\(text.debugEscaped): cubic-bezier takes four numbers, as cubic-bezier(0.42, 0, 0.58, 1)")
            }
            guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
                throw failure("\(text.debugEscaped): x1 and x2 must be between 0 and 1")
            }
            self = .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        }
    }

    public static var valueDescription: String { "linear, ease, ease-in, ease-out, ease-in-out, cubic-bezier(x1, y1, x2, y2)" }

    public static var valueSyntax: ValueSyntax {
        .pattern(name: "timing-curve", regex: "linear|ease|ease-in|ease-out|ease-in-out|cubic-bezier\\(.*\\)")
    }

    /// The curve as written: its name, or `cubic-bezier(x1, y1, x2, y2)`.
    public var attributeText: String {
        switch self {
        case .linear: return "linear"
        case .ease: return "ease"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return "cubic-bezier(\(x1.shortText), \(y1.shortText), \(x2.shortText), \(y2.shortText))"
        }
    }
}

extension Double {
    /// The number without a trailing `.0`: `0.42`, `1`.
    fileprivate var shortText: String {
        rounded() == self && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
