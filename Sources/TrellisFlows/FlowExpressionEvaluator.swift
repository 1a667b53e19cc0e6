import TrellisCore

/// Parses, checks and evaluates a `true:` expression's tokens in one pass, with explicit
/// stacks in place of recursion (Dijkstra's shunting yard), so 100,000 nested
/// parentheses cost memory, not stack (Docs/flows.md, "Expressions"). Each operator is
/// applied as soon as both its operands are known; a wrong value is carried as nil so
/// the rest is still checked without repeating what was said. The first syntax error
/// stops the pass.
struct FlowExpressionEvaluator {
    /// An operator or bracket waiting for its operands.
    enum Pending {
        /// A binary operator at a UTF-8 offset; a silenced one (the second of a chain of
        /// comparisons, already reported) gives no value and no message.
        case binary(FlowExpressionOperator, offset: Int, silenced: Bool)
        /// `!`.
        case not(offset: Int)
        /// `(` that groups.
        case group(offset: Int)
        /// A function's name and its `(`; `base` is how many values were on the stack
        /// before its first argument.
        case call(name: String, offset: Int, open: Int, base: Int)
    }

    let tokens: [FlowExpressionToken]
    let bytes: [UInt8]
    let lookup: (String) -> FlowVariableBinding?
    let unbound: (String) -> String
    var problems: FlowExpressionProblemList
    var values: [FlowExpressionOperand] = []
    var pending: [Pending] = []
    var index = 0

    /// The value of the whole expression (nil when it is wrong), or nil after a syntax
    /// error; every problem is in ``problems``.
    mutating func evaluate() -> FlowExpressionOperand? {
        var expectingValue = true
        while index < tokens.count {
            let token = tokens[index]
            let proceed =
                expectingValue
                ? valueToken(token, expectingValue: &expectingValue)
                : operatorToken(token, expectingValue: &expectingValue)
            guard proceed else { return nil }
            if case .end = token.kind, !expectingValue { return values.last }
            index += 1
        }
        return nil
    }

    /// Handles a token where a value must come; false after a syntax error.
    private mutating func valueToken(_ token: FlowExpressionToken, expectingValue: inout Bool) -> Bool {
        expectingValue = false
        switch token.kind {
        case .number(let number): push(.number(number), token)
        case .string(let text): push(.string(text), token)
        case .boolean(let value): push(.boolean(value), token)
        case .invalid: push(nil, token)
        case .variable(let name):
            if let binding = lookup(name) {
                values.append(FlowExpressionOperand(value: FlowExpressionValue(typing: binding.value), offset: token.start, source: .variable(name, binding)))
            } else {
                problems.add(token.start, unbound(name))
                push(nil, token)
            }
        case .word(let word):
            if index + 1 < tokens.count, case .open = tokens[index + 1].kind {
                pending.append(.call(name: word, offset: token.start, open: tokens[index + 1].start, base: values.count))
                index += 1
                expectingValue = true
            } else if word == "not" {
                problems.add(token.start, "'not' is not an operator; did you mean '!'?")
                pending.append(.not(offset: token.start))
                expectingValue = true
            } else {
                problems.add(token.start, Self.strayWordMessage(word))
                push(nil, token)
            }
        case .not:
            pending.append(.not(offset: token.start))
            expectingValue = true
        case .open:
            pending.append(.group(offset: token.start))
            expectingValue = true
        case .close:
            guard case .call(let name, let offset, _, let base)? = pending.last, base == values.count else {
                return syntaxError(expected: "a value", token)
            }
            pending.removeLast()
            applyFunction(name, at: offset, base: base)
        case .end where index == 0:
            // Nothing but characters already reported is not also empty.
            if problems.isEmpty { problems.add(0, "the expression is empty; write a condition such as ${N} > 2") }
            return false
        case .binary, .comma, .end:
            return syntaxError(expected: "a value", token)
        }
        return true
    }

    /// Handles a token where an operator, `)`, `,` or the end must come; false after a
    /// syntax error.
    private mutating func operatorToken(_ token: FlowExpressionToken, expectingValue: inout Bool) -> Bool {
        switch token.kind {
        case .binary(let op):
            binary(op, at: token.start)
            expectingValue = true
        case .word(let word) where word == "and" || word == "or":
            let op: FlowExpressionOperator = word == "and" ? .and : .or
            problems.add(token.start, "'\(word)' is not an operator; did you mean '\(op.spelling)'?")
            binary(op, at: token.start)
            expectingValue = true
        case .close:
            reduceOperators()
            switch pending.popLast() {
            case .group?: break
            case .call(let name, let offset, _, let base)?: applyFunction(name, at: offset, base: base)
            default:
                problems.add(token.start, "unmatched ')'")
                return false
            }
        case .comma:
            reduceOperators()
            guard case .call? = pending.last else {
                problems.add(token.start, "unexpected ','; a comma separates a function's arguments")
                return false
            }
            expectingValue = true
        case .end:
            reduceOperators()
            switch pending.last {
            case .group(let offset)?, .call(_, _, let offset, _)?:
                problems.add(offset, "unclosed '('")
                return false
            default: break
            }
        default:
            return syntaxError(expected: "an operator", token)
        }
        return true
    }

    private mutating func push(_ value: FlowExpressionValue?, _ token: FlowExpressionToken) {
        values.append(FlowExpressionOperand(value: value, offset: token.start, source: .written))
    }

    /// Applies the waiting operators that bind at least as tightly as `op`, then waits
    /// for `op`'s right operand. A comparison right after another is reported (they do
    /// not chain) and gives no value.
    private mutating func binary(_ op: FlowExpressionOperator, at offset: Int) {
        var chained: FlowExpressionOperator?
        while let top = pending.last {
            if case .binary(let previous, _, _) = top {
                guard previous.precedence >= op.precedence else { break }
                if previous.isComparison, op.isComparison { chained = previous }
            } else if case .not = top {
            } else {
                break
            }
            reduceTop()
        }
        if let chained {
            problems.add(offset, "comparisons do not chain: '\(op.spelling)' follows '\(chained.spelling)'; write a < b && b < c")
        }
        pending.append(.binary(op, offset: offset, silenced: chained != nil))
    }

    /// Applies every waiting operator down to the innermost `(`.
    private mutating func reduceOperators() {
        while let top = pending.last {
            switch top {
            case .binary, .not: reduceTop()
            case .group, .call: return
            }
        }
    }

    /// Applies the operator on top of the pending stack to the values on top of the value
    /// stack.
    private mutating func reduceTop() {
        switch pending.popLast() {
        case .binary(let op, let offset, let silenced)?:
            let right = values.popLast()
            let left = values.popLast()
            guard let left, let right else { return }
            if silenced {
                values.append(FlowExpressionOperand(value: nil, offset: offset, source: .written))
            } else {
                values.append(Self.apply(op, left, right, at: offset, problems: &problems))
            }
        case .not(let offset)?:
            guard let operand = values.popLast() else { return }
            values.append(Self.applyNot(operand, at: offset, problems: &problems))
        default: return
        }
    }

    private mutating func applyFunction(_ name: String, at offset: Int, base: Int) {
        let arguments = Array(values[base...])
        values.removeSubrange(base...)
        guard let function = FlowExpressionFunction(rawValue: name) else {
            let names = FlowExpressionFunction.allCases.map(\.rawValue)
            problems.add(offset, "unknown function '\(name.abbreviated())'" + Suggestion.didYouMean(name, in: names, listing: "functions"))
            return values.append(FlowExpressionOperand(value: nil, offset: offset, source: .call(name)))
        }
        values.append(function.apply(to: arguments, at: offset, problems: &problems))
    }

    /// Reports what came where `expected` should have, and stops.
    private mutating func syntaxError(expected: String, _ token: FlowExpressionToken) -> Bool {
        let after = index > 0 ? " after \(describe(tokens[index - 1]))" : ""
        problems.add(token.start, "expected \(expected)\(after), found \(describe(token))")
        return false
    }

    /// A token as a message names it: `'&&'`, `'${N}'`, `a string literal`, `the end of
    /// the expression`.
    private func describe(_ token: FlowExpressionToken) -> String {
        switch token.kind {
        case .end: return "the end of the expression"
        case .string: return "a string literal"
        default:
            let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            return "'\(text.abbreviated(to: 40).debugEscaped)'"
        }
    }

    /// The message for a word where a value must come that is not a function call.
    static func strayWordMessage(_ word: String) -> String {
        let shown = word.abbreviated()
        if let function = FlowExpressionFunction(rawValue: word) {
            return "'\(word)' is a function; call it as \(function.signature)"
        }
        if let suggestion = Suggestion.closest(to: word, in: ["true", "false"]) {
            return "'\(shown)' is not a value; did you mean '\(suggestion)'?"
        }
        return "'\(shown)' is not a value; write ${\(shown)} for a variable or '\(shown)' for a string"
    }
}
