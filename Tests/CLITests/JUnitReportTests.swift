import Foundation
import Testing
import Trellis

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// JUnit reports CI can trust (Docs/flows.md, "JUnit"): stable classnames, `file` and
/// `line` on every test case, the tree dump in a failure's text.
struct JUnitReportTests {
    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: [:])
        let files = [
            "flows/screen.xml": TestCommandTests.screen,
            "flows/pass.yaml": "screen: screen.xml\n---\n- tapOn: OK\n",
            "flows/fail.yaml": "screen: screen.xml\n---\n- assertVisible: OK\n- tapOn: Off\n",
        ]
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("flows"), withIntermediateDirectories: true)
        for (name, content) in files { try content.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8) }
    }

    private func cases(_ arguments: [String]) throws -> [XMLElement] {
        _ = try CLIRunner.run(["test"] + arguments + ["--jobs", "1", "--report", "junit.xml"], in: directory)
        let document = try XMLDocument(contentsOf: directory.appendingPathComponent("junit.xml"))
        return try #require(document.rootElement()?.elements(forName: "testsuite").first).elements(forName: "testcase")
    }

    @Test func classnamesDoNotDependOnHowThePathWasWritten() throws {
        let absolute = directory.appendingPathComponent("flows").path
        for arguments in [["flows"], ["./flows/"], ["flows//./"], [absolute], ["flows/fail.yaml", "flows/../flows/pass.yaml"]] {
            let names = try cases(arguments).compactMap { $0.attribute(forName: "classname")?.stringValue }
            #expect(names == ["flows.fail", "flows.pass"], "\(arguments)")
        }
    }

    @Test func testCasesHaveTheFileAndLineOfTheFailingStep() throws {
        let found = try cases(["./flows"])
        #expect(found.map { $0.attribute(forName: "file")?.stringValue } == ["flows/fail.yaml", "flows/pass.yaml"])
        // fail.yaml's fourth line is the failing tap; a passing flow points at its header.
        #expect(found.map { $0.attribute(forName: "line")?.stringValue } == ["4", "1"])
    }

    @Test func theFailureTextHoldsTheTreeDump() throws {
        let failure = try #require(try cases(["flows"]).first?.elements(forName: "failure").first?.stringValue)
        #expect(
            failure == """
                flows/fail.yaml:4:3: error: tapOn 'Off': tap 'Off' missed button#off "Off" (flows/screen.xml:3:3): it is disabled

                The screen at the failure:
                screen (0, 0, 200, 100)
                  button#ok "OK" (0, 0, 200, 18)
                  button#off "Off" (0, 18, 200, 18) disabled

                """)
    }
}

/// ``FlowPath``, without running anything.
struct FlowPathTests {
    @Test func flowPathsAreNormalisedAgainstTheDirectory() {
        #expect(FlowPath.relative("./a//b/../c.yaml", to: "/w") == "a/c.yaml")
        #expect(FlowPath.relative("/w/x/y.yaml", to: "/w/") == "x/y.yaml")
        #expect(FlowPath.relative("/other/y.yaml", to: "/w") == "/other/y.yaml")
        #expect(FlowPath.relative("../w2/y.yaml", to: "/w") == "/w2/y.yaml")
        #expect(FlowPath.className("flows/sub/login.yml", relativeTo: "/w") == "flows.sub.login")
    }
}
