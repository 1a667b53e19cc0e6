import Foundation
import Testing
import Trellis

/// The RELAX NG schema generated from the standard registry: the copy checked into
/// `Schemas/` is current, it accepts every screen in the repository, and it rejects
/// invalid screens at the expected lines, as the loader does.
struct SchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let checkedIn = root.appendingPathComponent("Schemas/trellis.rng")

    /// Every screen in the repository: `Examples/*.xml` and the layout fixtures.
    static func repositoryScreens() -> [String] {
        ["Examples", "Tests/LayoutTests/Fixtures"].flatMap { directory in
            let base = root.appendingPathComponent(directory).path
            return (FileManager.default.subpaths(atPath: base) ?? []).filter { $0.hasSuffix(".xml") }.sorted()
                .map { base + "/" + $0 }
        }
    }

    @Test func checkedInCopyIsCurrent() throws {
        let generated = String(decoding: try RelaxNGSchema.document(for: .standard), as: UTF8.self)
        let copy = try String(contentsOf: SchemaTests.checkedIn, encoding: .utf8)
        #expect(copy == generated, "Schemas/trellis.rng is out of date: regenerate it with `swift run trellis schema > Schemas/trellis.rng`")
    }

    @Test func schemaCommandPrintsTheGeneratedSchema() throws {
        let result = try CLIRunner.run(["schema"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == String(decoding: try RelaxNGSchema.document(for: .standard), as: UTF8.self))
        #expect(try CLIRunner.run(["schema", "extra"]).status == 2)
        #expect(try CLIRunner.run(["schema", "screen"]).stdout == result.stdout)
    }

    @Test func acceptsEveryScreenInTheRepository() throws {
        let schema = try RelaxNGSchema.document(for: .standard)
        let screens = SchemaTests.repositoryScreens()
        #expect(screens.count > 60)
        for path in screens {
            let diagnostics = RelaxNGValidator.validate(documentAt: path, schema: schema)
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
        }
    }

    struct Invalid: CustomTestStringConvertible, Sendable {
        var name: String
        var xml: String
        /// The line the schema and the loader both report.
        var line: Int
        var testDescription: String { name }
    }

    static let invalid: [Invalid] = [
        Invalid(name: "unknown element", xml: "<screen>\n  <view/>\n  <buton title=\"OK\"/>\n</screen>\n", line: 3),
        Invalid(name: "bad number pattern", xml: "<screen>\n  <view\n    width=\"12px\"/>\n</screen>\n", line: 3),
        Invalid(name: "bad count pattern", xml: "<screen>\n  <view layout=\"grid\" columns=\"4.0\"/>\n</screen>\n", line: 2),
        Invalid(name: "bad enumeration", xml: "<screen>\n\n  <label text=\"a\" line-break=\"words\"/>\n</screen>\n", line: 3),
        Invalid(name: "item outside check-in", xml: "<screen>\n  <view>\n    <item title=\"a\"/>\n  </view>\n</screen>\n", line: 3),
        Invalid(name: "unknown layout", xml: "<screen>\n  <view layout=\"flex\"/>\n</screen>\n", line: 2),
        Invalid(name: "child of a label", xml: "<screen>\n  <label>\n    <button/>\n  </label>\n</screen>\n", line: 3),
        Invalid(name: "unknown attribute", xml: "<screen>\n  <button titel=\"a\"/>\n</screen>\n", line: 2),
        Invalid(name: "wrong root", xml: "<view/>\n", line: 1),
        Invalid(name: "bad insets pattern", xml: "<screen>\n  <view padding=\"1 2 3 4 5\"/>\n</screen>\n", line: 2),
        Invalid(name: "insets with a trailing space", xml: "<screen>\n  <view padding=\"0 8 \"/>\n</screen>\n", line: 2),
        Invalid(name: "bad colour", xml: "<screen>\n  <view background=\"reed\"/>\n</screen>\n", line: 2),
        Invalid(
            name: "unknown attribute after many valid ones",
            xml: "<screen>\n  <button title=\"a\" padding=\"0 8\" height=\"20\" width=\"3\" alpha=\"1\" tilte=\"b\"/>\n</screen>\n", line: 2),
        Invalid(
            name: "bad enumeration after many valid ones",
            xml: "<screen>\n  <label text=\"a\" padding=\"0 8\" height=\"20\" lines=\"2\" line-break=\"words\"/>\n</screen>\n", line: 2),
        Invalid(name: "tag-list inside a label", xml: "<screen>\n  <label>\n    <tag-list/>\n  </label>\n</screen>\n", line: 3),
    ]

    @Test(arguments: invalid)
    func rejectsInvalidScreensAtTheLoadersLine(_ example: Invalid) throws {
        let directory = try CLIRunner.directory(with: ["bad.xml": example.xml])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad.xml").path
        let diagnostics = RelaxNGValidator.validate(documentAt: path, schema: try RelaxNGSchema.document(for: .standard))
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.first?.location.line == example.line, "\(diagnostics.map(\.description))")
        let loader = try ScreenLoader(registry: .standard).validate(contentsOfFile: path)
        #expect(loader.map(\.location.line).contains(example.line), "\(loader.map(\.description))")
    }
}
