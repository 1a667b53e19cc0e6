/// One token of a `true:` expression (Docs/flows.md, "Expressions"), located by the UTF-8
/// offsets of its first byte and of the byte after it.
struct FlowExpressionToken {
    /// What the token is.
    enum Kind {
        /// A number literal, in JSON's syntax with an optional leading `-`.
        case number(Double)
        /// A string literal, its escapes and `$${` resolved.
        case string(String)
        /// `true` or `false`.
        case boolean(Bool)
        /// `${NAME}` with a valid name.
        case variable(String)
        /// A word that is not `true` or `false`: a function's name when `(` follows.
        case word(String)
        /// A literal or variable that is wrong and already reported; it stands for a value
        /// so the rest of the expression is still checked.
        case invalid
        /// A binary operator.
        case binary(FlowExpressionOperator)
        /// `!`.
        case not
        /// `(`.
        case open
        /// `)`.
        case close
        /// `,` between a function's arguments.
        case comma
        /// The end of the expression.
        case end
    }

    /// What the token is.
    var kind: Kind
    /// The UTF-8 offset of its first byte.
    var start: Int
    /// The UTF-8 offset just past it.
    var end: Int

    /// Whether the token stands for a value (a literal, a variable or an invalid one).
    var isValue: Bool {
        switch kind {
        case .number, .string, .boolean, .variable, .invalid: true
        default: false
        }
    }
}

/// A binary operator of an expression, with its precedence (loosest first: `||`, `&&`,
/// the comparisons).
enum FlowExpressionOperator: CaseIterable {
    case or, and, equal, notEqual, less, lessOrEqual, greater, greaterOrEqual

    /// The operator as written.
    var spelling: String {
        switch self {
        case .or: "||"
        case .and: "&&"
        case .equal: "=="
        case .notEqual: "!="
        case .less: "<"
        case .lessOrEqual: "<="
        case .greater: ">"
        case .greaterOrEqual: ">="
        }
    }

    /// 1 for `||`, 2 for `&&`, 3 for the comparisons; a higher one binds tighter.
    var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        default: 3
        }
    }

    /// Whether it is one of `==` `!=` `<` `<=` `>` `>=`, which do not chain.
    var isComparison: Bool { precedence == 3 }
}
