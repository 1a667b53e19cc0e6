import Foundation
import Testing
import Trellis

/// `{name}` placeholders in a screen file's texts take the instance's argument values
/// (Docs/navigation.md, "Arguments and deep links"): `{{` and `}}` write one brace, and
/// a placeholder without a value stays as written.
struct PlaceholderSubstitutionTests {
    @Test(arguments: [
        ("Item {id}", "Item 7"),
        ("{id}{id}", "77"),
        ("{{id}} is {id}", "{id} is 7"),
        ("}} {{", "} {"),
        ("{missing} and {id", "{missing} and {id"),
        ("é{id}é 周{id}", "é7é 周7"),
        ("{name}: {id}", "Tea: 7"),
        ("no braces", "no braces"),
    ])
    func placeholdersAreReplacedByTheirValues(written: String, shown: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-placeholders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let escaped = written.replacingOccurrences(of: "&", with: "&amp;")
        let path = directory.appendingPathComponent("s.xml").path
        try Data("<screen>\n  <label id=\"l\" text=\"\(escaped)\"/>\n</screen>\n".utf8).write(to: URL(fileURLWithPath: path))
        let parsed = try ScreenLoader(registry: .standard).parse(contentsOfFile: path)
        let screen = try parsed.makeScreen(arguments: ["id": .int(7), "name": .string("Tea")])
        let label = try #require(screen.view(withID: "l") as? Label)
        #expect(label.text == shown)
    }
}
