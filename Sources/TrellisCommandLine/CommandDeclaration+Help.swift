/// The help text generated from a declaration, in swift-argument-parser's layout:
/// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, EXAMPLES, then the declared sections.
extension CommandDeclaration {
    /// The width help is wrapped to, in characters.
    static let lineWidth = 88
    /// The column where the help of an option or argument starts.
    static let helpColumn = 22

    /// The full help of the command (`trellis NAME --help`).
    var help: String {
        var text = Self.wrapped("OVERVIEW: " + overview, width: Self.lineWidth, indent: 0) + "\n\n"
        text += usageLine + "\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in arguments {
                text += Self.row(argument.valueName, help: argument.help + Self.example(argument.example))
            }
        }
        text += "\nOPTIONS:\n"
        for option in options {
            text += Self.row(optionLabel(option), help: optionHelp(option))
            for line in option.detail { text += String(repeating: " ", count: Self.helpColumn + 2) + line + "\n" }
        }
        text += "\nEXAMPLES:\n" + examples.map { "  " + $0 + "\n" }.joined()
        for section in sections {
            text += "\n" + Self.wrapped("\(section.title): \(section.text)", width: Self.lineWidth, indent: 0) + "\n"
        }
        return text
    }

    /// `USAGE: trellis NAME ARGUMENTS [--option VALUE]...`, wrapped under its own start.
    var usageLine: String {
        let prefix = "USAGE: trellis \(name) "
        var words = arguments.isEmpty ? [] : [argumentSynopsis(ellipsis: "...")]
        for option in options where option.name != OptionDeclaration.helpFlag.name {
            let name = option.shortName ?? option.name
            words.append("[\(name)\(option.valueName.map { " " + $0 } ?? "")]\(option.isRepeatable ? "..." : "")")
        }
        var lines = [prefix]
        for word in words {
            if lines[lines.count - 1].count + word.count > Self.lineWidth, lines[lines.count - 1].count > prefix.count {
                lines.append(String(repeating: " ", count: prefix.count))
            }
            lines[lines.count - 1] += word + " "
        }
        return lines.map { String($0.dropLast()) }.joined(separator: "\n")
    }

    /// `-o, --output FILE`.
    private func optionLabel(_ option: OptionDeclaration) -> String {
        (option.shortName.map { $0 + ", " } ?? "") + option.name + (option.valueName.map { " " + $0 } ?? "")
    }

    private func optionHelp(_ option: OptionDeclaration) -> String {
        let notes = [option.defaultValue.map { "default: \($0)" }, option.example.map { "e.g. \($0)" }].compactMap { $0 }
        return option.help + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
    }

    private static func example(_ example: String?) -> String {
        example.map { " (e.g. \($0))" } ?? ""
    }

    /// `  LABEL               help…`, the help wrapped at `column`; a label too long for
    /// the column gets a line of its own.
    static func row(_ label: String, help: String, column: Int = helpColumn) -> String {
        let indent = String(repeating: " ", count: column)
        let body = wrapped(help, width: lineWidth - column, indent: column)
        if label.count + 2 < column - 1 {
            return "  " + label + String(repeating: " ", count: column - 2 - label.count) + body + "\n"
        }
        return "  " + label + "\n" + indent + body + "\n"
    }

    /// `text` broken into lines of at most `width` characters at spaces, every line after
    /// the first indented by `indent` spaces.
    static func wrapped(_ text: String, width: Int, indent: Int) -> String {
        var lines: [String] = [""]
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !lines[lines.count - 1].isEmpty, lines[lines.count - 1].count + 1 + word.count > width {
                lines.append("")
            }
            lines[lines.count - 1] += (lines[lines.count - 1].isEmpty ? "" : " ") + word
        }
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
