import Foundation
import Trellis

/// One thing a person did in a session, as the recorder keeps it (Docs/studio.md,
/// "Sessions and the recorder"): what is performed again when the session is rebuilt, and the flow step
/// it is written as.
enum RecordedStep: Equatable {
    /// A tap at a point (screen coordinates, points), written `- tapOn: SELECTOR`.
    case tap(point: CGPoint, selector: String)
    /// Typing, written `- inputText: "…"`; consecutive ones merge.
    case inputText(String)
    /// Erasing clusters, written `- eraseText: N`; consecutive ones add up.
    case eraseText(Int)
    /// The return key, written `- pressKey: return`.
    case pressReturn
    /// The keyboard hidden, written `- hideKeyboard`.
    case hideKeyboard
    /// An assertion, written as its line says (`assertOff: {id: remember}`); it changes
    /// nothing and is not checked again when the session is rebuilt.
    case assertion(String)

    /// The step's line in the flow, without the `- `: `tapOn: 周一`.
    var yaml: String {
        switch self {
        case .tap(_, let selector): return "tapOn: \(selector)"
        case .inputText(let text): return "inputText: \(FlowYAML.quoted(text))"
        case .eraseText(let count): return "eraseText: \(count)"
        case .pressReturn: return "pressKey: return"
        case .hideKeyboard: return "hideKeyboard"
        case .assertion(let line): return line
        }
    }

    /// `step` appended to `steps`: typing after typing and erasing after erasing join the
    /// last step; returns whether it joined.
    @discardableResult
    static func append(_ step: RecordedStep, to steps: inout [RecordedStep]) -> Bool {
        switch (steps.last, step) {
        case (.inputText(let before)?, .inputText(let text)):
            steps[steps.count - 1] = .inputText(before + text)
            return true
        case (.eraseText(let before)?, .eraseText(let count)):
            steps[steps.count - 1] = .eraseText(before &+ count)
            return true
        default:
            steps.append(step)
            return false
        }
    }

    /// The recorded flow (Docs/studio.md, "Sessions and the recorder"): `screen: PATH`,
    /// or `app: PATH` for an app file (relative to `folder`, where the flow is saved),
    /// `width` and `height` when given, `---`, and one step a line.
    static func flow(screen: String, isApp: Bool = false, folder: String, width: CGFloat?, height: CGFloat?, steps: [RecordedStep]) -> String {
        var text = (isApp ? "app: " : "screen: ") + "\(FlowYAML.scalar(relativePath(screen, from: folder)))\n"
        if let width { text += "width: \(width.trellisDescription)\n" }
        if let height { text += "height: \(height.trellisDescription)\n" }
        text += "---\n"
        for step in steps { text += "- \(step.yaml)\n" }
        return text
    }

    /// `path` relative to the folder `folder` (both resolved against the working
    /// directory): `../Examples/tags.xml`.
    static func relativePath(_ path: String, from folder: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let target = components(of: path, cwd: cwd)
        let base = components(of: folder, cwd: cwd)
        var common = 0
        while common < target.count - 1, common < base.count, target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }

    /// The components of `path` made absolute against `cwd`, with `.` and `..` resolved.
    private static func components(of path: String, cwd: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : cwd + "/" + path
        var parts: [String] = []
        for part in absolute.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(String(part))
        }
        return parts
    }
}
