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
            var magnitude = UInt64(Swift.abs(value))
            var digits = 1
            var rest = magnitude / 10
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
            for index in stride(from: start + digits - 1, through: start, by: -1) {
                bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
        } else {
            bytes.append(contentsOf: "\(value)".utf8)
        }
    }
}
