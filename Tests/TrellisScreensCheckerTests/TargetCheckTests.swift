import Foundation
import Testing
import Trellis

@testable import TrellisScreensChecker

/// Which of a target's files the build plugin's checker checks, and what it reports.
struct TargetCheckTests {
    /// A fresh target directory holding `files` (relative path → content).
    static func target(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screens-\(UUID().uuidString)")
        for (path, content) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    static func check(
        _ directory: URL, _ paths: [String], registry: Registry = .standard, configuration: ScreensConfiguration = ScreensConfiguration()
    ) -> TargetCheck {
        var check = TargetCheck(registry: registry, base: directory.standardizedFileURL.path, configuration: configuration)
        for path in paths { check.check(directory.appendingPathComponent(path).path) }
        return check
    }

    static let weekdays = """
        <screen>
          <tag-list id="weekdays">
            <button id="monday" title="Mon"/>
          </tag-list>
        </screen>
        """

    @Test func otherXMLAndYAMLAreLeftAlone() throws {
        let directory = try Self.target([
            "Fixtures/catalog.xml": "<?xml version=\"1.0\"?>\n<!-- products -->\n<products><product sku=\"1\"/></products>\n",
            "Fixtures/broken.xml": "this is not XML <",
            "config.yaml": "key: [unclosed\n",
            "Screens/weekdays.xml": Self.weekdays,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = Self.check(directory, ["Fixtures/catalog.xml", "Fixtures/broken.xml", "config.yaml", "Screens/weekdays.xml"])
        #expect(check.problems == [])
        #expect(check.entries.map(\.relativePath) == [["Screens", "weekdays"]])
        #expect(check.entries.first?.ids == ["weekdays", "monday"])
    }

    @Test func aScreenWithAnErrorIsReportedAtItsLineAndColumn() throws {
        let directory = try Self.target(["bad.xml": "<screen>\n  <buton title=\"x\"/>\n</screen>\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = Self.check(directory, ["bad.xml"])
        #expect(
            check.problems == [
                "\(directory.path)/bad.xml:2:3: error: unknown element <buton>; did you mean <button>? Registered elements: screen, view, label, button, switch, text-field, scroll, spinner, timer, image, tag-list, check-in, item, collapsible"
            ])
    }

    /// An app file among the resources is checked with every screen it names, in one
    /// report; its screens still get their accessors.
    @Test func anAppFileIsCheckedWithItsScreens() throws {
        let directory = try Self.target([
            "Screens/app.xml": "<app start=\"home\">\n  <screen id=\"home\" src=\"weekdays.xml\"/>\n  <screen id=\"nope\" src=\"missing.xml\"/>\n</app>\n",
            "Screens/weekdays.xml": Self.weekdays,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = Self.check(directory, ["Screens/app.xml", "Screens/weekdays.xml"])
        #expect(check.problems == ["\(directory.path)/Screens/app.xml:3:3: error: screen 'nope': cannot read src 'missing.xml': no such file"])
        #expect(check.entries.map(\.relativePath) == [["Screens", "weekdays"]])
    }

    @Test func aConfiguredPatternMakesAnyRootAScreen() throws {
        let directory = try Self.target(["Screens/typo.xml": "<screne/>\n", "Other/typo.xml": "<screne/>\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = Self.check(directory, ["Screens/typo.xml", "Other/typo.xml"], configuration: ScreensConfiguration(screens: ["Screens/*.xml"]))
        #expect(check.problems == ["\(directory.path)/Screens/typo.xml:1:1: error: the root element must be <screen>, found <screne>"])
    }

    @Test func flowsAreCheckedWithTheIDsTheyName() throws {
        let directory = try Self.target([
            "weekdays.xml": Self.weekdays,
            "flows/good.yaml": "screen: ../weekdays.xml\n---\n- tapOn: {id: monday}\n- assertState: {id: weekdays, selection: [Mon]}\n",
            "flows/bad.yaml": "screen: ../weekdays.xml\n---\n- tapOn: Mon\n- tapOn: {id: mondy}\n- runFlow: steps.yaml\n",
            "flows/steps.yaml": "- assertState: {id: weekday, selection: []}\n",
            "notflows/ignored.yaml": "- tapOn: {id: nowhere}\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = Self.check(directory, ["flows/bad.yaml", "flows/good.yaml", "flows/steps.yaml", "notflows/ignored.yaml"])
        #expect(
            check.problems == [
                "\(directory.path)/flows/bad.yaml:4:3: error: no view has id 'mondy' in weekdays.xml; did you mean 'monday'?",
                "\(directory.path)/flows/steps.yaml:1:3: error: no view has id 'weekday' in weekdays.xml; did you mean 'weekdays'?",
            ])
        #expect(check.entries.isEmpty)
    }

    @Test func configuredFlowPatternsReplaceTheDirectoryRule() {
        let configuration = ScreensConfiguration(flows: ["*.flow.yaml"])
        #expect(configuration.isFlow("a/b/login.flow.yaml"))
        #expect(!configuration.isFlow("flows/login.yaml"))
        #expect(ScreensConfiguration().isFlow("Tests/Flows/login.yaml"))
        #expect(!ScreensConfiguration().isFlow("flows.yaml"))
    }

    @Test func aMalformedConfigurationIsAnErrorOfItsFile() throws {
        let directory = try Self.target(["trellis-screens.json": "{\"screens\": \"Screens/*.xml\"}"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("trellis-screens.json").path
        let error = #expect(throws: ScreensConfigurationError.self) { try ScreensConfiguration.read(path) }
        #expect(error?.description.hasPrefix("\(path):1:1: error: expected a JSON object whose \"screens\" and \"flows\" are arrays of patterns") == true)
        try "{\"screens\": [\"S/*.xml\"]}".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try ScreensConfiguration.read(path) == ScreensConfiguration(screens: ["S/*.xml"]))
    }

    @Test func aPackagesOwnWidgetIsCheckedWithItsOwnMessages() throws {
        let stars = Attribute<PositiveCount>("stars", default: PositiveCount(5), "number of stars")
        let plugin = Plugin(
            name: "stars",
            widgets: [
                WidgetDescriptor(
                    name: "stars", summary: "Stars.", attributes: [stars.declaration], content: .none,
                    make: { reader in
                        _ = reader[stars]
                        return View()
                    })
            ])
        let directory = try Self.target(["rated.xml": "<screen>\n  <stars id=\"s\"\n         stars=\"0\"/>\n</screen>\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let standard = Self.check(directory, ["rated.xml"])
        #expect(standard.problems.first?.hasPrefix("\(directory.path)/rated.xml:2:3: error: unknown element <stars>") == true)
        let own = Self.check(directory, ["rated.xml"], registry: try Registry.standard + plugin)
        #expect(
            own.problems == [
                "\(directory.path)/rated.xml:3:10: error: invalid value '0' for attribute 'stars' of <stars>: expected a whole number from 1 to 1000000 (ASCII digits only)"
            ])
    }
}

/// The build plugin knows scroll views: their ids get typed accessors, and a bad
/// `content-offset` fails the check at its line and column.
struct ScrollTargetCheckTests {
    @Test func scrollViewsAndTheirRowsGetAccessorsAndBadOffsetsAreLocated() throws {
        let directory = try TargetCheckTests.target([
            "list.xml": "<screen>\n  <scroll id=\"results\" grow=\"1\">\n    <button id=\"product-1\" title=\"Product 1\"/>\n  </scroll>\n</screen>\n",
            "bad.xml": "<screen>\n  <scroll content-offset=\"0 -1\"/>\n</screen>\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = TargetCheckTests.check(directory, ["list.xml", "bad.xml"])
        #expect(check.entries.first?.ids == ["results", "product-1"])
        #expect(ScreenAccessors(entries: check.entries).source().contains("static let product1 = \"product-1\""))
        #expect(
            check.problems == [
                "\(directory.path)/bad.xml:2:11: error: invalid value '0 -1' for attribute 'content-offset' of <scroll>: expected two lengths \"x y\" in points (numbers ≥ 0)"
            ])
    }
}
