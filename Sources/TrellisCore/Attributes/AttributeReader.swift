/// One attribute as written in an input file.
public struct RawAttribute: Hashable, Sendable {
    /// The name as written.
    public var name: String
    /// The value as written, entities already replaced.
    public var value: String
    /// Where it is: the attribute's own line and column, or its element's when the
    /// attribute's are not known or are left to be found when a message names them (see
    /// ``AttributeReader/location(of:)``, which finds them).
    public var location: SourceLocation
    /// Where a loader that left ``location`` at the element can find the attribute's own:
    /// its start tag and its place among the tag's attributes.
    package var site: AttributeSite

    /// Creates the attribute.
    public init(name: String, value: String, location: SourceLocation) {
        self.init(name: name, value: value, location: location, site: .none)
    }

    /// Creates an attribute whose ``location`` is its element's, found exactly through
    /// `site` when a message names it.
    package init(name: String, value: String, location: SourceLocation, site: AttributeSite) {
        self.name = name
        self.value = value
        self.location = location
        self.site = site
    }
}

/// Where an attribute is in its file, to find its line and column only when a message
/// names it: a screen of many elements is read without counting the columns of every
/// attribute name.
package struct AttributeSite: Hashable, Sendable {
    /// The byte offset of the start tag's `<`; -1 when there is none to look at (the
    /// attribute's location is exact, or the best known).
    package var tagOffset: Int
    /// The attribute's index among the tag's attributes as the parser reported them.
    package var index: Int32
    /// How many attributes the parser reported for the tag.
    package var count: Int32

    package init(tagOffset: Int, index: Int, count: Int) {
        self.tagOffset = tagOffset
        self.index = Int32(clamping: index)
        self.count = Int32(clamping: count)
    }

    /// No site: the attribute's location is the one to report.
    package static let none = AttributeSite(tagOffset: -1, index: 0, count: 0)
}

/// Finds the exact location of an attribute a loader left at its element
/// (``RawAttribute/site``).
package protocol AttributeLocating: AnyObject {
    /// The attribute's own line and column; its ``RawAttribute/location`` when they
    /// cannot be found.
    func location(of attribute: RawAttribute) -> SourceLocation
}

/// Collects diagnostics while an input is read, so that every problem is reported at
/// once (Docs/screen-xml.md, "Errors").
public final class DiagnosticCollector {
    /// The diagnostics so far, in the order reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector.
    public init() {}

    /// Adds a diagnostic.
    public func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Whether any error (not warning) was reported.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A few attribute names, looked up by length first: for the handful of attributes an
/// element has, cheaper than hashing each.
package struct AttributeNames: Sendable {
    /// The names in the order given.
    package let names: [String]
    /// The names of each length in UTF-8 bytes, at that index, with their place in ``names``.
    private let byLength: [[(name: String, position: Int)]]

    package init(_ names: [String]) {
        self.names = names
        var byLength = [[(name: String, position: Int)]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for (position, name) in names.enumerated() { byLength[name.utf8.count].append((name, position)) }
        self.byLength = byLength
    }

    package func contains(_ name: String) -> Bool {
        position(of: name) != nil
    }

    /// Where `name` is in ``names``; nil when it is not one of them.
    package func position(of name: String) -> Int? {
        let length = name.utf8.count
        guard length < byLength.count else { return nil }
        return byLength[length].first { $0.name == name }?.position
    }
}

/// Reads one element's attributes into typed values for the factories of widgets and
/// layouts. A bad value is reported once, with the element's location, the attribute,
/// the value and what was expected, and reads as absent (nil or the default), so that the
/// load can go on and collect every other problem.
public final class AttributeReader {
    /// The element's name (`tag-list`).
    public var elementName: String { storedElementName }
    /// Where the element is.
    public var location: SourceLocation { storedLocation }
    /// The element's text content, trimmed of surrounding white space; nil when it has
    /// none (only labels take text content).
    public var textContent: String? { storedTextContent }
    // The storage of the three above, rewritten for every element a reused reader reads.
    @exclusivity(unchecked) private var storedElementName: String
    @exclusivity(unchecked) private var storedLocation: SourceLocation
    @exclusivity(unchecked) private var storedTextContent: String?
    /// The attributes, each name once (the first kept), in document order. Elements have
    /// a handful of attributes, so a scan beats hashing.
    @exclusivity(unchecked) private var attributes: ArraySlice<RawAttribute>
    private let diagnostics: DiagnosticCollector
    @exclusivity(unchecked) private var reported: [String] = []
    /// What finds the attributes' own locations when their loader left them at the
    /// element (``RawAttribute/site``); nil: each attribute's ``RawAttribute/location``.
    package var attributeLocator: (any AttributeLocating)?

    /// Creates a reader.
    ///
    /// - Parameters:
    ///   - elementName: the element's name, for messages.
    ///   - location: the element's location.
    ///   - attributes: its attributes; when a name repeats, the first is read.
    ///   - textContent: its trimmed text content, if any.
    ///   - diagnostics: where problems go.
    public convenience init(
        elementName: String, location: SourceLocation, attributes: [RawAttribute],
        textContent: String? = nil, diagnostics: DiagnosticCollector
    ) {
        self.init(
            elementName: elementName, location: location, attributes: attributes[...],
            textContent: textContent, diagnostics: diagnostics)
    }

    /// Creates a reader of attributes kept in a part of a larger array (a loader's
    /// attributes of every open element), which is not copied.
    package init(
        elementName: String, location: SourceLocation, attributes: ArraySlice<RawAttribute>,
        textContent: String?, diagnostics: DiagnosticCollector
    ) {
        storedElementName = elementName
        storedLocation = location
        storedTextContent = textContent
        self.diagnostics = diagnostics
        self.attributes = attributes
    }

    /// Makes the reader read another element, as a new reader with the same diagnostics
    /// would; only for a reader nothing else refers to any more.
    package func reuse(
        elementName: String, location: SourceLocation, attributes: ArraySlice<RawAttribute>,
        textContent: String?
    ) {
        // Elements of one kind follow one another: their name is not stored again.
        if storedElementName != elementName { storedElementName = elementName }
        storedLocation = location
        if textContent != nil || storedTextContent != nil { storedTextContent = textContent }
        self.attributes = attributes
        if !reported.isEmpty { reported.removeAll() }
    }

    /// Lets go of the attributes, so that the array they are part of is not shared; only
    /// for a reader nothing else refers to any more.
    package func releaseAttributes() {
        attributes = []
    }

    /// Whether some attribute's name is in `names`.
    package func containsAny(of names: AttributeNames) -> Bool {
        attributes.contains { names.contains($0.name) }
    }

    /// Which of the first 64 of `names` the element writes, found in one look at its
    /// attributes: bit i is set when it writes `names.names[i]`.
    package func writtenPositions(of names: AttributeNames) -> UInt64 {
        var written: UInt64 = 0
        for attribute in attributes {
            if let position = names.position(of: attribute.name), position < 64 { written |= 1 << UInt64(position) }
        }
        return written
    }

    /// The index in ``attributes`` of the first attribute named `name`. The attributes are
    /// read in place: a reader copies only the fields it needs.
    private func index(named name: String) -> Int? {
        let length = name.utf8.count
        for index in attributes.indices where attributes[index].name.utf8.count == length && attributes[index].name == name {
            return index
        }
        return nil
    }

    /// The attribute's value: parsed when present and valid, else its default (nil for an
    /// attribute without one, whose type is optional). An invalid value is reported and
    /// reads as the default.
    public subscript<Value: AttributeValue>(_ attribute: Attribute<Value>) -> Value {
        value(ifWritten: attribute) ?? attribute.defaultValue
    }

    /// The attribute's value when the element writes it and it is valid; nil when it is
    /// not written (its default is not read) or invalid (reported, as the subscript does).
    public func value<Value: AttributeValue>(ifWritten attribute: Attribute<Value>) -> Value? {
        index(named: attribute.name).flatMap { parsed(at: $0, as: attribute) }
    }

    /// The value of the attribute at `index` parsed as `attribute`'s; nil when invalid,
    /// reported once per attribute.
    private func parsed<Value: AttributeValue>(at index: Int, as attribute: Attribute<Value>) -> Value? {
        do {
            return try Value(attributeText: attributes[index].value)
        } catch {
            let raw = attributes[index]
            if !reported.contains(attribute.name) {
                reported.append(attribute.name)
                diagnostics.report(
                    Diagnostic(
                        at: location(of: raw),
                        AttributeReader.badValueMessage(
                            attribute: raw.name, value: raw.value, element: elementName, expected: error.expected, reason: error.reason)))
            }
            return nil
        }
    }

    /// Whether the attribute is written on the element.
    public func contains(_ name: String) -> Bool {
        index(named: name) != nil
    }

    /// The raw text of an attribute, if written.
    public func rawValue(of name: String) -> String? {
        index(named: name).map { attributes[$0].value }
    }

    /// Where an attribute is (its element's location when it is not written).
    public func location(of name: String) -> SourceLocation {
        index(named: name).map { location(of: attributes[$0]) } ?? location
    }

    /// Where `attribute` is, found through ``attributeLocator`` when its loader left it
    /// at the element.
    private func location(of attribute: RawAttribute) -> SourceLocation {
        guard attribute.site.tagOffset >= 0, let attributeLocator else { return attribute.location }
        return attributeLocator.location(of: attribute)
    }

    /// Reports a problem that a factory found, e.g. a value that contradicts another
    /// (`checked` greater than the number of items), at the attribute when given.
    public func reportError(_ message: String, attribute name: String? = nil) {
        diagnostics.report(Diagnostic(at: name.map(location(of:)) ?? location, message))
    }

    /// The message for a value that does not parse: it names the attribute, the element,
    /// the value and what was expected.
    public static func badValueMessage(attribute: String, value: String, element: String, expected: String, reason: String? = nil) -> String {
        "invalid value '\(value.debugEscaped)' for attribute '\(attribute)' of <\(element)>: \(reason ?? "expected \(expected)")"
    }
}

extension String {
    /// The string with every character that would hide or reorder text escaped, so a
    /// message stays on one line and shows what the file holds: `\n`, `\t`, `\r`, and
    /// `\u{…}` (uppercase hex) for other controls (General_Category Cc), format characters
    /// (Cf: bidirectional overrides, zero-width spaces, a byte-order mark) and line and
    /// paragraph separators (Zl, Zp). The zero-width joiner stays, since emoji sequences
    /// need it. The text dump (``TreePrinter``) escapes the same characters.
    public var debugEscaped: String {
        // Most text has nothing to escape and is returned as it is.
        if utf8.withContiguousStorageIfAvailable(String.needsNoEscapeCheck) == true { return self }
        guard unicodeScalars.contains(where: String.isEscaped) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if String.isEscaped(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether no scalar of the UTF-8 `bytes` can be escaped, told from the bytes alone:
    /// printable ASCII, and scalars whose first byte starts U+00C0–U+05FF or
    /// U+3000–U+DFFF, ranges without a control, format character or separator (Latin,
    /// Greek, Cyrillic, Hebrew; CJK, kana, Hangul). Anything else is looked up
    /// scalar by scalar; a test checks every scalar of the two ranges against the
    /// Unicode properties.
    private static func needsNoEscapeCheck(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy(isNeverEscapedByte)
    }

    /// Whether a UTF-8 byte is one that ``needsNoEscapeCheck(_:)`` passes: printable
    /// ASCII, a continuation byte, or the first byte of a scalar in U+00C0–U+05FF or
    /// U+3000–U+DFFF. Text of such bytes alone is its own ``debugEscaped``.
    @inlinable
    package static func isNeverEscapedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20...0x7E, 0x80...0xBF, 0xC3...0xD7, 0xE3...0xED: true
        default: false
        }
    }

    /// Whether ``debugEscaped`` escapes `scalar`: a control (Cc), a format character (Cf)
    /// other than the zero-width joiner, or a line or paragraph separator (Zl, Zp).
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{2028}" || scalar == "\u{2029}" { return true }
        return scalar.isControlOrFormat && scalar != "\u{200D}"
    }

    /// The string with every line ``debugEscaped`` and the line breaks (`\n`) kept, for
    /// text of several lines that shows what it holds: a failure with its candidates, a
    /// report's text.
    public var debugEscapedLines: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { String($0).debugEscaped }.joined(separator: "\n")
    }
}
