import Foundation
import TrellisCore

/// One step of a flow: a command and where it is written.
public struct FlowStep: Sendable, Hashable, CustomStringConvertible {
    /// What the step does.
    public var command: FlowCommand
    /// The step's place in its flow file (the `-` of its list item's command).
    public var location: SourceLocation

    /// Creates a step.
    public init(_ command: FlowCommand, at location: SourceLocation) {
        self.command = command
        self.location = location
    }

    /// The step as the runner prints it: its command and argument, e.g. `tapOn '周一'`.
    public var description: String {
        switch command {
        case .tapOn(let selector, let allowMissed), .longPressOn(let selector, let allowMissed),
             .doubleTapOn(let selector, let allowMissed):
            return "\(command.name) \(selector)" + (allowMissed ? " (allowMissed)" : "")
        case .swipe(let from, let to): return "swipe from \(from) to \(to)"
        case .assertVisible(let selector), .assertNotVisible(let selector),
             .assertSelected(let selector, _), .assertEnabled(let selector, _):
            return "\(command.name) \(selector)"
        case .assertState(let id, let key, let value): return "assertState #\(id) \(key) = \(value.serialized())"
        case .assertFrame(let id, let frame, let tolerance):
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(\.trellisDescription).joined(separator: ", ")
            return "assertFrame #\(id) [\(numbers)]" + (tolerance > 0 ? " ± \(tolerance.trellisDescription)" : "")
        case .assertSnapshot(let name): return "assertSnapshot \(name)"
        case .runFlow(let path, _): return "runFlow \(path)"
        case .repeatSteps(let times, let steps): return "repeat \(times) × \(steps.count) steps"
        case .setSize(let width, let height):
            return "setSize " + [width.map { "width \($0.trellisDescription)" }, height.map { "height \($0.trellisDescription)" }]
                .compactMap { $0 }.joined(separator: ", ")
        }
    }
}
