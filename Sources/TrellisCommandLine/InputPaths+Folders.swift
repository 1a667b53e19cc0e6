import Foundation

extension InputPaths {
    /// Every path under the folder `directory`, relative to it, in no particular order:
    /// files and folders, hidden ones too, symbolic links listed but not followed, as
    /// `FileManager.subpaths(atPath:)` lists them.
    ///
    /// Listed with `opendir` and `readdir`, whose entries carry their type, so a file is
    /// not looked up again; Foundation's listing makes each relative path by trimming a
    /// prefix character by character, which cost a `trellis test` of 1,000 files a few
    /// milliseconds before any flow ran, and gives nothing at all, with no reason, when a
    /// folder below cannot be read.
    ///
    /// A name that is not UTF-8 cannot be given to a file call as a Swift string, so it is
    /// not listed: its path, with each byte that is not UTF-8 written `\xFF`, is added to
    /// `undecodable` instead, a folder's with a `/` at its end (it is not listed into).
    ///
    /// - Throws: exit 66 naming the folder that cannot be read, and why.
    static func subpaths(of directory: String, undecodable: inout [String]) throws(CommandFailure) -> [String] {
        var found: [String] = []
        var folders = [""]
        while let relative = folders.popLast() {
            let folder = relative.isEmpty ? directory : directory + "/" + relative
            guard let stream = opendir(folder) else {
                let reason = String(cString: strerror(errno))
                throw CommandFailure(code: .noInput, message: "cannot read the folder '\(folder)': \(reason)")
            }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    let isFolder = entry.pointee.d_type == UInt8(DT_DIR)
                    undecodable.append((relative.isEmpty ? directory : folder) + "/" + escapedName(bytes) + (isFolder ? "/" : ""))
                    continue
                }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                found.append(path)
                if isFolder(entry.pointee.d_type, at: folder + "/" + name) { folders.append(path) }
            }
        }
        return found
    }

    /// The name's bytes with each one that is not part of valid UTF-8 written `\xHH`.
    private static func escapedName(_ bytes: [UInt8]) -> String {
        var text = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            // The longest prefix that decodes, then one byte escaped.
            var end = rest.endIndex
            while end > rest.startIndex, String(validating: rest[rest.startIndex..<end], as: UTF8.self) == nil { end -= 1 }
            if end > rest.startIndex, let piece = String(validating: rest[rest.startIndex..<end], as: UTF8.self) {
                text += piece
                rest = rest[end...]
            } else if let byte = rest.first {
                text += "\\x" + String(byte, radix: 16, uppercase: true)
                rest = rest.dropFirst()
            }
        }
        return text
    }

    /// Whether an entry of type `type` (`readdir`'s `d_type`) is a folder to list: a
    /// folder, not a link to one. File systems that do not give the type are asked with
    /// `lstat`.
    private static func isFolder(_ type: UInt8, at path: String) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
