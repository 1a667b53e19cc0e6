import Testing
import TrellisFlows

/// The variables an expression uses, with the character offsets of their '${', found
/// without evaluating (Docs/flows.md, "Expressions").
struct FlowExpressionVariablesTests {
    static let cases: [(String, [String])] = [
        // '${A}' 0, '==' 5, the string 8-13 (its '${B}' is an error, not a use), '||' 15,
        // 'len(' 18, '${C_1}' 22, ')' 28, '>' 30, '${A}' 32.
        ("${A} == '${B}' || len(${C_1}) > ${A}", ["A@0", "C_1@22", "A@32"]),
        // ''' 0, 👍🏽 1 (two scalars, eight bytes), ''' 2, '==' 4, '${X}' 7.
        ("'👍🏽' == ${X}", ["X@7"]),
        // Wrong names, an empty one and an unclosed one are no uses.
        ("${1X} ${} ${ok", []),
        ("'$${A}' == ''", []),
        // Outside a string '$' before '${' is a stray '$'; the variable after it counts.
        ("$${A}", ["A@1"]),
        ("", []),
    ]

    @Test(arguments: cases)
    func findsUses(_ expression: String, _ expected: [String]) {
        #expect(FlowExpression.variables(in: expression).map { "\($0.name)@\($0.offset)" } == expected)
    }

    @Test func isVariableNameFollowsTheSpec() {
        #expect(["A", "_", "user_1", "_9", "Zz"].allSatisfy(FlowExpression.isVariableName))
        #expect(!["", "1X", "a-b", "é", "a b", "${A}"].contains(where: FlowExpression.isVariableName))
    }
}
