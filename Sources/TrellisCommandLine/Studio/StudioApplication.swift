// The studio application: answers the page and the API's routes, and follows file changes.
import Foundation

/// The studio application (Docs/studio.md): answers `GET /` with a short page and every
/// other route with 404; watches the folders given.
final class StudioApplication: HTTPResponder, @unchecked Sendable {
    let paths: [String]
    let token: String
    let origin: String

    /// The application for `paths` (screens, flows and folders), whose page carries `token`
    /// and is served at `origin`.
    ///
    /// - Throws: ``StudioInputError`` when a path cannot be read.
    init(paths: [String], token: String, origin: String) throws(StudioInputError) {
        for path in paths where !FileManager.default.isReadableFile(atPath: path) {
            throw StudioInputError(description: "cannot read '\(path)': No such file or directory")
        }
        self.paths = paths
        self.token = token
        self.origin = origin
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.path == "/" else { return .json(404, "{\"error\": \"not found\"}") }
        guard request.method == "GET" || request.method == "HEAD" else {
            return HTTPResponse(status: 405, headers: [("Allow", "GET, HEAD")])
        }
        let page = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><meta name="trellis-token" content="\(token)">\
            <title>Trellis Studio</title></head><body><h1>Trellis Studio</h1></body></html>
            """
        return HTTPResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(page.utf8))
    }

    /// The folders given, and the folder of each file given.
    var watchedFolders: [String] {
        paths.map { path in
            var isFolder: ObjCBool = false
            let folder =
                FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? path : (path as NSString).deletingLastPathComponent
            return URL(fileURLWithPath: folder.isEmpty ? "." : folder).resolvingSymlinksInPath().path
        }
    }

    func filesChanged(_ paths: [String]) -> [ServerSentEvent] {
        [ServerSentEvent(name: "reload", data: "{\"revision\": 0, \"files\": []}")]
    }

    func shutdown() {}
}

/// A PATH of `trellis studio` that cannot be read (exit 66).
struct StudioInputError: Error, CustomStringConvertible {
    let description: String
}
