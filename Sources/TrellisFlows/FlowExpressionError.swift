/// Every problem of one `true:` expression, in the order of their offsets; never empty
/// (Docs/flows.md, "Expressions").
package struct FlowExpressionError: Error, Hashable, Sendable {
    /// The problems, ordered by offset; at most 100 and a last note saying how many more
    /// there are.
    package var problems: [FlowExpressionProblem]

    /// Creates the error from a non-empty list of problems.
    package init(problems: [FlowExpressionProblem]) {
        self.problems = problems
    }
}
