import Foundation
import Testing

/// One writer of the screen's JSON document: `trellis run --format json` and a failed
/// flow's `.json` artifact give the same bytes for the same screen state and taps, the
/// artifact adding only its `failure`.
struct ScreenDocumentTests {
    static let screen = """
        <screen width="200" height="100">
          <button id="ok" title="OK"/>
          <label id="note" text="Note"/>
        </screen>
        """

    @Test func runAndAFailureArtifactWriteTheSameDocument() throws {
        let directory = try CLIRunner.directory(with: ["screen.xml": Self.screen])
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try "screen: ../screen.xml\n---\n- tapOn: OK\n- assertVisible: Nope\n"
            .write(to: directory.appendingPathComponent("flows/fails.yaml"), atomically: true, encoding: .utf8)
        let run = try CLIRunner.run(["run", "screen.xml", "--format", "json", "--tap", "OK"], in: directory)
        #expect(run.status == 0)
        let test = try CLIRunner.run(["test", "flows/fails.yaml", "--artifacts", "art"], in: directory)
        #expect(test.status == 1)
        let artifact = try String(contentsOf: directory.appendingPathComponent("art/flows_fails.json"), encoding: .utf8)
        // run prints the document and a newline; the artifact is that document with
        // `failure` as its last member, then a newline.
        #expect(run.stdout.hasSuffix("}\n"))
        let document = String(run.stdout.dropLast(2))
        #expect(document.contains(#","accessibility":["#))
        #expect(document.contains(#","log":[{"tap":"OK","time":[0,0],"point":[100,9],"hit":"button#ok","#))
        let failure =
            #","failure":{"step":"assertVisible 'Nope'","file":"flows/fails.yaml","line":4,"column":3,"message":"expected a visible view matching 'Nope', found none; visible candidates: 'Note', 'OK'"}}"#
        #expect(artifact == document + failure + "\n")
    }
}
