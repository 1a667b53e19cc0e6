import Testing
import TrellisCore
import TrellisFonts

/// Which of the fonts the real-font tests need are installed (`.ci/run` installs them:
/// fonts-dejavu-core, fonts-wqy-microhei and fonts-noto-core).
enum InstalledFonts {
    static let measurer = FontTextMeasurer()

    /// DejaVu Sans, the Latin font the tests measure with.
    static let dejaVu = Font(size: 15, family: "DejaVu Sans")

    /// Whether DejaVu Sans is installed.
    static let hasDejaVu: Bool = isInstalled("DejaVu Sans")

    /// Whether some installed font draws 周 and 一 (a CJK font).
    static let hasCJK: Bool = measurer.file(drawing: "周", in: dejaVu) != nil && measurer.file(drawing: "一", in: dejaVu) != nil

    /// The families the shaping tests name.
    static let shapingFamilies = [
        "Noto Sans", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans Hebrew", "Noto Sans Thai", "WenQuanYi Micro Hei", "DejaVu Sans",
    ]

    /// Whether every family the shaping tests name is installed.
    static let hasShapingFonts: Bool = shapingFamilies.allSatisfy(isInstalled)

    static let dejaVuMissing: Comment = "DejaVu Sans is not installed (apt-get install fonts-dejavu-core)"
    static let fontsMissing: Comment = "DejaVu Sans or a CJK font is not installed (apt-get install fonts-dejavu-core fonts-wqy-microhei)"
    static let shapingFontsMissing: Comment = """
        Noto Sans, Noto Sans Arabic, Noto Sans Devanagari, Noto Sans Hebrew, Noto Sans Thai, WenQuanYi Micro Hei or \
        DejaVu Sans is not installed \
        (apt-get install fonts-noto-core fonts-wqy-microhei fonts-dejavu-core)
        """

    private static func isInstalled(_ family: String) -> Bool {
        measurer.primaryFile(for: Font(size: 15, family: family))?.family == family
    }
}
