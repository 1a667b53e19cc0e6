import Foundation
import Trellis

/// The `flows/` folder of an HTML report being written (Docs/flows.md, "The HTML report").
///
/// Pages, pictures and screenshots are created in a new hidden folder in the report's
/// directory, `DIR/.flows.RANDOM.tmp` (``AtomicFile/temporaryPath(for:)``), which
/// ``commit()`` renames to `DIR/flows` once every page is written. An earlier report's
/// `flows/` is replaced whole, so none of its pages outlives it, and each file is written
/// once, with no temporary file of its own: the folder, not the file, is what appears in
/// one step.
///
/// Replacing removes a folder, so only a folder that holds nothing but what a report
/// writes is replaced (``foreignEntry(in:)``); anything else is refused before any flow
/// runs. A signal that stops the run removes the new folder
/// (``AtomicFile/removeTemporaryFiles()``) and leaves the earlier report as it was.
final class ReportPagesFolder: Sendable {
    /// `DIR/flows`, where the pages end up.
    let destination: String
    /// The folder the pages are written in until ``commit()``.
    let staging: String

    /// Checks that `DIR/flows` is absent or an earlier report's, then creates DIR (with
    /// its missing ancestors) and the folder the pages are written in.
    ///
    /// - Throws: ``AtomicFileError`` naming `DIR/flows` when it holds anything a report
    ///   does not write, or is not a folder; or naming the folder that cannot be created.
    init(directory: String) throws(AtomicFileError) {
        destination = (directory as NSString).appendingPathComponent("flows")
        if let problem = Self.problem(replacing: destination) { throw AtomicFileError(path: destination, reason: problem) }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(path: directory, reason: AtomicFileError.reason(for: error))
        }
        // A new name while one is taken (as AtomicFile's temporary files do).
        for _ in 0..<8 {
            let made = AtomicFile.temporaryPath(for: destination)
            AtomicFile.recordTemporaryFolder(made)
            if mkdir(made, 0o777) == 0 {
                AtomicFile.confirmCreated(temporaryFolder: made)
                staging = made
                return
            }
            let code = errno
            AtomicFile.forgetTemporaryFolder(made)
            guard code == EEXIST else { throw AtomicFileError(path: made, reason: String(cString: strerror(code))) }
        }
        throw AtomicFileError(path: destination, reason: "no new name for the folder of its pages was free after 8 tries")
    }

    /// The path of `name` (a file or folder name, or `FOLDER/NAME`) in the folder the
    /// pages are written in.
    func path(_ name: String) -> String {
        staging + "/" + name
    }

    /// Creates the file `name` holding `parts` one after the other
    /// (``AtomicFile/create(_:at:)``).
    ///
    /// - Throws: ``AtomicFileError`` naming the file as it will be once in place.
    func create(_ parts: [[UInt8]], named name: String) throws(AtomicFileError) {
        do {
            try AtomicFile.create(parts, at: path(name))
        } catch {
            throw AtomicFileError(path: destination + "/" + name, reason: error.reason)
        }
    }

    /// Creates the folder `name` (a screenshot failure's pictures).
    ///
    /// - Throws: ``AtomicFileError`` naming the folder as it will be once in place.
    func makeFolder(_ name: String) throws(AtomicFileError) {
        guard mkdir(path(name), 0o777) == 0 || errno == EEXIST else {
            throw AtomicFileError(path: destination + "/" + name, reason: String(cString: strerror(errno)))
        }
    }

    /// Puts the pages in place: an earlier report's `flows/` is renamed aside, the new
    /// folder renamed to `flows/`, and the earlier one removed on a thread of its own
    /// (removing a thousand files takes milliseconds, which the caller spends meanwhile
    /// writing the index and report.json); a signal before that removal ends removes the
    /// earlier folder too.
    ///
    /// - Returns: the removal of the earlier folder, under way; nil when there was none.
    /// - Throws: ``AtomicFileError`` when a rename fails; the earlier folder is then put
    ///   back and the new one removed.
    func commit() throws(AtomicFileError) -> EarlierPagesRemoval? {
        var earlier: String?
        var status = stat()
        if lstat(destination, &status) == 0 {
            let aside = AtomicFile.temporaryPath(for: destination)
            guard rename(destination, aside) == 0 else {
                let reason = String(cString: strerror(errno))
                discard()
                throw AtomicFileError(path: destination, reason: reason)
            }
            earlier = aside
        }
        guard rename(staging, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            if let earlier { rename(earlier, destination) }
            discard()
            throw AtomicFileError(path: destination, reason: reason)
        }
        AtomicFile.forgetTemporaryFolder(staging)
        return earlier.map(EarlierPagesRemoval.init)
    }

    /// Removes the folder the pages were written in, when the report is not to be put in
    /// place (the run stopped); does nothing once committed, the folder being renamed.
    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
        AtomicFile.forgetTemporaryFolder(staging)
    }

    /// Why `folder` may not be replaced by a report's pages; nil when it may (absent, or
    /// a folder holding only what ``foreignEntry(in:)`` accepts).
    static func problem(replacing folder: String) -> String? {
        var status = stat()
        guard lstat(folder, &status) == 0 else {
            return errno == ENOENT ? nil : String(cString: strerror(errno))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            return "it is not a folder of an earlier report's pages, which a report replaces whole; give --html a folder of its own"
        }
        switch foreignEntry(in: folder) {
        case .none:
            return nil
        case .some(.unreadable(let reason)):
            return reason
        case .some(.entry(let path)):
            return "it holds '\(path)', which a report does not write, and a report replaces its flows folder whole; give --html a folder of its own"
        }
    }

    /// Why a report may not be written in `root`, replacing the entries `names` there
    /// (`index.html`, `flows`, a merge's `1`, `2`…); nil when it may: `root` holds
    /// `report.json` (an earlier Trellis report, which a report replaces), or none of
    /// `names` exists (an empty folder counts as absent). A user's own `index.html`, or
    /// their own pages and pictures in `flows/`, are so never replaced.
    static func problem(reportIn root: String, replacing names: [String]) -> String? {
        var status = stat()
        let json = (root as NSString).appendingPathComponent(ReportSummary.fileName)
        if lstat(json, &status) == 0, status.st_mode & S_IFMT == S_IFREG { return nil }
        for name in names {
            let path = (root as NSString).appendingPathComponent(name)
            guard lstat(path, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR, firstRefused(in: path, { name, _ in isTemporaryName(name) ? nil : .entry(name) }) == nil { continue }
            return
                "it holds '\(path)' but no \(ReportSummary.fileName), so it is not an earlier report, which a report replaces; give the report a folder of its own"
        }
        return nil
    }

    /// What keeps a folder from being an earlier report's pages.
    enum Foreign: Equatable {
        /// The folder could not be listed, with the system's reason.
        case unreadable(String)
        /// The path of the first entry a report does not write.
        case entry(String)
    }

    /// The first entry of `folder` that a report does not write, or nil when every entry
    /// is one: pages and pictures (`NAME.html`, `NAME.svg`), temporary files left by a
    /// stopped writer (`.NAME.RANDOM.tmp`), and folders of a screenshot failure's
    /// pictures holding only `expected.png`, `actual.png`, `diff.png` and temporary files.
    /// Only regular files and folders count; a link or anything else is foreign.
    static func foreignEntry(in folder: String) -> Foreign? {
        firstRefused(in: folder) { name, kind in
            switch kind {
            case .file:
                return name.hasSuffix(".html") || name.hasSuffix(".svg") || isTemporaryName(name) ? nil : .entry(folder + "/" + name)
            case .folder:
                // A screenshot failure's pictures.
                return firstRefused(in: folder + "/" + name) { inner, kind in
                    guard case .file = kind, ["expected.png", "actual.png", "diff.png"].contains(inner) || isTemporaryName(inner) else {
                        return .entry(folder + "/" + name + "/" + inner)
                    }
                    return nil
                }
            case .other:
                return .entry(folder + "/" + name)
            }
        }
    }

    /// A name ``AtomicFile/temporaryPath(for:)`` makes: `.NAME.RANDOM.tmp`.
    private static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(".tmp")
    }

    private enum Kind {
        case file
        case folder
        case other
    }

    /// The first thing `check` finds wrong with an entry of `folder` (named and of its
    /// kind, without following links), or `.unreadable` when the folder cannot be
    /// listed; nil when `check` finds nothing.
    private static func firstRefused(in folder: String, _ check: (String, Kind) -> Foreign?) -> Foreign? {
        guard let stream = opendir(folder) else { return .unreadable(String(cString: strerror(errno))) }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                // File systems that do not give the type in the listing.
                var status = stat()
                guard lstat(folder + "/" + name, &status) == 0 else { return .entry(folder + "/" + name) }
                let format = status.st_mode & S_IFMT
                type = format == S_IFDIR ? Int32(DT_DIR) : format == S_IFREG ? Int32(DT_REG) : Int32(DT_LNK)
            }
            let kind: Kind = type == Int32(DT_REG) ? .file : type == Int32(DT_DIR) ? .folder : .other
            if let refused = check(name, kind) { return refused }
        }
        return nil
    }
}

/// The removal of an earlier report's `flows/`, renamed aside by
/// ``ReportPagesFolder/commit()``, on a thread of its own; the folder is recorded as a
/// temporary one until it is gone, so that a signal meanwhile removes it too.
final class EarlierPagesRemoval: @unchecked Sendable {
    /// The folder being removed.
    let folder: String
    private let done = DispatchSemaphore(value: 0)
    /// Why the folder could not be removed; written before ``done`` is signalled, read
    /// after it is waited for.
    private var problem: String?

    /// Starts removing `folder`.
    init(folder: String) {
        self.folder = folder
        AtomicFile.recordTemporaryFolder(folder)
        Thread.detachNewThread { [self] in
            do {
                try FileManager.default.removeItem(atPath: folder)
            } catch {
                problem = "cannot remove the earlier report's pages '\(folder)': \(AtomicFileError.reason(for: error))"
            }
            AtomicFile.forgetTemporaryFolder(folder)
            done.signal()
        }
    }

    /// Waits until the folder is removed; returns nil, or a warning when it could not be
    /// (the new report is in place all the same).
    func wait() -> String? {
        done.wait()
        return problem
    }
}
