/// "Did you mean" suggestions: the closest candidate by edit distance, as compilers and
/// swift-argument-parser suggest a misspelt name.
public enum Suggestion {
    /// The longest name, in characters, that suggestions compare by edit distance: 128.
    /// A longer name is suggested only when it equals the word but for case, so a huge
    /// id costs no more than a short one (edit distance is quadratic in the length).
    public static let maximumComparedLength = 128

    /// The candidate closest to `word`, when it is close enough to be a plausible
    /// misspelling: an edit distance of at most a third of the longer word (1 for words
    /// of up to 3 characters, else at least 2), or one name being a prefix of the other.
    /// Returns nil when nothing is close. Case is ignored; names longer than
    /// ``maximumComparedLength`` match only when equal but for case.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Compared(word.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let bound = (best?.distance ?? Int.max) - 1
            guard bound >= 0, let distance = lowered.distance(to: candidate.lowercased(), limit: bound) else { continue }
            best = (candidate, distance)
        }
        guard let best else { return nil }
        let longer = max(word.count, best.name.count)
        let limit = longer <= 3 ? 1 : max(2, longer / 3)
        if best.distance <= limit { return best.name }
        if !lowered.text.isEmpty, best.name.lowercased().hasPrefix(lowered.text) || lowered.text.hasPrefix(best.name.lowercased()) {
            return best.name
        }
        return nil
    }

    /// The distinct `candidates` closest to `word` by edit distance (case counts), at
    /// most `limit` of them, closest first and in the given order among equals, and how
    /// many distinct candidates there are. Names longer than ``maximumComparedLength``
    /// come after the others. Takes time linear in the number of candidates (each
    /// distance is bounded by the farthest name kept so far), so a screen of 100,000
    /// views lists its candidates at once.
    public static func nearest(to word: String, in candidates: some Sequence<String>, limit: Int) -> (names: [String], count: Int) {
        let compared = Compared(word)
        var seen: Set<String> = []
        var kept: [(name: String, distance: Int)] = []
        for candidate in candidates where seen.insert(candidate).inserted {
            guard limit > 0 else { continue }
            let worst = kept.count == limit ? kept[limit - 1].distance : Int.max
            guard worst > 0 else { continue }
            let distance: Int
            if let found = compared.distance(to: candidate, limit: worst == Int.max ? Int.max : worst - 1) {
                distance = found
            } else if worst == Int.max {
                distance = Int.max - 1
            } else {
                continue
            }
            let index = kept.firstIndex { $0.distance > distance } ?? kept.count
            kept.insert((candidate, distance), at: index)
            if kept.count > limit { kept.removeLast() }
        }
        return (kept.map(\.name), seen.count)
    }

    /// A word compared with many candidates: its text and its length, counted once.
    private struct Compared {
        let text: String
        let count: Int

        init(_ text: String) {
            self.text = text
            count = text.utf8.count > 4 * Suggestion.maximumComparedLength ? Int.max : text.count
        }

        /// The edit distance to `other`, or nil when it is over `limit`, or either is
        /// longer than ``Suggestion/maximumComparedLength`` and they differ.
        func distance(to other: String, limit: Int) -> Int? {
            if other == text { return 0 }
            guard count <= Suggestion.maximumComparedLength, other.utf8.count <= 4 * Suggestion.maximumComparedLength,
                other.count <= Suggestion.maximumComparedLength
            else { return nil }
            return Suggestion.editDistance(text, other, limit: limit)
        }
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

    /// The Levenshtein distance between two strings, counted in characters. It takes
    /// time proportional to the product of the lengths; see
    /// ``editDistance(_:_:limit:)`` for a bounded one.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let longer = max(a.count, b.count)
        return editDistance(a, b, limit: longer) ?? longer
    }

    /// The Levenshtein distance between two strings, counted in characters, or nil when
    /// it is more than `limit` (always for a negative limit).
    /// Only the cells within `limit` of the diagonal are computed, and the computation
    /// stops at the first row whose cells are all over `limit` (Ukkonen's cut-off), so
    /// it takes time proportional to the shorter length times `limit`.
    public static func editDistance(_ a: String, _ b: String, limit: Int) -> Int? {
        var short = Array(a)
        var long = Array(b)
        if short.count > long.count { swap(&short, &long) }
        let n = short.count
        let m = long.count
        guard limit >= 0, m - n <= limit else { return nil }
        if n == 0 { return m }
        let limit = min(limit, m)
        let over = limit + 1
        var previous = [Int](repeating: over, count: m + 1)
        var current = previous
        for j in 0...limit { previous[j] = j }
        for i in 1...n {
            let low = max(1, i - limit)
            let high = min(m, i + limit)
            current[low - 1] = low == 1 ? min(i, over) : over
            var rowMinimum = current[low - 1]
            for j in low...high {
                let substitution = previous[j - 1] + (short[i - 1] == long[j - 1] ? 0 : 1)
                let value = min(substitution, previous[j] + 1, current[j - 1] + 1, over)
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if high < m { current[high + 1] = over }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[m] <= limit ? previous[m] : nil
    }
}
