import Foundation
import Testing
import TrellisCore
import TrellisXML

/// The RELAX NG schema generated from a registry: what it says about elements,
/// attributes and children, that registering a plugin changes it, and that libxml2's
/// validator checks screens against it with located errors.
struct RelaxNGSchemaTests {
    /// A test plugin: a `badge` widget with an enumeration, a count and a default, and a
    /// `pin` that belongs only inside a `badge`.
    enum Tone: String, AttributeEnumeration {
        case calm, loud
    }

    static let tone = Attribute<Tone>("tone", default: .calm, "how the badge looks")
    static let badges = Attribute<Count>("badges", default: Count(3), "how many badges")
    static let plugin = Plugin(
        name: "badges",
        widgets: [
            WidgetDescriptor(
                name: "badge", summary: "a badge holding pins", attributes: [tone.declaration, badges.declaration],
                content: .views(allowed: ["pin"]), make: { _ in View() }),
            WidgetDescriptor(name: "pin", summary: "a pin on a badge", parents: ["badge"], content: .none, make: { _ in View() }),
        ])

    static func text(_ registry: Registry) throws -> String {
        String(decoding: try RelaxNGSchema.document(for: registry), as: UTF8.self)
    }

    @Test func describesTheCoreElementsAttributesAndChildren() throws {
        let schema = try RelaxNGSchemaTests.text(.core)
        #expect(schema.contains(#"<grammar xmlns="http://relaxng.org/ns/structure/1.0" xmlns:a="http://relaxng.org/ns/compatibility/annotations/1.0""#))
        for name in ["screen", "view", "label", "button"] {
            #expect(schema.contains(#"<element name="\#(name)">"#), "\(name) missing")
        }
        #expect(schema.contains(#"<attribute name="width" a:defaultValue="375">"#))
        #expect(schema.contains(#"<attribute name="layout" a:defaultValue="stack">"#))
        #expect(schema.contains(#"<value type="string">absolute</value>"#))
        #expect(schema.contains(#"<attribute name="text-metrics" a:defaultValue="test">"#))
        #expect(schema.contains(#"<value type="string">test</value>"#))
        #expect(schema.contains(#"<a:documentation>a control with a title</a:documentation>"#))
        #expect(!schema.contains(#"name="badge""#))
    }

    @Test func registeringAPluginChangesTheSchema() throws {
        let registry = try Registry(plugins: [.core, RelaxNGSchemaTests.plugin])
        let schema = try RelaxNGSchemaTests.text(registry)
        #expect(schema != (try RelaxNGSchemaTests.text(.core)))
        #expect(schema.contains(#"<element name="badge">"#))
        #expect(schema.contains(#"<attribute name="tone" a:defaultValue="calm">"#))
        #expect(schema.contains(#"<value type="string">loud</value>"#))
        #expect(schema.contains(#"<attribute name="badges" a:defaultValue="3">"#))
        let badge = try #require(schema.range(of: #"<element name="badge">"#))
        let badgeEnd = try #require(schema.range(of: "</element>", range: badge.upperBound..<schema.endIndex))
        #expect(schema[badge.upperBound..<badgeEnd.lowerBound].contains(#"<ref name="element.pin"/>"#))
        let view = try #require(schema.range(of: #"<element name="view">"#))
        let viewEnd = try #require(schema.range(of: "</element>", range: view.upperBound..<schema.endIndex))
        #expect(!schema[view.upperBound..<viewEnd.lowerBound].contains(#"<ref name="element.pin"/>"#))
        #expect(schema[view.upperBound..<viewEnd.lowerBound].contains(#"<ref name="element.badge"/>"#))
    }

    @Test func validatorAcceptsAValidScreenAndLocatesErrors() throws {
        let registry = try Registry(plugins: [.core, RelaxNGSchemaTests.plugin])
        let schema = try RelaxNGSchema.document(for: registry)
        let valid = try RelaxNGSchemaTests.file(
            """
            <screen width="320">
              <badge tone="loud" badges="2"><pin/></badge>
              <label lines="2">hello</label>
            </screen>
            """)
        defer { try? FileManager.default.removeItem(atPath: valid) }
        #expect(RelaxNGValidator.validate(documentAt: valid, schema: schema).isEmpty)
        let invalid = try RelaxNGSchemaTests.file(
            """
            <screen>
              <badge tone="quiet"/>
              <pin/>
              <button width="12px"/>
            </screen>
            """)
        defer { try? FileManager.default.removeItem(atPath: invalid) }
        let diagnostics = RelaxNGValidator.validate(documentAt: invalid, schema: schema)
        #expect(
            diagnostics.map { "\($0.location.line): \($0.message)" } == [
                "2: schema: Invalid attribute tone for element badge",
                "3: schema: Did not expect element pin there",
            ])
        #expect(diagnostics.allSatisfy { $0.location.file == invalid && $0.message.hasPrefix("schema: ") })
    }

    @Test func everyElementTakesTheAttributesTheLoaderAccepts() throws {
        let registry = try Registry(plugins: [.core, RelaxNGSchemaTests.plugin])
        let grammar = RelaxNGSchema.grammar(for: registry)
        for widget in registry.widgets {
            let define = try #require(grammar.children.first { $0.attributes.contains(.init("name", "element.\(widget.name)")) })
            let element = try #require(define.children.first)
            let optionals = element.children.flatMap { $0.name == "interleave" ? $0.children : [$0] }.filter { $0.name == "optional" }
            let names = Set(optionals.compactMap { $0.children.first?.attributes.first?.value })
            let layouts: [LayoutDescriptor?]
            switch widget.layoutPolicy {
            case .none: layouts = [nil]
            case .fixed(let name): layouts = [registry.layout(named: name)]
            case .defaultLayout: layouts = registry.layouts
            }
            let accepted = Set(layouts.flatMap { widget.acceptedAttributes(layout: $0, takesFrame: true, takesGrow: true).map(\.name) })
            #expect(names == accepted, "<\(widget.name)>")
        }
    }

    @Test func aRepeatedAttributeIsNotWellFormed() throws {
        let document = try RelaxNGSchemaTests.file("<screen>\n  <button title=\"a\" title=\"b\"/>\n</screen>\n")
        defer { try? FileManager.default.removeItem(atPath: document) }
        let diagnostics = RelaxNGValidator.validate(documentAt: document, schema: try RelaxNGSchema.document(for: .core))
        #expect(diagnostics.map(\.description) == ["\(document):1:1: error: the document cannot be read or is not well-formed XML"])
    }

    @Test func aSchemaThatIsNotRelaxNGIsOneDiagnostic() throws {
        let document = try RelaxNGSchemaTests.file("<screen/>")
        defer { try? FileManager.default.removeItem(atPath: document) }
        let diagnostics = RelaxNGValidator.validate(documentAt: document, schema: Array("<nonsense/>".utf8))
        #expect(diagnostics.map(\.description) == ["\(document):1:1: error: the schema is not a valid RELAX NG schema"])
    }

    static func file(_ xml: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-rng-\(UUID().uuidString).xml").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
