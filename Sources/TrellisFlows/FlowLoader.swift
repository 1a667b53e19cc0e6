import Foundation
import TrellisCore
import TrellisXML

/// Reads flow files (Docs/flows.md, "Checking before running") into checked ``Flow`` values.
///
/// Everything is checked before anything runs: the YAML, every command and argument,
/// every file that `runFlow` names (and that no flow includes itself, directly or not),
/// and the screen file each flow names, with the screen loader's own checks. Every
/// problem in every file comes back at once, in compiler format.
///
/// ```swift
/// let flow = try FlowLoader(registry: .standard).load(contentsOfFile: "Examples/flows/weekdays.yaml")
/// let result = FlowRunner(registry: .standard).run(flow)
/// ```
public struct FlowLoader: Sendable {
    /// The widgets and layouts screens are checked against.
    public var registry: Registry
    /// The sizes past which flows are refused: file size, YAML nesting and expansion,
    /// steps run and step nesting; ``FlowLimits/default`` unless given.
    public var limits: FlowLimits
    /// Where the screens checked before running are kept once parsed: a runner given
    /// the same cache (``FlowRunner/screens``) builds its flows' screens from those
    /// parses instead of reading the files again; nil (the default) lets the parses go
    /// when loading ends.
    package var screens: ScreenCache?
    /// The variables bound on the command line (`-e KEY=VALUE`, Docs/flows.md,
    /// "Parameters"): the highest of the bindings a flow's `${NAME}` is read from. Empty
    /// (the default) binds nothing; the process environment is never read.
    public var variables: [String: String] = [:]

    /// Creates a loader checking screens against `registry`, with `limits`.
    public init(registry: Registry, limits: FlowLimits = .default) {
        self.registry = registry
        self.limits = limits
    }

    /// Loads one flow file: its test, or for a flow with data rows its first row's
    /// (``load(files:includeSteps:jobs:)`` gives every row).
    ///
    /// - Throws: `FlowLoadError.unreadable(path:reason:)` when it cannot be read,
    ///   `FlowLoadError.invalid(_:)` with every problem in it, its included flows and
    ///   its screen.
    public func load(contentsOfFile path: String) throws(FlowLoadError) -> Flow {
        let flows = try load(files: [path])
        guard let flow = flows.first else { throw .unreadable(path: path, reason: "it holds no flow") }
        return flow
    }

    /// Loads flow files, in order, one flow per test: a file with data rows gives one
    /// per row (Docs/flows.md, "Data rows"); included flows (files holding only steps) are
    /// skipped unless `includeSteps` is true. With `jobs` above 1 (default 1), the files
    /// are read and parsed on that many threads at once first; the flows and every
    /// problem come out as they do from one thread.
    ///
    /// - Throws: `FlowLoadError.unreadable(path:reason:)` for the first file that
    ///   cannot be read, else `FlowLoadError.invalid(_:)` with every problem in every
    ///   file.
    public func load(files paths: [String], includeSteps: Bool = true, jobs: Int = 1) throws(FlowLoadError) -> [Flow] {
        var session = FlowLoadSession(loader: self)
        session.readAhead(paths, jobs: jobs)
        var flows: [Flow] = []
        for path in paths {
            guard let parsed = try session.parse(path) else {
                try session.checkReferences(ofInvalid: path)
                continue
            }
            if parsed.parsed.header == nil, !includeSteps { continue }
            flows += try session.flows(path, parsed)
        }
        if !session.diagnostics.isEmpty { throw .invalid(DiagnosticError(session.diagnostics)) }
        return flows
    }

    /// Reads a regular file's bytes, with the size limit, and its identity; a FIFO,
    /// socket or device is refused without blocking.
    func read(_ path: String) throws(FlowLoadError) -> (bytes: [UInt8], identity: RegularFile.Identity) {
        let limits = limits.effective
        do {
            return try RegularFile.read(path, maximumSize: limits.maximumFileSize)
        } catch {
            switch error {
            case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
            case .tooLarge:
                throw .unreadable(
                    path: path,
                    reason:
                        "it is larger than the \(limits.maximumFileSize.formatted)-byte limit for flow files (FlowLimits.maximumFileSize, --max-flow-file-size)"
                )
            }
        }
    }

    /// `relative` resolved against the directory of `file`, with `.` and `name/..`
    /// removed; an absolute `relative` is kept.
    public static func resolve(_ relative: String, against file: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        let directory = PathName.directory(of: file)
        return normalize(directory.isEmpty ? relative : directory + "/" + relative)
    }

    private static func normalize(_ path: String) -> String {
        let dot = UInt8(ascii: ".")
        var parts: [Substring] = []
        // Split as bytes: `/` and `.` are one byte each in UTF-8, never part of another
        // character's bytes, and a path is bytes to the system.
        for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let dots = part.count <= 2 && part.allSatisfy({ $0 == dot }) ? part.count : 0
            if dots == 1 { continue }
            if dots == 2, let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(Substring(part))
            }
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
