import Foundation
import Synchronization
import Testing
import Trellis

@testable import TrellisRender

/// `trellis render`'s SVG written a chunk at a time as the views are drawn
/// (``SVGRenderer/write(_:taps:chunkSize:to:)``) is the document ``SVGRenderer`` returns
/// whole, with overlays or without, in chunks of any size, each cut between views.
struct SVGStreamTests {
    static let screen = """
        <screen width="200" height="120" padding="10" spacing="4">
          <label text="Days" font-size="17"/>
          <view layout="stack" clips-to-bounds="true" height="40" background="#EEEEEE">
            <button id="mon" title="周一 &amp; &lt;Tue&gt;" height="30"/>
            <button title="Wed" height="30"/>
          </view>
          <button id="off" title="Off" enabled="false" height="20"/>
        </screen>
        """

    private func chunks(_ renderer: SVGRenderer, _ screen: Screen, taps: [TapMark], chunkSize: Int) -> [[UInt8]] {
        let received = Mutex<[[UInt8]]>([])
        renderer.write(screen, taps: taps, chunkSize: chunkSize) { bytes in received.withLock { $0.append(Array(bytes)) } }
        return received.withLock { $0 }
    }

    @Test(arguments: [1, 100, 1 << 16])
    func streamedDocumentMatchesTheWholeOne(chunkSize: Int) throws {
        let screen = try ScreenLoader(registry: .standard).load(xml: Self.screen)
        screen.layoutIfNeeded()
        let taps = [TapMark(point: CGPoint(x: 50, y: 40), hitFrame: CGRect(x: 10, y: 30, width: 180, height: 30), hitName: "button#mon")]
        for options in [RenderOptions(), RenderOptions(showsFrames: true, showsTaps: true)] {
            let renderer = SVGRenderer(options: options)
            let whole = renderer.renderUTF8(screen, taps: taps)
            let pieces = chunks(renderer, screen, taps: taps, chunkSize: chunkSize)
            #expect(pieces.joined().elementsEqual(whole))
            // Cut between views: every chunk but the last ends an element and a line.
            for piece in pieces.dropLast() { #expect(piece.suffix(2).elementsEqual(Array(">\n".utf8))) }
            // At 64 KiB the small document is one chunk; at 1 byte, one a view or more.
            if chunkSize == 1 << 16 { #expect(pieces.count == 1) }
            if chunkSize == 1 { #expect(pieces.count >= 5) }
        }
    }
}
