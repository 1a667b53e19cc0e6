import Foundation
import TrellisCore

extension FlowSchema {
    /// The schema's `$defs`: the shared pieces the static members of ``FlowSchema`` refer
    /// to, with a selector's `type` limited to `widgetTypes` (the registry's element names).
    static func definitions(widgetTypes: [String], step: JSONSchema) -> [String: JSONSchema] {
        let number = anyPattern(type: "number", syntax: ValueSyntax.number)
        let length = anyPattern(type: "number", syntax: ValueSyntax.length).with("minimum", .number(0))
        return [
            "variable": JSONSchema.string(matching: "\\$\\{").described(
                "a parameter: ${NAME} in the text is replaced by NAME's value before the command reads its argument ($${ is a literal ${)"),
            "text": JSONSchema.types(["string", "number", "boolean"]).described("a text: any scalar, read as written"),
            "number": number.described("a number: 12, 7.5, -3, .5, 1e2"),
            "numberOrVariable": orVariable("number"),
            "length": length.described("a length in points, a number ≥ 0"),
            "lengthOrVariable": orVariable("length"),
            "count": anyPattern(type: "integer", syntax: ValueSyntax.count).with("minimum", .number(0))
                .described("a whole number ≥ 0, written with digits only"),
            "countOrVariable": orVariable("count"),
            "boolean": JSONSchema.anyOf([.type("boolean"), .string(matching: "^(true|false)$")]).described("true or false"),
            "booleanOrVariable": orVariable("boolean"),
            "duration": JSONSchema.string(matching: "^(\(durationRegex))$").described("a duration: a number then ms or s, as 250ms or 1.5s"),
            "durationOrVariable": orVariable("duration"),
            "selector": JSONSchema.anyOf([selectorText, selectorMapping(selectorProperties)])
                .described("a selector: a text, /regex/, or a mapping of text, id, label, type, within, index and one relation, or point alone"),
            "widgetType": word(widgetTypes).described("a widget's element name, as registered"),
            "step": step,
            "steps": JSONSchema.array(of: .ref("step")).described("a list of steps, each one command and its argument"),
            "condition": mapping(conditionProperties, minimum: 1)
                .described("conditions that must all hold for the steps to run: visible, notVisible, true"),
            "variables": JSONSchema.type("object")
                .with("propertyNames", .string(matching: variableNamePattern))
                .with("additionalProperties", scalar)
                .described("parameters: names ([A-Za-z_][A-Za-z0-9_]*) bound to scalars, each the scalar's text as written"),
            "stateValue": JSONSchema.anyOf([scalar, .array(of: scalar)])
                .described("a state value: a boolean, a number, a string, or a list of numbers or of strings"),
        ]
    }

    /// A scalar of any type: a string, a number or a boolean.
    static let scalar = JSONSchema.types(["string", "number", "boolean"])

    /// A selector written as a scalar: the exact text, or a plain scalar `/…/`, a regular
    /// expression the whole text matches.
    static let selectorText = text.described(
        "the exact text or title of the view; a plain /…/ is a regular expression matching the whole text; quoted, always literal text")

    /// The regular expression of a duration (``ClockDuration/valueSyntax``).
    static var durationRegex: String {
        if case .pattern(_, let regex) = ClockDuration.valueSyntax { return regex }
        return ".*"
    }

    /// The keys of a selector mapping (``FlowParser/selectorKeys``).
    static var selectorProperties: [String: JSONSchema] {
        let number = "[+\\-]?([0-9]+(\\.[0-9]+)?|\\.[0-9]+)([eE][+\\-]?[0-9]+)?"
        var properties: [String: JSONSchema] = [
            "text": selectorText,
            "id": text.described("the view's id"),
            "label": text.described("the view's accessibility label"),
            "type": JSONSchema.ref("widgetType").described("the widget's element name: a view of that widget, whatever its text"),
            "within": selector.described("keeps the views inside one of this selector's matches"),
            "index": countOrVariable.described("which of the matches, counting from 0 in screen order"),
            "point": JSONSchema.anyOf([.string(matching: "^[ \\t]*\(number)[ \\t]*,[ \\t]*\(number)[ \\t]*$"), variable])
                .described("a point \"x,y\" in screen coordinates, in points; alone"),
        ]
        for direction in FlowSelector.Direction.allCases {
            properties[direction.rawValue] = selector.described("the nearest view entirely \(direction.rawValue) the one view this anchor selector names")
        }
        return properties
    }

    /// A selector mapping with these keys: at least one, and `point` alone.
    static func selectorMapping(_ properties: [String: JSONSchema]) -> JSONSchema {
        mapping(properties, minimum: 1).with("dependentSchemas", .object(["point": JSONSchema.type("object").with("maxProperties", .number(1))]))
    }

    /// The conditions of `when:` (Maestro's names).
    static var conditionProperties: [String: JSONSchema] {
        [
            "visible": selector.described("a visible view matches the selector when the step is reached"),
            "notVisible": selector.described("no visible view matches the selector when the step is reached"),
            "true": JSONSchema.types(["string", "boolean"])
                .described("an expression that is true, decided before the flow runs: ${N} > 2 && contains(${ROLE}, 'admin')"),
        ]
    }

    /// A value of `type` (`number`, `integer`), or a string of `syntax`'s pattern, which the
    /// loader reads the same way.
    private static func anyPattern(type: String, syntax: ValueSyntax) -> JSONSchema {
        guard case .pattern(_, let regex) = syntax else { return .type(type) }
        return .anyOf([.type(type), .string(matching: "^(\(regex))$")])
    }

    /// `name`'s definition, or a parameter.
    private static func orVariable(_ name: String) -> JSONSchema {
        JSONSchema.anyOf([.ref(name), variable])
    }
}
