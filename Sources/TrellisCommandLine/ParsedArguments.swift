import TrellisCore

/// A command's arguments parsed against its ``CommandDeclaration``: `--name value`,
/// `--name=value`, flags, `-h`, and positional arguments (everything after `--` is
/// positional, as is `-`). Every error is a usage error (exit 2) naming the option.
struct ParsedArguments {
    /// The positional arguments, in order.
    private(set) var positionals: [String] = []
    /// Whether `-h` or `--help` was given.
    private(set) var wantsHelp = false
    private var values: [(name: String, value: String)] = []
    private var flags: Set<String> = []

    /// Parses `arguments` (without the program and command names).
    ///
    /// - Throws: a usage error for an option the command does not declare (suggesting
    ///   the closest one it does), a missing value, a value given to a flag, or an
    ///   argument to a command that takes none.
    init(_ arguments: [String], for declaration: CommandDeclaration) throws(CommandFailure) {
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
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let written = String(parts[0])
            guard let option = declaration.option(named: written) else {
                let names = declaration.options.map(\.name)
                throw usage("unknown option '\(written)'\(didYouMean(written, in: names))")
            }
            if option.name == OptionDeclaration.helpFlag.name {
                wantsHelp = true
            } else if option.takesValue {
                if parts.count == 2 {
                    values.append((option.name, String(parts[1])))
                } else {
                    guard index < arguments.count else { throw usage("option '\(written)' needs a value") }
                    values.append((option.name, arguments[index]))
                    index += 1
                }
            } else if parts.count == 1 {
                flags.insert(option.name)
            } else {
                throw usage("option '\(written)' takes no value")
            }
        }
        if !wantsHelp, declaration.arguments.isEmpty, !positionals.isEmpty {
            throw usage("'\(declaration.name)' takes no arguments")
        }
    }

    /// Whether the flag was given.
    func flag(_ option: OptionDeclaration) -> Bool { flags.contains(option.name) }

    /// Every value given for the option, in order.
    func values(_ option: OptionDeclaration) -> [String] {
        values.filter { $0.name == option.name }.map(\.value)
    }

    /// Every value given for any of `options`, in the order given on the command line,
    /// each with its option's name (`--tap` and `--advance` run in the order written).
    func values(_ options: [OptionDeclaration]) -> [(name: String, value: String)] {
        let names = Set(options.map(\.name))
        return values.filter { names.contains($0.name) }
    }

    /// The option's value, or nil when not given.
    ///
    /// - Throws: a usage error when an option that is not repeatable was given twice, or
    ///   when one whose value is a path (`FILE`, `DIR`) was given an empty one.
    func value(_ option: OptionDeclaration) throws(CommandFailure) -> String? {
        let all = values(option)
        if all.count > 1, !option.isRepeatable { throw usage("option '\(option.name)' was given more than once") }
        if let first = all.first, first.isEmpty, ["FILE", "DIR"].contains(option.valueName) {
            throw usage("\(option.name) expects a \(option.valueName == "DIR" ? "folder" : "file") path, not an empty one")
        }
        return all.first
    }

    /// The option's value converted to `type` through its ``AttributeValue`` parser, the
    /// one conversion screens and flows use too (``ValueConversionError``); nil when the
    /// option was not given.
    ///
    /// - Throws: a usage error `--width expects a length in points (a number ≥ 0), not
    ///   'wide'` (with "did you mean" for a word), or one of ``value(_:)``'s.
    func value<Value: AttributeValue>(_ option: OptionDeclaration, as type: Value.Type) throws(CommandFailure) -> Value? {
        guard let text = try value(option) else { return nil }
        do {
            return try Value.converting(text, for: option.name)
        } catch {
            throw usage(error.message)
        }
    }

    /// The option's value converted to `type` as ``value(_:as:)`` does, which must also
    /// pass `rule`; a value that does not convert and one that breaks the rule get the
    /// same message, naming `expected` (`--scale expects a number greater than 0, not
    /// '-1'`, for `0` and `-1` alike).
    func value<Value: AttributeValue>(
        _ option: OptionDeclaration, as type: Value.Type, expected: String, where rule: (Value) -> Bool
    ) throws(CommandFailure) -> Value? {
        guard let text = try value(option) else { return nil }
        guard let value = try? Value.converting(text, for: option.name), rule(value) else {
            throw usage(ValueConversionError(name: option.name, text: text, expected: expected).message)
        }
        return value
    }
}

/// A usage error: exit 2 with the message (the caller adds where to find the help).
func usage(_ message: String) -> CommandFailure {
    CommandFailure(code: .usage, message: message)
}

/// "; did you mean 'x'?" for a misspelt command or option name, or the empty string: the
/// closest name by edit distance (``Suggestion``), else a name that differs by two
/// neighbouring characters swapped (`rnu` for `run`), which edit distance counts as two
/// edits and so misses in short names.
func didYouMean(_ word: String, in names: [String]) -> String {
    if let closest = Suggestion.closest(to: word, in: names) { return "; did you mean '\(closest)'?" }
    let written = Array(word)
    let swapped = names.first { name in
        let candidate = Array(name)
        guard candidate.count == written.count else { return false }
        let differing = candidate.indices.filter { candidate[$0] != written[$0] }
        return differing.count == 2 && differing[1] == differing[0] + 1
            && candidate[differing[0]] == written[differing[1]] && candidate[differing[1]] == written[differing[0]]
    }
    return swapped.map { "; did you mean '\($0)'?" } ?? ""
}
