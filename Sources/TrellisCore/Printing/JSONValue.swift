import Foundation

/// A JSON value with ordered object keys, written the way Docs/cli.md's output requires:
/// numbers in the shortest form that reads back as the same Double (integral values
/// without a fraction, `-0` as `0`), strings as UTF-8 with only the escapes JSON needs.
///
/// Made with ``null``, ``bool(_:)``, ``number(_:)``, ``string(_:)``, ``array(_:)`` and
/// ``object(_:)``. Values of any depth (the JSON of a view tree thousands of levels deep)
/// are written and released without recursion. Two values are equal when they serialize
/// to the same text.
public struct JSONValue: Hashable, Sendable {
    /// What the value is; arrays and objects are held in a ``Container``.
    private enum Storage {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        /// JSON text written beforehand, as UTF-8.
        case serialized([UInt8])
        case container(Container)
    }

    private let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// `null`.
    public static let null = JSONValue(.null)

    /// `true` or `false`.
    public static func bool(_ value: Bool) -> JSONValue { JSONValue(.bool(value)) }

    /// A number; written as `null` when not finite.
    public static func number(_ value: Double) -> JSONValue { JSONValue(.number(value)) }

    /// A string.
    public static func string(_ value: String) -> JSONValue { JSONValue(.string(value)) }

    /// JSON text already written (a whole view tree's, streamed by ``JSONWriter``).
    static func serialized(_ bytes: [UInt8]) -> JSONValue { JSONValue(.serialized(bytes)) }

    /// An array of `values`, in order.
    public static func array(_ values: [JSONValue]) -> JSONValue {
        JSONValue(.container(Container(elements: values)))
    }

    /// An object whose keys keep the given order.
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.container(Container(members: members)))
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized())
    }

    /// The value as compact JSON text.
    public func serialized() -> String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text
    }

    /// Appends the value as compact JSON text.
    public func write(to output: inout String) {
        output += serialized()
    }

    /// Appends the value as compact JSON text. Nested arrays and objects are written with
    /// a list of open containers instead of recursion, so any depth can be written.
    public func write(to writer: inout JSONWriter) {
        // The arrays and objects being written, innermost last, with their next element.
        var open: [(container: Container, next: Int)] = []
        var value: JSONValue? = self
        while true {
            if let current = value {
                value = nil
                switch current.storage {
                case .null: writer.append("null")
                case .bool(let flag): writer.write(flag)
                case .number(let number): writer.write(number)
                case .string(let string): writer.write(string)
                case .serialized(let bytes): bytes.withUnsafeBufferPointer { writer.appendBytes($0) }
                case .container(let container):
                    writer.append(container.isObject ? "{" : "[")
                    open.append((container, 0))
                }
            }
            guard let (container, next) = open.last else { return }
            guard next < container.count else {
                writer.append(container.isObject ? "}" : "]")
                open.removeLast()
                continue
            }
            if next > 0 { writer.append(",") }
            if container.isObject {
                writer.write(container.members[next].0)
                writer.append(":")
                value = container.members[next].1
            } else {
                value = container.elements[next]
            }
            open[open.count - 1].next += 1
        }
    }

    /// The elements of an array, or the members of an object. Released without recursion:
    /// when the last reference to a container goes, the containers it alone holds are
    /// emptied one by one before they are released.
    private final class Container: @unchecked Sendable {
        /// Whether this is an object (its values are ``members``) or an array (``elements``).
        let isObject: Bool
        /// The elements of an array; empty for an object. Only ``deinit`` changes these
        /// and ``members``, when nothing else holds this container, which is why it may be
        /// shared across threads.
        var elements: [JSONValue]
        /// The members of an object, in order; empty for an array.
        var members: [(String, JSONValue)]

        init(elements: [JSONValue]) {
            isObject = false
            self.elements = elements
            members = []
        }

        init(members: [(String, JSONValue)]) {
            isObject = true
            elements = []
            self.members = members
        }

        /// The number of elements or members.
        var count: Int { isObject ? members.count : elements.count }

        deinit {
            var pending: [Container] = []
            take(into: &pending)
            while var container = pending.popLast() {
                if isKnownUniquelyReferenced(&container) { container.take(into: &pending) }
            }
        }

        /// Empties the container, moving the containers among its values to `pending`.
        private func take(into pending: inout [Container]) {
            let elements = self.elements
            let members = self.members
            self.elements = []
            self.members = []
            for value in elements { if case .container(let container) = value.storage { pending.append(container) } }
            for (_, value) in members { if case .container(let container) = value.storage { pending.append(container) } }
        }
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
        case .numbers(let values): return .array(values.map(JSONValue.number))
        }
    }
}

extension ViewSnapshot {
    /// The snapshot in Docs/cli.md's JSON shape: `type`, `id` (when set), `frame` as
    /// `[x, y, width, height]`, `text`, `visibleText` (only when it differs from `text`),
    /// `hidden`/`collapsed` (only when true),
    /// `enabled`/`selected` (controls), extra properties, `state`, `children`.
    /// The text is written by ``JSONWriter`` without recursion, so a tree of any depth
    /// can be converted.
    public var json: JSONValue {
        var writer = JSONWriter()
        writer.writeTree(of: self)
        return .serialized(writer.bytes)
    }
}
