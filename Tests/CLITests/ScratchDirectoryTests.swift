import Foundation

/// A suite whose tests work in a scratch directory of their own (`directory`), naming
/// files in it by relative path.
protocol ScratchDirectoryTests {
    var directory: URL { get }
}

extension ScratchDirectoryTests {
    /// The path of `name` inside the directory.
    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The file type bits of `name` (`S_IFREG`, `S_IFLNK`, `S_IFIFO`, …), of a link
    /// itself rather than what it points to; 0 when nothing is there.
    func kind(_ name: String) -> mode_t {
        var info = stat()
        lstat(path(name), &info)
        return info.st_mode & S_IFMT
    }

    /// Makes `path` a sparse file of `size` bytes (no data written); whether it could.
    func makeSparseFile(atPath path: String, size: Int) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
        defer { close(descriptor) }
        return descriptor >= 0 && ftruncate(descriptor, off_t(size)) == 0
    }
}
