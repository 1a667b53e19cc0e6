import Trellis

/// `trellis layouts`: every registered layout and widget with its parameters, generated
/// from the plugins' own declarations, then the elements of app files with their
/// attributes, from ``AppVocabulary`` (Docs/cli.md, "`trellis layouts`").
struct LayoutsCommand: Subcommand {
    var json: Bool

    static let format = OptionDeclaration("--format", value: "FORMAT", help: "text or json", default: "text", example: "--format json")

    static let declaration = CommandDeclaration(
        name: "layouts", abstract: "list the registered layouts and widgets, and app files' elements, with their parameters",
        overview:
            "list every registered layout and widget with its parameters, their types, defaults and meaning, then the elements of app files with their attributes.",
        options: [format],
        examples: ["trellis layouts", "trellis layouts --format json"])

    init(parsing arguments: ParsedArguments) throws(CommandFailure) {
        json = try arguments.value(Self.format, as: AuditCommand.Format.self) == .json
    }

    func run(registry: Registry) throws(CommandFailure) -> ExitCode {
        json ? Output.print(jsonListing(registry).serialized()) : Output.write(textListing(registry))
        return .success
    }

    private func textListing(_ registry: Registry) -> String {
        var text = "LAYOUTS (the layout=\"…\" attribute of a container; parameters are the container's attributes)\n"
        for layout in registry.layouts {
            text += "\n  \(layout.name): \(layout.summary)\n"
            text += table(layout.parameters.isEmpty ? [] : layout.parameters)
        }
        text += "\nWIDGETS (XML elements)\n"
        for widget in registry.widgets {
            var traits: [String] = []
            switch widget.layoutPolicy {
            case .none: break
            case .defaultLayout(let name): traits.append("layout \(name) by default")
            case .fixed(let name): traits.append("layout \(name)")
            }
            switch widget.content {
            case .none: traits.append("no children")
            case .text: traits.append("text content")
            case .views(let allowed): traits.append(allowed.map { "children: " + $0.joined(separator: ", ") } ?? "any children")
            }
            if widget.isControl { traits.append("a control") }
            if let parents = widget.parents { traits.append("only inside " + parents.joined(separator: ", ")) }
            text += "\n  \(widget.name): \(widget.summary) (\(traits.joined(separator: "; ")))\n"
            text += table(widget.attributes)
        }
        text += "\nCOMMON ATTRIBUTES (every view)\n" + table(CommonAttributes.viewDeclarations)
        text += "\nCONTROL ATTRIBUTES (every control)\n" + table(CommonAttributes.controlDeclarations)
        text += "\nAPP FILES (the elements of an app file, <app> at the root)\n"
        for kind in AppVocabulary.elements {
            let parents = Self.parents(of: kind).map { "in " + $0.map { "<\($0)>" }.joined(separator: ", ") }
            var traits = [parents ?? "the root"]
            traits.append(kind.childNames.isEmpty ? "no children" : "children: " + kind.childNames.map { "<\($0)>" }.joined(separator: ", "))
            text += "\n  \(kind.name): \(kind.summary) (\(traits.joined(separator: "; ")))\n"
            text += table(kind.required, required: true) + table(kind.optional)
        }
        return text
    }

    private func table(_ declarations: [AttributeDeclaration], required: Bool = false) -> String {
        declarations.map { declaration in
            let defaultText = required ? "required" : declaration.defaultDescription.map { "default \($0.isEmpty ? "\"\"" : $0)" } ?? "no default"
            return "    \(declaration.name): \(declaration.summary)\n      \(declaration.valueDescription); \(defaultText)\n"
        }.joined()
    }

    /// The element names of the kinds that hold `kind`, in listing order; nil for the root.
    private static func parents(of kind: AppVocabulary.Kind) -> [String]? {
        var parents: [String] = []
        for parent in AppVocabulary.elements where parent.children.contains(kind.key) && !parents.contains(parent.name) { parents.append(parent.name) }
        return parents.isEmpty ? nil : parents
    }

    private func jsonListing(_ registry: Registry) -> JSONValue {
        func fields(_ declaration: AttributeDeclaration) -> [(String, JSONValue)] {
            [
                ("name", .string(declaration.name)), ("type", .string(declaration.valueDescription)),
                ("default", declaration.defaultDescription.map(JSONValue.string) ?? .null),
                ("summary", .string(declaration.summary)),
            ]
        }
        func list(_ declarations: [AttributeDeclaration]) -> JSONValue {
            .array(declarations.map { .object(fields($0)) })
        }
        func values(_ declaration: AttributeDeclaration) -> JSONValue {
            guard case .choice(let words) = declaration.valueSyntax else { return .null }
            return .array(words.map(JSONValue.string))
        }
        let app = AppVocabulary.elements.map { kind -> JSONValue in
            let attributes = kind.required.map { (true, $0) } + kind.optional.map { (false, $0) }
            return .object([
                ("name", .string(kind.name)), ("summary", .string(kind.summary)),
                ("in", .array((Self.parents(of: kind) ?? []).map(JSONValue.string))),
                ("children", .array(kind.childNames.map(JSONValue.string))),
                (
                    "attributes",
                    .array(
                        attributes.map { required, declaration in
                            .object(fields(declaration) + [("required", .bool(required)), ("values", values(declaration))])
                        })
                ),
            ])
        }
        return .object([
            (
                "layouts",
                .array(
                    registry.layouts.map {
                        .object([("name", .string($0.name)), ("summary", .string($0.summary)), ("parameters", list($0.parameters))])
                    })
            ),
            (
                "widgets",
                .array(
                    registry.widgets.map {
                        .object([
                            ("name", .string($0.name)), ("summary", .string($0.summary)), ("control", .bool($0.isControl)), ("attributes", list($0.attributes)),
                        ])
                    })
            ),
            ("common", list(CommonAttributes.viewDeclarations)),
            ("control", list(CommonAttributes.controlDeclarations)),
            ("app", .array(app)),
        ])
    }
}
