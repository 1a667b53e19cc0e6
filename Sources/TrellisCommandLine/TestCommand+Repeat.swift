import Foundation
import Trellis

extension TestCommand {
    static let repeatOption = OptionDeclaration(
        "--repeat", value: "N",
        help:
            "run every flow N times (1 to 1000), each on a fresh screen, and fail it as not deterministic at the first step whose log line (without the time), taps, failure or text dump after it differs from run 1's; when all agree the result is run 1's and its last line is '≡ N runs identical'. Flows never retry",
        default: "1", example: "--repeat 3")

    /// The environment variable that moves every tap of one run 1 point right, to test
    /// the `--repeat` check itself (Docs/flows.md, "`--repeat N`: proving a flow
    /// deterministic").
    static let repeatFaultVariable = "TRELLIS_REPEAT_FAULT"

    /// How `--repeat` and `TRELLIS_REPEAT_FAULT` (read from `environment`, not empty) ask
    /// each flow to run.
    ///
    /// - Throws: a usage error for a count that is not a whole number from 1 to 1000, or a
    ///   fault that is not a run number from 1 to 1000.
    static func repetition(from arguments: ParsedArguments, environment: [String: String]) throws(CommandFailure) -> FlowRepetition {
        var count = 1
        if let text = try arguments.value(repeatOption) {
            guard let value = wholeNumber(text, in: FlowRepetition.counts) else {
                throw usage("--repeat expects a whole number from 1 to 1000, not '\(text.debugEscaped)'")
            }
            count = value
        }
        var faultyRun: Int?
        if let text = environment[repeatFaultVariable], !text.isEmpty {
            guard let value = wholeNumber(text, in: FlowRepetition.counts) else {
                throw usage("\(repeatFaultVariable) expects a run number from 1 to 1000, not '\(text.debugEscaped)'")
            }
            faultyRun = value
        }
        return FlowRepetition(count: count, faultyRun: faultyRun) { step in timelessLine(for: step) }
    }

    /// `text` as a whole number of ASCII digits within `range`; nil otherwise.
    private static func wholeNumber(_ text: String, in range: ClosedRange<Int>) -> Int? {
        guard NumberSyntax.isCount(text), let value = Int(text), range.contains(value) else { return nil }
        return value
    }

    /// The line a repeated flow's output ends with when every run was the same
    /// (`  ≡ 3 runs identical`); nothing for a single run or a flow whose runs differ.
    static func repetitionLine(for result: FlowResult, _ repetition: FlowRepetition) -> String {
        guard repetition.count > 1, !FlowRepetition.isNotDeterministic(result) else { return "" }
        return "  ≡ \(repetition.count) runs identical\n"
    }

    /// `step`'s line as printed, without its wall time (` (0.13 ms)`), and its note's line
    /// when it has one: what `--repeat` compares of a step's line.
    static func timelessLine(for step: StepResult) -> String {
        var timeless = step
        timeless.duration = 0
        let line = TestPrinter().line(for: timeless)
        guard let range = line.range(of: " (0.00 ms)\n") else { return line }
        return line.replacingCharacters(in: range, with: "\n")
    }
}
