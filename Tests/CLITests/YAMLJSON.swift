import Foundation
import TrellisCore

@testable import TrellisFlows

/// A flow file's YAML documents as JSON, read by Trellis's own YAML reading
/// (``YAMLDocument``) and typed as YAML 1.2's core schema types plain scalars, as
/// yaml-language-server does before it applies a JSON Schema: a plain `true`/`false` is a
/// boolean, a plain number a number, a plain `null`, `~` or nothing null, anything else
/// (every quoted scalar) a string; a mapping's keys are their text.
enum YAMLJSON {
    /// The JSON of each document of `text`; a YAML error is thrown with its location.
    static func documents(_ text: String, path: String = "flow.yaml") throws -> [JSONValue] {
        let result = YAMLDocument.parse(Array(text.utf8), path: path)
        if let problem = result.diagnostics.first { throw YAMLError(description: problem.description) }
        return result.documents.map(json)
    }

    struct YAMLError: Error, CustomStringConvertible {
        var description: String
    }

    static func json(_ node: YAMLNode) -> JSONValue {
        switch node.content {
        case .scalar(let text, let quoted):
            return quoted ? .string(text) : plain(text)
        case .sequence(let items):
            return .array(items.map(json))
        case .mapping(let pairs):
            return .object(pairs.map { ($0.key.scalar ?? $0.key.kindDescription, json($0.value)) })
        }
    }

    /// A plain scalar typed by YAML 1.2's core schema (10.3.2, "Tag Resolution").
    static func plain(_ text: String) -> JSONValue {
        if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
        if ["true", "True", "TRUE"].contains(text) { return .bool(true) }
        if ["false", "False", "FALSE"].contains(text) { return .bool(false) }
        if text.wholeMatch(of: /[-+]?[0-9]+/) != nil || text.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/) != nil,
            let value = Double(text.hasPrefix("+") ? String(text.dropFirst()) : text), value.isFinite
        {
            return .number(value)
        }
        if text.wholeMatch(of: /0x[0-9a-fA-F]+/) != nil, let value = Int(text.dropFirst(2), radix: 16) { return .number(Double(value)) }
        if text.wholeMatch(of: /0o[0-7]+/) != nil, let value = Int(text.dropFirst(2), radix: 8) { return .number(Double(value)) }
        return .string(text)
    }
}
