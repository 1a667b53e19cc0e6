import Foundation
import TrellisCore

/// A JSON Schema (draft 2020-12) or a fragment of one, as a JSON value: the schema of a
/// flow command's argument (``FlowCommandDescriptor/argumentSchema(stateKeys:)``) and the
/// whole flow schema `trellis schema flow` prints (``FlowSchema``).
///
/// Made with the builders of `JSONSchema+Builders.swift` (``type(_:)``, ``ref(_:)``,
/// ``anyOf(_:)``, ``closedObject(_:required:)`` …) or the cases themselves. Written by
/// ``serialized`` deterministically: object keys sorted by their UTF-8 bytes, two spaces
/// of indentation per level, as Python's `json.dumps(value, indent=2, sort_keys=True,
/// ensure_ascii=False)` writes it.
public indirect enum JSONSchema: Sendable, Hashable {
    /// `true` or `false` (also the schemas that accept everything and nothing).
    case boolean(Bool)
    /// A number; integral values are written without a fraction (`255`).
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONSchema])
    /// An object; its keys are written sorted.
    case object([String: JSONSchema])

    /// The value as JSON text: sorted keys, two-space indentation, a line break at the end.
    public var serialized: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .boolean(let value): output += value ? "true" : "false"
        case .number(let value): output += Self.numberText(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                item.write(to: &output, indent: indent + "  ")
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                output += indent + "  "
                Self.writeString(key, to: &output)
                output += ": "
                members[key]?.write(to: &output, indent: indent + "  ")
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// An integral number in ±2^53 as digits; any other finite number in Swift's shortest
    /// form that reads back the same; a number that is not finite as `null`, as JSON has none.
    private static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return "\(value)"
    }

    /// A JSON string, escaped as every JSON document Trellis writes escapes it (`JSONWriter`).
    private static func writeString(_ text: String, to output: inout String) {
        var writer = JSONWriter()
        writer.write(text)
        output += writer.text
    }
}
