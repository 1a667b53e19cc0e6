import Foundation

/// A JSON value with ordered object keys, written the way Docs/cli.md's output requires:
/// numbers in the shortest form that reads back as the same Double (integral values
/// without a fraction, `-0` as `0`), strings as UTF-8 with only the escapes JSON needs.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// An object whose keys keep the given order.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// The value as compact JSON text.
    public func serialized() -> String {
        var output = ""
        write(to: &output)
        return output
    }

    /// Appends the value as compact JSON text.
    public func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += value.isFinite ? CGFloat(value).trellisDescription : "null"
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                JSONValue.writeString(member.0, to: &output)
                output += ":"
                member.1.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

extension InspectableValue {
    /// The value as JSON.
    public var json: JSONValue {
        switch self {
        case .int(let value): return .number(Double(value))
        case .bool(let value): return .bool(value)
        case .string(let value): return .string(value)
        case .strings(let values): return .array(values.map(JSONValue.string))
        }
    }
}

extension ViewSnapshot {
    /// The snapshot in Docs/cli.md's JSON shape: `type`, `id` (when set), `frame` as
    /// `[x, y, width, height]`, `text`, `visibleText` (only when it differs from `text`),
    /// `hidden`/`collapsed` (only when true),
    /// `enabled`/`selected` (controls), extra properties, `state`, `children`.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [("type", .string(type))]
        if let id { members.append(("id", .string(id))) }
        members.append(("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map { .number(Double($0)) })))
        if let text { members.append(("text", .string(text))) }
        if let visibleText { members.append(("visibleText", .string(visibleText))) }
        if isHidden { members.append(("hidden", .bool(true))) }
        if isCollapsed { members.append(("collapsed", .bool(true))) }
        if let isEnabled { members.append(("enabled", .bool(isEnabled))) }
        if let isSelected { members.append(("selected", .bool(isSelected))) }
        for entry in properties { members.append((entry.key, entry.value.json)) }
        if let state { members.append(("state", .object(state.map { ($0.key, $0.value.json) }))) }
        members.append(("children", .array(children.map(\.json))))
        return .object(members)
    }
}
