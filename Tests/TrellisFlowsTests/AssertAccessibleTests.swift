import Foundation
import Testing
import Trellis

/// Flows' `assertAccessible` and the audit after every step (`FlowRunner.audit`, `trellis
/// test --audit`): every finding located at the view's element, each view and rule once
/// (Docs/accessibility.md, "In flows").
struct AssertAccessibleTests {
    /// A 60 × 20 button (too short), a 44 × 44 button with no title or label, a button
    /// that a narrower screen leaves past its right edge, and a 20 × 20 labelled button.
    static let screen = """
        <screen width="200" height="300" layout="absolute">
          <button id="ok" title="OK" frame="10 10 60 20"/>
          <button id="play" frame="100 10 44 44"/>
          <button id="go" title="Go" frame="150 100 44 44"/>
          <button id="tiny" accessibility-label="Tiny" frame="0 200 20 20"/>
        </screen>
        """

    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture(["a11y.xml": Self.screen])
    }

    private func run(_ steps: String, audit: AccessibilityAudit? = nil) throws -> FlowResult {
        let name = "flow-\(UUID().uuidString).yaml"
        try fixture.write(name, "screen: a11y.xml\n---\n" + steps + "\n")
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path(name))
        return FlowRunner(registry: .standard, audit: audit).run(flow)
    }

    @Test func failsWithEveryFindingAtItsElement() throws {
        let result = try run("- assertAccessible")
        let failure = try #require(result.failure)
        let screen = fixture.path("a11y.xml")
        #expect(failure.location.line == 3)
        #expect(failure.step == "assertAccessible")
        // ok: 60 × 20; play: no title or label; tiny: 20 × 20; go ends at 150 + 44 = 194,
        // inside the 200-point screen.
        #expect(
            failure.message == """
                3 accessibility findings:
                \(screen):2:3: [tap-target] button#ok "OK" is 60 × 20 pt; tap targets should be at least 44 × 44
                \(screen):3:3: [label] button#play has no accessibility label
                \(screen):5:3: [tap-target] button#tiny "Tiny" is 20 × 20 pt; tap targets should be at least 44 × 44
                """)
    }

    @Test func rulesAndMinimumTargetSelect() throws {
        let labels = try run("- assertAccessible: {rules: [label]}")
        #expect(labels.failure?.message == "1 accessibility finding:\n\(fixture.path("a11y.xml")):3:3: [label] button#play has no accessibility label")
        #expect(labels.failure?.step == "assertAccessible label")
        // 20 × 20 and 60 × 20 both pass a 20-point minimum; at 20.01 both fail, and only
        // they: play is 44 × 44.
        let small = try run("- assertAccessible: {rules: [tap-target, overlap], minTarget: 20}")
        #expect(small.passed)
        #expect(small.steps.map(\.step) == ["assertAccessible tap-target overlap minTarget 20"])
        let wide = try run("- assertAccessible: {rules: tap-target, minTarget: 20.01}")
        #expect(wide.failure?.message.hasPrefix("2 accessibility findings:\n") == true)
    }

    @Test func badArgumentsAreLocatedBeforeAnythingRuns() throws {
        let errors = try fixture.errors(
            content: """
                screen: a11y.xml
                ---
                - assertAccessible: {rules: [tap-taget, label], minTarget: 0}
                - assertAccessible: {rulez: [label]}
                - assertAccessible: {rules: []}
                - assertAccessible: now
                """)
        #expect(
            errors == [
                "3:30: unknown audit rule 'tap-taget'; did you mean 'tap-target'? Rules: tap-target, label, truncated, overlap, contrast, offscreen",
                "3:60: assertAccessible's 'minTarget' must be a length above 0 in points, not 0",
                "4:22: unknown key 'rulez' in assertAccessible; did you mean 'rules'? Allowed keys: rules, minTarget",
                "5:29: assertAccessible's 'rules' must name at least one rule (tap-target, label, truncated, overlap, contrast, offscreen)",
                "6:21: assertAccessible takes a mapping (nothing for every rule, or {rules: [rule, …], minTarget: points}), found a scalar",
            ])
    }

    @Test func theAuditAfterEveryStepReportsEachViewAndRuleOnce() throws {
        let result = try run(
            """
            - assertVisible: OK
            - setSize: {width: 180}
            - setSize: {width: 170}
            - repeat:
                times: 2
                commands:
                  - assertVisible: Go
            """, audit: AccessibilityAudit(rules: [.offscreen, .label]))
        let screen = fixture.path("a11y.xml")
        // Every step passes; the flow fails on what the audit found. On the screen as
        // loaded: play's missing label, at the flow's header. At width 180, go (150 + 44 = 194) is 14 past the
        // right edge; at 170 it is 24 past, the same view and rule: not reported again,
        // nor inside repeat.
        #expect(result.failure == nil)
        #expect(!result.passed)
        #expect(result.steps.allSatisfy { $0.passed })
        #expect(result.steps.count == 6)
        #expect(
            result.auditFailures.map(\.description) == [
                "\(result.path):1:1: error: audit of the loaded screen: \(screen):3:3: [label] button#play has no accessibility label",
                "\(result.path):4:3: error: audit after setSize width 180: \(screen):4:3: [offscreen] button#go \"Go\" extends past the screen's right edge by 14 pt",
            ])
        #expect(result.failures == result.auditFailures)
    }

    @Test func aFailingStepEndsTheFlowAfterTheAuditsBeforeIt() throws {
        let result = try run("- tapOn: {id: ok}\n- tapOn: Nothing", audit: AccessibilityAudit(rules: [.label]))
        #expect(result.auditFailures.count == 1)
        #expect(result.failures.map(\.location.line) == [1, 4])
    }
}
