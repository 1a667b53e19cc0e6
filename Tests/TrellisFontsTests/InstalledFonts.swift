import Testing
import TrellisCore
import TrellisFonts

/// Which of the fonts the real-font tests need are installed (`.ci/run` installs them:
/// fonts-dejavu-core and fonts-wqy-microhei).
enum InstalledFonts {
    static let measurer = FontTextMeasurer()

    /// DejaVu Sans, the Latin font the tests measure with.
    static let dejaVu = Font(size: 15, family: "DejaVu Sans")

    /// Whether DejaVu Sans is installed.
    static let hasDejaVu: Bool = measurer.primaryFile(for: dejaVu)?.family == "DejaVu Sans"

    /// Whether some installed font draws 周 and 一 (a CJK font).
    static let hasCJK: Bool = measurer.file(drawing: "周", in: dejaVu) != nil && measurer.file(drawing: "一", in: dejaVu) != nil

    static let dejaVuMissing: Comment = "DejaVu Sans is not installed (apt-get install fonts-dejavu-core)"
    static let fontsMissing: Comment = "DejaVu Sans or a CJK font is not installed (apt-get install fonts-dejavu-core fonts-wqy-microhei)"
}
