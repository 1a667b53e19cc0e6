import Foundation

/// A flow file's path as reports name it (Docs/flows.md, "Reports"): relative to the
/// working directory, the same whichever way it was written (`flows/a.yaml`,
/// `./flows//a.yaml` or an absolute path).
public enum FlowPath {
    /// `path` made absolute against `directory`, with `.`, `..` and repeated slashes
    /// removed, then relative to `directory` when it lies inside it; a path outside it
    /// stays absolute. Symbolic links are not resolved (a linked folder keeps its name).
    ///
    /// - Parameter directory: an absolute path; the process's working directory by default.
    public static func relative(_ path: String, to directory: String = FileManager.default.currentDirectoryPath) -> String {
        let absolute = path.hasPrefix("/") ? path : directory + "/" + path
        let standard = normalized(absolute)
        let base = normalized(directory)
        let prefix = base == "/" ? "/" : base + "/"
        return standard.hasPrefix(prefix) ? String(standard.dropFirst(prefix.count)) : standard
    }

    /// JUnit's `classname` for a flow at `path`: its relative path with the extension
    /// dropped and `/` replaced by `.` (`flows/login.yaml` → `flows.login`).
    public static func className(_ path: String, relativeTo directory: String = FileManager.default.currentDirectoryPath) -> String {
        let relative = relative(path, to: directory)
        return (relative as NSString).deletingPathExtension.replacingOccurrences(of: "/", with: ".")
    }

    private static func normalized(_ absolute: String) -> String {
        // Split at the byte "/" (never part of another UTF-8 sequence), not at characters:
        // a report makes thousands of paths relative.
        var parts: [Substring] = []
        for bytes in absolute.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let part = Substring(bytes)
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
