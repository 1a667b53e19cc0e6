import Foundation
import Trellis

extension StudioApplication {
    /// `POST save` `{"path", "overwrite"}` → 201 `{"path"}` (Docs/studio.md, "Sessions and the recorder"): the
    /// recorded flow written through the atomic writer. `path` defaults to the session's
    /// `savePath`. 400 for a name not ending in `.yaml` or `.yml`, a folder that does not
    /// exist, or (a flow's session) another folder than the flow's; 404 for a path
    /// outside the roots; 409 when the file exists and `overwrite` is not true, or when a
    /// flow's steps are not a block list.
    func save(_ request: HTTPRequest, on session: StudioSession) -> HTTPResponse {
        guard let body = Self.body(request) else { return Self.error(400, "the body must be a JSON object") }
        if let value = body["path"], value != .null, value.string == nil { return Self.error(400, "\"path\" must be a string") }
        if let value = body["overwrite"], value != .null, value.bool == nil { return Self.error(400, "\"overwrite\" must be true or false") }
        let path = body["path"]?.string ?? session.defaultSavePath
        let overwrite = body["overwrite"]?.bool ?? false
        guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else { return Self.error(400, "'\(path)': a flow's name ends in .yaml or .yml") }
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return Self.error(400, "'\(path)': the folder '\(folder)' does not exist")
        }
        guard let destination = project.containedDestination(path), !GoldenReview.isInReport(destination) else {
            return Self.error(404, "'\(path)' is not under the roots")
        }
        if case .flow(let flowPath) = session.source {
            guard session.appendsToBlockList else { return Self.error(409, "'\(flowPath)': its steps are not a block list, so steps cannot be appended") }
            let flowFolder = (flowPath as NSString).deletingLastPathComponent
            guard StudioProject.realPath(flowFolder.isEmpty ? "." : flowFolder) == StudioProject.realPath(folder) else {
                return Self.error(400, "'\(path)': a flow's recording is saved in the flow's folder, where its header's paths hold")
            }
        }
        if !overwrite, FileManager.default.fileExists(atPath: destination) {
            return Self.error(409, "'\(path)' exists; give \"overwrite\": true to replace it")
        }
        do {
            try AtomicFile.write(Data(session.yaml(savingTo: path).utf8), to: destination)
        } catch {
            return Self.error(409, error.description)
        }
        return Self.json(201, .object([("path", .string(path))]))
    }
}
