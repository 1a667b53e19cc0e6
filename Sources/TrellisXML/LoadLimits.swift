import TrellisCore

/// The sizes past which the screen loader refuses a file, each with a located error that
/// names the limit, so that a hostile or broken file can neither exhaust memory nor
/// overflow the stack (Docs/screen-xml.md, "Safety"). Every limit can be raised or lowered per
/// loader (``ScreenLoader/limits``) and from the command line (`--max-…` options).
///
/// Any `Int` is a valid limit: `Int.max` lifts a limit (the depth stays within
/// ``depthCeiling``), and a limit below 0 acts as 0, which refuses every file (no file is
/// shorter than 0 bytes, and `<screen>` itself is one level and one element).
public struct LoadLimits: Hashable, Sendable {
    /// The largest file read, in bytes: 64 MiB by default (`--max-file-size`).
    public var maximumFileSize: Int
    /// The deepest nesting of elements, counting `<screen>` as level 1: 256 by default, as
    /// libxml2's own default (`--max-depth`). Values above ``depthCeiling`` act as the
    /// ceiling, because layout, hit-testing and printing descend the tree recursively.
    public var maximumDepth: Int
    /// The most elements, and so views, in one file: 250,000 by default (`--max-views`).
    public var maximumViewCount: Int
    /// The longest attribute value, and the longest text content of an element, in UTF-8
    /// bytes after entities are replaced: 1 MiB by default (`--max-attribute-length`).
    /// A value over the limit is reported and left out.
    public var maximumAttributeLength: Int

    /// The highest nesting depth a loader accepts, whatever ``maximumDepth`` says: 1,000
    /// levels, which the layout engine, hit-testing and the printers descend within a
    /// thread's default stack.
    public static let depthCeiling = 1_000

    /// The defaults: 64 MiB, 256 levels, 250,000 views, 1 MiB values.
    public static let `default` = LoadLimits()

    /// Creates limits; each defaults to the value documented on its property.
    public init(
        maximumFileSize: Int = 64 << 20, maximumDepth: Int = 256, maximumViewCount: Int = 250_000,
        maximumAttributeLength: Int = 1 << 20
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumViewCount = maximumViewCount
        self.maximumAttributeLength = maximumAttributeLength
    }

    /// Whether `diagnostic` reports a crossed limit: those messages name the limit's
    /// property, `(LoadLimits.maximumDepth, --max-depth)`.
    public static func isCrossing(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.contains("(LoadLimits.")
    }

    /// The limits as a load applies them: none below 0, the depth within ``depthCeiling``.
    var effective: LoadLimits {
        LoadLimits(
            maximumFileSize: max(0, maximumFileSize), maximumDepth: min(max(0, maximumDepth), Self.depthCeiling),
            maximumViewCount: max(0, maximumViewCount), maximumAttributeLength: max(0, maximumAttributeLength))
    }
}
