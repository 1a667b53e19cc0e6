/// What a ``FlowRunner`` keeps of each step besides its outcome, for reports that show
/// what happened (`trellis test --html` and `--artifacts`). Nothing by default, so a plain
/// run pays for none of it.
public struct FlowCaptures: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Each step's taps (``StepResult/taps``) and, on failure, the tap log so far
    /// (``FlowFailure/taps``) with the failing taps marked in the failure's picture.
    public static let taps = FlowCaptures(rawValue: 1 << 0)
    /// A picture of the screen after each step (``StepResult/picture``): SVG, the step's
    /// taps marked; a step that leaves the screen alone (an assertion) gets the picture
    /// drawn last. Implies ``taps``.
    public static let pictures = FlowCaptures(rawValue: 1 << 1)
}
