import TrellisCore

/// The sizes past which the flow loader refuses flows, each measured by what the flow
/// costs once expanded (YAML aliases, `runFlow` and `repeat`), not by how it looks, and
/// each reported with a located error that names the limit (Docs/flows.md, "Limits"). Every
/// limit can be raised or lowered per loader (``FlowLoader/limits``) and from the command
/// line (`--max-flow-…` options of `trellis test` and `trellis validate`).
///
/// Any `Int` is a valid limit, as for screens: `Int.max` lifts a limit (the depths stay
/// within their ceilings), and a limit below 0 acts as 0, which refuses every flow.
public struct FlowLimits: Hashable, Sendable {
    /// The largest flow file read, in bytes: 16 MiB by default (`--max-flow-file-size`).
    public var maximumFileSize: Int
    /// The deepest nesting of YAML sequences and mappings in one file, counting the
    /// outermost as level 1: 64 levels by default (`--max-flow-depth`), enforced while
    /// the file is parsed. Values above ``depthCeiling`` act as the ceiling.
    public var maximumDepth: Int
    /// The most YAML nodes one file may expand to, an alias counting every node it
    /// repeats each time it is used: 1,000,000 by default (`--max-flow-nodes`).
    public var maximumNodeCount: Int
    /// The most bytes of YAML scalars one file may expand to, an alias counting every
    /// byte it repeats each time it is used: 64 MiB by default (`--max-flow-bytes`).
    public var maximumExpandedBytes: Int
    /// The most steps one flow may run: every step counts once each time it runs, so a
    /// step inside `repeat: {times: n}` counts n times (at least once) and each step of a
    /// file counts each time `runFlow` includes it: 1,000,000 by default
    /// (`--max-flow-steps`).
    public var maximumStepCount: Int
    /// The deepest nesting of steps, each `runFlow` and each `repeat` adding a level:
    /// 64 by default (`--max-flow-nesting`). Values above ``nestingCeiling`` act as the
    /// ceiling, because loading and running descend the steps recursively.
    public var maximumNesting: Int

    /// The deepest YAML nesting a loader accepts, whatever ``maximumDepth`` says: 1,000
    /// levels, as for screens (`LoadLimits.depthCeiling`).
    public static let depthCeiling = 1_000

    /// The deepest step nesting a loader accepts, whatever ``maximumNesting`` says:
    /// 256 levels.
    public static let nestingCeiling = 256

    /// The defaults: 16 MiB, 64 levels, 1,000,000 nodes, 64 MiB, 1,000,000 steps,
    /// 64 levels of steps.
    public static let `default` = FlowLimits()

    /// Creates limits; each defaults to the value documented on its property.
    public init(
        maximumFileSize: Int = 16 << 20, maximumDepth: Int = 64, maximumNodeCount: Int = 1_000_000,
        maximumExpandedBytes: Int = 64 << 20, maximumStepCount: Int = 1_000_000, maximumNesting: Int = 64
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumNodeCount = maximumNodeCount
        self.maximumExpandedBytes = maximumExpandedBytes
        self.maximumStepCount = maximumStepCount
        self.maximumNesting = maximumNesting
    }

    /// The limits as the loader applies them: each at least 0, the depths within their
    /// ceilings.
    var effective: FlowLimits {
        FlowLimits(
            maximumFileSize: max(0, maximumFileSize), maximumDepth: min(max(0, maximumDepth), Self.depthCeiling),
            maximumNodeCount: max(0, maximumNodeCount), maximumExpandedBytes: max(0, maximumExpandedBytes),
            maximumStepCount: max(0, maximumStepCount), maximumNesting: min(max(0, maximumNesting), Self.nestingCeiling))
    }
}
