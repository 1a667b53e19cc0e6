import Trellis

/// The `--max-flow-…` options that raise or lower the flow loader's limits
/// (``FlowLimits``), shared by `test` and `validate`. The defaults shown in help are
/// ``FlowLimits/default``'s own.
enum FlowLimitOptions {
    static let maximumFileSize = OptionDeclaration(
        "--max-flow-file-size", value: "B", help: "refuse flow files larger than B bytes",
        default: String(FlowLimits.default.maximumFileSize))
    static let maximumDepth = OptionDeclaration(
        "--max-flow-depth", value: "N",
        help: "refuse flow files whose YAML nests deeper than N levels, at most \(FlowLimits.depthCeiling)",
        default: String(FlowLimits.default.maximumDepth))
    static let maximumNodeCount = OptionDeclaration(
        "--max-flow-nodes", value: "N",
        help: "refuse flow files that expand to more than N YAML nodes, aliases counted each time they are used",
        default: String(FlowLimits.default.maximumNodeCount))
    static let maximumExpandedBytes = OptionDeclaration(
        "--max-flow-bytes", value: "B",
        help: "refuse flow files whose YAML text expands to more than B bytes, aliases counted each time they are used",
        default: String(FlowLimits.default.maximumExpandedBytes))
    static let maximumStepCount = OptionDeclaration(
        "--max-flow-steps", value: "N",
        help: "refuse flows that run more than N steps, counting repeat and runFlow each time they run",
        default: String(FlowLimits.default.maximumStepCount))
    static let maximumNesting = OptionDeclaration(
        "--max-flow-nesting", value: "N",
        help: "refuse steps nested deeper than N levels of runFlow and repeat, at most \(FlowLimits.nestingCeiling)",
        default: String(FlowLimits.default.maximumNesting))

    /// Every option, in the order help lists them.
    static let all = [maximumFileSize, maximumDepth, maximumNodeCount, maximumExpandedBytes, maximumStepCount, maximumNesting]

    /// The limits the options ask for, the defaults where not given.
    ///
    /// - Throws: a usage error for a value that is not a whole number from 1 up (up to the
    ///   ceilings for the depths).
    static func limits(from arguments: ParsedArguments) throws(CommandFailure) -> FlowLimits {
        var limits = FlowLimits.default
        if let size = try LoadLimitOptions.count(arguments, maximumFileSize) { limits.maximumFileSize = size }
        if let depth = try LoadLimitOptions.count(arguments, maximumDepth, upTo: FlowLimits.depthCeiling) { limits.maximumDepth = depth }
        if let nodes = try LoadLimitOptions.count(arguments, maximumNodeCount) { limits.maximumNodeCount = nodes }
        if let bytes = try LoadLimitOptions.count(arguments, maximumExpandedBytes) { limits.maximumExpandedBytes = bytes }
        if let steps = try LoadLimitOptions.count(arguments, maximumStepCount) { limits.maximumStepCount = steps }
        if let nesting = try LoadLimitOptions.count(arguments, maximumNesting, upTo: FlowLimits.nestingCeiling) {
            limits.maximumNesting = nesting
        }
        return limits
    }
}
