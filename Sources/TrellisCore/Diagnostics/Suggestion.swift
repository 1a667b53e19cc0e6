/// "Did you mean" suggestions: the closest candidate by edit distance, as compilers and
/// swift-argument-parser suggest a misspelt name.
public enum Suggestion {
    /// The candidate closest to `word`, when it is close enough to be a plausible
    /// misspelling: an edit distance of at most a third of the longer word (1 for words
    /// of up to 3 characters, else at least 2), or one name being a prefix of the other. Returns nil when nothing is close.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        guard let best else { return nil }
        let longer = max(word.count, best.name.count)
        let limit = longer <= 3 ? 1 : max(2, longer / 3)
        if best.distance <= limit { return best.name }
        if !lowered.isEmpty, best.name.lowercased().hasPrefix(lowered) || lowered.hasPrefix(best.name.lowercased()) {
            return best.name
        }
        return nil
    }

    /// "; did you mean 'x'?" or the empty string.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// A suggestion followed by the full list of candidates: "; did you mean 'x'?
    /// Registered layouts: a, b" or, with nothing close, "; registered layouts: a, b".
    ///
    /// - Parameters:
    ///   - word: what was written.
    ///   - candidates: the valid names, in the order to list them.
    ///   - label: what the list is, in lower case ("registered layouts").
    ///   - quote: how the suggested name is written; default `'name'` (the list is plain).
    public static func didYouMean(
        _ word: String, in candidates: [String], listing label: String, quote: (String) -> String = { "'\($0)'" }
    ) -> String {
        let list = candidates.joined(separator: ", ")
        guard let suggestion = closest(to: word, in: candidates) else { return "; \(label): \(list)" }
        return "; did you mean \(quote(suggestion))? \(label.prefix(1).uppercased() + label.dropFirst()): \(list)"
    }

    /// The Levenshtein distance between two strings, counted in characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
