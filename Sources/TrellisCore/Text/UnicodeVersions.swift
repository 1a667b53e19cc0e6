import CICU

/// Which Unicode data Trellis's text rules use (Docs/layouts.md, "Text metrics"), so that
/// a difference between machines can be seen: `trellis --version` prints them.
///
/// - Grapheme clusters (what the test metrics measure, and where a word too wide for its
///   line may be broken) are Swift `Character`s: the standard library's own Unicode data.
/// - East_Asian_Width, Emoji_Presentation, line-break opportunities (UAX #14), scripts and
///   bidi levels (for shaping runs) come from the system's ICU.
public enum UnicodeVersions {
    /// The Unicode version of the standard library's character data, which splits
    /// grapheme clusters, as "major.minor" ("16.0"): the newest `age` of any scalar
    /// (`Unicode.Scalar.Properties.age`), as that data has every scalar of its version.
    public static let graphemeClusters: String = {
        var newest = (major: 0, minor: 0)
        for value in UInt32(0)...0x10FFFF {
            guard let age = Unicode.Scalar(value)?.properties.age else { continue }
            if (age.major, age.minor) > (newest.major, newest.minor) { newest = (age.major, age.minor) }
        }
        return "\(newest.major).\(newest.minor)"
    }()

    /// The Unicode version of the system ICU's character properties, as
    /// "major.minor.micro" ("15.0.0").
    public static var icuProperties: String { read(trellis_unicode_version) }

    /// The version of the system's ICU library, as "major.minor.micro" ("72.1.0").
    public static var icuLibrary: String { read(trellis_icu_version) }

    /// What `body` writes into a 32-byte buffer, up to its NUL.
    private static func read(_ body: (UnsafeMutablePointer<CChar>?, Int32) -> Void) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        buffer.withUnsafeMutableBufferPointer { body($0.baseAddress, Int32($0.count)) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
