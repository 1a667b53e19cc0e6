import Foundation
import Trellis

/// The app loader's fuzzing pipeline (Docs/navigation.md): bytes → an app file beside
/// three fixed screen files → load and check (standard registry) → the app started →
/// a tap at a point derived from the bytes, `back`, the first deep link the file declares
/// opened with a derived id → the navigation state and the window's tree as JSON.
public enum AppPipeline {
    /// The screen files every fuzzed app file may name: `home.xml` (a button routing
    /// `open` with tag 7), `detail.xml` (a label showing `{id}`) and `plain.xml`.
    static let screens = [
        "home.xml":
            "<screen>\n  <button id=\"open\" title=\"Open\" tag=\"7\" action=\"open\" height=\"44\"/>\n  <button title=\"Ask\" action=\"ask\" height=\"44\"/>\n</screen>\n",
        "detail.xml": "<screen>\n  <label text=\"Item {id}\"/>\n  <button title=\"Home\" action=\"home\" height=\"44\"/>\n</screen>\n",
        "plain.xml": "<screen>\n  <label text=\"Plain\"/>\n</screen>\n",
    ]

    /// A folder of this process's own holding the fixed screens, written once.
    private static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-app-fuzz-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in screens { try? Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name)) }
        return path
    }()

    /// Runs the pipeline on `bytes`; returns the state and tree after the moves, or the
    /// loader's error when the bytes are not a valid app file. Each input is a file of
    /// its own (inputs may run at once), named `APP/app.xml` in what is returned, so the
    /// same bytes give the same text.
    public static func run(_ bytes: [UInt8]) -> String {
        let path = folder + "/app-\(UUID().uuidString).xml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        return replay(bytes, at: path).replacingOccurrences(of: path, with: "APP/app.xml").replacingOccurrences(of: folder, with: "APP")
    }

    private static func replay(_ bytes: [UInt8], at path: String) -> String {
        let parsed: ParsedApp
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            parsed = try AppLoader(registry: .standard).parse(contentsOfFile: path)
        } catch {
            return "\(error)"
        }
        _ = parsed.warnings
        let app: App
        do {
            app = try parsed.makeApp()
        } catch {
            return error.description
        }
        var log: [String] = []
        let report = app.window.tap(at: derivedPoint(of: bytes, in: app.window.size))
        log += report.records.navigations.map(\.description)
        log.append((try? app.back().description) ?? "back failed")
        if let pattern = parsed.definition.screens.flatMap(\.deepLinks).first {
            let uri = pattern.uri.replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "") + String(bytes.count)
            log.append((try? app.open(uri).description) ?? "link failed")
        }
        return (log + [app.navigationState.json.serialized(), ViewSnapshot(app.window).json.serialized()]).joined(separator: "\n")
    }
}
