import Foundation
import TrellisCore

extension FlowSchema {
    /// A selector that may also carry `allowMissed` and the gesture's time, `timeKey`
    /// (`duration` or `delay`): the argument of `tapOn`, `longPressOn` and `doubleTapOn`.
    static func tapSelector(timeKey: String, timeDescription: String) -> JSONSchema {
        var properties = selectorProperties
        properties["allowMissed"] = booleanOrVariable.described("perform a missed tap without failing the step (default false)")
        properties[timeKey] = durationOrVariable.described(timeDescription)
        return .anyOf([selectorText, selectorMapping(properties)])
    }

    /// The argument of `assertFrame` and `assertPresentation`: `id`, then `frame` or any of
    /// `x`, `y`, `width`, `height` (and the `extra` keys), and `tolerance`.
    static func frameAssertion(extra: [String: JSONSchema], tolerance: String) -> JSONSchema {
        let frame = JSONSchema.array(of: lengthOrVariable)
            .with("prefixItems", .array([numberOrVariable, numberOrVariable, lengthOrVariable, lengthOrVariable]))
            .with("minItems", .number(4)).with("maxItems", .number(4))
        var properties: [String: JSONSchema] = [
            "id": text.described("the view's id"),
            "frame": frame.described("[x, y, width, height] in points, in the parent's coordinates"),
            "x": numberOrVariable.described("the frame's x in points"),
            "y": numberOrVariable.described("the frame's y in points"),
            "width": lengthOrVariable.described("the frame's width in points"),
            "height": lengthOrVariable.described("the frame's height in points"),
            "tolerance": lengthOrVariable.described(tolerance),
        ]
        properties.merge(extra) { first, _ in first }
        let checked = ["frame", "x", "y", "width", "height"] + extra.keys.sorted()
        return mapping(properties, required: ["id"])
            .with("anyOf", .array(checked.map { JSONSchema.requiring([$0]) }))
            .with("dependentSchemas", .object(["frame": .object(["not": .anyOf(["x", "y", "width", "height"].map { .requiring([$0]) })])]))
    }

    /// The argument of `runFlow`: a flow file's path, or a mapping of exactly one of `file`
    /// and `commands`, with `when:` and `env:` (Docs/flows.md).
    static var runFlow: JSONSchema {
        let mapping = mapping([
            "file": text.described("a flow file's path, relative to this flow"),
            "commands": steps.described("the steps to run"),
            "when": condition,
            "env": variables.described("parameters for these steps, taking precedence over the flow's"),
        ]).with("oneOf", .array([.requiring(["file"]), .requiring(["commands"])]))
        return .anyOf([text.described("a flow file's path, relative to this flow"), mapping])
    }
}
