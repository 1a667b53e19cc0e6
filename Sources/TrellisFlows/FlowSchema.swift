import Foundation
import TrellisCore

/// The JSON Schema of flow files that `trellis schema flow` prints and
/// `Schemas/flow.schema.json` holds (Docs/flows.md, "Editor support"), and the shared
/// pieces command descriptors build their arguments' schemas from.
///
/// The pieces here are references into the `$defs` of the schema ``document(for:)`` makes,
/// so each is written once: a step's argument says `FlowSchema.selector` or
/// `FlowSchema.lengthOrVariable` and the document defines them. Where a step's argument
/// takes a number, a boolean, a duration or a word from a list, it also takes a string
/// holding `${…}`, a parameter replaced before the command reads it (``variable``); the
/// header takes none (parameters are not substituted there).
///
/// A schema accepts what the loader accepts where JSON Schema can say it, and never
/// rejects a flow the loader accepts, apart from rules it cannot state; the loader checks
/// the rest (ranges it cannot see through a variable, whether an `id` exists).
public enum FlowSchema {
    /// A parameter: a string holding `${`, replaced by the parameter's text before the
    /// command reads its argument.
    public static let variable = JSONSchema.ref("variable")
    /// Any scalar, as text: a string, or a number or boolean read as the text written.
    public static let text = JSONSchema.ref("text")
    /// A number (Docs/screen-xml.md, "Values") or a parameter.
    public static let numberOrVariable = JSONSchema.ref("numberOrVariable")
    /// A length in points (a number ≥ 0) or a parameter.
    public static let lengthOrVariable = JSONSchema.ref("lengthOrVariable")
    /// A whole number ≥ 0 written with digits, or a parameter.
    public static let countOrVariable = JSONSchema.ref("countOrVariable")
    /// `true` or `false`, or a parameter.
    public static let booleanOrVariable = JSONSchema.ref("booleanOrVariable")
    /// A duration (`250ms`, `1.5s`; Docs/time.md, "Durations") or a parameter.
    public static let durationOrVariable = JSONSchema.ref("durationOrVariable")
    /// A selector (Docs/flows.md, "Selectors"): a text, `/regex/` or a mapping of
    /// selector keys.
    public static let selector = JSONSchema.ref("selector")
    /// A list of steps, each one command.
    public static let steps = JSONSchema.ref("steps")
    /// A `when:` mapping of conditions that must all hold.
    public static let condition = JSONSchema.ref("condition")
    /// A mapping of parameter names to scalars (a header's or `runFlow`'s `env:`).
    public static let variables = JSONSchema.ref("variables")
    /// An expected plugin state value: a scalar or a list of scalars.
    public static let stateValue = JSONSchema.ref("stateValue")
    /// The argument of a command that takes none: nothing (`- hideKeyboard` or
    /// `- hideKeyboard:`, which JSON reads as null).
    public static let noArgument = JSONSchema.type("null").described("no argument")

    /// The pattern of a parameter's name: `[A-Za-z_][A-Za-z0-9_]*`.
    public static let variableNamePattern = "^[A-Za-z_][A-Za-z0-9_]*$"

    /// One of `words`, or a parameter.
    public static func word(_ words: [String]) -> JSONSchema {
        .anyOf([.enumeration(words), variable])
    }

    /// A whole number from `minimum` to `maximum`, or a parameter.
    public static func count(_ minimum: Int, to maximum: Int) -> JSONSchema {
        .anyOf([JSONSchema.type("integer").with("minimum", .number(Double(minimum))).with("maximum", .number(Double(maximum))), variable])
    }

    /// A value of an attribute type's syntax (`ValueSyntax`): free text, one of its words,
    /// or a string matching its pattern, anchored; a parameter too unless it is free text.
    public static func value(_ syntax: ValueSyntax) -> JSONSchema {
        switch syntax {
        case .text: return text
        case .choice(let words): return word(words)
        case .pattern(_, let regex): return .anyOf([.string(matching: "^(\(regex))$"), variable])
        }
    }

    /// A list of exactly `count` items, `items` accepting each.
    public static func list(of items: JSONSchema, count: Int) -> JSONSchema {
        JSONSchema.array(of: items).with("minItems", .number(Double(count))).with("maxItems", .number(Double(count)))
    }

    /// A mapping with these keys and no others, none required unless listed in
    /// `required`, with at least `minimum` of them (none by default).
    public static func mapping(_ properties: [String: JSONSchema], required: [String] = [], minimum: Int = 0) -> JSONSchema {
        let schema = JSONSchema.closedObject(properties, required: required)
        return minimum > 0 ? schema.with("minProperties", .number(Double(minimum))) : schema
    }
}
