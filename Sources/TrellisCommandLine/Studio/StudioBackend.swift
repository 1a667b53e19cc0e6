/// What the studio's server serves (``StudioServer``): the studio application, or a
/// stand-in in tests. The server has already refused what ``StudioRequestGate`` refuses,
/// and answers `GET /api/events` itself.
protocol StudioBackend: HTTPResponder {
    /// The real paths of the folders to watch, each with everything under it.
    var watchedFolders: [String] { get }
    /// Called with the paths of files that changed under ``watchedFolders`` (on the
    /// watcher's thread, one call at a time); returns the events to send to every page.
    func filesChanged(_ paths: [String]) -> [ServerSentEvent]
    /// Removes every temporary file it made; called once the server has stopped.
    func shutdown()
}

extension StudioApplication: StudioBackend {}
