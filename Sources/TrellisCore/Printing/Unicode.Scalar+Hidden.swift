extension Unicode.Scalar {
    /// Whether the scalar is a control (General_Category Cc) or format character (Cf),
    /// which the text dump and messages escape (``String/debugEscaped``). ASCII and
    /// U+0080–U+017F (Latin-1 Supplement and Latin Extended-A: the C1 controls
    /// U+0080–U+009F and the soft hyphen U+00AD are the only ones) are decided by value,
    /// and U+2070 to U+FEFE (CJK, kana, Hangul among them), which holds no Cc or Cf scalar,
    /// without a lookup: most text a screen shows is in one of them (a test checks both
    /// against the Unicode data in use).
    var isControlOrFormat: Bool {
        if value < 0x80 { return value < 0x20 || value == 0x7F }
        if value < 0x180 { return value < 0xA0 || value == 0xAD }
        if value >= Self.firstRangeWithoutControls && value <= Self.lastRangeWithoutControls { return false }
        switch properties.generalCategory {
        case .control, .format: return true
        default: return false
        }
    }

    /// The range of scalars ``isControlOrFormat`` decides without a lookup.
    static let firstRangeWithoutControls: UInt32 = 0x2070
    static let lastRangeWithoutControls: UInt32 = 0xFEFE
}
