import Foundation
import Testing
import Trellis

/// The JUnit report of `trellis test` validates against the common JUnit structure
/// (`Schemas/junit.xsd`), checked by libxml2's schema validator.
struct JUnitSchemaTests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Schemas/junit.xsd").path

    static let screen = """
        <screen width="200" height="100">
          <button id="ok" title="OK"/>
          <button id="off" title="Off" enabled="false"/>
        </screen>
        """

    @Test func reportsOfPassingAndFailingFlowsValidate() throws {
        let directory = try CLIRunner.directory(with: [
            "screen.xml": Self.screen,
            "pass.yaml": "screen: screen.xml\n---\n- tapOn: OK\n- assertVisible: Off\n",
            "fail.yaml": "screen: screen.xml\nname: \"a <failing> & 'quoted' flow\"\n---\n- tapOn: Off\n",
        ])
        let result = try CLIRunner.run(["test", ".", "--report", "junit.xml"], in: directory)
        #expect(result.status == 1)
        let report = directory.appendingPathComponent("junit.xml").path
        #expect(XMLSchemaValidator.validate(documentAt: report, schemaAt: Self.schema).isEmpty)
    }

    @Test func theSchemaRejectsAMalformedReport() throws {
        // A testcase without its required name and a negative count: the validator must
        // find both, or a passing validation above would prove nothing.
        let directory = try CLIRunner.directory(with: [
            "bad.xml": #"<testsuites><testsuite name="s" tests="-1"><testcase time="1"/></testsuite></testsuites>"#
        ])
        let diagnostics = XMLSchemaValidator.validate(documentAt: directory.appendingPathComponent("bad.xml").path, schemaAt: Self.schema)
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0.location.line == 1 })
    }
}
