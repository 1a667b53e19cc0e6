import Foundation

/// What a flow command does, as the runner, the loader and the checker need to know it
/// (Docs/architecture.md, "The session and a run's observers"): they read these traits
/// and never a command's name or type.
///
/// Every ``FlowCommand`` declares its traits; none is implied. A command with none of
/// them reads the screen and leaves everything as it was, except that its step clears the
/// actions `assertAction` checks unless it ``recordsActions``.
public struct FlowCommandTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The command may change the screen (a tap, a scroll, typing, a new size): the step
    /// pictures are drawn again after it. A step without it shows the picture drawn last.
    public static let changesScreen = FlowCommandTraits(rawValue: 1 << 0)

    /// The named actions the step sends are recorded, and become what the next
    /// `assertAction` or `assertNoAction` checks. Every command has it except those two,
    /// which read the record and leave it as it is, so that several may follow one step.
    public static let recordsActions = FlowCommandTraits(rawValue: 1 << 1)

    /// The command runs other steps (``FlowCommand/nestedSteps``): the loader resolves
    /// them, the checker visits them and the runner reports them one level deeper.
    public static let hasNestedSteps = FlowCommandTraits(rawValue: 1 << 2)

    /// The command checks the screen and changes nothing (the `assert…` commands).
    public static let isAssertion = FlowCommandTraits(rawValue: 1 << 3)

    /// The command moves the screen's clock itself (`advanceClock`,
    /// `waitForAnimationToEnd`): the runner does not settle after it (Docs/time.md,
    /// "Flows").
    public static let movesClock = FlowCommandTraits(rawValue: 1 << 4)

    /// The command runs only when its conditions hold (`runFlow`'s `when:`,
    /// Docs/flows.md, "Conditions"): the runner asks it first
    /// (``FlowCommand/skipReason(in:)``), and a step it skips runs and sends nothing.
    public static let isConditional = FlowCommandTraits(rawValue: 1 << 5)

    /// The traits by name, in the order of their bits, for messages and tests.
    public static let named: [(name: String, trait: FlowCommandTraits)] = [
        ("changesScreen", .changesScreen), ("recordsActions", .recordsActions),
        ("hasNestedSteps", .hasNestedSteps), ("isAssertion", .isAssertion), ("movesClock", .movesClock),
        ("isConditional", .isConditional),
    ]
}

extension FlowCommandTraits: CustomStringConvertible {
    /// The names of the traits set, in the order of ``named``, joined by `, `; `none` for
    /// the empty set.
    public var description: String {
        let names = Self.named.filter { contains($0.trait) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
