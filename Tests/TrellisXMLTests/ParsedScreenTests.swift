import Foundation
import Testing
import TrellisCore
import TrellisXML

/// A screen file parsed once builds the screens a load gives, each a tree of its own.
struct ParsedScreenTests {
    static let xml = """
        <screen width="320" height="480" padding="10">
          <label id="title">  Hello &amp; <![CDATA[welcome]]>  </label>
          <button id="buy" title="Buy" padding="5 10" action="purchase" enabled="false"/>
          <view id="panel" layout="absolute" height="50">
            <label text="x" frame="1 2 3 4"/>
          </view>
        </screen>
        """

    /// Writes `text` to a file of its own and returns its path.
    private func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("parsed-\(UUID().uuidString).xml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func buildsWhatALoadBuildsEachTimeAfresh() throws {
        let path = try file(Self.xml)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loader = ScreenLoader(registry: .core)
        let parsed = try loader.parse(contentsOfFile: path)
        let loaded = try loader.load(contentsOfFile: path)
        try FileManager.default.removeItem(atPath: path)
        let first = try parsed.makeScreen()
        let second = try parsed.makeScreen()
        #expect(TreePrinter.dump(first) == TreePrinter.dump(loaded))
        #expect(TreePrinter.dump(second) == TreePrinter.dump(loaded))
        #expect(first !== second)
        // The text content, pieces joined and trimmed, as a load reads it.
        #expect((first.view(withID: "title") as? Label)?.text == "Hello & welcome")
        // "Buy" at 15 pt = 22.5 × 18, plus padding 5/10 → height 28, below the label's 20.4.
        #expect(first.view(withID: "buy")?.frame == CGRect(x: 10, y: 30.4, width: 300, height: 28))
        first.view(withID: "panel")?.isHidden = true
        #expect(second.view(withID: "panel")?.isHidden == false)
        #expect(parsed.path == path)
    }

    @Test func aFileWithErrorsIsNotKeptAndSaysWhatALoadSays() throws {
        let path = try file("<screen>\n  <buton title=\"a\"/>\n</screen>\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loader = ScreenLoader(registry: .core)
        let parseError = #expect(throws: ScreenLoadError.self) { try loader.parse(contentsOfFile: path) }
        let loadError = #expect(throws: ScreenLoadError.self) { try loader.load(contentsOfFile: path) }
        #expect(parseError?.description == loadError?.description)
        #expect(parseError?.description.contains("\(path):2:3: error: unknown element <buton>; did you mean <button>?") == true)
    }
}
