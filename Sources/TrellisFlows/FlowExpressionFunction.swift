import Foundation
import TrellisCore

/// A function of `true:` expressions (Docs/flows.md, "Expressions"): each takes strings
/// and cannot fail once its arguments are checked.
enum FlowExpressionFunction: String, CaseIterable {
    /// `len(s)`: the number of characters (grapheme clusters) of s.
    case len
    /// `lower(s)`: s in lower case (Unicode's full case mapping, no locale).
    case lower
    /// `upper(s)`: s in upper case (Unicode's full case mapping, no locale).
    case upper
    /// `contains(s, t)`: whether t occurs in s, comparing Unicode scalars.
    case contains
    /// `matches(s, re)`: whether the ICU regular expression re matches the whole of s, as
    /// a selector's `/…/` does.
    case matches

    /// The function as the documentation writes it: `contains(s, t)`.
    var signature: String {
        switch self {
        case .len, .lower, .upper: "\(rawValue)(s)"
        case .contains: "contains(s, t)"
        case .matches: "matches(s, re)"
        }
    }

    /// How many arguments it takes.
    var argumentCount: Int {
        switch self {
        case .len, .lower, .upper: 1
        case .contains, .matches: 2
        }
    }

    /// The function applied to `arguments` (already evaluated), its problems added to
    /// `problems` at `offset` (the name's UTF-8 offset). The result is nil, and nothing
    /// more is said, when an argument is already wrong.
    func apply(to arguments: [FlowExpressionOperand], at offset: Int, problems: inout FlowExpressionProblemList) -> FlowExpressionOperand {
        let failed = FlowExpressionOperand(value: nil, offset: offset, source: .call(rawValue))
        guard arguments.count == argumentCount else {
            let expected = argumentCount == 1 ? "1 argument" : "\(argumentCount) arguments"
            problems.add(offset, "\(signature) takes \(expected), not \(arguments.count)")
            return failed
        }
        var strings: [String] = []
        for argument in arguments {
            guard let value = argument.value else { return failed }
            if case .string(let text) = value { strings.append(text) }
        }
        guard strings.count == arguments.count else {
            let types = arguments.compactMap(\.value?.typeName).joined(separator: " and ")
            let wanted = argumentCount == 1 ? "a string" : "two strings"
            let provenances = arguments.compactMap(\.provenance)
            let suffix = provenances.isEmpty ? "" : ": " + provenances.joined(separator: ", ")
            problems.add(offset, "'\(rawValue)' takes \(wanted), not \(types)\(suffix)")
            return failed
        }
        let result: FlowExpressionValue
        switch self {
        case .len: result = .number(Double(strings[0].count))
        case .lower: result = .string(strings[0].lowercased())
        case .upper: result = .string(strings[0].uppercased())
        case .contains: result = .boolean(Self.occurs(Array(strings[1].utf8), in: Array(strings[0].utf8)))
        case .matches:
            guard let regex = try? NSRegularExpression(pattern: strings[1]) else {
                let shown = strings[1].abbreviated().debugEscaped
                problems.add(offset, "invalid regular expression /\(shown)/ in 'matches'" + FlowExpressionOperand.provenances(arguments[1]))
                return failed
            }
            let range = NSRange(strings[0].startIndex..., in: strings[0])
            let match = regex.firstMatch(in: strings[0], options: [.anchored], range: range)
            result = .boolean(match?.range == range)
        }
        return FlowExpressionOperand(value: result, offset: offset, source: .call(rawValue))
    }

    /// Whether `pattern` occurs in `text` (UTF-8 bytes of whole strings, so a match of
    /// bytes is a match of Unicode scalars): Knuth–Morris–Pratt, linear in both lengths.
    static func occurs(_ pattern: [UInt8], in text: [UInt8]) -> Bool {
        guard !pattern.isEmpty else { return true }
        guard pattern.count <= text.count else { return false }
        var failure = [Int](repeating: 0, count: pattern.count)
        var length = 0
        for index in 1..<pattern.count {
            while length > 0, pattern[index] != pattern[length] { length = failure[length - 1] }
            if pattern[index] == pattern[length] { length += 1 }
            failure[index] = length
        }
        var matched = 0
        for byte in text {
            while matched > 0, byte != pattern[matched] { matched = failure[matched - 1] }
            if byte == pattern[matched] { matched += 1 }
            if matched == pattern.count { return true }
        }
        return false
    }
}
