import Foundation
import Testing
import TrellisCore
import TrellisXML

/// `validate`'s warning for children piled up at (0, 0) in a container that names no
/// layout (Docs/screen-xml.md, "Warnings"), with the loader's test metrics: a label is
/// 8.5 points a character + 0 padding wide and 20.4 tall; a button 7.5 a character wide
/// and 18 tall.
struct PiledChildrenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        /// "line:column: message" of each warning, in file order.
        var expected: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "two children without frames",
            body: """
                  <view id="box" height="100">
                    <label text="Title"/>
                    <button id="go" title="Go"/>
                  </view>
                """,
            expected: [
                // label (0, 0, 42.5, 20.4) and button (0, 0, 15, 18) share (0, 0, 15, 18).
                #"4:5: button#go "Go" overlaps label "Title" (line 3): its container <view> at line 2 names no layout, so its children are placed by their frame and those without one start at (0, 0); give the container a layout (layout="stack") or each child a frame"#
            ]),
        Case(
            name: "three piled children: each after the first is warned of once",
            body: """
                  <view>
                    <label text="A"/>
                    <label text="B"/>
                    <label text="C"/>
                  </view>
                """,
            expected: [
                #"4:5: label "B" overlaps label "A" (line 3): its container <view> at line 2 names no layout, so its children are placed by their frame and those without one start at (0, 0); give the container a layout (layout="stack") or each child a frame"#,
                #"5:5: label "C" overlaps label "A" (line 3): its container <view> at line 2 names no layout, so its children are placed by their frame and those without one start at (0, 0); give the container a layout (layout="stack") or each child a frame"#,
            ]),
        Case(
            name: "frames that do not meet",
            body: """
                  <view>
                    <label text="A" frame="0 0 40 20"/>
                    <label text="B" frame="0 20 40 20"/>
                  </view>
                """, expected: []),
        Case(
            name: "frames written on purpose may overlap",
            body: """
                  <view>
                    <label text="A" frame="0 0 40 20"/>
                    <label text="B" frame="10 10 40 20"/>
                  </view>
                """, expected: []),
        Case(
            name: "a child without a frame beside one placed clear of it",
            body: """
                  <view>
                    <label text="A"/>
                    <label text="B" frame="0 30 40 20"/>
                  </view>
                """, expected: []),
        Case(
            name: "a hidden child is not drawn",
            body: """
                  <view>
                    <label text="A"/>
                    <label text="B" hidden="true"/>
                  </view>
                """, expected: []),
        Case(
            name: "a layout written, even absolute, is a choice",
            body: """
                  <view layout="absolute">
                    <label text="A"/>
                    <label text="B"/>
                  </view>
                """, expected: []),
        Case(
            name: "a stack places them apart",
            body: """
                  <view layout="stack">
                    <label text="A"/>
                    <label text="B"/>
                  </view>
                """, expected: []),
    ]

    @Test(arguments: cases)
    func warnings(_ example: Case) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-piled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("s.xml").path
        try "<screen>\n\(example.body)\n</screen>\n".write(toFile: path, atomically: true, encoding: .utf8)
        let diagnostics = try ScreenLoader(registry: .core).validate(contentsOfFile: path)
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" } == example.expected)
    }

    /// A screen with errors gets its errors only: nothing is laid out to look for overlaps.
    @Test func errorsComeAlone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-piled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("s.xml").path
        try "<screen>\n  <view>\n    <label text=\"A\"/>\n    <label text=\"B\"/>\n    <buton/>\n  </view>\n</screen>\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let diagnostics = try ScreenLoader(registry: .core).validate(contentsOfFile: path)
        #expect(diagnostics.map(\.severity) == [.error])
    }
}
