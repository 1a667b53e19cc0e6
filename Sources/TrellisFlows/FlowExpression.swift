/// The expressions of a `true:` condition (Docs/flows.md, "Expressions"): literals,
/// `${NAME}` typed by its text, `||`, `&&`, the comparisons, `!`, parentheses and the
/// functions `len`, `lower`, `upper`, `contains` and `matches`. An expression is parsed,
/// type-checked and evaluated at once, before the flow runs, since every value is known
/// then; nothing can fail later.
///
/// Parsing uses explicit stacks, not recursion, and every step is linear: 100,000 nested
/// parentheses or a 10 MB expression are checked without running out of stack or time.
package enum FlowExpression {
    /// The value of `text`, or every problem found in it (at most 100 and a note, ordered
    /// by offset).
    ///
    /// - Parameters:
    ///   - text: the expression as written in the flow, after YAML's unquoting.
    ///   - lookup: the binding of a variable name, or nil when it is unbound.
    ///   - unbound: the whole message for an unbound name (`'USER' is not bound; bind it
    ///     with …`), reported at the offset of its `${`.
    /// - Returns: the boolean, or an error holding the problems, each at the 0-based offset in characters
    ///   (grapheme clusters) of `text` of the operator, function, `${` or token it is
    ///   about. Lexical problems are all reported; the first syntax error (a missing value
    ///   or operator, an unmatched parenthesis) ends the check; type errors are reported
    ///   for every operator and function whose operands are otherwise right.
    package static func evaluate(
        _ text: String, lookup: (String) -> FlowVariableBinding?, unbound: (String) -> String
    ) -> Result<Bool, FlowExpressionError> {
        let bytes = Array(text.utf8)
        var problems = FlowExpressionProblemList()
        let tokens = FlowExpressionLexer.tokens(of: bytes, problems: &problems)
        let result = withoutActuallyEscaping(lookup) { lookup in
            withoutActuallyEscaping(unbound) { unbound in
                var evaluator = FlowExpressionEvaluator(tokens: tokens, bytes: bytes, lookup: lookup, unbound: unbound, problems: problems)
                let root = evaluator.evaluate()
                problems = evaluator.problems
                return root
            }
        }
        if let root = result, let value = root.value {
            if case .boolean(let boolean) = value, problems.isEmpty { return .success(boolean) }
            if !value.isBoolean {
                problems.add(root.offset, "the condition is \(value.typeName), not a boolean" + FlowExpressionOperand.provenances(root))
            }
        }
        if problems.isEmpty { problems.add(0, "the expression has no value") }
        return .failure(FlowExpressionError(problems: problems.problems(in: text)))
    }

    /// The names of the variables `text` uses (every `${NAME}` outside string literals
    /// with a valid name), in order, each with the 0-based character offset of its `${`:
    /// for "used at" messages and for finding unbound names before evaluating.
    package static func variables(in text: String) -> [(name: String, offset: Int)] {
        var problems = FlowExpressionProblemList()
        let tokens = FlowExpressionLexer.tokens(of: Array(text.utf8), problems: &problems)
        var uses: [(name: String, offset: Int)] = []
        for token in tokens {
            if case .variable(let name) = token.kind { uses.append((name, token.start)) }
        }
        let offsets = FlowExpressionProblemList.characterOffsets(of: uses.map(\.offset), in: text)
        return zip(uses, offsets).map { ($0.name, $1) }
    }

    /// Whether `text` is a variable name: `[A-Za-z_][A-Za-z0-9_]*`.
    package static func isVariableName(_ text: some StringProtocol) -> Bool {
        guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return text.utf8.allSatisfy(FlowExpressionLexer.isWordByte)
    }
}

extension FlowExpressionValue {
    /// Whether the value is a boolean.
    var isBoolean: Bool {
        if case .boolean = self { true } else { false }
    }
}
