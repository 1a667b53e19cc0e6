import Trellis

/// The `--max-…` options that raise or lower the screen loader's limits (``LoadLimits``),
/// shared by `run`, `render` and `validate`. The defaults shown in help are
/// ``LoadLimits/default``'s own.
enum LoadLimitOptions {
    static let maximumDepth = OptionDeclaration(
        "--max-depth", value: "N", help: "refuse screens nested deeper than N levels, at most \(LoadLimits.depthCeiling)",
        default: String(LoadLimits.default.maximumDepth))
    static let maximumViews = OptionDeclaration(
        "--max-views", value: "N", help: "refuse screens with more than N elements", default: String(LoadLimits.default.maximumViewCount))
    static let maximumFileSize = OptionDeclaration(
        "--max-file-size", value: "B", help: "refuse screen files larger than B bytes", default: String(LoadLimits.default.maximumFileSize))
    static let maximumAttributeLength = OptionDeclaration(
        "--max-attribute-length", value: "B", help: "refuse attribute values and texts longer than B bytes",
        default: String(LoadLimits.default.maximumAttributeLength))

    /// Every option, in the order help lists them.
    static let all = [maximumDepth, maximumViews, maximumFileSize, maximumAttributeLength]

    /// The limits the options ask for, the defaults where not given.
    ///
    /// - Throws: a usage error for a value that is not a whole number from 1 up (up to
    ///   the depth ceiling for depth). The largest integer is accepted and lifts the limit
    ///   (``LoadLimits``).
    static func limits(from arguments: ParsedArguments) throws(CommandFailure) -> LoadLimits {
        var limits = LoadLimits.default
        if let depth = try count(arguments, maximumDepth, upTo: LoadLimits.depthCeiling) { limits.maximumDepth = depth }
        if let views = try count(arguments, maximumViews) { limits.maximumViewCount = views }
        if let size = try count(arguments, maximumFileSize) { limits.maximumFileSize = size }
        if let length = try count(arguments, maximumAttributeLength) { limits.maximumAttributeLength = length }
        return limits
    }

    static func count(_ arguments: ParsedArguments, _ option: OptionDeclaration, upTo maximum: Int = .max) throws(CommandFailure) -> Int? {
        guard let text = try arguments.value(option) else { return nil }
        guard let value = Int(text), value >= 1, value <= maximum else {
            let range = maximum == .max ? "a whole number from 1 up" : "a whole number from 1 to \(maximum)"
            throw usage("\(option.name) expects \(range), not '\(text)'")
        }
        return value
    }
}
