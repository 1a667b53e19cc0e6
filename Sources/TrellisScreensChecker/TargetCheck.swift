import Foundation
import Trellis

/// The checks of one target's files: which are screens and flows, their problems, and
/// the accessors of the screens.
struct TargetCheck {
    var registry: Registry
    /// The target's directory, standardized, without a trailing slash.
    var base: String
    var configuration: ScreensConfiguration
    /// Every problem found, as `file:line:column: error: message` lines.
    private(set) var problems: [String] = []
    /// The screens checked, for the accessors.
    private(set) var entries: [ScreenAccessors.Entry] = []

    init(registry: Registry, base: String, configuration: ScreensConfiguration) {
        self.registry = registry
        self.base = base
        self.configuration = configuration
    }

    /// The path of `url` relative to the target's directory (its file name when outside).
    func relativePath(_ url: URL) -> String {
        url.path.hasPrefix(base + "/") ? String(url.path.dropFirst(base.count + 1)) : url.lastPathComponent
    }

    /// Checks the file at `path` when it is a screen or a flow; leaves it alone otherwise.
    mutating func check(_ path: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let relative = relativePath(url)
        switch url.pathExtension {
        case "xml": checkScreen(path, url: url, relative: relative)
        case "yaml", "yml": if configuration.isFlow(relative) { checkFlow(path) }
        default: break
        }
    }

    private mutating func checkScreen(_ path: String, url: URL, relative: String) {
        let loader = ScreenLoader(registry: registry)
        do {
            let root = try loader.rootElementName(contentsOfFile: path)
            if root == "app" {
                // An app file (Docs/navigation.md) is checked with every screen it names.
                _ = try AppLoader(registry: registry).parse(contentsOfFile: path)
                return
            }
            if !configuration.isConfiguredScreen(relative) {
                guard root == "screen" else { return }
            }
            let screen = try loader.load(contentsOfFile: path)
            var ids: [String] = []
            screen.forEachInSubtree { view in if let id = view.id { ids.append(id) } }
            let name = relative.hasSuffix(".xml") ? String(relative.dropLast(4)) : relative
            entries.append(.init(relativePath: name.split(separator: "/").map(String.init), url: url, ids: ids))
        } catch {
            problems.append(error.description)
        }
    }

    private mutating func checkFlow(_ path: String) {
        let flows: [Flow]
        do {
            flows = try FlowLoader(registry: registry).load(files: [path], includeSteps: false)
        } catch {
            problems.append(error.description)
            return
        }
        for flow in flows {
            // The loader has checked the screen: one it could not load was reported.
            guard let screenPath = flow.screenPath,
                let screen = try? ScreenLoader(registry: registry).load(contentsOfFile: screenPath)
            else { continue }
            problems += FlowIDCheck.diagnostics(for: flow, screen: screen).map(\.description)
        }
    }
}
