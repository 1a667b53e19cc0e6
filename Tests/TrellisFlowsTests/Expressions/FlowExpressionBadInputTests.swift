import Foundation
import Testing
import TrellisFlows

/// Hostile expressions: deep nesting, huge ones, floods of errors and random garbage are
/// checked with explicit stacks in linear time, never crashing or running out of stack
/// (Docs/flows.md, "Expressions"). The inputs are generated here.
struct FlowExpressionBadInputTests {
    @Test func aHundredThousandNestedParenthesesNeedNoStack() {
        let deep = String(repeating: "(", count: 100_000) + "true" + String(repeating: ")", count: 100_000)
        #expect(FlowExpressionFixture.evaluate(deep) == .success(true))
        // The innermost '(' that is not closed is the last one, at offset 99,999.
        #expect(FlowExpressionFixture.problems(String(repeating: "(", count: 100_000) + "true") == [problem(99_999, "unclosed '('")])
        #expect(FlowExpressionFixture.problems(String(repeating: ")", count: 100_000)) == [problem(0, "expected a value, found ')'")])
    }

    @Test func aHundredThousandOperatorsAreApplied() {
        #expect(FlowExpressionFixture.evaluate("true" + String(repeating: " && true", count: 100_000)) == .success(true))
        #expect(FlowExpressionFixture.evaluate("${N} == 2" + String(repeating: " || ${N} == 2", count: 100_000)) == .success(false))
        // 100,001 '!' negate true an odd number of times.
        #expect(FlowExpressionFixture.evaluate(String(repeating: "!", count: 100_001) + "true") == .success(false))
        // 100,000 nested calls: lower(lower(…('A')…)).
        let calls = String(repeating: "lower(", count: 100_000) + "'A'" + String(repeating: ")", count: 100_000) + " == 'a'"
        #expect(FlowExpressionFixture.evaluate(calls) == .success(true))
    }

    @Test func tenMegabytesAreCheckedInLinearTime() {
        let start = ContinuousClock.now
        // 13 characters a clause: 769,231 clauses are 10,000,003 characters.
        let clauses = String(repeating: "${N} == 2 || ", count: 769_231) + "${N} == 3"
        #expect(FlowExpressionFixture.evaluate(clauses) == .success(true))
        let literal = "'" + String(repeating: "a", count: 10_000_000) + "' == 'b'"
        #expect(FlowExpressionFixture.evaluate(literal) == .success(false))
        // 'aaa…a' does not contain 'aa…ab': a naive search would compare 4 × 10¹² bytes.
        let search = "contains('" + String(repeating: "a", count: 4_000_000) + "', '" + String(repeating: "a", count: 2_000_000) + "b')"
        #expect(FlowExpressionFixture.evaluate(search) == .success(false))
        // About 8 s in a debug build on a busy machine; a quadratic step would take hours.
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    @Test func floodsOfErrorsStopAtAHundredWithANote() {
        // 1,000 '#', each its own problem at 0, 2, 4, …; the first 100 are kept (up to
        // offset 198) and the other 900 counted.
        let problems = FlowExpressionFixture.problems(String(repeating: "# ", count: 1_000))
        #expect(problems?.count == 101)
        #expect(problems?.prefix(100).map(\.offset) == Array(stride(from: 0, to: 200, by: 2)))
        #expect(problems?.last == problem(198, "900 more problems in this expression are not listed; only the first 100 are"))
        // Ten megabytes of garbage characters in one run are one problem.
        let garbage = FlowExpressionFixture.problems(String(repeating: "#", count: 10_000_000))
        #expect(garbage?.count == 1)
        #expect(garbage?.first?.message.hasPrefix("unexpected '" + String(repeating: "#", count: 200) + "… (10000000 characters)'") == true)
    }

    @Test func nestedVariableBracesAreOneWrongName() {
        // '${' × 10,000, 'N', '}' × 10,000: the first '${' ends at the first '}' (offset
        // 20,001), so its name is '${' × 9,999 + 'N' (19,999 characters); the other 9,999
        // '}' from offset 20,002 are one unexpected run.
        let text = String(repeating: "${", count: 10_000) + "N" + String(repeating: "}", count: 10_000)
        let name = String(repeating: "${", count: 100) + "… (19999 characters)"
        let braces = String(repeating: "}", count: 200) + "… (9999 characters)"
        #expect(
            FlowExpressionFixture.problems(text) == [
                problem(0, "'\(name)' is not a variable name"),
                problem(
                    20_002, "unexpected '\(braces)'; an expression holds literals, ${NAME}, functions, parentheses and the operators || && == != < <= > >= !"),
            ])
    }

    @Test func randomGarbageGivesAValueOrLocatedProblems() {
        let pieces = [
            "(", ")", "!", "&&", "||", "==", "!=", "<", ">=", "=", "&", "'", "\"", "\\", "$", "{", "}", "${N}", "${S}",
            "${T}", "${USER}", "${", "$${", "len", "lower", "matches", "contains", "foo", ",", "1", "-", "0", "e", ".",
            " ", "true", "false", "é", "👍🏽", "#", "\u{301}", "x", "\n", "\u{0}", "'[", "and",
        ]
        var generator = SplitMix64(seed: 36)
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 24)
            let text = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let result = FlowExpressionFixture.evaluate(text)
            #expect(result == FlowExpressionFixture.evaluate(text), "\(text.debugDescription) evaluates the same twice")
            if case .failure(let error) = result {
                #expect(!error.problems.isEmpty)
                #expect(error.problems.allSatisfy { (0...text.count).contains($0.offset) && !$0.message.isEmpty }, "\(text.debugDescription)")
            }
            #expect(FlowExpression.variables(in: text).allSatisfy { (0..<text.count).contains($0.offset) })
        }
    }
}

/// A small seeded generator (SplitMix64), so the random expressions are the same on every
/// run.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
