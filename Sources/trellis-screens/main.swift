import Foundation
import Trellis

/// `trellis-screens OUTPUT.swift TARGET_DIRECTORY SCREEN.xml…`: the tool behind the
/// `TrellisScreensPlugin` build-tool plugin. Checks every screen with the loader (printing
/// each problem as `file:line:column: error: message` and exiting 1 when there is any) and
/// writes the typed accessors of ``ScreenAccessors`` to OUTPUT.swift.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: trellis-screens OUTPUT.swift TARGET_DIRECTORY SCREEN.xml…\n".utf8))
    exit(2)
}
let output = arguments[0]
let base = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
var entries: [ScreenAccessors.Entry] = []
var failed = false
for path in arguments.dropFirst(2) {
    do {
        let screen = try ScreenLoader.standard.load(contentsOfFile: path)
        var ids: [String] = []
        screen.forEachInSubtree { view in if let id = view.id { ids.append(id) } }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var relative = url.path.hasPrefix(base + "/") ? String(url.path.dropFirst(base.count + 1)) : url.lastPathComponent
        if relative.hasSuffix(".xml") { relative.removeLast(4) }
        entries.append(.init(relativePath: relative.split(separator: "/").map(String.init), url: url, ids: ids))
    } catch {
        FileHandle.standardError.write(Data((error.description + "\n").utf8))
        failed = true
    }
}
if failed { exit(1) }
let source = ScreenAccessors(entries: entries).source()
do {
    try AtomicFile.write(Data(source.utf8), to: output)
} catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write the accessors: \(error.reason)\n".utf8))
    exit(1)
}
