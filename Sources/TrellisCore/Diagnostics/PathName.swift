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
    ///
    /// The path is read as bytes, as the system reads it: `/` is one byte in UTF-8 and
    /// never part of another character's bytes.
    package static func directory(of path: String) -> String {
        let slash = UInt8(ascii: "/")
        let bytes = path.utf8
        let start = bytes.startIndex
        var end = bytes.endIndex
        while end > start, bytes.index(after: start) < end, bytes[bytes.index(before: end)] == slash {
            end = bytes.index(before: end)
        }
        guard var stop = bytes[start..<end].lastIndex(of: slash) else { return "" }
        while stop > start, bytes[bytes.index(before: stop)] == slash { stop = bytes.index(before: stop) }
        return stop == start ? "/" : String(Substring(bytes[start..<stop]))
    }
}
