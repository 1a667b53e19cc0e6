import Trellis

/// The `--max-…` options that raise or lower the screen loader's limits (``LoadLimits``),
/// shared by `run`, `render` and `validate`.
enum LoadLimitOptions {
    /// The option names, each taking a whole number.
    static let names: Set<String> = ["--max-depth", "--max-views", "--max-file-size", "--max-attribute-length"]

    /// The help lines for the options, indented as the commands' other options.
    static let help = """
      --max-depth N       refuse screens nested deeper than N levels (default 256, at
                          most \(LoadLimits.depthCeiling))
      --max-views N       refuse screens with more than N elements (default 250000)
      --max-file-size B   refuse screen files larger than B bytes (default 67108864)
      --max-attribute-length B
                          refuse attribute values and texts longer than B bytes
                          (default 1048576)
    """

    /// The limits the options ask for, the defaults where not given; a usage error for a
    /// value that is not a whole number from 1 up (up to the depth ceiling for depth).
    static func limits(from parser: ArgumentParser) throws(CommandFailure) -> LoadLimits {
        var limits = LoadLimits.default
        if let depth = try count(parser, "--max-depth", upTo: LoadLimits.depthCeiling) { limits.maximumDepth = depth }
        if let views = try count(parser, "--max-views") { limits.maximumViewCount = views }
        if let size = try count(parser, "--max-file-size") { limits.maximumFileSize = size }
        if let length = try count(parser, "--max-attribute-length") { limits.maximumAttributeLength = length }
        return limits
    }

    static func count(_ parser: ArgumentParser, _ option: String, upTo maximum: Int = .max) throws(CommandFailure) -> Int? {
        guard let text = try parser.value(option) else { return nil }
        guard let value = Int(text), value >= 1, value <= maximum else {
            let range = maximum == .max ? "a whole number from 1 up" : "a whole number from 1 to \(maximum)"
            throw usage("\(option) expects \(range), not '\(text)'")
        }
        return value
    }
}
