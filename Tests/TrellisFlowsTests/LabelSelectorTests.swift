import Foundation
import Testing
import Trellis

/// `{label: TEXT}` selectors in flows (Docs/accessibility.md, "Attributes and queries").
struct LabelSelectorTests {
    let fixture: FlowFixture

    init() throws {
        fixture = try FlowFixture([
            "named.xml": """
            <screen width="200" height="100">
              <button id="play" title="▶" accessibility-label="Play" height="44"/>
              <button id="stop" title="■" accessibility-label="Stop" height="44"/>
            </screen>
            """
        ])
    }

    private func run(_ steps: String) throws -> FlowResult {
        try fixture.write("f.yaml", "screen: named.xml\n---\n" + steps + "\n")
        return try fixture.run("f.yaml")
    }

    @Test func tapsAndAssertsByLabel() throws {
        let result = try run("- tapOn: {label: Play}\n- assertVisible: {label: Stop}\n- assertNotVisible: Play\n- assertEnabled: {label: Stop, id: stop}")
        #expect(result.passed, "\(String(describing: result.failure))")
    }

    @Test func aMissingLabelNamesTheLabelsOnScreen() throws {
        let result = try run("- tapOn: {label: Paly}")
        #expect(result.failure?.message == "no visible view matches 'label:Paly'; visible candidates: label:Play, label:Stop")
    }

    @Test func anEmptyLabelIsALoadError() throws {
        try fixture.write("bad.yaml", "screen: named.xml\n---\n- tapOn: {lable: Play}\n")
        let error = #expect(throws: FlowLoadError.self) { try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("bad.yaml")) }
        #expect(
            error?.description.contains("bad.yaml:3:11: error: unknown key 'lable' in a selector; did you mean 'label'?") == true,
            "\(String(describing: error))")
    }
}
