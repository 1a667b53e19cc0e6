import Foundation

extension CGFloat {
    /// The shortest decimal that reads back as the same Double, with integral values
    /// written without a fraction ("70", not "70.0") and -0 written as "0". This is the
    /// number format of Docs/cli.md's JSON and of the text dump.
    public var trellisDescription: String {
        // A short form of at most 15 bytes makes a string without allocating.
        let value = Double(self)
        let short = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.shortDescriptionCapacity) { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            let written = Self.writeShortDescription(of: value, into: base)
            return written > 0 ? String(decoding: UnsafeBufferPointer(start: base, count: written), as: UTF8.self) : nil
        }
        return short ?? "\(value)"
    }

    /// The number as people read it, in text dumps, tap lines and messages: the shortest
    /// decimal with at most nine places that is within half of 1e-9 of the value, so that
    /// float noise never shows (a frame's `28.799999999999997` reads `28.8`) while every
    /// value a layout means stays as it is; magnitudes of 10⁹ or more, infinities and NaN
    /// as ``trellisDescription`` writes them. JSON keeps ``trellisDescription``, exact.
    public var humanDescription: String {
        let value = Double(self)
        let short = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.shortDescriptionCapacity) { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            let written = Self.writeShortDescription(of: value, into: base)
            return written > 0 ? String(decoding: UnsafeBufferPointer(start: base, count: written), as: UTF8.self) : nil
        }
        if let short { return short }
        guard value.isFinite, value.magnitude < 1e9 else { return trellisDescription }
        var text = String(format: "%.9f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// Appends ``trellisDescription`` to `bytes` as UTF-8; the short forms are written
    /// digit by digit, without making a string (``writeShortDescription(of:into:)``).
    public func writeTrellisDescription(to bytes: inout [UInt8]) {
        let value = Double(self)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.shortDescriptionCapacity) { buffer in
            guard let base = buffer.baseAddress else { return }
            let written = Self.writeShortDescription(of: value, into: base)
            if written > 0 {
                bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: written))
            } else {
                bytes.append(contentsOf: "\(value)".utf8)
            }
        }
    }

    /// The most bytes ``writeShortDescription(of:into:)`` writes.
    package static let shortDescriptionCapacity = 32

    /// Writes ``trellisDescription`` of `value` into `target` (room for
    /// ``shortDescriptionCapacity`` bytes) and returns its length, when it has a short form:
    /// 0, a whole number below 10¹⁵, or a number between 10⁻³ and 10⁹ with at most three
    /// decimals (the frames of almost every view). Returns 0 and writes nothing for the
    /// others, which Swift's description writes. A test compares the two over a table of
    /// values.
    package static func writeShortDescription(of value: Double, into target: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = value.magnitude
        let sign = value < 0 ? 1 : 0
        if magnitude < 1e15 {
            // Exact: below 2⁵³ every whole number converts both ways unchanged; -0 is "0".
            let whole = Int64(magnitude)
            if Double(whole) == magnitude {
                let signed = whole == 0 ? 0 : sign
                if signed == 1 { target.pointee = UInt8(ascii: "-") }
                return signed + writeDigits(of: UInt64(whole), into: target + signed)
            }
        }
        guard magnitude < 1e9, magnitude >= 1e-3, let (scaled, places) = shortFraction(of: magnitude) else { return 0 }
        // One to three decimals (a half, a quarter, a tenth of a point): below 10⁹ a
        // double's neighbours are closer than 10⁻⁶, so the one decimal with that many
        // places that reads back as the value is the shortest one, the decimal Swift's
        // description gives.
        if sign == 1 { target.pointee = UInt8(ascii: "-") }
        let divisor: UInt64 = places == 1 ? 10 : places == 2 ? 100 : 1000
        var length = sign + writeDigits(of: scaled / divisor, into: target + sign)
        target[length] = UInt8(ascii: ".")
        length += 1
        var fraction = scaled % divisor
        for index in stride(from: length + places - 1, through: length, by: -1) {
            target[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
        return length + places
    }

    /// `magnitude` (≥ 0) times 10, 100 or 1000, whichever is first a whole number that
    /// divided back gives exactly `magnitude`, and that power's exponent; nil when none does.
    private static func shortFraction(of magnitude: Double) -> (scaled: UInt64, places: Int)? {
        var scale = 10.0
        for places in 1...3 {
            let scaled = (magnitude * scale).rounded()
            if scaled / scale == magnitude { return (UInt64(scaled), places) }
            scale *= 10
        }
        return nil
    }

    /// Writes the decimal digits of `number` (below 10¹⁶) at `target` and returns how many
    /// there are; two digits at a time from the last, from a table of the pairs.
    private static func writeDigits(of number: UInt64, into target: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 1
        var threshold: UInt64 = 10
        while digits < 16, number >= threshold {
            digits += 1
            threshold *= 10
        }
        let pairs = digitPairs.utf8Start
        var rest = number
        var end = digits
        while rest >= 100 {
            let pair = Int(rest % 100) * 2
            rest /= 100
            end -= 2
            target[end] = pairs[pair]
            target[end + 1] = pairs[pair + 1]
        }
        if rest >= 10 {
            let pair = Int(rest) * 2
            target[0] = pairs[pair]
            target[1] = pairs[pair + 1]
        } else {
            target[0] = UInt8(ascii: "0") + UInt8(rest)
        }
        return digits
    }

    /// "00", "01", … "99", one after the other.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }
}
