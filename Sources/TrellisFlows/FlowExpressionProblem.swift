/// One problem of a `true:` expression: where in the expression it is and what it is
/// (Docs/flows.md, "Expressions"). The loader turns it into a located diagnostic by adding
/// the offset to the column of the expression's scalar.
package struct FlowExpressionProblem: Error, Hashable, Sendable {
    /// The 0-based offset, in characters (grapheme clusters) of the expression's text, of
    /// the operator, function, `${` or token the problem is about; the text's length for
    /// a problem at its end.
    package var offset: Int
    /// One sentence without the location or severity, e.g. `'>' compares a string with a
    /// number: COUNT is 'x' (-e COUNT=x)`.
    package var message: String

    /// Creates a problem.
    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
