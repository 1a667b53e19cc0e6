import Testing
import TrellisFlows

/// Wrong expressions and their problems: the offset, in characters from 0, of the
/// operator, function, `${` or token each is about (counted by hand in the comments), and
/// the message as Docs/flows.md, "Expressions", words it.
struct FlowExpressionProblemTests {
    static let operatorsList = "an expression holds literals, ${NAME}, functions, parentheses and the operators || && == != < <= > >= !"

    static let cases: [(String, [FlowExpressionProblem])] = [
        // The spec's example: '${COUNT}' is 0-7, ' ' 8, '>' 9.
        ("${COUNT} > 2", [problem(9, "'>' compares a string with a number: COUNT is 'x' (-e COUNT=x)")]),
        ("${COUNT} > ${N}", [problem(9, "'>' compares a string with a number: COUNT is 'x' (-e COUNT=x), N is '3' (-e N=3)")]),
        // '${N}' 0-3, '>' 5, ''a'' 7-9, '&&' 11, '${S}' 14-17, '==' 19; '&&' has no value
        // to check and says nothing.
        (
            "${N} > 'a' && ${S} == 3",
            [
                problem(5, "'>' compares a number with a string: N is '3' (-e N=3)"),
                problem(19, "'==' compares a string with a number: S is 'Ann' (row 2)"),
            ]
        ),
        ("${N} && true", [problem(5, "'&&' takes two booleans, not a number and a boolean: N is '3' (-e N=3)")]),
        ("'a' || ${T}", [problem(4, "'||' takes two booleans, not a string and a boolean: T is 'true' (row 1)")]),
        ("!${S}", [problem(0, "'!' takes a boolean, not a string: S is 'Ann' (row 2)")]),
        ("true < false", [problem(5, "'<' orders two numbers or two strings, not two booleans")]),
        ("${T} >= ${F}", [problem(5, "'>=' orders two numbers or two strings, not two booleans: T is 'true' (row 1), F is 'false' (row 1)")]),
        ("1 != '1'", [problem(2, "'!=' compares a number with a string")]),
        // The whole must be a boolean; the message is at the root's token.
        ("${N}", [problem(0, "the condition is a number, not a boolean: N is '3' (-e N=3)")]),
        ("'yes'", [problem(0, "the condition is a string, not a boolean")]),
        ("(lower(${S}))", [problem(1, "the condition is a string, not a boolean: lower(…) is 'ann'")]),
        ("", [problem(0, "the expression is empty; write a condition such as ${N} > 2")]),
        ("  ", [problem(0, "the expression is empty; write a condition such as ${N} > 2")]),
        // Comparisons do not chain: the second operator. '1' 0, '<' 2, '2' 4, '<' 6.
        ("1 < 2 < 3", [problem(6, "comparisons do not chain: '<' follows '<'; write a < b && b < c")]),
        ("1 == 2 != 3", [problem(7, "comparisons do not chain: '!=' follows '=='; write a < b && b < c")]),
        // '1' 0, '<' 2, '!' 4, '<' 10: the first '<' is wrong in itself; the second gives
        // no value, so nothing more is said.
        (
            "1 < !true < 3",
            [
                problem(2, "'<' compares a number with a boolean"),
                problem(10, "comparisons do not chain: '<' follows '<'; write a < b && b < c"),
            ]
        ),
        // Variables: the spec's messages, at the '${'.
        ("${USER} == 'a'", [problem(0, "'USER' is not bound; bind it with -e USER=…")]),
        (
            "${N} == 3 && ${USER} == ${USER}",
            [
                problem(13, "'USER' is not bound; bind it with -e USER=…"),
                problem(24, "'USER' is not bound; bind it with -e USER=…"),
            ]
        ),
        ("${} == 'a'", [problem(0, "'${}' names no variable")]),
        ("${1X} == 'a'", [problem(0, "'1X' is not a variable name")]),
        ("${A B} == 'a'", [problem(0, "'A B' is not a variable name")]),
        ("true && ${N == 3", [problem(8, "unclosed '${'")]),
        (
            "$N == 3",
            [
                problem(0, "unexpected '$'; a variable is written ${NAME}"),
                problem(1, "'N' is not a value; write ${N} for a variable or 'N' for a string"),
            ]
        ),
        // String literals: '${' in one at its offset, unknown escapes at the backslash,
        // an unclosed one at its quote.
        (
            "'${N}' == 'a'",
            [problem(1, "'${' in a string literal: a string never holds a variable; compare with ${NAME} outside the quotes, or write $${ for a literal '${'")]
        ),
        ("'a\\x' == 'a'", [problem(2, "unknown escape '\\x' in a string; the escapes are \\\\ \\' \\\" \\n \\t")]),
        ("'\\é' == 'a'", [problem(1, "unknown escape '\\é' in a string; the escapes are \\\\ \\' \\\" \\n \\t")]),
        ("${S} == 'Ann", [problem(8, "unclosed string: no ' ends the string that starts here")]),
        ("${S} == \"Ann'", [problem(8, "unclosed string: no \" ends the string that starts here")]),
        // Numbers in JSON's syntax only.
        ("01 == 1", [problem(0, "'01' is not a number; numbers are written as in JSON (2, -0.5, 1e3)")]),
        ("1. == 1", [problem(0, "'1.' is not a number; numbers are written as in JSON (2, -0.5, 1e3)")]),
        ("2px > 1", [problem(0, "'2px' is not a number; numbers are written as in JSON (2, -0.5, 1e3)")]),
        ("1e == 1", [problem(0, "'1e' is not a number; numbers are written as in JSON (2, -0.5, 1e3)")]),
        ("- 1 == -1", [problem(0, "unexpected '-'; there is no subtraction or negation, and only a number literal starts with '-' (-0.5)")]),
        ("-${N} < 0", [problem(0, "unexpected '-'; there is no subtraction or negation, and only a number literal starts with '-' (-0.5)")]),
        // Operators written another way are reported and read as meant, so the rest is
        // checked: '${N}' 0-3, '=' 5; '==' 5, '3' 8, '&'/'and' 10.
        ("${N} = 3", [problem(5, "'=' is not an operator; did you mean '=='?")]),
        ("${N} == 3 & true", [problem(10, "'&' is not an operator; did you mean '&&'?")]),
        (
            "${N} == 3 | 'a'",
            [
                problem(10, "'|' is not an operator; did you mean '||'?"),
                problem(10, "'||' takes two booleans, not a boolean and a string"),
            ]
        ),
        ("${N} == 3 and true", [problem(10, "'and' is not an operator; did you mean '&&'?")]),
        ("false or true", [problem(6, "'or' is not an operator; did you mean '||'?")]),
        ("not true", [problem(0, "'not' is not an operator; did you mean '!'?")]),
        // Words.
        ("True", [problem(0, "'True' is not a value; did you mean 'true'?")]),
        ("admin == ${ROLE}", [problem(0, "'admin' is not a value; write ${admin} for a variable or 'admin' for a string")]),
        ("len == 3", [problem(0, "'len' is a function; call it as len(s)")]),
        // Functions: at the function's name.
        ("lenght(${S}) > 2", [problem(0, "unknown function 'lenght'; did you mean 'len'? Functions: len, lower, upper, contains, matches")]),
        ("foo(1)", [problem(0, "unknown function 'foo'; functions: len, lower, upper, contains, matches")]),
        ("len(${S}, 'a') == 3", [problem(0, "len(s) takes 1 argument, not 2")]),
        ("len() == 0", [problem(0, "len(s) takes 1 argument, not 0")]),
        ("contains(${S})", [problem(0, "contains(s, t) takes 2 arguments, not 1")]),
        ("!matches('a', 'b', 'c')", [problem(1, "matches(s, re) takes 2 arguments, not 3")]),
        ("len(${N}) == 1", [problem(0, "'len' takes a string, not a number: N is '3' (-e N=3)")]),
        ("upper(true) == 'TRUE'", [problem(0, "'upper' takes a string, not a boolean")]),
        ("contains(${S}, ${N})", [problem(0, "'contains' takes two strings, not a string and a number: S is 'Ann' (row 2), N is '3' (-e N=3)")]),
        ("matches(${S}, ${RE})", [problem(0, "invalid regular expression /a(/ in 'matches': RE is 'a(' (-e RE=a()")]),
        ("matches('a', '[')", [problem(0, "invalid regular expression /[/ in 'matches'")]),
        // As for a selector's //, an empty expression is invalid (ICU refuses it).
        ("matches('', '')", [problem(0, "invalid regular expression // in 'matches'")]),
        // 'len(${S})' is 0-8, '==' 10.
        ("len(${S}) == 'a'", [problem(10, "'==' compares a number with a string: len(…) is 3")]),
        // A wrong argument is reported once, not again by the function or the operator.
        ("len(${USER}) == 1", [problem(4, "'USER' is not bound; bind it with -e USER=…")]),
        // Syntax: the first error stops the check. '${N}' 0-3, '>' 5, the end 7.
        ("${N} > ", [problem(7, "expected a value after '>', found the end of the expression")]),
        ("${N} 3", [problem(5, "expected an operator after '${N}', found '3'")]),
        ("${N} == 3 'a'", [problem(10, "expected an operator after '3', found a string literal")]),
        ("&& true", [problem(0, "expected a value, found '&&'")]),
        ("(${N} == 3", [problem(0, "unclosed '('")]),
        // What was complete before the syntax error is checked: '==' at 9.
        (
            "len(${S} == 3",
            [
                problem(3, "unclosed '('"),
                problem(9, "'==' compares a string with a number: S is 'Ann' (row 2)"),
            ]
        ),
        ("${N} == 3)", [problem(9, "unmatched ')'")]),
        ("()", [problem(1, "expected a value after '(', found ')'")]),
        ("contains('a',)", [problem(13, "expected a value after ',', found ')'")]),
        ("1, 2", [problem(1, "unexpected ','; a comma separates a function's arguments")]),
        ("true ! false", [problem(5, "expected an operator after 'true', found '!'")]),
        // Unexpected characters: reported and skipped, so a second problem is found.
        // '${N}' 0-3, '#' 5, '3' 7.
        (
            "${N} # 3",
            [
                problem(5, "unexpected '#'; " + operatorsList),
                problem(7, "expected an operator after '${N}', found '3'"),
            ]
        ),
        (
            "${N} ≥ 3",
            [
                problem(5, "unexpected '≥'; " + operatorsList),
                problem(7, "expected an operator after '${N}', found '3'"),
            ]
        ),
        (
            "true && @@@ false",
            [
                problem(8, "unexpected '@@@'; " + operatorsList)
            ]
        ),
        // Offsets count characters (grapheme clusters), not bytes or scalars: ''' 0,
        // e + U+0301 1, 👍🏽 2, ''' 3, '==' 5.
        ("'e\u{301}👍🏽' == ${N}", [problem(5, "'==' compares a string with a number: N is '3' (-e N=3)")]),
        // A tab and U+202E (a control and a format character) are a character each:
        // ''' 0, a 1, tab 2, b 3, U+202E 4, ''' 5, '==' 7.
        ("'a\tb\u{202E}' == 1", [problem(7, "'==' compares a string with a number")]),
    ]

    @Test(arguments: cases)
    func reports(_ expression: String, _ expected: [FlowExpressionProblem]) {
        #expect(FlowExpressionFixture.problems(expression) == expected)
    }

    @Test func valuesInMessagesAreEscapedAndAbbreviated() {
        // A value of 300 characters is quoted as its first 200, "…" and its length.
        let long = String(repeating: "a", count: 299) + "\n"
        let bindings = ["L": FlowVariableBinding(value: long, origin: "row 3")]
        let shown = String(repeating: "a", count: 200) + "… (300 characters)"
        #expect(
            FlowExpressionFixture.problems("${L} > 1", bindings: bindings) == [
                problem(5, "'>' compares a string with a number: L is '\(shown)' (row 3)")
            ])
        let tab = ["TAB": FlowVariableBinding(value: "a\tb", origin: "row 1")]
        #expect(
            FlowExpressionFixture.problems("!${TAB}", bindings: tab) == [
                problem(0, "'!' takes a boolean, not a string: TAB is 'a\\tb' (row 1)")
            ])
    }
}
