import Trellis

/// The `--max-flow-…` options that raise or lower the flow loader's limits
/// (``FlowLimits``), shared by `test` and `validate`.
enum FlowLimitOptions {
    /// The option names, each taking a whole number.
    static let names: Set<String> = [
        "--max-flow-file-size", "--max-flow-depth", "--max-flow-nodes", "--max-flow-bytes", "--max-flow-steps",
        "--max-flow-nesting",
    ]

    /// The help lines for the options, indented as the commands' other options.
    static let help = """
      --max-flow-file-size B
                          refuse flow files larger than B bytes (default 16777216)
      --max-flow-depth N  refuse flow files whose YAML nests deeper than N levels
                          (default 64, at most \(FlowLimits.depthCeiling))
      --max-flow-nodes N  refuse flow files that expand to more than N YAML nodes,
                          aliases counted each time they are used (default 1000000)
      --max-flow-bytes B  refuse flow files whose YAML text expands to more than B
                          bytes, aliases counted each time they are used (default 67108864)
      --max-flow-steps N  refuse flows that run more than N steps, counting repeat and
                          runFlow each time they run (default 1000000)
      --max-flow-nesting N
                          refuse steps nested deeper than N levels of runFlow and
                          repeat (default 64, at most \(FlowLimits.nestingCeiling))
    """

    /// The limits the options ask for, the defaults where not given; a usage error for a
    /// value that is not a whole number from 1 up (up to the ceilings for the depths).
    static func limits(from parser: ArgumentParser) throws(CommandFailure) -> FlowLimits {
        var limits = FlowLimits.default
        if let size = try LoadLimitOptions.count(parser, "--max-flow-file-size") { limits.maximumFileSize = size }
        if let depth = try LoadLimitOptions.count(parser, "--max-flow-depth", upTo: FlowLimits.depthCeiling) { limits.maximumDepth = depth }
        if let nodes = try LoadLimitOptions.count(parser, "--max-flow-nodes") { limits.maximumNodeCount = nodes }
        if let bytes = try LoadLimitOptions.count(parser, "--max-flow-bytes") { limits.maximumExpandedBytes = bytes }
        if let steps = try LoadLimitOptions.count(parser, "--max-flow-steps") { limits.maximumStepCount = steps }
        if let nesting = try LoadLimitOptions.count(parser, "--max-flow-nesting", upTo: FlowLimits.nestingCeiling) {
            limits.maximumNesting = nesting
        }
        return limits
    }
}
