import Foundation
import TrellisCore

extension FlowParser {
    /// An `env:` mapping (the header's, or a `runFlow`'s): names to scalars, each value
    /// its text as written (`N: 3.0` binds `3.0`); `origin` names where (`env:`, `runFlow's
    /// env:`) for messages. A bad name, a repeated one or a value that is not a scalar is
    /// an error. The values of a `runFlow`'s `env:` have their `${NAME}` replaced first.
    mutating func environment(_ node: YAMLNode, origin: String, substituting: Bool = false) -> [String: FlowVariableBinding] {
        guard let pairs = node.pairs else {
            error(at: node.location, "\(origin) maps names to values ({USER: ann}), found \(node.kindDescription)")
            return [:]
        }
        var bound: [String: FlowVariableBinding] = [:]
        for pair in pairs {
            guard let name = pair.key.scalar, FlowExpression.isVariableName(name) else {
                error(
                    at: pair.key.location,
                    "'\((pair.key.scalar ?? pair.key.kindDescription).abbreviated())' is not a variable name (a letter or '_', then letters, digits or '_')")
                continue
            }
            guard bound[name] == nil else {
                error(at: pair.key.location, "'\(name)' is bound twice in this \(origin)")
                continue
            }
            let value = substituting ? substituted(pair.value) : pair.value
            guard let text = value.scalar else {
                error(at: pair.value.location, "the value of '\(name)' must be a scalar (text), found \(pair.value.kindDescription)")
                continue
            }
            bound[name] = FlowVariableBinding(value: text, origin: "\(origin) at \(pair.value.location)")
        }
        return bound
    }

    /// The header's `data:`: a list of rows, each a mapping of names to scalars, or a CSV
    /// file's path. No row is an error at `data:`.
    mutating func dataSource(_ node: YAMLNode, at location: SourceLocation) -> FlowDataSource? {
        if let path = node.scalar {
            guard !path.isEmpty else {
                error(at: node.location, "data: expects a CSV file's path or a list of rows ({USER: ann}), found nothing")
                return nil
            }
            return .file(path, at: location)
        }
        guard let items = node.items else {
            error(at: node.location, "data: expects a CSV file's path or a list of rows ({USER: ann}), found \(node.kindDescription)")
            return nil
        }
        guard !items.isEmpty else {
            error(at: location, "data: holds no row: give at least one ({USER: ann}), or remove data:")
            return nil
        }
        var rows: [FlowRow] = []
        for (index, item) in items.enumerated() {
            guard let pairs = item.pairs else {
                error(at: item.location, "row \(index + 1) must be a mapping of names to values ({USER: ann}), found \(item.kindDescription)")
                continue
            }
            let values = environment(item, origin: "row \(index + 1)")
            let names = pairs.compactMap(\.key.scalar).filter { values[$0] != nil }
            rows.append(FlowRow(number: index + 1, names: names, values: names.map { values[$0]?.value ?? "" }, location: item.location))
        }
        return .rows(rows)
    }

    /// Reads `runFlow`'s argument: a path, or a mapping with exactly one of `file` and
    /// `commands`, and optionally `when` and `env` (Docs/flows.md, "Conditions"). The
    /// path, the `env:` values and the selectors of `visible`/`notVisible` have their
    /// `${NAME}` replaced with the bindings outside; `commands:` are read with `env:`
    /// bound too.
    mutating func runFlow(_ argument: YAMLNode) -> RunFlowCommand? {
        if argument.scalar != nil {
            return string(substituted(argument), what: "runFlow's path").map { RunFlowCommand(path: $0) }
        }
        guard argument.pairs != nil else {
            error(at: argument.location, "runFlow expects a flow file's path or a mapping with 'file' or 'commands', found \(argument.kindDescription)")
            return nil
        }
        let errorsBefore = diagnostics.count
        let pairs = uniquePairs(argument, allowed: ["file", "commands", "when", "env"], context: "runFlow")
        let environment = pairs["env"].map { self.environment($0, origin: "runFlow's env:", substituting: true) } ?? [:]
        let conditions = pairs["when"].map { self.conditions($0) } ?? []
        var command: RunFlowCommand?
        switch (pairs["file"], pairs["commands"]) {
        case (let file?, nil):
            command = string(substituted(file), what: "runFlow's 'file'").map { RunFlowCommand(path: $0, conditions: conditions) }
        case (nil, let commands?):
            let outside = scope
            scope = scope.entering(environment)
            command = RunFlowCommand(commands: steps(commands), conditions: conditions)
            scope = outside
        default:
            error(at: argument.location, "runFlow takes exactly one of 'file' (a flow file's path) and 'commands' (a list of steps)")
        }
        command?.environment = environment
        return diagnostics.count == errorsBefore ? command : nil
    }

    /// A `when:` mapping's conditions, in the order written: `visible` and `notVisible`
    /// take a selector, `true` an expression (Docs/flows.md, "Conditions").
    private mutating func conditions(_ node: YAMLNode) -> [FlowCondition] {
        guard let pairs = node.pairs else {
            error(at: node.location, "when: holds conditions (visible, notVisible, true), found \(node.kindDescription)")
            return []
        }
        guard !pairs.isEmpty else {
            error(at: node.location, "when: {} holds no condition: give visible, notVisible or true")
            return []
        }
        var conditions: [FlowCondition] = []
        var named: [YAMLNode.Pair] = []
        for pair in pairs {
            if pair.key.scalar == "platform" {
                error(at: pair.key.location, "'platform' is not a condition: Trellis runs on one platform; conditions are visible, notVisible and true")
            } else {
                named.append(pair)
            }
        }
        for pair in uniquePairs(named, allowed: ["visible", "notVisible", "true"], context: "when") {
            switch pair.key.scalar {
            case "visible": if let selector = selector(substituted(pair.value)) { conditions.append(.visible(selector)) }
            case "notVisible": if let selector = selector(substituted(pair.value)) { conditions.append(.notVisible(selector)) }
            default: if let condition = expression(pair.value) { conditions.append(condition) }
            }
        }
        return conditions
    }
}
