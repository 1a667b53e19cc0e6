/// The problems found in one expression, at UTF-8 offsets while it is read, at most
/// ``limit`` of them; turned into ``FlowExpressionProblem``s at character offsets at the
/// end.
struct FlowExpressionProblemList {
    /// The most problems kept: 100. The rest are counted and named by a last note, so a
    /// 10 MB expression of errors costs no more than a short one.
    static let limit = 100

    private var kept: [(offset: Int, message: String)] = []
    private var omitted = 0

    /// Whether no problem was found.
    var isEmpty: Bool { kept.isEmpty }

    /// Adds a problem at a UTF-8 offset of the expression.
    mutating func add(_ offset: Int, _ message: String) {
        if kept.count < Self.limit {
            kept.append((offset, message))
        } else {
            omitted += 1
        }
    }

    /// The problems in the order of their offsets (those at one offset in the order they
    /// were found), at character offsets of `text`, with a last note when some were left
    /// out.
    func problems(in text: String) -> [FlowExpressionProblem] {
        let ordered = kept.enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
        let offsets = Self.characterOffsets(of: ordered.map(\.offset), in: text)
        var problems = zip(ordered, offsets).map { FlowExpressionProblem(offset: $1, message: $0.message) }
        if omitted > 0, let last = problems.last {
            problems.append(
                FlowExpressionProblem(
                    offset: last.offset, message: "\(omitted) more problems in this expression are not listed; only the first \(Self.limit) are"
                ))
        }
        return problems
    }

    /// The character (grapheme cluster) offset of the character holding each of the
    /// ascending UTF-8 `offsets` of `text`; an offset at the end gives the character
    /// count. One pass over the text, stopping after the last offset. Between two ASCII
    /// bytes there is always a character boundary but in CR LF (UAX #29), so only other
    /// text is walked character by character.
    static func characterOffsets(of offsets: [Int], in text: String) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(offsets.count)
        let utf8 = text.utf8
        var bytes = Array(utf8)
        bytes.append(0)
        var byte = 0
        var character = 0
        for offset in offsets {
            while byte < bytes.count - 1 {
                let next: Int
                let current = bytes[byte]
                let following = bytes[byte + 1]
                if current < 0x80, following < 0x80, current != 0x0D || following != 0x0A {
                    next = byte + 1
                } else {
                    let index = utf8.index(utf8.startIndex, offsetBy: byte)
                    next = utf8.distance(from: utf8.startIndex, to: text.index(after: index))
                }
                guard next <= offset else { break }
                byte = next
                character += 1
            }
            result.append(character)
        }
        return result
    }
}
