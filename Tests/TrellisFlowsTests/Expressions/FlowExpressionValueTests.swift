import Testing
import TrellisFlows

/// Expressions that hold, each with its value worked out by hand from the rules of
/// Docs/flows.md, "Expressions", and the bindings of FlowExpressionFixture.
struct FlowExpressionValueTests {
    static let cases: [(String, Bool)] = [
        ("true", true),
        ("false", false),
        (" \t\ntrue\r\n", true),
        // N is '3', typed as a number by its text.
        ("${N} == 3", true),
        ("${N} > 2", true),
        ("${N} >= 3 && ${N} <= 3", true),
        ("${N} != 3.0", false),
        ("${N} < 3", false),
        ("${PI} < 3.15", true),
        ("${NEG} < -1.5", true),
        ("1e3 == 1000", true),
        ("1E+3 == 1000.0", true),
        ("25e-1 == 2.5", true),
        ("-0 == 0", true),
        ("-0.5 < 0", true),
        ("2.50 == 2.5", true),
        // Past the largest Double both are infinity.
        ("1e999 == 2e999", true),
        // Text that is not JSON's number syntax is a string.
        ("${Z} == '007'", true),
        ("${SP} == ' 5'", true),
        ("${DOT} == '1.'", true),
        ("${E} == ''", true),
        ("${T}", true),
        ("!${F}", true),
        ("${T} == true", true),
        ("${ROLE} == 'admin'", true),
        ("${ROLE} != \"admin\"", false),
        // Strings order by Unicode scalar values: 'Z' is U+005A, 'a' U+0061, 'é' U+00E9.
        ("'a' < 'b'", true),
        ("'Z' < 'a'", true),
        ("'é' > 'z'", true),
        ("'' < 'a'", true),
        ("'ab' > 'a'", true),
        ("'ab' <= 'ab' && 'ab' >= 'ab'", true),
        // e + U+0301 and the precomposed é are different scalars, so not equal.
        ("'e\u{301}' == 'é'", false),
        // && binds tighter than ||: true || (false && false).
        ("true || false && false", true),
        ("(true || false) && false", false),
        ("!true || true", true),
        ("!(true || true)", false),
        ("!!true", true),
        ("(((${N} == 3)))", true),
        ("false == false", true),
        ("true != false", true),
        ("(1 < 2) == (3 < 4)", true),
        // Escapes: \' \" \\ \n \t; $${ is a literal ${, any other $ itself.
        ("'it\\'s' == \"it's\"", true),
        ("\"say \\\"hi\\\"\" == 'say \"hi\"'", true),
        ("len('a\\\\b') == 3", true),
        ("'a\\nb' == \"a\nb\"", true),
        ("len('\\t') == 1", true),
        ("len('$${N}') == 4", true),
        ("'a$b' == \"a$b\"", true),
        ("len('$$$${') == 4", true),
        // Functions: len counts grapheme clusters (e + U+0301 is one, 👍🏽 is one).
        ("len('e\u{301}👍🏽') == 2", true),
        ("len('') == 0", true),
        ("len(${S}) == 3", true),
        ("lower('ÀB') == 'àb'", true),
        ("upper('straße') == 'STRASSE'", true),
        ("upper(lower(${S})) == 'ANN'", true),
        ("contains(${S}, 'nn')", true),
        ("contains('abc', '')", true),
        ("contains('ab', 'abc')", false),
        ("contains('aab', 'ab')", true),
        ("contains('abababc', 'ababc')", true),
        ("contains('abababd', 'ababc')", false),
        ("contains('Ann', 'n') && !contains('Ann', 'N')", true),
        // matches: the ICU expression must match the whole text.
        ("matches(${S}, 'A.*')", true),
        ("matches(${S}, ${WORD})", true),
        ("matches('abc', 'b')", false),
        ("matches('abc', 'ab')", false),
        ("matches('月曜日', '.*日')", true),
        // Both sides are checked and evaluated; either decides.
        ("false && ${N} == 3", false),
        ("true || ${N} == 3", true),
    ]

    @Test(arguments: cases)
    func evaluates(_ expression: String, _ expected: Bool) {
        #expect(FlowExpressionFixture.evaluate(expression) == .success(expected))
    }

    @Test func variablesAreTypedByTheirText() {
        // The same text written in the expression and bound to a variable compares equal
        // exactly when the variable's text has the literal's type.
        let bindings = ["V": FlowVariableBinding(value: "1e3", origin: "row 1")]
        #expect(FlowExpressionFixture.evaluate("${V} == 1000", bindings: bindings) == .success(true))
        #expect(
            FlowExpressionFixture.problems("${V} == '1e3'", bindings: bindings) == [
                problem(5, "'==' compares a number with a string: V is '1e3' (row 1)")
            ])
    }
}
