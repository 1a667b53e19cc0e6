import Foundation
import Trellis

/// How the recorder writes values into a flow (Docs/studio.md, "Sessions and the recorder"): texts
/// plain when YAML 1.1 and 1.2 both read them back as that very string and they are not a
/// `/…/` regular expression, else double-quoted with JSON's escapes; numbers as the JSON
/// output writes them; lists in flow style (`[周三, 十月]`).
///
/// The test for plain is conservative: a text is quoted when any YAML reader could take
/// it for something else — a boolean or null of either version (`on`, `yes`, `~`), a
/// number of either (`12`, `.5`, `0x1f`, `1:20`, `1_000`, `.inf`), a text that starts with
/// an indicator (`- x`, `#x`, `*a`, `&a`, `!t`, `|`, `>`, `'`, `"`, `%`, `@`, `` ` ``, `?`,
/// `:`, `,`, `[`, `]`, `{`, `}`), holds `: ` or ` #` or ends in `:`, holds a flow
/// indicator (`,[]{}`, which end a plain text inside `{…}` and `[…]`), a control
/// character, or space at either end.
enum FlowYAML {
    /// The characters that may not start a plain text (YAML 1.2, "c-indicator").
    private static let indicators: Set<Character> = ["-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`"]

    /// The words YAML 1.1 reads as booleans or null, and YAML 1.2 (core schema) as null,
    /// booleans, infinities or not-a-number.
    private static let reserved: Set<String> = [
        "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON", "off",
        "Off", "OFF", "~", "null", "Null", "NULL", "<<", "=",
    ]

    /// `text` as a double-quoted YAML scalar with JSON's escapes: `"a\"b"`.
    static func quoted(_ text: String) -> String {
        JSONValue.string(text).serialized()
    }

    /// `text` plain when that reads back as `text` in YAML 1.1 and 1.2 and it is not a
    /// `/…/` regular expression, else ``quoted(_:)``.
    static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// Whether `text` may be written plain (``scalar(_:)``).
    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        if first.isWhitespace || last.isWhitespace || indicators.contains(first) { return false }
        if reserved.contains(text) || looksNumeric(text) { return false }
        if text.count >= 2, first == "/", last == "/" { return false }
        if text.contains(": ") || text.contains(" #") || last == ":" { return false }
        if text.contains(where: { ",[]{}".contains($0) }) { return false }
        return !text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{FEFF}" || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }

    /// Whether a YAML 1.1 or 1.2 reader might read `text` as a number: it starts with a
    /// digit, or with `.` followed by a digit, or with `+` or `-` followed by a digit or
    /// `.`, or is an infinity or
    /// not-a-number spelt as either version spells them.
    private static func looksNumeric(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if [".inf", "+.inf", "-.inf", ".nan"].contains(lowered) { return true }
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first else { return false }
        if ("0"..."9").contains(first) { return true }
        guard "+-.".unicodeScalars.contains(first), scalars.count > 1 else { return false }
        let second = scalars[1]
        return ("0"..."9").contains(second) || (first != "." && second == ".")
    }

    /// A number as the JSON output writes it: `12`, `0.5`.
    static func number(_ value: Double) -> String {
        CGFloat(value).trellisDescription
    }

    /// A value of a view's `state` as the recorder writes it: numbers as JSON writes
    /// them, booleans `true`/`false`, texts by ``scalar(_:)``, lists in flow style.
    static func value(_ value: InspectableValue) -> String {
        switch value {
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return scalar(text)
        case .strings(let texts): return "[" + texts.map(scalar).joined(separator: ", ") + "]"
        case .numbers(let numbers): return "[" + numbers.map(number).joined(separator: ", ") + "]"
        }
    }
}
