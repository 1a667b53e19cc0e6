import Foundation

/// A JSON value read from a request's body or query (Docs/studio.md, "HTTP API"), by
/// Foundation's `JSONDecoder`: strict JSON (RFC 8259), so `NaN`, `Infinity`, comments and
/// trailing commas are refused; `true` is never a number and `1` never a boolean.
enum RequestJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([RequestJSON])
    case object([String: RequestJSON])

    /// A coding key for any member name.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var members: [String: RequestJSON] = [:]
            for key in keyed.allKeys { members[key.stringValue] = try keyed.decode(RequestJSON.self, forKey: key) }
            self = .object(members)
            return
        }
        if var list = try? decoder.unkeyedContainer() {
            var items: [RequestJSON] = []
            while !list.isAtEnd { items.append(try list.decode(RequestJSON.self)) }
            self = .array(items)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Parses `bytes`; nil when they are not one JSON value.
    static func parse(_ bytes: [UInt8]) -> RequestJSON? {
        try? JSONDecoder().decode(RequestJSON.self, from: Data(bytes))
    }

    /// The member `name` of an object; nil for a missing member or another value.
    subscript(_ name: String) -> RequestJSON? {
        guard case .object(let members) = self else { return nil }
        return members[name]
    }

    /// The finite number this is; nil otherwise.
    var number: Double? {
        guard case .number(let value) = self, value.isFinite else { return nil }
        return value
    }

    /// The string this is; nil otherwise.
    var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The boolean this is; nil otherwise.
    var bool: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }
}
