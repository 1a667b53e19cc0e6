import Trellis

/// Loading screen files for commands, with the CLI's exit codes.
enum ScreenFiles {
    /// Loads `path`, with `textMetrics` overriding the file's choice when given and within
    /// `limits`; an unreadable file fails with 66, a file with errors with 65 and every
    /// error in compiler format.
    static func load(_ path: String, registry: Registry, textMetrics: String? = nil, limits: LoadLimits = .default) throws(CommandFailure) -> Screen {
        do {
            return try ScreenLoader(registry: registry, limits: limits, textMetrics: textMetrics).load(contentsOfFile: path)
        } catch {
            throw failure(error)
        }
    }

    /// Loads a screen from `bytes`, the content of the file `path`, as
    /// ``load(_:registry:textMetrics:limits:)`` loads the file.
    static func load(_ bytes: [UInt8], path: String, registry: Registry, textMetrics: String?, limits: LoadLimits) throws(CommandFailure) -> Screen {
        do {
            return try ScreenLoader(registry: registry, limits: limits, textMetrics: textMetrics).load(bytes: bytes, path: path)
        } catch {
            throw failure(error)
        }
    }

    /// The command's failure for a load error: 66 for an unreadable file, 65 and every
    /// error in compiler format for a file with errors.
    private static func failure(_ error: ScreenLoadError) -> CommandFailure {
        switch error {
        case .unreadable: CommandFailure(code: .noInput, message: error.description)
        case .invalid(let diagnostics): CommandFailure(code: .dataError, message: diagnostics.description)
        }
    }

    /// Starts a session on `path`: an app file (its root element is `<app>`,
    /// Docs/navigation.md) runs as an app showing its start screen, any other file loads
    /// as a screen. Fails as ``load(_:registry:textMetrics:limits:)`` does, for the app
    /// file and every screen it names; an app whose start screen cannot be made fails
    /// with 65.
    static func session(
        _ path: String, registry: Registry, configuration: ScreenConfiguration, limits: LoadLimits = .default
    ) throws(CommandFailure) -> Session {
        let loader = ScreenLoader(registry: registry, limits: limits, textMetrics: configuration.textMetrics)
        // The file is read once: its root element tells an app from a screen, and a
        // screen is built from the same bytes.
        let bytes: [UInt8]
        do {
            bytes = try loader.contents(ofFile: path)
        } catch {
            throw failure(error)
        }
        guard loader.rootElementName(bytes: bytes, path: path) == "app" else {
            return try Session(registry: registry, configuration: configuration) { (configuration) throws(CommandFailure) in
                try load(bytes, path: path, registry: registry, textMetrics: configuration.textMetrics, limits: limits)
            }
        }
        do {
            let parsed = try AppLoader(registry: registry, limits: limits, textMetrics: configuration.textMetrics).parse(contentsOfFile: path)
            let app = try parsed.makeApp(width: configuration.width, height: configuration.height)
            return Session(registry: registry, configuration: configuration, app: app)
        } catch let error as ScreenLoadError {
            throw failure(error)
        } catch {
            throw CommandFailure(code: .dataError, message: "\(path): error: \(error)")
        }
    }
}
