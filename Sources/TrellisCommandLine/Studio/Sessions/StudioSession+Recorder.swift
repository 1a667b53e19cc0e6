import Foundation
import Trellis

extension StudioSession {
    /// The recorded flow (Docs/studio.md, "Sessions and the recorder"), for saving at ``defaultSavePath``:
    /// for a screen, `screen: PATH`, the size asked for, `---` and the steps; for a flow,
    /// its text with the steps appended.
    var yaml: String { yaml(savingTo: defaultSavePath) }

    /// The recorded flow for saving at `path` (its `screen:` is relative to its folder).
    func yaml(savingTo path: String) -> String {
        if case .flow = source, let flowText {
            var text = flowText
            if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
            for step in steps { text += "- \(step.yaml)\n" }
            return text
        }
        let folder = (path as NSString).deletingLastPathComponent
        return RecordedStep.flow(screen: screenPath, isApp: isApp, folder: folder.isEmpty ? "." : folder, width: width, height: height, steps: steps)
    }

    /// The line of ``yaml`` the first recorded step is on.
    var yamlFirstStepLine: Int {
        if case .flow = source, let flowText {
            var lines = flowText.split(separator: "\n", omittingEmptySubsequences: false).count
            if flowText.hasSuffix("\n") { lines -= 1 }
            return lines + 1
        }
        return 3 + (width == nil ? 0 : 1) + (height == nil ? 0 : 1)
    }

    /// Where the recording is saved unless the page says otherwise: `STEM-recorded.yaml`
    /// beside the screen (beside the flow, for a flow's session, so that its header's
    /// paths still hold), `STEM-recorded-2.yaml`, `-3`, … when taken.
    var defaultSavePath: String {
        let file = source.path == screenPath ? screenPath : source.path
        let folder = (file as NSString).deletingLastPathComponent
        var stem = (file as NSString).lastPathComponent
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex { stem = String(stem[..<dot]) }
        let prefix = folder.isEmpty ? "" : folder + "/"
        var candidate = "\(prefix)\(stem)-recorded.yaml"
        var number = 2
        while FileManager.default.fileExists(atPath: candidate), number < 10_000 {
            candidate = "\(prefix)\(stem)-recorded-\(number).yaml"
            number += 1
        }
        return candidate
    }

    /// Whether the flow's steps are a block list (`- step` lines after `---`), to which
    /// recorded steps can be appended; always true for a screen's session.
    var appendsToBlockList: Bool {
        guard case .flow = source else { return true }
        guard let flowText else { return false }
        let lines = flowText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let separator = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else { return false }
        for line in lines[(separator + 1)...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if line.first?.isWhitespace == true { continue }
            if !(line == "-" || line.hasPrefix("- ")) { return false }
        }
        return true
    }

    /// The steps of the session as `steps` lists them: `[{"step", "line", "status", "error"}]`.
    var stepsJSON: JSONValue {
        .array(
            statuses.map { status in
                .object([
                    ("step", .string(status.step)), ("line", status.line.map { .number(Double($0)) } ?? .null), ("status", .string(status.status)),
                    ("error", status.error.map(JSONValue.string) ?? .null),
                ])
            })
    }
}
