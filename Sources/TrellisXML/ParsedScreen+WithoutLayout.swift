import TrellisCore

extension ParsedScreen {
    /// A new screen built from the parsed file as ``makeScreen()`` builds it, but not laid
    /// out: for a caller that gives it another size or configuration first (`trellis
    /// sweep` builds every configuration's screen from one parse), so that it is laid out
    /// once, at the size it is shown at.
    ///
    /// - Throws: as ``makeScreen()`` does.
    public func makeScreenWithoutLayout() throws(ScreenLoadError) -> Screen {
        try makeScreen(replaying: events, laysOut: false)
    }
}
