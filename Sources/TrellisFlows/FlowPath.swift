import Foundation

/// A flow file's path as reports name it (Docs/flows.md, "Reports"): relative to the
/// working directory, the same whichever way it was written (`flows/a.yaml`,
/// `./flows//a.yaml` or an absolute path).
public enum FlowPath {
    /// `path` made absolute against `directory`, with `.`, `..` and repeated slashes
    /// removed, then relative to `directory` when it lies inside it; a path outside it
    /// stays absolute. Symbolic links are not resolved (a linked folder keeps its name).
    ///
    /// - Parameters:
    ///   - path: the path as written, absolute or relative to `directory`.
    ///   - directory: an absolute path; the process's working directory by default.
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

    /// `absolute` with `.`, `..` and repeated slashes removed, built in its UTF-8 bytes:
    /// split at the byte "/" (never part of another UTF-8 sequence), not at characters,
    /// and with no string made per part (a report makes thousands of paths relative).
    private static func normalized(_ absolute: String) -> String {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var absolute = absolute
        // Most paths (the working directory, a report's flows) are normal already: nil.
        let changed: String? = absolute.withUTF8 { utf8 in
            if isNormal(utf8) { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count + 1)
            // Where each part kept so far starts in `result` (at its "/"), for "..".
            var starts: [Int] = []
            var start = 0
            while start < utf8.count {
                var end = start
                while end < utf8.count, utf8[end] != slash { end += 1 }
                let part = UnsafeBufferPointer(rebasing: utf8[start..<end])
                if part.isEmpty || (part.count == 1 && part[0] == dot) {
                    // An empty part (repeated slashes) or ".": nothing to keep.
                } else if part.count == 2, part[0] == dot, part[1] == dot {
                    if let last = starts.popLast() { result.removeSubrange(last...) }
                } else {
                    starts.append(result.count)
                    result.append(slash)
                    result.append(contentsOf: part)
                }
                start = end + 1
            }
            return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
        }
        return changed ?? absolute
    }

    /// Whether the UTF-8 path `utf8` is its own ``normalized(_:)``: `/`, or `/` and parts
    /// separated by single slashes, none of them `.` or `..`, with no slash at the end.
    private static func isNormal(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        guard utf8.first == slash else { return false }
        guard utf8.count > 1 else { return true }
        var start = 1
        while start <= utf8.count {
            var end = start
            while end < utf8.count, utf8[end] != slash { end += 1 }
            // An empty part (two slashes, or one at the end), ".", or "..".
            if end - start <= 2, utf8[start..<end].allSatisfy({ $0 == dot }) { return false }
            start = end + 1
        }
        return true
    }
}
