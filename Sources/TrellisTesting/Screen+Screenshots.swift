import Foundation
import Testing
import Trellis

extension Screen {
    /// Whether the screen's picture matches the golden `NAME.png` in the calling test
    /// file's folder, compared as `assertScreenshot` compares (``ScreenshotAssertion``:
    /// text as glyph boxes under the test metrics, `tolerance` per channel, at most
    /// `maxDiffPixels` differing pixels; Docs/flows.md, "Picture goldens").
    ///
    /// When it does not match, an issue saying what differs and which files were written
    /// (`NAME.actual.png`, `NAME.diff.png`) is recorded at the caller's line, so it may
    /// be called alone or inside `#expect`:
    ///
    /// ```swift
    /// let screen = try ScreenLoader(registry: .standard).load(contentsOfFile: path)
    /// #expect(screen.matchesScreenshot("weekdays"))
    /// ```
    ///
    /// - Parameters:
    ///   - name: the golden's name without `.png`.
    ///   - record: write the golden instead of comparing (and return false, so a
    ///     recording run never passes); false by default.
    ///   - comparison: the tolerance (0–255) and the most differing pixels; 0 and 0 by
    ///     default.
    ///   - scale: pixels per point, above 0; 1 by default.
    ///   - sourceLocation: the caller's place, filled in by the compiler; the golden sits
    ///     in its file's folder.
    /// - Returns: true when the pictures match.
    @discardableResult
    public func matchesScreenshot(
        _ name: String, record: Bool = false, comparison: PNGComparison = PNGComparison(), scale: CGFloat = 1,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        let golden = ScreenshotAssertion.goldenPath(name: name, flowFile: sourceLocation.filePath)
        do {
            try ScreenshotAssertion(screen: self, record: record, scale: scale, comparison: comparison).check(goldenPath: golden)
            return true
        } catch {
            Issue.record(Comment(rawValue: "screenshot \(name): \(error.message)"), sourceLocation: sourceLocation)
            return false
        }
    }
}
