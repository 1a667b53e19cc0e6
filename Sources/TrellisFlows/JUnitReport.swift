import Foundation
import TrellisCore
import TrellisFiles
import TrellisXML

/// A JUnit XML report of flow results, in the shape CI systems merge (the common JUnit
/// schema, as Jenkins, GitLab and GitHub read it): `testsuites` › `testsuite` ›
/// `testcase` per flow › `failure` with a `message` and the located error and the tree
/// dump at the failure as its text (Docs/flows.md, "Reports").
public struct JUnitReport: Sendable {
    /// The suite's name: `trellis` by default.
    public var suiteName: String
    /// The results, one test case each, in this order.
    public var results: [FlowResult]
    /// The directory paths are made relative to (``FlowPath``): the working directory
    /// by default.
    public var directory: String

    /// Creates a report.
    public init(suiteName: String = "trellis", results: [FlowResult], directory: String = FileManager.default.currentDirectoryPath) {
        self.suiteName = suiteName
        self.results = results
        self.directory = directory
    }

    /// The report as an XML element tree. Times are seconds with millisecond precision.
    /// Control and format characters in names and failures (which may come from a flow's
    /// text) are written as `\u{…}`, `\r` or `\t` (`String.debugEscaped`; a failure's text
    /// keeps its line breaks), so the document is well-formed XML 1.0 and shows them.
    /// A test case's `classname` is ``FlowPath/className(_:relativeTo:)``; its `file` and
    /// `line` are those of the failing step (its text names the clock's time at the
    /// failure once anything moved the clock, Docs/time.md) (the first step after which the audit found
    /// something, with `--audit`), or of the flow's header when it passed. Each failure is
    /// a `failure` element: the audit's, once per view, rule and (for overlap) other view, then the failing step's,
    /// then a failed `onFlowComplete` hook's. A data row's test has `properties`: its values, in column order.
    public var element: XMLOutputElement {
        let failures = results.filter { !$0.passed }.count
        let time = JUnitReport.seconds(results.reduce(0) { $0 + $1.duration })
        let cases = results.map { result in
            var testCase = XMLOutputElement(
                "testcase",
                attributes: [
                    .init("name", result.name.debugEscaped),
                    .init("classname", FlowPath.className(result.path, relativeTo: directory).debugEscaped),
                    .init("time", JUnitReport.seconds(result.duration)),
                    .init("file", FlowPath.relative(result.failures.first?.location.file ?? result.path, to: directory).debugEscaped),
                    .init("line", String(result.failures.first?.location.line ?? 1)),
                ])
            // A data row's values, in column order (Docs/flows.md, "Data rows").
            if let row = result.row {
                testCase.children.append(
                    XMLOutputElement(
                        "properties",
                        children: zip(row.names, row.values).map { name, value in
                            XMLOutputElement("property", attributes: [.init("name", name), .init("value", value.debugEscaped)])
                        }))
            }
            for failure in result.failures {
                let clock = failure.clock.flatMap { $0 > 0 ? "\nThe clock at the failure: \($0)ms" : nil } ?? ""
                let dump = clock + (failure.textDump.map { "\nThe screen at the failure:\n" + $0 } ?? "")
                testCase.children.append(
                    XMLOutputElement(
                        "failure",
                        attributes: [
                            .init("message", "\(failure.location): \(failure.step): \(failure.message)".debugEscapedLines),
                            .init("type", "FlowFailure"),
                        ], text: failure.description.debugEscapedLines + "\n" + dump.debugEscapedLines))
            }
            return testCase
        }
        let counts: [XMLOutputElement.Attribute] = [
            .init("tests", String(results.count)), .init("failures", String(failures)), .init("errors", "0"),
        ]
        let suite = XMLOutputElement(
            "testsuite", attributes: [.init("name", suiteName)] + counts + [.init("skipped", "0"), .init("time", time)], children: cases)
        return XMLOutputElement("testsuites", attributes: [.init("name", suiteName)] + counts + [.init("time", time)], children: [suite])
    }

    /// Writes the report to `path` with `AtomicFile` (a temporary file renamed over
    /// it, so an old report stays whole when writing fails), creating its directory when
    /// missing.
    ///
    /// - Throws: `XMLWriter.WriteError` from libxml2, Foundation's error when the
    ///   directory cannot be created, or `AtomicFileError` when the file cannot be
    ///   written.
    public func write(to path: String) throws {
        let bytes = try XMLWriter.document(element)
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(Data(bytes), to: path)
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
