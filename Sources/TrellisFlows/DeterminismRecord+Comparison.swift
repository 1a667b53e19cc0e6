import Foundation
import TrellisCore

extension DeterminismRecord {
    /// Where two runs' records first differ: the step (run 1's, or the other run's when
    /// run 1 ended before it), what of it differs and the first differing line of each.
    struct Difference {
        /// Where the step is written.
        var location: SourceLocation
        /// The step as printed.
        var step: String
        /// What of the step differs: `the step's log line`, `the step's tap 2`, `the
        /// step's failure`, `line 7 of the screen's text dump after the step`, `the step`
        /// (one run ended before it) or `the flow's failures`.
        var part: String
        /// Run 1's line; `(none)` when it has none there.
        var first: String
        /// The other run's line; `(none)` when it has none there.
        var other: String
        /// Run 1's text dump after the step, when run 1 reached it.
        var dump: String?
    }

    /// The first difference between this record (run 1's) and `other`'s, in step order,
    /// and in each step its log line, its taps, its failure, then its text dump; then the
    /// flow's failures (the audit's, a screen that did not load), located at `header`, the
    /// flow's first line. Nil when the records are the same, byte for byte.
    func firstDifference(from other: DeterminismRecord, header: SourceLocation) -> Difference? {
        for index in 0..<max(entries.count, other.entries.count) {
            let mine = index < entries.count ? entries[index] : nil
            let theirs = index < other.entries.count ? other.entries[index] : nil
            guard let mine, let theirs else {
                guard let anchor = mine ?? theirs else { continue }
                return Difference(
                    location: anchor.location, step: anchor.step, part: "the step",
                    first: mine?.lines.first ?? Self.none, other: theirs?.lines.first ?? Self.none, dump: mine?.dump)
            }
            func difference(_ part: String, _ first: String, _ other: String) -> Difference {
                Difference(location: mine.location, step: mine.step, part: part, first: first, other: other, dump: mine.dump)
            }
            if let (_, first, second) = Self.firstDifference(mine.lines, theirs.lines) {
                return difference("the step's log line", first, second)
            }
            if let (tap, first, second) = Self.firstDifference(mine.taps, theirs.taps) {
                return difference("the step's tap \(tap + 1)", first, second)
            }
            if mine.failure != theirs.failure {
                return difference("the step's failure", mine.failure ?? Self.none, theirs.failure ?? Self.none)
            }
            if mine.dump != theirs.dump {
                let lines = (mine.dump.split(separator: "\n").map(String.init), theirs.dump.split(separator: "\n").map(String.init))
                if let (line, first, second) = Self.firstDifference(lines.0, lines.1) {
                    return difference("line \(line + 1) of the screen's text dump after the step", first, second)
                }
            }
        }
        guard let (_, first, second) = Self.firstDifference(failures, other.failures) else { return nil }
        return Difference(location: header, step: "flow", part: "the flow's failures", first: first, other: second, dump: entries.last?.dump)
    }

    /// What a record shows where a run has nothing.
    static let none = "(none)"

    /// The index of the first line at which `first` and `second` differ, with each one's
    /// line there (``none`` past its end); nil when they are equal.
    private static func firstDifference(_ first: [String], _ second: [String]) -> (Int, String, String)? {
        for index in 0..<max(first.count, second.count) {
            let one = index < first.count ? first[index] : none
            let two = index < second.count ? second[index] : none
            if index >= first.count || index >= second.count || one != two { return (index, one, two) }
        }
        return nil
    }
}
