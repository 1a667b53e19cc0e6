import Foundation
import Testing
import Trellis
import TrellisTesting

/// Flows run from Swift tests report failures where the flow is written.
struct FlowTestingTests {
    @Test(arguments: ["weekdays", "checkin", "company-tags", "feedback-grid", "duplicate-tags", "weekdays-accessible"])
    func seedFlowsPass(_ name: String) {
        let path = FlowFixture.packageRoot.appendingPathComponent("Examples/flows/\(name).yaml").path
        let result = runFlow(atPath: path)
        #expect(result?.passed == true)
    }

    @Test func aFailingStepIsAnIssueAtItsLine() throws {
        let fixture = try FlowFixture(["fail.yaml": FlowFixture.flow("- tapOn: OK\n- tapOn: Off")])
        withKnownIssue {
            runFlow(atPath: fixture.path("fail.yaml"))
        } matching: { issue in
            // Line 1 is the header, 2 the separator, 3 the first step, 4 the failing one.
            issue.sourceLocation?.line == 4 && issue.sourceLocation?.column == 3
                && issue.sourceLocation?.filePath == fixture.path("fail.yaml")
        }
    }

    @Test func loadErrorsAreIssuesAtTheirLines() throws {
        let fixture = try FlowFixture(["bad.yaml": FlowFixture.flow("- tapOn: OK\n- tapp: Off")])
        withKnownIssue {
            #expect(runFlow(atPath: fixture.path("bad.yaml")) == nil)
        } matching: { issue in
            issue.sourceLocation?.line == 4
        }
    }
}
