import Foundation

/// Greedy line breaking for ``TextLayout``: fills each line with as much text as fits
/// the width, measuring candidate lines whole (so kerning and shaping count) with their
/// hanging spaces left out.
struct LineBreaker {
    let font: Font
    let measurer: any TextMeasuring
    /// The line width in points; nil: unlimited.
    let width: CGFloat?

    /// How far past the width a line may reach and still fit, in points: rounding only.
    static let tolerance: CGFloat = 1e-6

    /// The lines of one paragraph (no mandatory break inside), as ranges of its text.
    func wrap(_ paragraph: Substring, mode: LineBreakMode) -> [Range<String.Index>] {
        if paragraph.isEmpty || fits(paragraph) { return [paragraph.startIndex..<paragraph.endIndex] }
        let opportunities =
            mode == .char
            ? LineBreakOpportunities.clusterBoundaries(in: paragraph)
            : LineBreakOpportunities.positions(in: paragraph)
        var lines: [Range<String.Index>] = []
        var start = paragraph.startIndex
        var next = 0
        while start < paragraph.endIndex {
            while next < opportunities.count, opportunities[next] <= start { next += 1 }
            var end: String.Index?
            var candidate = next
            while candidate < opportunities.count, fits(paragraph[start..<opportunities[candidate]]) {
                end = opportunities[candidate]
                candidate += 1
            }
            if end == nil {
                let pieceEnd = next < opportunities.count ? opportunities[next] : paragraph.endIndex
                end = longestFittingPrefix(paragraph[start..<pieceEnd])
            }
            let lineEnd = end ?? paragraph.endIndex
            lines.append(start..<lineEnd)
            start = lineEnd
        }
        return lines
    }

    /// Whether `text`, without its hanging spaces, fits the width.
    func fits(_ text: some StringProtocol) -> Bool {
        guard let width else { return true }
        return measure(Self.trimmingTrailingSpace(Substring(text))) <= width + Self.tolerance
    }

    /// The width of `text` in points.
    func measure(_ text: some StringProtocol) -> CGFloat {
        text.isEmpty ? 0 : measurer.size(of: String(text), font: font).width
    }

    /// The longest prefix of `text` that fits followed by "…", hanging spaces removed
    /// (binary search over grapheme clusters); empty when not even one does.
    func truncate(_ text: String) -> String {
        let characters = Array(text)
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let prefix = Self.trimmingTrailingSpace(Substring(String(characters[..<middle])))
            if fits(prefix + TextLayout.ellipsis) { low = middle } else { high = middle - 1 }
        }
        return String(Self.trimmingTrailingSpace(Substring(String(characters[..<low]))))
    }

    /// The end of the longest prefix of `piece` that fits, at a cluster boundary; at least
    /// one cluster, so every line holds something.
    private func longestFittingPrefix(_ piece: Substring) -> String.Index {
        var end = piece.index(after: piece.startIndex)
        while end < piece.endIndex {
            let longer = piece.index(after: end)
            guard fits(piece[piece.startIndex..<longer]) else { break }
            end = longer
        }
        return end
    }

    /// `text` without the spaces at its end, which hang past a line's end (UAX #14 LB7).
    static func trimmingTrailingSpace(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex {
            let before = text.index(before: end)
            guard isHangingSpace(text[before]) else { break }
            end = before
        }
        return text[text.startIndex..<end]
    }

    /// Whether `character` hangs at the end of a line: white space (Unicode's White_Space)
    /// that is neither a no-break space (U+00A0, U+2007, U+202F, which are measured like
    /// any other character) nor a mandatory break (which ends the paragraph first).
    static func isHangingSpace(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isWhitespace && !noBreakSpaces.contains(scalar) && !MandatoryBreaks.contains(Character(scalar))
        }
    }

    /// Whether the last character of `text` hangs (``isHangingSpace(_:)``). A last byte
    /// that is ASCII and neither a space nor a tab ends a character whose last scalar is
    /// not white space, which never hangs, so most texts are answered without finding
    /// their last character.
    static func endsWithHangingSpace(_ text: String) -> Bool {
        if let byte = text.utf8.last, byte < 0x80, byte != 0x20, byte != 0x09 { return false }
        return text.last.map(isHangingSpace) ?? false
    }

    /// U+00A0 NO-BREAK SPACE, U+2007 FIGURE SPACE, U+202F NARROW NO-BREAK SPACE.
    private static let noBreakSpaces: Set<Unicode.Scalar> = ["\u{A0}", "\u{2007}", "\u{202F}"]
}
