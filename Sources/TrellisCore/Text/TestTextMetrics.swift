import CICU
import Foundation

/// The deterministic text metrics of Docs/layouts.md ("Text metrics"), like the box-glyph test
/// fonts of other toolkits: frames never depend on which fonts a machine has.
///
/// A string is split into grapheme clusters (Swift `Character`s). Each cluster advances,
/// by the first rule that applies:
/// - 0 when every scalar in it is a control, format, nonspacing or enclosing mark
///   (General_Category Cc, Cf, Mn, Me);
/// - 1 em when its first scalar has East_Asian_Width W or F (UAX #11) or
///   Emoji_Presentation (UTS #51), or the cluster contains U+FE0F;
/// - ½ em otherwise.
///
/// A mandatory break (``MandatoryBreaks``: LF, CR, CR LF, NEL, LS, PS) starts a new line;
/// a line is 1.2 em high. East_Asian_Width and
/// Emoji_Presentation come from the system's ICU (see ``unicodeVersion``).
/// Example: "周一" at 15 pt → 30 × 18; "Mon" at 15 pt → 22.5 × 18; "" → 0 × 0. Only the
/// font's size matters: its family and weight are ignored.
public struct TestTextMetrics: TextMeasuring {
    /// Line height as a multiple of the font size: 1.2.
    public static let lineHeightFactor: CGFloat = 1.2

    /// Creates the metrics.
    public init() {}

    /// True: each cluster advances by its own rule, whatever surrounds it.
    public var measuresClustersIndependently: Bool { true }

    public func size(of text: String, font: Font) -> CGSize {
        if text.isEmpty { return .zero }
        if let size = Self.simpleSize(of: text, font: font) { return size }
        var widest: CGFloat = 0
        var lines = 1
        var ems: CGFloat = 0
        for cluster in text {
            if MandatoryBreaks.contains(cluster) {
                widest = max(widest, ems)
                ems = 0
                lines += 1
                continue
            }
            ems += Self.advance(of: cluster)
        }
        widest = max(widest, ems)
        return CGSize(width: widest * font.size, height: CGFloat(lines) * Self.lineHeightFactor * font.size)
    }

    /// The size of a text made only of scalars that are each a grapheme cluster of their
    /// own whatever surrounds them, with a width known without looking them up: printable
    /// ASCII (U+0020–U+007E: ½ em; East_Asian_Width Na, no mark or emoji among them),
    /// Latin-1 Supplement and Latin Extended-A but the soft hyphen (U+00A0–U+017F without
    /// U+00AD: ½ em; letters, symbols, punctuation and spaces, East_Asian_Width Na, N or A,
    /// no mark, control, format character or emoji among them), line feed (a new line) and
    /// CJK Unified Ideographs (U+4E00–U+9FFF: 1 em, East_Asian_Width W). None of them
    /// extends or prepends to a cluster (UAX #29), so counting scalars gives what counting
    /// clusters does. nil when the text has any other scalar.
    ///
    /// The scalars are read straight from the text's UTF-8 (a `String` is always valid
    /// UTF-8): one byte for ASCII, two bytes led by 0xC2–0xC5 for U+0080–U+017F, three
    /// bytes led by 0xE4–0xE9 for U+4000–U+9FFF.
    private static func simpleSize(of text: String, font: Font) -> CGSize? {
        var text = text
        return text.withUTF8 { bytes -> CGSize? in
            var halfEms = 0
            var widest = 0
            var lines = 1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x20...0x7E:
                    halfEms += 1
                    index += 1
                case 0x0A:
                    widest = max(widest, halfEms)
                    halfEms = 0
                    lines += 1
                    index += 1
                case 0xC2...0xC5 where index + 1 < bytes.count:
                    let scalar = UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                    guard scalar >= 0xA0, scalar != 0xAD else { return nil }
                    halfEms += 1
                    index += 2
                case 0xE4...0xE9 where index + 2 < bytes.count:
                    let scalar = UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    guard scalar >= 0x4E00 else { return nil }
                    halfEms += 2
                    index += 3
                default:
                    return nil
                }
            }
            widest = max(widest, halfEms)
            return CGSize(width: CGFloat(widest) * 0.5 * font.size, height: CGFloat(lines) * lineHeightFactor * font.size)
        }
    }

    /// 1.2 × the font size, in points.
    public func lineHeight(for font: Font) -> CGFloat {
        Self.lineHeightFactor * font.size
    }

    /// The advance of one grapheme cluster in ems: 0, 0.5 or 1 by the rules above.
    public static func advance(of cluster: Character) -> CGFloat {
        let scalars = cluster.unicodeScalars
        if scalars.allSatisfy({ isZeroWidth($0) }) { return 0 }
        guard let first = scalars.first else { return 0 }
        if isWide(first) || scalars.contains("\u{FE0F}") { return 1 }
        return 0.5
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// East_Asian_Width W (5) or F (3), or Emoji_Presentation.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let width = trellis_east_asian_width(scalar.value)
        return width == eastAsianWide || width == eastAsianFullwidth
            || trellis_is_emoji_presentation(scalar.value) != 0
    }

    /// ICU's `U_EA_FULLWIDTH`.
    private static let eastAsianFullwidth: Int32 = 3
    /// ICU's `U_EA_WIDE`.
    private static let eastAsianWide: Int32 = 5

    /// The Unicode version of the character data behind these metrics (the system ICU's),
    /// e.g. "15.0.0"; the grapheme clusters are the standard library's
    /// (``UnicodeVersions/graphemeClusters``).
    public static var unicodeVersion: String { UnicodeVersions.icuProperties }
}
