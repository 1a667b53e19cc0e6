/// One option of a `trellis` command, declared once: the parser, the usage line, the help
/// text and "did you mean" all read it (the shape of swift-argument-parser's `@Option` and
/// `@Flag`).
struct OptionDeclaration: Sendable {
    /// The long name with its dashes: `--width`.
    var name: String
    /// A one-letter alias with its dash (`-o`), or nil.
    var shortName: String?
    /// The placeholder of the value in help (`W`, `FILE`); nil for a flag, which takes no
    /// value.
    var valueName: String?
    /// What the option does, one or more sentences; wrapped when printed.
    var help: String
    /// The value used when the option is not given, as help shows it; nil when there is
    /// none worth showing.
    var defaultValue: String?
    /// A use of the option (`--width 414`), shown as "(e.g. …)".
    var example: String?
    /// Lines printed under the help as written (a table of value forms); empty for none.
    var detail: [String]
    /// Whether the option may be given more than once, each value kept in order.
    var isRepeatable: Bool

    init(
        _ name: String, short shortName: String? = nil, value valueName: String? = nil, help: String,
        default defaultValue: String? = nil, example: String? = nil, detail: [String] = [], repeatable: Bool = false
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.example = example
        self.detail = detail
        self.isRepeatable = repeatable
    }

    /// Whether the option takes a value.
    var takesValue: Bool { valueName != nil }

    /// `-h, --help`: every command has it.
    static let helpFlag = OptionDeclaration("--help", short: "-h", help: "show this help")
}

/// A positional argument of a command, for its usage line and help.
struct ArgumentDeclaration: Sendable {
    /// The placeholder: `SCREEN.xml`, `FLOW_OR_DIR`.
    var valueName: String
    /// What it is.
    var help: String
    /// A use, shown as "(e.g. …)".
    var example: String?
    /// Whether one or more may be given (`FLOW_OR_DIR...`).
    var isRepeating: Bool

    init(_ valueName: String, help: String, example: String? = nil, repeating: Bool = false) {
        self.valueName = valueName
        self.help = help
        self.example = example
        self.isRepeating = repeating
    }
}
