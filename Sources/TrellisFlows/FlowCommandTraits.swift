/// What a flow command does, declared by the command (``FlowCommand/traits``): the runner,
/// the loader and the checks read these and never a command's name or type
/// (Docs/flows.md, "Adding a command").
///
/// Most commands act on the screen and are ``default``; an assertion is
/// `[.isAssertion, .recordsActions]`; a command that runs other steps has
/// ``hasNestedSteps`` and says which steps through ``FlowCommand/nestedSteps``.
public struct FlowCommandTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates traits from their raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The command may change the screen (a tap, typing, a scroll, a new size): with
    /// pictures captured, the runner draws the screen anew after it. A step without it
    /// shows the picture drawn last.
    public static let changesScreen = FlowCommandTraits(rawValue: 1 << 0)
    /// The named actions sent while the command runs become the actions of "the step
    /// before" that `assertAction` and `assertNoAction` read. A command without it
    /// (those two) leaves them as they are, so several may follow one step.
    public static let recordsActions = FlowCommandTraits(rawValue: 1 << 1)
    /// The command runs other steps (``FlowCommand/nestedSteps``): the loader resolves
    /// them (a file it includes, ``FlowCommand/includedFile``), counts them against the
    /// limits (``FlowCommand/repetitions`` times) and the checks visit them; each reports
    /// its own result, one level deeper.
    public static let hasNestedSteps = FlowCommandTraits(rawValue: 1 << 2)
    /// The command checks the screen and changes nothing: its failure is a finding, not
    /// an action that went wrong.
    public static let isAssertion = FlowCommandTraits(rawValue: 1 << 3)

    /// A command that acts on the screen: `[.changesScreen, .recordsActions]`.
    public static let `default`: FlowCommandTraits = [.changesScreen, .recordsActions]
    /// A command that checks the screen: `[.isAssertion, .recordsActions]`.
    public static let assertion: FlowCommandTraits = [.isAssertion, .recordsActions]
    /// A command that runs other steps: `[.hasNestedSteps, .recordsActions]`; whether the
    /// screen changes is said by each of its steps.
    public static let container: FlowCommandTraits = [.hasNestedSteps, .recordsActions]
}
