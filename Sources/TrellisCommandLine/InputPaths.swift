import Foundation

/// Expands command-line arguments that name files or directories: a file stands for
/// itself, a directory for the files under it (recursively, in path order) that
/// `includes` accepts.
enum InputPaths {
    /// One file found.
    struct Entry {
        /// The path to open: the argument, or the directory argument joined with the
        /// relative path.
        var path: String
        /// The path relative to the directory argument (the file name for a file argument).
        var relativePath: String
        /// Whether the argument named the file itself.
        var explicit: Bool
    }

    /// Expands `arguments`. A file under a directory whose name is not UTF-8 cannot be
    /// read: it is reported on standard error, naming it, and left out, and `unreadable`
    /// counts it, so the command goes on with the rest and ends with exit 66.
    ///
    /// - Throws: exit 66 for a path that does not exist or a folder that cannot be read.
    static func expand(_ arguments: [String], unreadable: inout Int, includes: (String) -> Bool) throws(CommandFailure) -> [Entry] {
        var entries: [Entry] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw CommandFailure(code: .noInput, message: "cannot read '\(argument)': no such file or directory")
            }
            guard isDirectory.boolValue else {
                entries.append(Entry(path: argument, relativePath: (argument as NSString).lastPathComponent, explicit: true))
                continue
            }
            let base = argument.hasSuffix("/") ? String(argument.dropLast()) : argument
            var undecodable: [String] = []
            for relative in try subpaths(of: argument, undecodable: &undecodable).sorted() where includes(relative) {
                entries.append(Entry(path: base + "/" + relative, relativePath: relative, explicit: false))
            }
            for path in undecodable.sorted() where path.hasSuffix("/") || includes(path) {
                let what = path.hasSuffix("/") ? "the folder" : ""
                Output.error(
                    "error: cannot read \(what)\(what.isEmpty ? "" : " ")'\(path)': its name is not UTF-8 (Trellis reads files and folders whose names are UTF-8); the other files are read"
                )
                unreadable += 1
            }
        }
        return entries
    }

    /// Expands each of `arguments` as ``expand(_:unreadable:includes:)`` does, but one that
    /// does not exist or cannot be read is reported on standard error, counted in
    /// `unreadable` and returned in `failed` while the others are still expanded, for the
    /// commands that go on with the rest and end with exit 66 (`audit`, `sweep`).
    static func expandEach(_ arguments: [String], unreadable: inout Int, includes: (String) -> Bool) -> (entries: [Entry], failed: [String]) {
        var entries: [Entry] = []
        var failed: [String] = []
        for argument in arguments {
            do { entries += try expand([argument], unreadable: &unreadable, includes: includes) } catch {
                Output.error("error: \(error.message)")
                unreadable += 1
                failed.append(argument)
            }
        }
        return (entries, failed)
    }
}
