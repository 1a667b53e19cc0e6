import Foundation
import Trellis

/// The text `trellis test` prints for each flow, and the failure artifacts it writes.
///
/// A flow prints as `▸ PATH`, then one line per step as it finishes (`✓` or `✗`, the
/// step, the screen's clock once anything moved it — `· clock 0ms → 250ms` over the step,
/// `· clock 250ms` when it stood still (Docs/time.md, "Flows") — and its wall time in
/// milliseconds), indented by its depth inside `repeat` and `runFlow`,
/// then, for a failure, the located error and the artifacts written.
struct TestPrinter: Sendable {
    /// Where failure artifacts go and what they are called; nil writes none.
    var artifacts: (directory: String, names: ArtifactNames)?
    /// Whether each failure is followed by its GitHub Actions workflow command
    /// (``GitHubAnnotations``, `GITHUB_ACTIONS=true`).
    var annotatesForGitHub = false

    /// `▸ PATH`, or for a data row `▸ PATH[i] (NAME=value, …)` (Docs/flows.md, "Data rows").
    func header(for path: String, row: FlowRow? = nil) -> String {
        guard let row else { return "▸ \(path.debugEscaped)\n" }
        return "▸ \(path.debugEscaped)[\(row.number)] (\(row.summary.debugEscaped))\n"
    }

    func line(for step: StepResult) -> String {
        var bytes: [UInt8] = []
        TestPrinter.appendLine(for: step, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `step`'s line to `bytes` (UTF-8) piece by piece: a flow's lines are most
    /// of what `trellis test` prints, and building each from interpolated strings cost
    /// more than the step's own checks.
    private static func appendLine(for step: StepResult, to bytes: inout [UInt8]) {
        if let section = step.section {
            for _ in 0...max(0, step.depth) { bytes.append(contentsOf: "  ".utf8) }
            bytes.append(contentsOf: section.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        for _ in 0...max(0, step.depth) { bytes.append(contentsOf: "  ".utf8) }
        if let skipped = step.skipped {
            bytes.append(contentsOf: "○ ".utf8)
            bytes.append(contentsOf: step.step.debugEscaped.utf8)
            bytes.append(contentsOf: " (skipped: ".utf8)
            bytes.append(contentsOf: skipped.debugEscaped.utf8)
            bytes.append(contentsOf: ")\n".utf8)
            return
        }
        bytes.append(contentsOf: step.passed ? "✓ ".utf8 : "✗ ".utf8)
        bytes.append(contentsOf: step.step.debugEscaped.utf8)
        if step.time.upperBound > 0 {
            bytes.append(contentsOf: " · clock ".utf8)
            bytes.append(contentsOf: String(step.time.lowerBound).utf8)
            if step.time.lowerBound != step.time.upperBound {
                bytes.append(contentsOf: "ms → ".utf8)
                bytes.append(contentsOf: String(step.time.upperBound).utf8)
            }
            bytes.append(contentsOf: "ms".utf8)
        }
        bytes.append(contentsOf: " (".utf8)
        appendMilliseconds(step.duration, to: &bytes)
        bytes.append(contentsOf: " ms)\n".utf8)
        if let note = step.note {
            for _ in 0...max(0, step.depth) { bytes.append(contentsOf: "  ".utf8) }
            bytes.append(contentsOf: "  note: ".utf8)
            bytes.append(contentsOf: note.debugEscaped.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// `seconds` in milliseconds with two decimals ("0.13"), as `%.2f` writes them,
    /// without Foundation's formatting, which costs more than the rest of a step's line.
    static func milliseconds(_ seconds: Double) -> String {
        var bytes: [UInt8] = []
        appendMilliseconds(seconds, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendMilliseconds(_ seconds: Double, to bytes: inout [UInt8]) {
        TwoDecimals.append(hundredths: (max(0, seconds) * 100_000).rounded(), of: seconds * 1000, to: &bytes)
    }

    /// The end of a flow's output; writes its artifacts when it failed.
    func finish(_ result: FlowResult) -> String {
        var text = result.failures.map { failure in
            failure.description.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + String($0).debugEscaped + "\n" }.joined()
                + (annotatesForGitHub ? GitHubAnnotations.error(for: failure, test: result.row == nil ? nil : result.name) + "\n" : "")
        }.joined()
        if let artifacts, let failure = result.failure {
            text += writeArtifacts(failure, named: artifacts.names.stem(for: result.testPath), to: artifacts.directory)
        }
        return text
    }

    /// Everything a flow prints, for runs that print whole flows at once.
    func text(for result: FlowResult) -> String {
        var bytes = Array(header(for: result.path, row: result.row).utf8)
        bytes.reserveCapacity(bytes.count + 48 * result.steps.count)
        for step in result.steps { TestPrinter.appendLine(for: step, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self) + finish(result)
    }

    /// What the text artifact adds after the tree: the located failure (the failing
    /// step and its line) and the tap log up to it, numbered as the picture numbers taps.
    private static func explanation(of failure: FlowFailure) -> String {
        var text = "\nFailed: \(failure.description.debugEscapedLines)\n"
        if !failure.taps.isEmpty {
            text += "\nTaps:\n" + failure.taps.enumerated().map { "  \($0.offset + 1). \($0.element.description.debugEscaped)\n" }.joined()
        }
        return text
    }

    private func writeArtifacts(_ failure: FlowFailure, named name: String, to directory: String) -> String {
        let stem = (directory as NSString).appendingPathComponent(name)
        var written: [String] = []
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let files = [
                (".txt", failure.textDump.map { $0 + Self.explanation(of: failure) }), (".json", failure.json.map { $0 + "\n" }), (".svg", failure.picture),
            ]
            for (suffix, content) in files {
                guard let content else { continue }
                try AtomicFile.write(Data(content.utf8), to: stem + suffix)
                written.append(stem + suffix)
            }
        } catch let error as AtomicFileError {
            return "    could not write artifacts to \(directory): \(error.description)\n"
        } catch {
            return "    could not write artifacts to \(directory): \(AtomicFileError.reason(for: error))\n"
        }
        return written.isEmpty ? "" : "    artifacts: \(written.joined(separator: ", "))\n"
    }
}
