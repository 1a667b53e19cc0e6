import TrellisCore

/// A value of a `true:` expression: a boolean, a number (a `Double`) or a string
/// (Docs/flows.md, "Expressions").
enum FlowExpressionValue: Equatable {
    case boolean(Bool)
    case number(Double)
    case string(String)

    /// A variable's value typed by its text: `true` and `false` are booleans, JSON's
    /// number syntax (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`) a number, any
    /// other text a string (`007`, ` 5`, `1.`).
    init(typing text: String) {
        switch text {
        case "true": self = .boolean(true)
        case "false": self = .boolean(false)
        default:
            var text = text
            if text.withUTF8(Self.isNumberSyntax), let number = Double(text) {
                self = .number(number)
            } else {
                self = .string(text)
            }
        }
    }

    /// "a boolean", "a number" or "a string", as messages name the type.
    var typeName: String {
        switch self {
        case .boolean: "a boolean"
        case .number: "a number"
        case .string: "a string"
        }
    }

    /// The value as a message shows it: `true`, `3`, `0.5`, `'abc'` (abbreviated and
    /// escaped as messages quote texts).
    var shown: String {
        switch self {
        case .boolean(let value): "\(value)"
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 { "\(Int(value))" } else { "\(value)" }
        case .string(let value): "'\(value.abbreviated().debugEscaped)'"
        }
    }

    /// Whether `bytes` are a number in JSON's syntax with an optional leading `-`:
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, nothing before or after.
    static func isNumberSyntax(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let zero = UInt8(ascii: "0")
        let nine = UInt8(ascii: "9")
        let minus = UInt8(ascii: "-")
        let plus = UInt8(ascii: "+")
        var index = 0
        func peek() -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= zero, bytes[index] <= nine { index += 1 }
            return index - first
        }
        if peek() == minus { index += 1 }
        if peek() == zero {
            index += 1
        } else if digits() == 0 {
            return false
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if peek() | 0x20 == UInt8(ascii: "e") {
            index += 1
            if peek() == plus || peek() == minus { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}

/// A value on the evaluator's stack: the value (nil when it is wrong and already
/// reported, so nothing more is said about it), the UTF-8 offset of the token that made
/// it (for a message about the whole expression) and where it came from.
struct FlowExpressionOperand {
    /// Where a value came from, as messages say it.
    enum Source {
        /// Written in the expression (a literal) or computed by an operator.
        case written
        /// `${NAME}` and its binding.
        case variable(String, FlowVariableBinding)
        /// A function's result.
        case call(String)
    }

    var value: FlowExpressionValue?
    var offset: Int
    var source: Source

    /// Where the value came from, for a message: `COUNT is 'x' (-e COUNT=x)` for a
    /// variable, `len(…) is 3` for a function's result, nil for what the expression
    /// writes out.
    var provenance: String? {
        switch source {
        case .written: nil
        case .variable(let name, let binding): "\(name) is '\(binding.value.abbreviated().debugEscaped)' (\(binding.origin))"
        case .call(let name): value.map { "\(name)(…) is \($0.shown)" }
        }
    }

    /// The provenances of `operands` that have one, after ": ", or the empty string.
    static func provenances(_ operands: FlowExpressionOperand...) -> String {
        let parts = operands.compactMap(\.provenance)
        return parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")
    }
}
