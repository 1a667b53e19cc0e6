import Trellis

/// `-e KEY=VALUE` (`--env`), shared by `test` and `validate`: binds a flow variable for
/// `${KEY}` in every flow, above every other binding (Docs/cli.md, "`trellis test`").
enum VariableOption {
    static let declaration = OptionDeclaration(
        "--env", short: "-e", value: "KEY=VALUE",
        help:
            "bind the flow variable KEY to VALUE (everything after the first '=', possibly empty) for ${KEY} in every flow, above the bindings of the flows themselves; KEY is a letter or '_', then letters, digits or '_'. Repeatable, each KEY once; the process environment is never read (-e USER=\"$USER\" passes one on)",
        example: "-e USER=ann -e PASSWORD=", repeatable: true)

    /// The variables bound by every `-e`, by name.
    ///
    /// - Throws: a usage error for a value without `=`
    ///   (`-e expects KEY=VALUE …, not 'USER'`), a KEY that is not a variable name, or a
    ///   KEY bound twice, naming both bindings.
    static func variables(from arguments: ParsedArguments) throws(CommandFailure) -> [String: String] {
        var variables: [String: String] = [:]
        for binding in arguments.values(declaration) {
            guard let equals = binding.firstIndex(of: "=") else {
                throw usage("-e expects KEY=VALUE (a variable name, '=', then the value, possibly empty), not '\(binding.debugEscaped)'")
            }
            let name = String(binding[..<equals])
            guard isVariableName(name) else {
                throw usage("-e '\(binding.debugEscaped)': '\(name.debugEscaped)' is not a variable name (a letter or '_', then letters, digits or '_')")
            }
            let value = String(binding[binding.index(after: equals)...])
            if let earlier = variables[name] {
                throw usage("-e binds '\(name)' twice ('\(name)=\(earlier.debugEscaped)' and '\(binding.debugEscaped)'); give each name once")
            }
            variables[name] = value
        }
        return variables
    }

    /// Whether `text` is `[A-Za-z_][A-Za-z0-9_]*` (ASCII only).
    static func isVariableName(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || isLetter(first) else { return false }
        return text.utf8.allSatisfy { $0 == UInt8(ascii: "_") || isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
