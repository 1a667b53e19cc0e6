import TrellisCore

/// The message for a `font-family` list of which no family is installed.
enum FontFamilyProblem {
    /// How many close families the message lists: 3.
    static let suggestionCount = 3
    /// How many installed families it lists when none is close: 8.
    static let listCount = 8

    /// "font family 'X' is not installed; close installed families: A, B" (closest
    /// first, by edit distance ignoring case, or one name containing the other), or, when
    /// none is close, "…; installed families: A, B, …". For a list of several families:
    /// "none of the font families 'X', 'Y' is installed; …", the close families of every
    /// name merged, closest first.
    static func message(families: [String], installed: [String]) -> String {
        var distances: [String: Int] = [:]
        for family in families {
            let lowered = family.lowercased()
            for name in installed {
                let other = name.lowercased()
                let limit = max(2, max(family.count, name.count) / 3)
                let distance: Int
                if let bounded = Suggestion.editDistance(lowered, other, limit: limit) {
                    distance = bounded
                } else if other.contains(lowered) || lowered.contains(other) {
                    // One name inside the other: the edit distance is the difference in length.
                    distance = abs(other.count - lowered.count)
                } else {
                    continue
                }
                distances[name] = min(distance, distances[name] ?? distance)
            }
        }
        let close = distances.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(suggestionCount).map(\.key)
        let quoted = families.map { "'\($0.debugEscaped)'" }.joined(separator: ", ")
        let head =
            families.count == 1
            ? "font family \(quoted) is not installed"
            : "none of the font families \(quoted) is installed"
        if !close.isEmpty { return head + "; close installed families: " + close.joined(separator: ", ") }
        if installed.isEmpty { return head + "; no font families are installed" }
        let listed = installed.prefix(listCount).joined(separator: ", ")
        return head + "; installed families: " + listed + (installed.count > listCount ? ", …" : "")
    }
}
