import Foundation

extension CGFloat {
    /// The shortest decimal that reads back as the same Double, with integral values
    /// written without a fraction ("70", not "70.0") and -0 written as "0". This is the
    /// number format of Docs/cli.md's JSON and of the text dump.
    public var trellisDescription: String {
        var bytes: [UInt8] = []
        writeTrellisDescription(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``trellisDescription`` to `bytes` as UTF-8; integral values are written
    /// digit by digit, without making a string.
    public func writeTrellisDescription(to bytes: inout [UInt8]) {
        let value = Double(self)
        if value == 0 {
            bytes.append(UInt8(ascii: "0"))
        } else if value == value.rounded(), Swift.abs(value) < 1e15 {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            Self.appendDigits(of: UInt64(Swift.abs(value)), count: nil, to: &bytes)
        } else if Swift.abs(value) < 1e9, Swift.abs(value) >= 1e-3, let (scaled, places) = Self.shortFraction(of: value) {
            // One to three decimals (a half, a quarter, a tenth of a point), written digit by
            // digit: below 10⁹ a double's neighbours are closer than 10⁻⁶, so the one decimal
            // with that many places that reads back as the value is the shortest one, the
            // decimal Swift's description gives (a test compares the two).
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            let divisor = [UInt64(10), 100, 1000][places - 1]
            Self.appendDigits(of: scaled / divisor, count: nil, to: &bytes)
            bytes.append(UInt8(ascii: "."))
            Self.appendDigits(of: scaled % divisor, count: places, to: &bytes)
        } else {
            bytes.append(contentsOf: "\(value)".utf8)
        }
    }

    /// The magnitude of `value` times 10, 100 or 1000, whichever is first a whole number
    /// that divided back gives exactly `value`, and that power's exponent; nil when none does.
    private static func shortFraction(of value: Double) -> (scaled: UInt64, places: Int)? {
        let magnitude = Swift.abs(value)
        for (places, scale) in [(1, 10.0), (2, 100.0), (3, 1000.0)] {
            let scaled = (magnitude * scale).rounded()
            if scaled / scale == magnitude { return (UInt64(scaled), places) }
        }
        return nil
    }

    /// Appends the decimal digits of `number`, left-padded with zeros to `count` digits
    /// when given.
    private static func appendDigits(of number: UInt64, count: Int?, to bytes: inout [UInt8]) {
        // The power of ten of the first digit, then one byte per digit from there down.
        var divisor: UInt64 = 1
        var digits = 1
        while number / divisor >= 10 || digits < count ?? 0 {
            divisor *= 10
            digits += 1
        }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }
}
