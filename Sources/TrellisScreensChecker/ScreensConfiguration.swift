import Foundation

/// Which files of a target the build plugin checks, from the target's optional
/// `trellis-screens.json`:
///
/// ```json
/// {"screens": ["Screens/*.xml"], "flows": ["Flows/*.yaml"]}
/// ```
///
/// Each entry is an `fnmatch(3)` pattern matched against a file's path relative to the
/// target's directory, where `*` also matches `/`. Without the file, or without a key:
///
/// - an `.xml` file is a screen when its root element is `<screen>`; other XML (a
///   `catalog.xml` whose root is `<products>`) is left alone. A file that matches a
///   `screens` pattern is a screen whatever its root, so a misspelt root is reported.
/// - a `.yaml` or `.yml` file is a flow when it sits in a directory named `flows`
///   (`Flows` too), at any depth; `flows` patterns replace that rule.
struct ScreensConfiguration: Decodable, Equatable {
    /// Patterns of files that are screens whatever their root element; empty means none.
    var screens: [String] = []
    /// Patterns of flow files; nil means the `flows`-directory rule.
    var flows: [String]?

    init(screens: [String] = [], flows: [String]? = nil) {
        self.screens = screens
        self.flows = flows
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        screens = try container.decodeIfPresent([String].self, forKey: .screens) ?? []
        flows = try container.decodeIfPresent([String].self, forKey: .flows)
    }

    private enum CodingKeys: String, CodingKey {
        case screens, flows
    }

    /// The configuration in the JSON file at `path`.
    ///
    /// - Throws: a message naming the file and what was expected.
    static func read(_ path: String) throws(ScreensConfigurationError) -> ScreensConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScreensConfigurationError(description: "\(path): error: cannot read the configuration")
        }
        do {
            return try JSONDecoder().decode(ScreensConfiguration.self, from: data)
        } catch {
            throw ScreensConfigurationError(
                description: "\(path):1:1: error: expected a JSON object whose \"screens\" and \"flows\" are arrays of patterns (\(error))")
        }
    }

    /// Whether `relativePath` matches one of the screen patterns.
    func isConfiguredScreen(_ relativePath: String) -> Bool {
        screens.contains { fnmatch($0, relativePath, 0) == 0 }
    }

    /// Whether the YAML file at `relativePath` is a flow.
    func isFlow(_ relativePath: String) -> Bool {
        guard let flows else {
            return relativePath.split(separator: "/").dropLast().contains { $0.lowercased() == "flows" }
        }
        return flows.contains { fnmatch($0, relativePath, 0) == 0 }
    }
}

/// A configuration file that cannot be read or decoded.
struct ScreensConfigurationError: Error, CustomStringConvertible {
    var description: String
}
