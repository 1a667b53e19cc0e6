import TrellisFlows

/// The variables the expression tests bind, each with where it was bound, and the
/// evaluation they share.
enum FlowExpressionFixture {
    static let bindings: [String: FlowVariableBinding] = [
        "N": FlowVariableBinding(value: "3", origin: "-e N=3"),
        "COUNT": FlowVariableBinding(value: "x", origin: "-e COUNT=x"),
        "S": FlowVariableBinding(value: "Ann", origin: "row 2"),
        "ROLE": FlowVariableBinding(value: "admin", origin: "the header's env: at f.yaml:3:6"),
        "T": FlowVariableBinding(value: "true", origin: "row 1"),
        "F": FlowVariableBinding(value: "false", origin: "row 1"),
        "E": FlowVariableBinding(value: "", origin: "row 1"),
        "Z": FlowVariableBinding(value: "007", origin: "row 1"),
        "PI": FlowVariableBinding(value: "3.14", origin: "row 1"),
        "NEG": FlowVariableBinding(value: "-2", origin: "row 1"),
        "SP": FlowVariableBinding(value: " 5", origin: "row 1"),
        "DOT": FlowVariableBinding(value: "1.", origin: "row 1"),
        "RE": FlowVariableBinding(value: "a(", origin: "-e RE=a("),
        "WORD": FlowVariableBinding(value: "[A-Z][a-z]+", origin: "runFlow's env: at f.yaml:9:20"),
    ]

    static func evaluate(_ text: String, bindings: [String: FlowVariableBinding] = bindings) -> Result<Bool, FlowExpressionError> {
        FlowExpression.evaluate(text, lookup: { bindings[$0] }, unbound: { "'\($0)' is not bound; bind it with -e \($0)=…" })
    }

    /// The problems of `text` as (offset, message) pairs, or nil when it has a value.
    static func problems(_ text: String, bindings: [String: FlowVariableBinding] = bindings) -> [FlowExpressionProblem]? {
        switch evaluate(text, bindings: bindings) {
        case .success: nil
        case .failure(let error): error.problems
        }
    }
}

/// A problem, written short for the tables.
func problem(_ offset: Int, _ message: String) -> FlowExpressionProblem {
    FlowExpressionProblem(offset: offset, message: message)
}
