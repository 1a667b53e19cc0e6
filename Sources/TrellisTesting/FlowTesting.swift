import Foundation
import Testing
import Trellis

/// Runs scripted flows from Swift tests: each problem becomes a Swift Testing issue at the
/// flow file's own line and column, so a failing step is reported where it is written.
///
/// ```swift
/// import Testing
/// import TrellisTesting
///
/// @Test func weekdays() {
///     runFlow(atPath: "Examples/flows/weekdays.yaml")
/// }
/// ```
public enum FlowTesting {
    /// Loads and runs the flow at `path`, recording an issue for every load error (at
    /// the flow's or screen's `file:line:column`) and for a failing step (at the step).
    /// A flow with data rows runs once per row, each row's issues named after it
    /// (`login[2]: tapOn …`; Docs/flows.md, "Data rows").
    ///
    /// A relative `path` is looked for first in the folder of the calling test file
    /// (`sourceLocation`'s file), then in the working directory (Docs/flows.md, "From
    /// Swift"). A flow file that cannot be read is an issue at the caller's line.
    ///
    /// - Parameters:
    ///   - path: the flow file; its screen is found relative to it.
    ///   - registry: the widgets and layouts to load screens with; default
    ///     `Registry.standard`.
    ///   - variables: names bound for `${NAME}` above every other binding, as `trellis
    ///     test -e NAME=VALUE` binds them (Docs/flows.md, "Parameters"); default none.
    ///   - record: write snapshot files instead of comparing them (the run still fails).
    ///   - sourceLocation: the caller's place, filled in by the compiler.
    /// - Returns: the result (for data rows, the first failing row's, else the last
    ///   row's), or nil when the flow could not be loaded.
    @discardableResult
    public static func run(
        atPath path: String, registry: Registry = .standard, variables: [String: String] = [:], record: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> FlowResult? {
        let resolved = resolve(path, from: sourceLocation.filePath)
        let flows: [Flow]
        do {
            var loader = FlowLoader(registry: registry)
            loader.variables = variables
            flows = try loader.load(files: [resolved], includeSteps: false)
        } catch {
            if case .unreadable = error { Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation) }
            for diagnostic in error.diagnostics {
                Issue.record(Comment(rawValue: diagnostic.message), sourceLocation: self.sourceLocation(of: diagnostic.location))
            }
            return nil
        }
        guard !flows.isEmpty else {
            Issue.record(Comment(rawValue: "\(path) holds only steps (no header naming a screen); run it through runFlow"), sourceLocation: sourceLocation)
            return nil
        }
        let runner = FlowRunner(registry: registry, record: record)
        var failed: FlowResult?
        var last: FlowResult?
        for flow in flows {
            let result = runner.run(flow)
            recordIssues(for: result)
            if failed == nil, !result.passed { failed = result }
            last = result
        }
        return failed ?? last
    }

    /// `path` as found from a test in `testFile`: an absolute path as is; a relative one
    /// in the test file's folder when a file is there, else as given (the working
    /// directory).
    static func resolve(_ path: String, from testFile: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let beside = (PathName.directory(of: testFile) as NSString).appendingPathComponent(path)
        return FileManager.default.fileExists(atPath: beside) ? beside : path
    }

    /// Records a Swift Testing issue for each failure of `result`, at its step's line;
    /// a data row's are named after it (`login[2]: `).
    public static func recordIssues(for result: FlowResult) {
        let row = result.row == nil ? "" : "\(result.name): "
        for failure in result.failures {
            Issue.record(Comment(rawValue: "\(row)\(failure.step): \(failure.message)"), sourceLocation: sourceLocation(of: failure.location))
        }
    }

    /// A Swift Testing location for a place in a flow or screen file.
    static func sourceLocation(of location: TrellisCore.SourceLocation) -> Testing.SourceLocation {
        let name = URL(fileURLWithPath: location.file).lastPathComponent
        return Testing.SourceLocation(
            fileID: "Flows/\(name)", filePath: location.file, line: location.line, column: location.column)
    }
}

/// Loads and runs the flow at `path` from a Swift test; see
/// ``FlowTesting/run(atPath:registry:variables:record:sourceLocation:)``.
@discardableResult
public func runFlow(
    atPath path: String, registry: Registry = .standard, variables: [String: String] = [:], record: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> FlowResult? {
    FlowTesting.run(atPath: path, registry: registry, variables: variables, record: record, sourceLocation: sourceLocation)
}
