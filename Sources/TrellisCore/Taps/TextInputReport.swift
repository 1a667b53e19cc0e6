/// What typing (or deleting, return, hiding the keyboard) did: the field it went to,
/// everything sent, and how many grapheme clusters `maxLength` dropped.
public struct TextInputReport {
    /// The field that was the first responder.
    public var field: TextField
    /// Every event and action sent, in order.
    public var records: [DispatchRecord]
    /// How many grapheme clusters were not inserted (0 unless typing hit `maxLength`).
    public var dropped: Int
}
