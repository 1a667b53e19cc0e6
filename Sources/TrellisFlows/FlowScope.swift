import Foundation
import TrellisCore

/// The variables a flow's steps read `${NAME}` from (Docs/flows.md, "Parameters"), in
/// the order they win: the command line's `-e`, then `runFlow`'s `env:` (innermost
/// first), then the data row, then the header's `env:`. The process environment is never
/// read.
struct FlowScope: Hashable, Sendable {
    /// `-e KEY=VALUE`.
    var commandLine: [String: FlowVariableBinding] = [:]
    /// Each enclosing `runFlow`'s `env:`, outermost first.
    var runFlowEnvironments: [[String: FlowVariableBinding]] = []
    /// The data row being run; empty without `data:`.
    var row: [String: FlowVariableBinding] = [:]
    /// The flow header's `env:`.
    var header: [String: FlowVariableBinding] = [:]
    /// The row being bound, for the error of a row that leaves a used name unbound; nil
    /// without `data:`.
    var rowContext: RowContext?
    /// Whether a name no binding holds is left as written without an error: for an
    /// included file checked on its own, whose names the flows that run it bind.
    var allowsUnbound = false

    /// Which row a scope binds: its number (from 1), where it is written (a YAML row's
    /// mapping, a CSV record's first field) and the names any row of the flow binds.
    struct RowContext: Hashable, Sendable {
        var number: Int
        var location: SourceLocation
        var namesAnyRowBinds: Set<String>
    }

    /// The binding `name` has here, or nil when nothing binds it.
    func binding(_ name: String) -> FlowVariableBinding? {
        if let bound = commandLine[name] { return bound }
        for environment in runFlowEnvironments.reversed() {
            if let bound = environment[name] { return bound }
        }
        return row[name] ?? header[name]
    }

    /// Every bound name, sorted, for "did you mean".
    var boundNames: [String] {
        var names = Set(commandLine.keys).union(row.keys).union(header.keys)
        for environment in runFlowEnvironments { names.formUnion(environment.keys) }
        return names.sorted()
    }

    /// The scope inside a `runFlow` whose `env:` is `environment` (nothing added when it
    /// is empty).
    func entering(_ environment: [String: FlowVariableBinding]) -> FlowScope {
        guard !environment.isEmpty else { return self }
        var inner = self
        inner.runFlowEnvironments.append(environment)
        return inner
    }

    /// The error for `name`, unbound here: `'USER' is not bound; did you mean 'USERS'?
    /// bind it with -e USER=…, in the header's env:, in a data row or in runFlow's env:`.
    func unboundMessage(_ name: String) -> String {
        // A suggestion only when some of the name is right: 'X' is not a typo of 'W'.
        let suggestion =
            Suggestion.closest(to: name, in: boundNames)
            .flatMap { Suggestion.editDistance(name, $0) < name.count ? " did you mean '\($0)'?" : nil } ?? ""
        return "'\(name)' is not bound;\(suggestion) bind it with -e \(name)=…, in the header's env:, in a data row or in runFlow's env:"
    }
}

/// A command that binds names for the steps it runs (`runFlow`'s `env:`), which the
/// loader adds to the bindings of the file it includes.
protocol FlowVariableBinder {
    /// The names bound, with where each was bound.
    var environment: [String: FlowVariableBinding] { get }
}

extension RunFlowCommand: FlowVariableBinder {}
