import Foundation

/// The files `trellis validate` checks: the files given, and the screens (`.xml`) and
/// flows (`.yaml`, `.yml`) under the directories given (recursively, in path order), JUnit
/// reports under them left out (``InputPaths/withoutTestReports(_:)``).
struct ValidationInputs {
    /// What a file holds, by its extension: flows end in `.yaml` or `.yml`; anything else
    /// given by name is read as a screen.
    enum Kind {
        case screen, flow
    }

    private(set) var files: [(path: String, kind: Kind)] = []
    /// How many files under the directories could not be read for their names (already
    /// reported).
    private(set) var unreadable = 0

    /// Expands the arguments.
    ///
    /// - Throws: exit 66 for a path that does not exist.
    init(arguments: [String]) throws(CommandFailure) {
        let entries = try InputPaths.expand(arguments, unreadable: &unreadable) { ValidationInputs.kind(of: $0) != nil }
        files = InputPaths.withoutTestReports(entries).map { entry in
            (entry.path, ValidationInputs.kind(of: entry.path) ?? .screen)
        }
    }

    private static func kind(of path: String) -> Kind? {
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") { return .flow }
        return path.hasSuffix(".xml") ? .screen : nil
    }
}
