import Foundation
import Trellis

/// The files `trellis studio` serves (Docs/studio.md, "HTTP API"): the screens and flows
/// under the PATHs given, walked as `trellis validate` walks them with hidden files and
/// folders skipped, the roots they lie in, and the errors each file has now.
///
/// Paths are written as `validate` writes them (`./tags.xml` for the PATH `.`); a path in
/// a request is resolved against the working directory and must lie, symbolic links
/// followed, in a root's real path with no hidden component (``contained(_:)``).
struct StudioProject {
    /// The PATHs as given.
    let arguments: [String]
    /// The folders given and the folder of each file given, as written.
    let roots: [String]
    /// The real paths of ``roots``, without a `/` at the end.
    let realRoots: [String]
    /// The screens (`.xml`), as written.
    private(set) var screens: [String] = []
    /// The flows (`.yaml`, `.yml`), as written.
    private(set) var flows: [String] = []

    /// Walks `paths`.
    ///
    /// - Throws: ``StudioInputError`` for a PATH that does not exist or a folder that
    ///   cannot be read.
    init(paths: [String]) throws(StudioInputError) {
        arguments = paths
        var roots: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw StudioInputError(description: "cannot read '\(path)': no such file or directory")
            }
            if isDirectory.boolValue {
                roots.append(path)
            } else {
                guard FileManager.default.isReadableFile(atPath: path) else {
                    throw StudioInputError(description: "cannot read '\(path)': permission denied")
                }
                let folder = (path as NSString).deletingLastPathComponent
                roots.append(folder.isEmpty ? "." : folder)
            }
        }
        var seen: Set<String> = []
        self.roots = roots.filter { seen.insert(StudioProject.realPath($0) ?? $0).inserted }
        realRoots = self.roots.compactMap(StudioProject.realPath)
        try rescan()
    }

    /// Walks the PATHs again, finding the screens and flows as they are now.
    ///
    /// - Throws: ``StudioInputError`` as ``init(paths:)``.
    mutating func rescan() throws(StudioInputError) {
        let inputs: ValidationInputs
        do {
            inputs = try ValidationInputs(arguments: arguments)
        } catch {
            throw StudioInputError(description: error.message)
        }
        var screens: [String] = []
        var flows: [String] = []
        var seen: Set<String> = []
        for (path, kind) in inputs.files where !StudioProject.hasHiddenComponent(path) && seen.insert(path).inserted {
            switch kind {
            case .screen: screens.append(path)
            case .flow: flows.append(path)
            }
        }
        self.screens = screens
        self.flows = flows
    }

    /// The real path of `path` (symbolic links followed, `.` and `..` resolved) against
    /// the working directory; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a component of `path` other than `.` and `..` starts with `.`.
    static func hasHiddenComponent(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix(".") && $0 != "." && $0 != ".." }
    }

    /// The real path of `path` when it lies under a root with no hidden component below
    /// it; nil otherwise (missing, outside, hidden), which answers 404.
    func contained(_ path: String) -> String? {
        guard !path.isEmpty, !StudioProject.hasHiddenComponent(path), let real = StudioProject.realPath(path) else { return nil }
        return isContained(real: real) ? real : nil
    }

    /// Whether the real path `real` lies in a root's real path, with no hidden component
    /// below the root.
    func isContained(real: String) -> Bool {
        for root in realRoots {
            if real == root { return true }
            let prefix = root == "/" ? "/" : root + "/"
            if real.hasPrefix(prefix), !StudioProject.hasHiddenComponent(String(real.dropFirst(prefix.count))) { return true }
        }
        return false
    }

    /// A path to write: its folder must exist under a root (`contained`), its name not
    /// hidden; returns the real folder joined with the name, or nil.
    func containedDestination(_ path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        guard !name.isEmpty, !name.hasPrefix("."), !path.hasSuffix("/") else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        guard let realFolder = contained(folder.isEmpty ? "." : folder) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: realFolder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        return realFolder == "/" ? "/" + name : realFolder + "/" + name
    }

    /// Whether `real` (a real path) is the real path of one of the files served.
    func isProjectFile(real: String) -> Bool {
        (screens + flows).contains { StudioProject.realPath($0) == real }
    }
}
