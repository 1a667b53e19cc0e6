import Foundation
import Testing
import Trellis
import TrellisTesting

/// `runFlow(atPath:sourceLocation:)` and `Screen.matchesScreenshot` from Swift tests
/// (Docs/flows.md, "From Swift").
struct FromSwiftTests {
    /// A place in a test file that sits in `directory`.
    private static func caller(in directory: URL, line: Int) -> Testing.SourceLocation {
        Testing.SourceLocation(fileID: "Fixture/CallerTests.swift", filePath: directory.appendingPathComponent("CallerTests.swift").path, line: line, column: 9)
    }

    @Test func aRelativePathIsFoundBesideTheCallingTestFileFirst() throws {
        let fixture = try FlowFixture(["beside.yaml": FlowFixture.flow("- tapOn: OK")])
        let result = runFlow(atPath: "beside.yaml", sourceLocation: Self.caller(in: fixture.directory, line: 12))
        #expect(result?.passed == true)
        #expect(result?.path == fixture.path("beside.yaml"))
    }

    @Test func aRelativePathNotBesideTheTestFileIsReadFromTheWorkingDirectory() throws {
        let fixture = try FlowFixture()
        let result = runFlow(atPath: "Examples/flows/weekdays.yaml", sourceLocation: Self.caller(in: fixture.directory, line: 3))
        #expect(result?.passed == true)
        #expect(result?.path == "Examples/flows/weekdays.yaml")
    }

    /// An app flow runs from Swift as from `trellis test`: its moves, its coverage, and a
    /// failing `assertScreen` as an issue at the flow's line (Docs/navigation.md, "Flows").
    @Test func anAppFlowRunsFromSwift() throws {
        let fixture = try FlowFixture()
        let passing = runFlow(atPath: "Examples/flows/shop-link.yaml", sourceLocation: Self.caller(in: fixture.directory, line: 3))
        #expect(passing?.passed == true)
        // shop-link.yaml opens one link and taps Teapot, whose route is the <on> at line 11.
        #expect(passing?.coverage?.links.values.reduce(0, +) == 1)
        #expect(passing?.coverage?.routes.keys.map(\.line) == [11])
        try fixture.write("wrong.yaml", "app: \(FlowFixture.packageRoot.path)/Examples/shop/app.xml\n---\n- tapOn: Kettle\n- assertScreen: home\n")
        withKnownIssue {
            _ = runFlow(atPath: fixture.path("wrong.yaml"))
        } matching: { issue in
            issue.sourceLocation?.line == 4 && issue.comments.contains { $0.rawValue.contains("screen is 'detail', expected 'home'") }
        }
    }

    /// From Swift a flow settles as `trellis test` does (Docs/time.md, "Flows"): the
    /// example that sees the collapsible half open passes, its clock ending at 500 ms, and a
    /// flow that asserts right after a tap sees the end of the 250 ms expand.
    @Test func aFlowFromSwiftSettlesAndMovesTheClockAsTrellisTestDoes() throws {
        let fixture = try FlowFixture()
        let frames = runFlow(atPath: "Examples/flows/company-tags-animation.yaml", sourceLocation: Self.caller(in: fixture.directory, line: 3))
        #expect(frames?.passed == true)
        #expect(frames?.steps.last?.time == 500...500)
        let screen = "\(FlowFixture.packageRoot.path)/Examples/company-tags.xml"
        try fixture.write("settled.yaml", "screen: \(screen)\n---\n- tapOn: 展开\n- assertPresentation: {id: tags, frame: [15, 20, 345, 55]}\n")
        let settled = runFlow(atPath: fixture.path("settled.yaml"))
        #expect(settled?.passed == true)
        #expect(settled?.steps.first?.time == 0...250)
    }

    @Test func aFlowThatCannotBeReadIsAnIssueAtTheCallersLine() throws {
        let fixture = try FlowFixture()
        withKnownIssue {
            #expect(runFlow(atPath: "missing.yaml", sourceLocation: Self.caller(in: fixture.directory, line: 42)) == nil)
        } matching: { issue in
            issue.sourceLocation?.line == 42 && issue.sourceLocation?.filePath == fixture.path("CallerTests.swift")
                && issue.comments.contains { $0.rawValue.contains("missing.yaml") }
        }
    }

    @Test func aScreenMatchesItsRecordedGoldenAndAChangeFailsWithADiff() throws {
        let fixture = try FlowFixture()
        let screen = try ScreenLoader(registry: .standard).load(contentsOfFile: fixture.path("screen.xml"))
        let caller = Self.caller(in: fixture.directory, line: 7)
        withKnownIssue {
            #expect(!screen.matchesScreenshot("start", record: true, sourceLocation: caller))
        } matching: { issue in
            issue.sourceLocation?.line == 7 && issue.comments.contains { $0.rawValue.hasPrefix("screenshot start: recorded ") }
        }
        #expect(FileManager.default.fileExists(atPath: fixture.path("start.png")))
        #expect(screen.matchesScreenshot("start", sourceLocation: caller))
        try screen.tap(id: "ok")
        screen.view(withID: "off")?.isHidden = true
        withKnownIssue {
            #expect(!screen.matchesScreenshot("start", sourceLocation: caller))
        } matching: { issue in
            issue.sourceLocation?.line == 7 && issue.comments.contains { $0.rawValue.contains("pixels differ from \(fixture.path("start.png"))") }
        }
        #expect(FileManager.default.fileExists(atPath: fixture.path("start.actual.png")))
        #expect(FileManager.default.fileExists(atPath: fixture.path("start.diff.png")))
    }
}
