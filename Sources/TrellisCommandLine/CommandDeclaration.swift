/// What a `trellis` command is, declared once: its name, a one-line abstract for the
/// command list, an overview, its arguments and options, examples, and sections of prose
/// (output, exit status). Help, the usage line and "did you mean" are generated from it
/// (the shape of swift-argument-parser's `CommandConfiguration` and property wrappers).
struct CommandDeclaration: Sendable {
    /// The name after `trellis`: `run`.
    var name: String
    /// One line for the list of commands in `trellis --help`.
    var abstract: String
    /// The paragraph under OVERVIEW in the command's help.
    var overview: String
    /// The positional arguments, in order.
    var arguments: [ArgumentDeclaration]
    /// The options, in the order help lists them; `-h, --help` is added.
    var options: [OptionDeclaration]
    /// Whole command lines, each shown under EXAMPLES.
    var examples: [String]
    /// Titled paragraphs printed after the examples (`OUTPUT`, `EXIT STATUS`).
    var sections: [(title: String, text: String)]

    init(
        name: String, abstract: String, overview: String, arguments: [ArgumentDeclaration] = [],
        options: [OptionDeclaration] = [], examples: [String], sections: [(title: String, text: String)] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.overview = overview
        self.arguments = arguments
        self.options = options + [.helpFlag]
        self.examples = examples
        self.sections = sections
    }

    /// The declared option named `name` (long or short form).
    func option(named name: String) -> OptionDeclaration? {
        options.first { $0.name == name || $0.shortName == name }
    }

    /// The arguments as the usage line (`FLOW_OR_DIR...`, with `ellipsis` "...") and the
    /// command list (`FLOW_OR_DIR…`) show them.
    func argumentSynopsis(ellipsis: String) -> String {
        arguments.map { $0.valueName + ($0.isRepeating ? ellipsis : "") }.joined(separator: " ")
    }
}
