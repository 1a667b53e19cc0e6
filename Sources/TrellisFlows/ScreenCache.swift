import Foundation
import TrellisCore
import TrellisXML

/// The screen files a ``FlowRunner`` has read, each read and parsed once however many
/// flows start from it (Docs/flows.md, "The runner"): every flow still gets a screen of
/// its own, built from the parsed file. Shared by the threads of a parallel run; a file
/// that cannot be loaded is remembered with its error, so every flow on it fails alike.
/// `trellis test` gives its ``FlowLoader`` the runner's cache, so the check before
/// running parses each screen file for the runner too.
///
/// Safety: every access to `entries` holds `lock`, which is why the class can be
/// `@unchecked Sendable`.
package final class ScreenCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: Result<ParsedScreen, ScreenLoadError>] = [:]
    private var apps: [String: Result<ParsedApp, ScreenLoadError>] = [:]

    /// A new screen from the file at `path`, parsed by `loader` the first time it is asked for.
    package init() {}

    package func screen(at path: String, loader: ScreenLoader) throws(ScreenLoadError) -> Screen {
        try parsed(at: path, loader: loader).get().makeScreen()
    }

    /// The file at `path` parsed by `loader` (once), or why it cannot be.
    package func parsed(at path: String, loader: ScreenLoader) -> Result<ParsedScreen, ScreenLoadError> {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[path] { return entry }
        let entry: Result<ParsedScreen, ScreenLoadError>
        do {
            entry = .success(try loader.parse(contentsOfFile: path))
        } catch {
            entry = .failure(error)
        }
        entries[path] = entry
        return entry
    }

    /// The app file at `path` and its screens parsed by `loader` (once), or why they
    /// cannot be (Docs/navigation.md).
    package func parsedApp(at path: String, loader: AppLoader) -> Result<ParsedApp, ScreenLoadError> {
        lock.lock()
        defer { lock.unlock() }
        if let entry = apps[path] { return entry }
        let entry: Result<ParsedApp, ScreenLoadError>
        do {
            entry = .success(try loader.parse(contentsOfFile: path))
        } catch {
            entry = .failure(error)
        }
        apps[path] = entry
        return entry
    }
}
