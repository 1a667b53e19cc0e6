import TrellisCore

/// The message for a font family that is not installed.
enum FontFamilyProblem {
    /// How many close families the message lists: 3.
    static let suggestionCount = 3
    /// How many installed families it lists when none is close: 8.
    static let listCount = 8

    /// "font family 'X' is not installed; close installed families: A, B" (closest
    /// first, by edit distance ignoring case, or one name containing the other), or, when
    /// none is close, "…; installed families: A, B, …".
    static func message(family: String, installed: [String]) -> String {
        let lowered = family.lowercased()
        let close = installed
            .compactMap { name -> (name: String, distance: Int)? in
                let other = name.lowercased()
                let limit = max(2, max(family.count, name.count) / 3)
                if let distance = Suggestion.editDistance(lowered, other, limit: limit) { return (name, distance) }
                // One name inside the other: the edit distance is the difference in length.
                guard other.contains(lowered) || lowered.contains(other) else { return nil }
                return (name, abs(other.count - lowered.count))
            }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(suggestionCount)
            .map(\.name)
        let head = "font family '\(family.debugEscaped)' is not installed"
        if !close.isEmpty { return head + "; close installed families: " + close.joined(separator: ", ") }
        if installed.isEmpty { return head + "; no font families are installed" }
        let listed = installed.prefix(listCount).joined(separator: ", ")
        return head + "; installed families: " + listed + (installed.count > listCount ? ", …" : "")
    }
}
