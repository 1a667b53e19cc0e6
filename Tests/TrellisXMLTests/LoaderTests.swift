import Foundation
import Testing
import TrellisCore
import TrellisXML

/// What a valid screen builds into.
struct LoaderTests {
    let loader = ScreenLoader(registry: .core)

    @Test func buildsTheTreeWithAttributesAndLayouts() throws {
        let screen = try loader.load(xml: """
            <screen width="320" height="480" padding="10">
              <label id="title">  Hello  </label>
              <button id="buy" title="Buy" padding="5 10" action="purchase" enabled="false"/>
              <view id="panel" height="50" hidden="true">
                <label text="x" frame="1 2 3 4"/>
              </view>
            </screen>
            """, path: "s.xml")
        #expect(screen.size == CGSize(width: 320, height: 480))
        let title = try #require(screen.view(withID: "title") as? Label)
        // Text content is trimmed: "Hello" at 17 pt = 5 × 8.5 = 42.5 wide, 20.4 high; the
        // stack fills the content width 320 − 20 = 300.
        #expect(title.text == "Hello")
        #expect(title.frame == CGRect(x: 10, y: 10, width: 300, height: 20.4))
        let buy = try #require(screen.view(withID: "buy") as? Button)
        // "Buy" at 15 pt = 22.5 × 18, plus padding 5/10 → height 28, below the label.
        #expect(buy.frame == CGRect(x: 10, y: 30.4, width: 300, height: 28))
        #expect(buy.isEnabled == false)
        #expect(buy.typeName == "button")
        #expect(buy.sourceLocation == SourceLocation(file: "s.xml", line: 3, column: 3))
        let panel = try #require(screen.view(withID: "panel"))
        #expect(panel.isHidden)
        #expect(panel.subviews.first?.specifiedFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func entitiesAndCharacterReferencesAreDecoded() throws {
        let screen = try loader.load(xml: #"<screen><button id="b" title="a &amp; b &#x5468;"/></screen>"#)
        #expect((screen.view(withID: "b") as? Button)?.title == "a & b 周")
    }

    @Test func namedActionsGoToTheCallersHandler() throws {
        let screen = try loader.load(xml: #"<screen><button title="Report" action="report"/></screen>"#)
        var received: [String] = []
        screen.actionHandler = { name, _ in
            received.append(name)
            return true
        }
        let report = try screen.tap(text: "Report")
        #expect(received == ["report"])
        #expect(report.actions == [SentAction(name: "report", handled: true)])
    }

    @Test func missedTapsCiteTheSourceLine() throws {
        let screen = try loader.load(xml: """
            <screen>
              <button id="buy" title="Buy" enabled="false"/>
            </screen>
            """, path: "shop.xml")
        let error = #expect(throws: TapError.self) { try screen.tap(id: "buy") }
        #expect(error?.message == "tap '#buy' missed button#buy \"Buy\" (shop.xml:2:3): button#buy \"Buy\" (shop.xml:2:3) is disabled")
    }
}
