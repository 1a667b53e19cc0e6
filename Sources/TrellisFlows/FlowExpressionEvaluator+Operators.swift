/// The operators' type rules and values (Docs/flows.md, "Expressions"): `==` and `!=`
/// take two values of one type, `<` `<=` `>` `>=` two numbers or two strings (by Unicode
/// scalar values), `&&` `||` `!` booleans.
extension FlowExpressionEvaluator {
    /// `left op right`, or nil (reported at `offset`) when the types do not fit; nil
    /// without a message when an operand is already wrong.
    static func apply(
        _ op: FlowExpressionOperator, _ left: FlowExpressionOperand, _ right: FlowExpressionOperand,
        at offset: Int, problems: inout FlowExpressionProblemList
    ) -> FlowExpressionOperand {
        var result = FlowExpressionOperand(value: nil, offset: offset, source: .written)
        guard let a = left.value, let b = right.value else { return result }
        var provenances: String { FlowExpressionOperand.provenances(left, right) }
        switch (op, a, b) {
        case (.and, .boolean(let x), .boolean(let y)): result.value = .boolean(x && y)
        case (.or, .boolean(let x), .boolean(let y)): result.value = .boolean(x || y)
        case (.and, _, _), (.or, _, _):
            problems.add(offset, "'\(op.spelling)' takes two booleans, not \(a.typeName) and \(b.typeName)\(provenances)")
        case (.equal, _, _), (.notEqual, _, _):
            guard let equal = Self.equal(a, b) else {
                problems.add(offset, "'\(op.spelling)' compares \(a.typeName) with \(b.typeName)\(provenances)")
                return result
            }
            result.value = .boolean(op == .equal ? equal : !equal)
        default:
            guard let order = Self.order(a, b) else {
                if case .boolean = a, case .boolean = b {
                    problems.add(offset, "'\(op.spelling)' orders two numbers or two strings, not two booleans\(provenances)")
                } else {
                    problems.add(offset, "'\(op.spelling)' compares \(a.typeName) with \(b.typeName)\(provenances)")
                }
                return result
            }
            switch op {
            case .less: result.value = .boolean(order < 0)
            case .lessOrEqual: result.value = .boolean(order <= 0)
            case .greater: result.value = .boolean(order > 0)
            default: result.value = .boolean(order >= 0)
            }
        }
        return result
    }

    /// `!operand`, or nil (reported at `offset`) when it is not a boolean.
    static func applyNot(_ operand: FlowExpressionOperand, at offset: Int, problems: inout FlowExpressionProblemList) -> FlowExpressionOperand {
        var result = FlowExpressionOperand(value: nil, offset: offset, source: .written)
        guard let value = operand.value else { return result }
        guard case .boolean(let boolean) = value else {
            problems.add(offset, "'!' takes a boolean, not \(value.typeName)" + FlowExpressionOperand.provenances(operand))
            return result
        }
        result.value = .boolean(!boolean)
        return result
    }

    /// Whether two values of one type are equal (strings by Unicode scalars, numbers as
    /// `Double`s, so `1e3 == 1000`), or nil for values of two types.
    static func equal(_ a: FlowExpressionValue, _ b: FlowExpressionValue) -> Bool? {
        switch (a, b) {
        case (.boolean(let x), .boolean(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x.utf8.elementsEqual(y.utf8)
        default: nil
        }
    }

    /// -1, 0 or 1 as `a` comes before, with or after `b`: numbers by value, strings by
    /// Unicode scalar values (UTF-8 bytes sort as their scalars do); nil for other pairs.
    static func order(_ a: FlowExpressionValue, _ b: FlowExpressionValue) -> Int? {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y ? -1 : x == y ? 0 : 1
        case (.string(let x), .string(let y)):
            if x.utf8.elementsEqual(y.utf8) { return 0 }
            return x.utf8.lexicographicallyPrecedes(y.utf8) ? -1 : 1
        default: return nil
        }
    }
}
