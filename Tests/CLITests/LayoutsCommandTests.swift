import Foundation
import Testing

/// `trellis layouts` lists what the plugins declare.
struct LayoutsCommandTests {
    @Test func listsEveryLayoutAndWidgetWithParameters() throws {
        let result = try CLIRunner.run(["layouts"])
        #expect(result.status == 0)
        for name in ["stack:", "absolute:", "flow:", "grid:", "checkin:", "collapsible:", "tag-list:", "check-in:", "item:"] {
            #expect(result.stdout.contains("\n  \(name)"), "\(name) missing")
        }
        #expect(result.stdout.contains("    max-selected: "))
        #expect(result.stdout.contains("    first-line-indent: "))
        #expect(result.stdout.contains("one of leading, center, trailing, justified; default leading"))
    }

    @Test func jsonListingIsGeneratedFromDeclarations() throws {
        let result = try CLIRunner.run(["layouts", "--format", "json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let layouts = try #require(document["layouts"] as? [[String: Any]])
        #expect(layouts.map { $0["name"] as? String } == ["stack", "absolute", "flow", "grid", "checkin", "collapsible"])
        let grid = try #require(layouts.first { $0["name"] as? String == "grid" })
        let columns = try #require((grid["parameters"] as? [[String: Any]])?.first { $0["name"] as? String == "columns" })
        #expect(columns["default"] as? String == "4")
        #expect(columns["type"] as? String == "a whole number from 1 to 1000000 (ASCII digits only)")
    }
}
