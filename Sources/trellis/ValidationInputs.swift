import Foundation

/// The files `trellis validate` checks: the files given, and the screens (`.xml`) and
/// flows (`.yaml`, `.yml`) under the directories given (recursively, in path order).
struct ValidationInputs {
    /// What a file holds, by its extension: flows end in `.yaml` or `.yml`; anything else
    /// given by name is read as a screen.
    enum Kind {
        case screen, flow
    }

    private(set) var files: [(path: String, kind: Kind)] = []

    /// Expands the arguments.
    ///
    /// - Throws: exit 66 for a path that does not exist.
    init(arguments: [String]) throws(CommandFailure) {
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw CommandFailure(code: .noInput, message: "cannot read '\(argument)': no such file or directory")
            }
            guard isDirectory.boolValue else {
                files.append((argument, ValidationInputs.kind(of: argument) ?? .screen))
                continue
            }
            let base = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
            for relative in (FileManager.default.subpaths(atPath: argument) ?? []).sorted() {
                guard let kind = ValidationInputs.kind(of: relative) else { continue }
                files.append((base + "/" + relative, kind))
            }
        }
    }

    private static func kind(of path: String) -> Kind? {
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") { return .flow }
        return path.hasSuffix(".xml") ? .screen : nil
    }
}
