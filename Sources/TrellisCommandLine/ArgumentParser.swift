import TrellisCore

/// A small command-line parser for `--name value`, `--name=value`, flags and positional
/// arguments, as the `trellis` commands use them. Errors are usage errors (exit 2).
struct ArgumentParser {
    private(set) var positionals: [String] = []
    private var options: [(name: String, value: String)] = []
    private var flags: Set<String> = []

    /// Parses `arguments` (without the program and command names) against the option
    /// names that take a value and the flag names that do not.
    init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws(CommandFailure) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" {
                flags.insert("--help")
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            if valueOptions.contains(name) {
                if parts.count == 2 {
                    options.append((name, String(parts[1])))
                } else {
                    guard index < arguments.count else { throw usage("option '\(name)' needs a value") }
                    options.append((name, arguments[index]))
                    index += 1
                }
            } else if flagOptions.contains(name), parts.count == 1 {
                flags.insert(name)
            } else if flagOptions.contains(name) {
                throw usage("option '\(name)' takes no value")
            } else {
                let known = valueOptions.union(flagOptions).sorted()
                throw usage("unknown option '\(name)'\(Suggestion.didYouMean(name, in: known))")
            }
        }
    }

    /// Whether the flag was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// Every value given for the option, in order.
    func values(_ name: String) -> [String] { options.filter { $0.name == name }.map(\.value) }

    /// The option's value; an error when it was given more than once.
    func value(_ name: String) throws(CommandFailure) -> String? {
        let all = values(name)
        if all.count > 1 { throw usage("option '\(name)' was given more than once") }
        return all.first
    }
}

/// A usage error: exit 2 with the message (the caller appends the usage text).
func usage(_ message: String) -> CommandFailure {
    CommandFailure(code: .usage, message: message)
}
