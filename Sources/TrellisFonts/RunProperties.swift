import CICU

/// The script and bidi direction of every scalar of one line, from the system ICU: where
/// shaping runs split besides the font.
///
/// - Script (UAX #24, ICU's `uscript_getScript`): Common and Inherited scalars (spaces,
///   digits, punctuation, combining marks) take the script of the scalar before them, or,
///   at the start of a line, of the first scalar with a real script.
/// - Direction (UAX #9, ICU's `ubidi` on the line as one paragraph whose direction is that
///   of its first strong character, left to right when it has none): right to left where
///   the resolved level is odd. A line with no scalar at or above U+0590 (where Hebrew, the
///   first right-to-left script, begins) is left to right throughout, and ICU is not asked.
struct RunProperties {
    /// The resolved script of each scalar (ICU's UScriptCode).
    var scripts: [Int32]
    /// Whether each scalar is right to left.
    var rightToLeft: [Bool]

    /// ICU's USCRIPT_COMMON and USCRIPT_INHERITED.
    private static let common: Int32 = 0
    private static let inherited: Int32 = 1

    /// The properties of `scalars`, one line.
    init(_ scalars: [UInt32]) {
        var scripts = scalars.map { trellis_script($0) }
        var current: Int32?
        for index in scripts.indices {
            if scripts[index] == Self.common || scripts[index] == Self.inherited {
                if let current { scripts[index] = current }
            } else {
                current = scripts[index]
            }
        }
        if let first = scripts.firstIndex(where: { $0 != Self.common && $0 != Self.inherited }) {
            for index in 0..<first { scripts[index] = scripts[first] }
        }
        self.scripts = scripts
        self.rightToLeft = Self.directions(scalars)
    }

    private static func directions(_ scalars: [UInt32]) -> [Bool] {
        guard scalars.contains(where: { $0 >= 0x0590 }) else { return Array(repeating: false, count: scalars.count) }
        var units: [UInt16] = []
        var starts: [Int] = []
        units.reserveCapacity(scalars.count)
        for scalar in scalars {
            starts.append(units.count)
            units.append(contentsOf: (Unicode.Scalar(scalar) ?? "\u{FFFD}").utf16)
        }
        var levels = [UInt8](repeating: 0, count: units.count)
        guard trellis_bidi_levels(units, Int32(units.count), &levels) == 0 else {
            return Array(repeating: false, count: scalars.count)
        }
        return starts.map { levels[$0] & 1 == 1 }
    }
}
