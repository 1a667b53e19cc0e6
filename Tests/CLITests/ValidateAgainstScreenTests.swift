import Foundation
import Testing

/// `trellis validate` checks flows against their screens: ids (those widgets make
/// included) and state keys, with did-you-mean (Docs/flows.md, "Checking before running").
struct ValidateAgainstScreenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let directory: URL

    init() throws {
        let tags = try String(contentsOf: Self.root.appendingPathComponent("Examples/company-tags.xml"), encoding: .utf8)
        directory = try CLIRunner.directory(with: [
            "tags.xml": tags,
            // tags.toggle is made by the collapsible, not written in the screen file.
            "good.yaml": "screen: tags.xml\n---\n- tapOn: {id: tags.toggle}\n- assertState: {id: tags, expanded: true, hiddenCount: 0}\n",
            "bad.yaml": """
            screen: tags.xml
            ---
            - tapOn: {id: tag.toggle}
            - assertState: {id: tags, expanded: true, checked: 1}
            - repeat: {times: 2, commands: [{assertVisible: {text: 展开, below: {id: nope}}}]}
            - runFlow: inc.yaml
            - tapOn: 展开
            """,
            "inc.yaml": "- assertFrame: {id: tagz, width: 10}\n",
        ])
    }

    @Test func idsMadeByWidgetsAndReportedStateKeysAreValid() throws {
        let result = try CLIRunner.run(["validate", "good.yaml"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "1 file valid\n")
    }

    @Test func unknownIdsAndStateKeysAreErrorsAtTheirSteps() throws {
        let result = try CLIRunner.run(["validate", "bad.yaml"], in: directory)
        #expect(result.status == 65)
        // Texts (展开) are not checked: they may appear only after taps.
        #expect(
            result.stderr == """
                bad.yaml:3:3: error: no view in tags.xml has id 'tag.toggle'; did you mean 'tags.toggle'?
                bad.yaml:4:3: error: collapsible#tags (tags.xml:5:3) reports no state 'checked'; its state keys: expanded, hiddenCount
                bad.yaml:5:34: error: no view in tags.xml has id 'nope'
                inc.yaml:1:3: error: no view in tags.xml has id 'tagz'; did you mean 'tags'?
                trellis: 2 of 2 files have errors

                """)
    }
}
