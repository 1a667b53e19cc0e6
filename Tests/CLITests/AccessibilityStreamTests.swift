import Foundation
import Synchronization
import Testing
import Trellis

/// The accessibility section written as the walk finds each element
/// (``JSONWriter/writeAccessibility(of:)``) is the text of the tree of elements built
/// first: nested labelled groups, hidden views left out, a switch's value, in chunks of
/// any size.
struct AccessibilityStreamTests {
    static let screen = """
        <screen width="300" height="400" padding="10" spacing="4">
          <label text="Days"/>
          <view layout="stack" accessibility-label="Week" height="150">
            <button title="周一" height="30"/>
            <view layout="stack" accessibility-label="Weekend" height="60">
              <button title="Sat &quot;6&quot;" height="30"/>
              <label text="not read" hidden="true"/>
            </view>
            <button title="周三" height="30"/>
          </view>
          <switch id="wifi" on="true"/>
          <button title="Last" height="30"/>
        </screen>
        """

    @Test(arguments: [1, 7, 1 << 16])
    func streamedElementsMatchTheBuiltTree(chunkSize: Int) throws {
        let screen = try ScreenLoader(registry: .standard).load(xml: Self.screen)
        screen.layoutIfNeeded()
        var built = JSONWriter()
        JSONValue.array(screen.accessibilityElements.map(\.json)).write(to: &built)
        let received = Mutex<[[UInt8]]>([])
        var writer = JSONWriter(chunkSize: chunkSize) { bytes in received.withLock { $0.append(Array(bytes)) } }
        writer.writeAccessibility(of: screen)
        writer.flush()
        let chunks = received.withLock { $0 }
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == built.text)
        // The nesting the comparison must cover: the group "Week" holds 周一, the group
        // "Weekend" (holding the quoted title) and 周三; the switch has a value.
        #expect(built.text.contains(#"{"role":"group","label":"Week","#))
        #expect(built.text.contains(#"{"role":"group","label":"Weekend","#))
        #expect(built.text.contains(#""label":"Sat \"6\"""#))
        #expect(built.text.contains(#""value":"#))
        #expect(!built.text.contains("not read"))
        // A chunk is handed on only between elements: each but the last ends an element's
        // opening.
        if chunkSize == 1 {
            #expect(chunks.count == 9)
            for chunk in chunks.dropLast() { #expect(String(decoding: chunk, as: UTF8.self).hasSuffix("\"children\":[")) }
        }
    }

    @Test func aScreenWithoutElementsIsAnEmptyArray() throws {
        let screen = try ScreenLoader(registry: .standard).load(xml: #"<screen width="100" height="100"><view height="10"/></screen>"#)
        var writer = JSONWriter()
        writer.writeAccessibility(of: screen)
        #expect(writer.text == "[]")
    }
}
