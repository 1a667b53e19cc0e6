/// Trellis's version and the versions of the Unicode data its text rules use
/// (``UnicodeVersions``), as `trellis --version` prints them.
public enum TrellisVersion {
    /// Trellis's own version (semantic versioning): "0.1.0".
    public static let trellis = "0.1.0"

    /// Four lines, for example:
    /// ```
    /// trellis 0.1.0
    /// grapheme clusters: Unicode 17.0 (the Swift standard library's data)
    /// character properties and line breaks: Unicode 15.0.0 (ICU 72.1.0)
    /// shaping: HarfBuzz 6.0.0
    /// ```
    public static var description: String {
        """
        trellis \(trellis)
        grapheme clusters: Unicode \(UnicodeVersions.graphemeClusters) (the Swift standard library's data)
        character properties and line breaks: Unicode \(UnicodeVersions.icuProperties) (ICU \(UnicodeVersions.icuLibrary))
        shaping: HarfBuzz \(FontTextMeasurer.harfBuzzVersion)
        """
    }
}
