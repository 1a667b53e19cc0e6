import CICU

/// Where a line may break, by UAX #14 (the system ICU's line break iterator).
enum LineBreakOpportunities {
    /// The positions in `text` where a new line may start, ascending: after `text`'s
    /// start, up to and including its end. Only positions between grapheme clusters are
    /// kept; when ICU fails, every cluster boundary is an opportunity.
    static func positions(in text: Substring) -> [String.Index] {
        let units = Array(text.utf16)
        if units.isEmpty { return [] }
        var offsets = [Int32](repeating: 0, count: units.count + 1)
        let count = Int(trellis_line_breaks(units, Int32(units.count), &offsets, Int32(offsets.count)))
        guard count > 0, count <= offsets.count else { return clusterBoundaries(in: text) }
        var positions: [String.Index] = []
        positions.reserveCapacity(count)
        for offset in offsets.prefix(count) {
            let position = text.utf16.index(text.startIndex, offsetBy: Int(offset))
            if let boundary = String.Index(position, within: text), boundary > text.startIndex {
                positions.append(boundary)
            }
        }
        return positions
    }

    /// Every position between grapheme clusters after `text`'s start, up to its end.
    static func clusterBoundaries(in text: Substring) -> [String.Index] {
        var positions: [String.Index] = []
        var index = text.startIndex
        while index < text.endIndex {
            index = text.index(after: index)
            positions.append(index)
        }
        return positions
    }
}
