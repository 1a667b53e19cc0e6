import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// Every command of the library command line loads with the registry it is given, never
/// with `Registry.standard` behind the caller's back: a screen with a widget only the
/// given registry knows loads, runs, validates, renders and is tested, and the same
/// commands over the standard registry refuse it (65, the file has errors).
struct CommandLineRegistryTests {
    static let stamp = Plugin(
        name: "stamp",
        widgets: [WidgetDescriptor(name: "stamp", summary: "A stamp.", content: .none, make: { _ in View() })])

    static func files() throws -> URL {
        try CLIRunner.directory(with: [
            "stamped.xml": "<screen><stamp id=\"mark\"/><button title=\"go\"/></screen>\n",
            "stamped.yaml": "screen: stamped.xml\n---\n- tapOn: go\n",
        ])
    }

    @Test(arguments: [
        ["run", "stamped.xml", "--tap", "go"],
        ["validate", "stamped.xml", "stamped.yaml"],
        ["render", "stamped.xml", "-o", "stamped.svg"],
        ["test", "stamped.yaml"],
    ])
    func aCommandKnowsTheGivenRegistry(_ arguments: [String]) throws {
        let directory = try Self.files()
        defer { try? FileManager.default.removeItem(at: directory) }
        let absolute = arguments.map { $0.hasPrefix("stamped.") ? directory.appendingPathComponent($0).path : $0 }
        let registry = try Registry.standard + Self.stamp
        // Run in this process, their output captured: the test runner's is its own.
        let known = Output.capturing { TrellisCommandLine.run(registry: registry, arguments: absolute) }
        #expect(known.result == .success)
        #expect(!known.output.isEmpty || arguments[0] == "render")
        let unknown = Output.capturing { TrellisCommandLine.run(registry: .standard, arguments: absolute) }
        #expect(unknown.result == .dataError)
        #expect(unknown.error.contains("stamped.xml:1:9: error: unknown element <stamp>"))
    }
}
