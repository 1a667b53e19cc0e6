import Foundation
import Testing

/// One conversion of values at every edge (Docs/cli.md, "Option values"): command-line
/// options, flow header keys and screen attributes read a length, a number or a word
/// through the same parser and say the same thing about a bad one.
struct ValueConversionTests {
    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: [
            "s.xml": "<screen>\n  <view width=\"-5\"/>\n</screen>\n",
            "ok.xml": "<screen>\n  <button title=\"OK\"/>\n</screen>\n",
            "f.yaml": "screen: ok.xml\nwidth: -5\n---\n- tapOn: OK\n",
        ])
    }

    @Test(arguments: [
        (["run", "ok.xml", "--width", "-5"], "--width expects a length in points (a number ≥ 0), not '-5'"),
        (["run", "ok.xml", "--height", "tall"], "--height expects a length in points (a number ≥ 0), not 'tall'"),
        (["run", "ok.xml", "--format", "jsn"], "--format expects one of text, json, accessibility, not 'jsn'; did you mean 'json'?"),
        (["audit", "ok.xml", "--format", "jsno"], "--format expects one of text, json, not 'jsno'; did you mean 'json'?"),
        (["layouts", "--format", "txt"], "--format expects one of text, json, not 'txt'; did you mean 'text'?"),
        // One rule, one message, whatever breaks it.
        (["render", "ok.xml", "--scale", "0"], "--scale expects a number greater than 0, not '0'"),
        (["render", "ok.xml", "--scale", "-1"], "--scale expects a number greater than 0, not '-1'"),
        (["render", "ok.xml", "--scale", "big"], "--scale expects a number greater than 0, not 'big'"),
        (["audit", "ok.xml", "--min-target", "0"], "--min-target expects a length above 0 in points, not '0'"),
        (["audit", "ok.xml", "--min-target", "-3"], "--min-target expects a length above 0 in points, not '-3'"),
    ])
    func optionValues(_ arguments: [String], _ message: String) throws {
        let result = try CLIRunner.run(arguments, in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("trellis: error: \(message)\n"), "\(result.stderr)")
    }

    /// The same bad length as an option, a flow header key and an attribute: one
    /// description of what was expected.
    @Test func oneLengthOneDescriptionAtEveryEdge() throws {
        let expected = "a length in points (a number ≥ 0)"
        let option = try CLIRunner.run(["run", "ok.xml", "--width", "-5"], in: directory)
        #expect(option.stderr.contains("--width expects \(expected), not '-5'"))
        let header = try CLIRunner.run(["validate", "f.yaml"], in: directory)
        #expect(header.status == 65)
        #expect(header.stderr.hasPrefix("f.yaml:2:8: error: 'width' expects \(expected), not '-5'\n"), "\(header.stderr)")
        let attribute = try CLIRunner.run(["validate", "s.xml"], in: directory)
        #expect(attribute.status == 65)
        #expect(attribute.stderr.contains("expected \(expected)"), "\(attribute.stderr)")
    }
}
