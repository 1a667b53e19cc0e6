/// A span of virtual time in whole milliseconds, written as ASCII digits with an optional
/// fraction, then `ms` or `s`, with no space, sign or exponent: `0ms`, `250ms`, `1.5s`
/// (Docs/time.md, "Durations"). The value of `advanceClock`, `--advance`, a `<timer>`'s
/// `interval` and every duration attribute.
///
/// Parsing names the problem as the spec words it: `duration '250' has no unit; write
/// 250ms or 250s`, `duration '0.5ms' is not a whole number of milliseconds`, `duration
/// '90000s' is longer than 24h`, `'2m' is not a duration: write a number then ms or s, as
/// 250ms or 1.5s`.
public struct ClockDuration: AttributeValue, Hashable, Comparable {
    /// The span in milliseconds, from 0 to ``maximumMilliseconds``.
    public var milliseconds: Int64

    /// The longest duration anywhere: 24 h, 86,400,000 ms.
    public static let maximumMilliseconds: Int64 = 86_400_000

    /// A duration of `milliseconds` (not checked against any limit).
    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// Parses `attributeText` as a duration from 0 ms to 24 h.
    ///
    /// - Throws: ``ValueError`` whose ``ValueError/reason`` is the spec's message.
    public init(attributeText: String) throws(ValueError) {
        self = try ClockDuration.parse(attributeText)
    }

    /// Parses `text` as a duration within `minimum` … `maximum` milliseconds.
    ///
    /// - Throws: ``ValueError`` whose ``ValueError/reason`` is the spec's message for a
    ///   missing unit, a sign, a fraction of a millisecond, a value above `maximum`
    ///   (`is longer than 10s`) or below `minimum` (`is shorter than 1ms`), or anything
    ///   else that is not a duration.
    public static func parse(_ text: String, minimum: Int64 = 0, maximum: Int64 = maximumMilliseconds) throws(ValueError) -> ClockDuration {
        func failure(_ reason: String) -> ValueError { ValueError(expected: valueDescription, reason: reason) }
        let shown = text.debugEscaped
        let bytes = Array(text.utf8)
        let unitLength: Int
        let scale: Int64
        if bytes.count > 2, bytes.suffix(2) == Array("ms".utf8) {
            (unitLength, scale) = (2, 1)
        } else if bytes.count > 1, bytes.last == UInt8(ascii: "s") {
            (unitLength, scale) = (1, 1000)
        } else {
            if bytes.first == UInt8(ascii: "-"), isNumber(bytes.dropFirst()) { throw failure("duration '\(shown)' is negative; the clock only moves forward") }
            if isNumber(bytes[...]) { throw failure("duration '\(shown)' has no unit; write \(shown)ms or \(shown)s") }
            throw failure(notADuration(shown))
        }
        let number = bytes.dropLast(unitLength)
        if number.first == UInt8(ascii: "-"), isNumber(number.dropFirst()) {
            throw failure("duration '\(shown)' is negative; the clock only moves forward")
        }
        guard isNumber(number) else { throw failure(notADuration(shown)) }
        let parts = number.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        let whole = parts[0]
        var fraction = parts.count > 1 ? Array(parts[1]) : []
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        let fractionDigitsAllowed = scale == 1000 ? 3 : 0
        guard fraction.count <= fractionDigitsAllowed else {
            throw failure("duration '\(shown)' is not a whole number of milliseconds")
        }
        // Digits beyond what 24 h needs make the value too long without overflowing.
        let significant = whole.drop { $0 == UInt8(ascii: "0") }
        guard significant.count <= 12 else { throw failure(tooLong(shown, maximum)) }
        var value: Int64 = 0
        for digit in significant { value = value * 10 + Int64(digit - UInt8(ascii: "0")) }
        value *= scale
        var fractionValue: Int64 = 0
        for (index, digit) in fraction.enumerated() {
            var place: Int64 = 100
            for _ in 0..<index { place /= 10 }
            fractionValue += Int64(digit - UInt8(ascii: "0")) * place
        }
        value += fractionValue
        guard value <= maximum else { throw failure(tooLong(shown, maximum)) }
        guard value >= minimum else {
            throw failure("duration '\(shown)' is shorter than \(ClockDuration(milliseconds: minimum).limitText)")
        }
        return ClockDuration(milliseconds: value)
    }

    /// Whether `bytes` are ASCII digits with an optional fraction (`1`, `1.5`; not `.5`,
    /// `1.`).
    private static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty }) else { return false }
        return parts.allSatisfy { $0.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
    }

    private static func notADuration(_ shown: String) -> String {
        "'\(shown)' is not a duration: write a number then ms or s, as 250ms or 1.5s"
    }

    private static func tooLong(_ shown: String, _ maximum: Int64) -> String {
        "duration '\(shown)' is longer than \(ClockDuration(milliseconds: maximum).limitText)"
    }

    /// The duration as a limit is written in messages: `24h`, `10s`, `1ms`.
    var limitText: String {
        if milliseconds > 0, milliseconds % 3_600_000 == 0 { return "\(milliseconds / 3_600_000)h" }
        if milliseconds > 0, milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        return "\(milliseconds)ms"
    }

    /// The duration as Swift's `Duration`.
    public var duration: Duration { .milliseconds(milliseconds) }

    /// The duration `duration` stands for, in whole milliseconds.
    ///
    /// - Throws: ``ClockError/negativeDuration(_:)`` below zero,
    ///   ``ClockError/fractionalMilliseconds(_:)`` when not a whole number of
    ///   milliseconds.
    public init(_ duration: Duration) throws(ClockError) {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { throw .negativeDuration(duration) }
        let perMillisecond: Int64 = 1_000_000_000_000_000
        guard attoseconds % perMillisecond == 0 else { throw .fractionalMilliseconds(duration) }
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        milliseconds = overflow ? Int64.max : product + attoseconds / perMillisecond
    }

    public static func < (lhs: ClockDuration, rhs: ClockDuration) -> Bool { lhs.milliseconds < rhs.milliseconds }

    public static var valueDescription: String { "a duration: a number then ms or s, as 250ms or 1.5s" }
    public static var valueSyntax: ValueSyntax { .pattern(name: "duration", regex: "[0-9]+(\\.[0-9]+)?(ms|s)") }

    /// The duration in milliseconds, as `250ms`: how the clock's times are printed.
    public var attributeText: String { "\(milliseconds)ms" }
}

/// A duration attribute from 0 ms to 10 s (Docs/time.md): a collapsible's
/// `animation-duration` (so one animation settles within 15 s) and a text field's
/// `debounce`.
public struct AnimationDuration: AttributeValue, Hashable {
    /// The duration.
    public var value: ClockDuration

    /// The longest: 10 s.
    public static let maximumMilliseconds: Int64 = 10_000

    /// A duration of `milliseconds`.
    public init(milliseconds: Int64) {
        value = ClockDuration(milliseconds: milliseconds)
    }

    public init(attributeText: String) throws(ValueError) {
        value = try ClockDuration.parse(attributeText, maximum: Self.maximumMilliseconds)
    }

    public static var valueDescription: String { "a duration from 0ms to 10s, as 250ms or 1.5s" }
    public static var valueSyntax: ValueSyntax { ClockDuration.valueSyntax }
    public var attributeText: String { value.attributeText }
}

/// A `<timer>`'s `interval`: a duration from 1 ms to 24 h (Docs/time.md, "Timers").
public struct TimerInterval: AttributeValue, Hashable {
    /// The interval.
    public var value: ClockDuration

    public init(attributeText: String) throws(ValueError) {
        value = try ClockDuration.parse(attributeText, minimum: 1)
    }

    public static var valueDescription: String { "a duration from 1ms to 24h, as 250ms or 2s" }
    public static var valueSyntax: ValueSyntax { ClockDuration.valueSyntax }
    public var attributeText: String { value.attributeText }
}
