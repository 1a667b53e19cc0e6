import Foundation

extension JSONSchema {
    /// `{"type": name}`: `"string"`, `"number"`, `"integer"`, `"boolean"`, `"array"`,
    /// `"object"` or `"null"`.
    public static func type(_ name: String) -> JSONSchema {
        .object(["type": .string(name)])
    }

    /// `{"type": [names…]}`: a value of any of the types.
    public static func types(_ names: [String]) -> JSONSchema {
        .object(["type": .array(names.map(JSONSchema.string))])
    }

    /// `{"$ref": "#/$defs/NAME"}`: the definition `name` of the schema's `$defs`.
    public static func ref(_ name: String) -> JSONSchema {
        .object(["$ref": .string("#/$defs/" + name)])
    }

    /// `{"anyOf": [schemas…]}`: a value that at least one of them accepts.
    public static func anyOf(_ schemas: [JSONSchema]) -> JSONSchema {
        .object(["anyOf": .array(schemas)])
    }

    /// `{"oneOf": [schemas…]}`: a value that exactly one of them accepts.
    public static func oneOf(_ schemas: [JSONSchema]) -> JSONSchema {
        .object(["oneOf": .array(schemas)])
    }

    /// `{"enum": [words…]}`: one of these strings.
    public static func enumeration(_ words: [String]) -> JSONSchema {
        .object(["enum": .array(words.map(JSONSchema.string))])
    }

    /// A string matching the regular expression `regex` (ECMA-262 syntax, unanchored
    /// unless it says `^…$`).
    public static func string(matching regex: String) -> JSONSchema {
        .object(["type": .string("string"), "pattern": .string(regex)])
    }

    /// An object with these properties and no others (`additionalProperties: false`),
    /// requiring the keys `required` (none by default).
    public static func closedObject(_ properties: [String: JSONSchema], required: [String] = []) -> JSONSchema {
        var members: [String: JSONSchema] = [
            "type": .string("object"), "properties": .object(properties), "additionalProperties": .boolean(false),
        ]
        if !required.isEmpty { members["required"] = .array(required.map(JSONSchema.string)) }
        return .object(members)
    }

    /// An array whose items `items` accepts.
    public static func array(of items: JSONSchema) -> JSONSchema {
        .object(["type": .string("array"), "items": items])
    }

    /// `{"required": [keys…]}`: an object that has every one of the keys.
    public static func requiring(_ keys: [String]) -> JSONSchema {
        .object(["required": .array(keys.map(JSONSchema.string))])
    }

    /// The schema with the keyword `key` set to `value`; a schema that is not an object is
    /// first written `{"allOf": [schema]}`.
    public func with(_ key: String, _ value: JSONSchema) -> JSONSchema {
        var members: [String: JSONSchema]
        if case .object(let existing) = self { members = existing } else { members = ["allOf": .array([self])] }
        members[key] = value
        return .object(members)
    }

    /// The schema with a `description` (shown by editors on hover and completion).
    public func described(_ text: String) -> JSONSchema {
        with("description", .string(text))
    }

    /// The keyword `key` of an object schema, or nil.
    public subscript(key: String) -> JSONSchema? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}
