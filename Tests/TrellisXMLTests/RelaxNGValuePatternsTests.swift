import Foundation
import Testing
import TrellisCore

@testable import TrellisXML

/// The validator's value patterns, checked once per distinct value
/// (``RelaxNGValuePatterns``), accept and reject exactly what libxml2 does when it checks
/// every value against the schema's patterns itself, with the same errors.
struct RelaxNGValuePatternsTests {
    struct Value: CustomTestStringConvertible, Sendable {
        var attribute: String
        /// The value as written in the file (character references included).
        var written: String
        var isValid: Bool
        var testDescription: String { "\(attribute)=\"\(written)\"" }
    }

    static let values: [Value] = [
        Value(attribute: "width", written: "12", isValid: true),
        Value(attribute: "width", written: "12px", isValid: false),
        Value(attribute: "width", written: "", isValid: false),
        Value(attribute: "width", written: " 12", isValid: false),
        Value(attribute: "width", written: "12&#9;", isValid: false),
        Value(attribute: "width", written: "1.", isValid: false),
        Value(attribute: "width", written: "-1", isValid: false),
        Value(attribute: "width", written: "-1e-400", isValid: true),
        Value(attribute: "width", written: "+.5E3", isValid: true),
        Value(attribute: "padding", written: "0 8", isValid: true),
        Value(attribute: "padding", written: "0  8 1 2", isValid: true),
        Value(attribute: "padding", written: "0 8 ", isValid: false),
        Value(attribute: "padding", written: "1 2 3 4 5", isValid: false),
        Value(attribute: "padding", written: "1&#9;2", isValid: false),
        Value(attribute: "hit-insets", written: "-1 2", isValid: true),
        Value(attribute: "hit-insets", written: "a", isValid: false),
        Value(attribute: "frame", written: "1 -2 3 4", isValid: true),
        Value(attribute: "frame", written: "1 2 3", isValid: false),
        Value(attribute: "frame", written: "1 2 -3 4", isValid: false),
        Value(attribute: "alpha", written: "0.5", isValid: true),
        Value(attribute: "alpha", written: "1e", isValid: false),
        Value(attribute: "background", written: "#fFf0", isValid: true),
        Value(attribute: "background", written: "#12345", isValid: false),
        Value(attribute: "background", written: "reed", isValid: false),
        Value(attribute: "id", written: "a&amp;b", isValid: true),
        Value(attribute: "id", written: "a b", isValid: false),
        Value(attribute: "id", written: "", isValid: false),
    ]

    static func schema() throws -> [UInt8] {
        try RelaxNGSchema.document(for: try Registry(plugins: [.core, RelaxNGSchemaTests.plugin]))
    }

    /// Two buttons with the value and one with a valid value of the same syntax, a badge
    /// with a count, and an unrelated error (a tone that does not exist) after them.
    @Test(arguments: values)
    func acceptsAndRejectsAsLibxml2Does(_ value: Value) throws {
        let valid = value.attribute == "frame" ? "0 0 10 10" : value.attribute == "background" ? "#000" : "1"
        let path = try RelaxNGSchemaTests.file(
            """
            <screen>
              <button \(value.attribute)="\(value.written)"/>
              <button \(value.attribute)="\(valid)" title="a"/>
              <button title="b" \(value.attribute)="\(value.written)"/>
              <badge badges="2" tone="quiet"/>
            </screen>
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let schema = try RelaxNGValuePatternsTests.schema()
        let once = RelaxNGValidator(schema: schema, checkingPatternsOnce: true).validate(documentAt: path)
        let byLibxml2 = RelaxNGValidator(schema: schema, checkingPatternsOnce: false).validate(documentAt: path)
        #expect(once == byLibxml2)
        let invalid = [
            "2: schema: Invalid attribute \(value.attribute) for element button",
            "4: schema: Invalid attribute \(value.attribute) for element button",
        ]
        #expect(
            once.map { "\($0.location.line): \($0.message)" }
                == (value.isValid ? [] : invalid) + ["5: schema: Invalid attribute tone for element badge"])
    }

    /// One validator checking documents in turn, whose rejected values differ (none, a
    /// few, more than a rewritten define excludes, an unreadable file), reports for each
    /// what libxml2 reports with the patterns.
    @Test func oneValidatorChecksDocumentsInTurn() throws {
        let buttons = (0...RelaxNGValuePatterns.rejectedValueLimit).map { #"<button width="\#($0)px" height="\#($0)"/>"# }
        let documents = try [
            "<screen>\n  <button width=\"1\"/>\n</screen>",
            "<screen>\n  <button width=\"1px\" height=\"2\"/>\n  <button width=\"2\" height=\"2pt\"/>\n</screen>",
            "<screen>\n" + buttons.joined(separator: "\n") + "\n</screen>",
            "<screen>\n  <button width=\"3\"/>\n</screen>",
            "<screen>\n  <button width=\"1\">\n</screen>",
            "<screen>\n  <button height=\"1px\"/>\n</screen>",
        ].map(RelaxNGSchemaTests.file)
        defer {
            for document in documents { try? FileManager.default.removeItem(atPath: document) }
        }
        let schema = try RelaxNGValuePatternsTests.schema()
        let validator = RelaxNGValidator(schema: schema)
        let results = documents.map { validator.validate(documentAt: $0).map { "\($0.location.line): \($0.message)" } }
        for (path, result) in zip(documents, results) {
            let byLibxml2 = RelaxNGValidator(schema: schema, checkingPatternsOnce: false).validate(documentAt: path)
            #expect(result == byLibxml2.map { "\($0.location.line): \($0.message)" }, "\(path)")
        }
        let widths = (2...RelaxNGValuePatterns.rejectedValueLimit + 2).map { "\($0): schema: Invalid attribute width for element button" }
        #expect(
            results == [
                [],
                ["2: schema: Invalid attribute width for element button", "3: schema: Invalid attribute height for element button"],
                widths,
                [],
                ["1: the document cannot be read or is not well-formed XML"],
                ["2: schema: Invalid attribute height for element button"],
            ])
    }

    /// An element with many attributes, the last one wrong: every value is checked, the
    /// wrong one reported, under either way of checking patterns.
    @Test func checksEveryAttributeOfAnElementWithMany() throws {
        let path = try RelaxNGSchemaTests.file(
            """
            <screen>
              <button title="a" padding="0 8" height="20" width="30" alpha="1" hit-insets="1" background="#fff"
                font-size="12" hidden="false" frame="0 0 1 1" id="x" badges="1"/>
              <badge badges="1x"/>
            </screen>
            """)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let schema = try RelaxNGValuePatternsTests.schema()
        let expected = ["3: schema: Invalid attribute badges for element button", "4: schema: Invalid attribute badges for element badge"]
        for checkingPatternsOnce in [true, false] {
            let diagnostics = RelaxNGValidator(schema: schema, checkingPatternsOnce: checkingPatternsOnce).validate(documentAt: path)
            #expect(diagnostics.map { "\($0.location.line): \($0.message)" } == expected)
        }
    }

    /// A value repeated on consecutive elements (judged once, as the one before it), then
    /// another, then the first again, for two attributes: each element with a wrong value
    /// is reported at its line, from the file and from its bytes alike.
    @Test func repeatedValuesAreReportedAtEveryLine() throws {
        let text = """
            <screen>
              <button height="2x" padding="0 8"/>
              <button height="2x" padding="0 8"/>
              <button height="2" padding="0 8 "/>
              <button height="2x" padding="0 8 "/>
              <button height="2" padding="0 8"/>
            </screen>
            """
        let path = try RelaxNGSchemaTests.file(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let schema = try RelaxNGValuePatternsTests.schema()
        let expected = [
            "2: schema: Invalid attribute height for element button",
            "3: schema: Invalid attribute height for element button",
            "4: schema: Invalid attribute padding for element button",
            "5: schema: Invalid attribute height for element button",
        ]
        let fromFile = RelaxNGValidator(schema: schema).validate(documentAt: path)
        let fromBytes = RelaxNGValidator(schema: schema).validate(bytes: Array(text.utf8), path: path)
        let byLibxml2 = RelaxNGValidator(schema: schema, checkingPatternsOnce: false).validate(documentAt: path)
        #expect(fromFile.map { "\($0.location.line): \($0.message)" } == expected)
        #expect(fromBytes == fromFile)
        #expect(byLibxml2 == fromFile)
    }

    /// Bytes that are empty or not well-formed are one diagnostic at line 1, as a file is.
    @Test func unreadableBytesAreOneDiagnostic() throws {
        let validator = RelaxNGValidator(schema: try RelaxNGValuePatternsTests.schema())
        for bytes in [[], Array("<screen>\n  <button>\n</screen>".utf8)] as [[UInt8]] {
            let diagnostics = validator.validate(bytes: bytes, path: "a.xml")
            let lines = diagnostics.map { "\($0.location.file):\($0.location.line): \($0.message)" }
            #expect(lines == ["a.xml:1: the document cannot be read or is not well-formed XML"])
        }
    }
}
