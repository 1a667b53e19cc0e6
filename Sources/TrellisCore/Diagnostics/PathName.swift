/// Path arithmetic on plain strings, for the few places that split a path the user gave.
///
/// Foundation's `NSString.deletingLastPathComponent` traps on Linux for a path of one
/// character (`"b"`, `"b/"`), a name any user may pass (`--artifacts b`), so Trellis splits
/// paths here instead. Only `/` separates components; nothing is resolved on disk.
package enum PathName {
    /// The directory part of `path`, as `NSString.deletingLastPathComponent` gives it:
    /// trailing slashes are ignored; `""` when `path` has no slash (`"b"`, `"b/"`); `"/"`
    /// for a file at the root (`"/b"`); otherwise everything before the last component,
    /// without its trailing slashes (`"a//b"` → `"a"`).
    package static func directory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var directory = trimmed[..<slash]
        while directory.hasSuffix("/") { directory.removeLast() }
        return directory.isEmpty ? "/" : String(directory)
    }
}
