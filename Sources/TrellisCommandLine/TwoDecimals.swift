import Foundation
import TrellisCore

/// Numbers written with two decimals, as `%.2f` writes them, without Foundation's
/// formatting, which costs more than the rest of the line: the times of `trellis test`'s
/// step lines and of the HTML report.
enum TwoDecimals {
    /// Appends, in UTF-8, the number whose hundredths are `hundredths` (a whole number, as
    /// `(value × 100).rounded()` gives it) with two decimals ("0.13", "12.00"). When
    /// `hundredths` is negative, or too large for every integer below it to be exact
    /// (10¹⁵ or more), `value` is written by `%.2f` instead.
    static func append(hundredths: Double, of value: Double, to bytes: inout [UInt8]) {
        guard hundredths >= 0, hundredths < 1e15 else {
            bytes.append(contentsOf: String(format: "%.2f", value).utf8)
            return
        }
        let whole = Int(hundredths)
        // A whole number below 10¹³: the dumps' number writer gives its digits.
        CGFloat(whole / 100).writeTrellisDescription(to: &bytes)
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(whole % 100 / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(whole % 10))
    }
}
