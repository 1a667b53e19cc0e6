import Foundation

extension CGFloat {
    /// The shortest decimal that reads back as the same Double, with integral values
    /// written without a fraction ("70", not "70.0") and -0 written as "0". This is the
    /// number format of Docs/cli.md's JSON and of the text dump.
    public var trellisDescription: String {
        let value = Double(self)
        if value == 0 { return "0" }
        if value == value.rounded(), Swift.abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
