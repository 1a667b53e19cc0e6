import Foundation
import Synchronization
import Testing

@testable import TrellisCore

/// A ``JSONWriter`` with a sink hands its bytes on in chunks between views, and the
/// chunks make the same text as a writer that keeps everything; copies of a writer do not
/// share what either writes afterwards.
struct JSONWriterChunkTests {
    /// A screen of `count` buttons in a flow, laid out.
    private func screen(buttons count: Int) -> Screen {
        let screen = Screen(size: CGSize(width: 200, height: 400))
        let list = View()
        list.id = "list"
        for index in 0..<count { list.addSubview(Button(title: "b\(index) \"q\" 周")) }
        screen.addSubview(list)
        screen.layoutIfNeeded()
        return screen
    }

    /// The chunks a writer with a sink hands on, and the rest after ``JSONWriter/flush()``.
    private func chunks(chunkSize: Int, showsInvisibles: Bool, _ write: (inout JSONWriter) -> Void) -> [[UInt8]] {
        let received = Mutex<[[UInt8]]>([])
        var writer = JSONWriter(showsInvisibles: showsInvisibles, chunkSize: chunkSize) { bytes in
            received.withLock { $0.append(Array(bytes)) }
        }
        write(&writer)
        writer.flush()
        #expect(writer.byteCount == 0)
        return received.withLock { $0 }
    }

    @Test(arguments: [1, 100, 1000, 1 << 16])
    func chunksMakeTheSameTextAsOneBuffer(chunkSize: Int) {
        let screen = screen(buttons: 40)
        let dumped = chunks(chunkSize: chunkSize, showsInvisibles: true) { TreePrinter.write(screen, to: &$0) }
        #expect(String(decoding: dumped.joined(), as: UTF8.self) == TreePrinter.dump(screen))
        var whole = JSONWriter()
        whole.writeTree(of: screen)
        let json = chunks(chunkSize: chunkSize) { $0.writeTree(of: screen) }
        #expect(json.joined().elementsEqual(whole.bytes))
        // Every chunk but the last holds at least a chunk's bytes, and a line of the text
        // dump is never cut: each chunk ends with a newline.
        for chunk in dumped.dropLast() { #expect(chunk.count >= chunkSize) }
        for chunk in dumped { #expect(chunk.last == UInt8(ascii: "\n")) }
        // The screen, the list and 40 buttons: a line a chunk at 1 byte, one chunk at 64 KiB.
        if chunkSize == 1 { #expect(dumped.count == 42) }
        if chunkSize == 1 << 16 { #expect(dumped.count == 1) }
    }

    private func chunks(chunkSize: Int, _ write: (inout JSONWriter) -> Void) -> [[UInt8]] {
        chunks(chunkSize: chunkSize, showsInvisibles: false, write)
    }

    @Test func aCopyKeepsItsOwnBytes() {
        var writer = JSONWriter()
        writer.append("[")
        writer.write(1.5)
        var copy = writer
        writer.append(",")
        writer.write("a")
        copy.append("]")
        #expect(writer.text == #"[1.5,"a""#)
        #expect(copy.text == "[1.5]")
        copy.bytes = Array("x".utf8)
        #expect(copy.text == "x")
        #expect(writer.byteCount == 8)
    }

    /// The buffer grows past its first size without losing bytes.
    @Test func longTextGrowsTheBuffer() {
        var writer = JSONWriter()
        let long = String(repeating: "ab\n周", count: 10_000)
        writer.write(long)
        #expect(writer.text == "\"" + String(repeating: "ab\\n周", count: 10_000) + "\"")
    }
}

/// A frame's four numbers are written in one reserved piece; numbers without a short
/// form leave it and come back, in both dumps.
struct FrameNumberTests {
    @Test func framesWithLongAndNonFiniteNumbers() {
        var snapshot = ViewSnapshot(View())
        snapshot.frame = CGRect(x: 1.0 / 3, y: -0.0, width: 1e16, height: 142.5)
        // The dump is for people: a third to nine places; JSON stays exact.
        #expect(TreePrinter.line(for: snapshot) == "view (0.333333333, 0, 1e+16, 142.5)")
        #expect(snapshot.json.serialized() == #"{"type":"view","frame":[0.3333333333333333,0,1e+16,142.5],"children":[]}"#)
        snapshot.frame = CGRect(x: 1, y: CGFloat.infinity, width: 2, height: 3)
        #expect(TreePrinter.line(for: snapshot) == "view (1, inf, 2, 3)")
        #expect(snapshot.json.serialized() == #"{"type":"view","frame":[1,null,2,3],"children":[]}"#)
    }
}
