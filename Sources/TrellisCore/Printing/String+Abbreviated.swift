extension String {
    /// The most characters (grapheme clusters) of a text that step lines, reports and
    /// messages quote: 200 (Docs/flows.md, "Long texts").
    public static let quotedCharacterLimit = 200

    /// The text as step lines, reports and messages quote it: whole up to `limit`
    /// characters (grapheme clusters), else its first `limit` characters, "…" and how long
    /// it is (`"aaaa… (10000000 characters)"`), as test tools abbreviate long values, so a
    /// 10 MB `inputText` prints a line, not 10 MB. Dumps, JSON and goldens keep every
    /// character.
    ///
    /// - Parameter limit: the most characters kept; default ``quotedCharacterLimit``.
    public func abbreviated(to limit: Int = String.quotedCharacterLimit) -> String {
        guard utf8.count > limit else { return self }
        var end = startIndex
        var kept = 0
        while kept < limit, end < endIndex {
            formIndex(after: &end)
            kept += 1
        }
        guard end < endIndex else { return self }
        return String(self[..<end]) + "… (\(count) characters)"
    }
}
