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

    /// Expands `arguments`.
    ///
    /// - Throws: exit 66 for a path that does not exist or a folder that cannot be read.
    static func expand(_ arguments: [String], includes: (String) -> Bool) throws(CommandFailure) -> [Entry] {
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
            for relative in try subpaths(of: argument).sorted() where includes(relative) {
                entries.append(Entry(path: base + "/" + relative, relativePath: relative, explicit: false))
            }
        }
        return entries
    }
}
