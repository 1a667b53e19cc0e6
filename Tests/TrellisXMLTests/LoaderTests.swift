import Foundation
import Testing
import TrellisCore
import TrellisXML

/// What a valid screen builds into.
struct LoaderTests {
    let loader = ScreenLoader(registry: .core)

    @Test func buildsTheTreeWithAttributesAndLayouts() throws {
        let screen = try loader.load(
            xml: """
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
        let screen = try loader.load(
            xml: """
                <screen>
                  <button id="buy" title="Buy" enabled="false"/>
                </screen>
                """, path: "shop.xml")
        let error = #expect(throws: TapError.self) { try screen.tap(id: "buy") }
        #expect(error?.message == "tap '#buy' missed button#buy \"Buy\" (shop.xml:2:3): it is disabled")
    }

    /// libxml2 keeps its own copy of the file and drops what it has read near the end of a
    /// long one; elements are located from that copy while it holds them and from the file
    /// after. Each button here is on its own line (line 2 + n), indented by n % 7 spaces
    /// and a tab when n is odd, after a comment with a CJK character on every tenth line,
    /// so its `<` is at column 1 + n % 7 + (n odd ? 1 : 0) + (n % 10 == 0 ? 8 : 0)
    /// (`<!--日-->` is eight columns). A comment of 2,000 characters on a line of its own
    /// before the last button (whose line is therefore one further down) makes libxml2
    /// drop the previous button's line. The last one's bad value is at its attribute,
    /// `<button ` (8 columns) after its `<`.
    @Test func everyElementOfALongFileIsLocatedAtItsTag() throws {
        let count = 3_000
        var xml = "<screen>\n"
        var columns: [Int] = []
        for n in 0..<count {
            let indent = String(repeating: " ", count: n % 7) + (n % 2 == 1 ? "\t" : "") + (n % 10 == 0 ? "<!--日-->" : "")
            columns.append(1 + n % 7 + (n % 2 == 1 ? 1 : 0) + (n % 10 == 0 ? 8 : 0))
            if n == count - 1 { xml += "<!--" + String(repeating: "長", count: 1_993) + "-->\n" }
            xml += indent + (n == count - 1 ? "<button hidden=\"nah\" title=\"終\"/>\n" : "<button title=\"第\\(n)\"/>\n")
        }
        xml += "</screen>\n"
        let error = #expect(throws: ScreenLoadError.self) { try loader.load(xml: xml, path: "long.xml") }
        #expect(error?.diagnostics.map(\.location) == [SourceLocation(file: "long.xml", line: count + 2, column: columns[count - 1] + 8)])
        let valid = try loader.load(xml: xml.replacingOccurrences(of: "hidden=\"nah\" ", with: ""), path: "long.xml")
        let located = valid.subviews.map { $0.sourceLocation }
        #expect(located == (0..<count).map { SourceLocation(file: "long.xml", line: $0 + ($0 == count - 1 ? 3 : 2), column: columns[$0]) })
    }
}

/// The `clips-to-bounds` attribute of every view.
struct ClipsToBoundsLoadingTests {
    @Test func clipsToBoundsIsReadOnAnyView() throws {
        let screen = try ScreenLoader(registry: .core).load(
            xml: """
                <screen><view id="a" clips-to-bounds="true"/><view id="b"/></screen>
                """, path: "c.xml")
        #expect(screen.view(withID: "a")?.clipsToBounds == true)
        #expect(screen.view(withID: "b")?.clipsToBounds == false)
    }

    @Test func aBadValueIsReportedAtItsPosition() throws {
        #expect(throws: (any Error).self) {
            try ScreenLoader(registry: .core).load(xml: "<screen>\n  <view clips-to-bounds=\"yes\"/></screen>", path: "c.xml")
        }
        do {
            _ = try ScreenLoader(registry: .core).load(xml: "<screen>\n  <view clips-to-bounds=\"yes\"/></screen>", path: "c.xml")
        } catch {
            #expect("\(error)".contains("c.xml:2:9: error: invalid value 'yes' for attribute 'clips-to-bounds' of <view>: expected true or false"))
        }
    }
}

/// `grow` on children of a stack.
struct GrowLoadingTests {
    @Test func aHeaderAGrowingViewAndAFooterFillTheScreen() throws {
        let screen = try ScreenLoader(registry: .core).load(
            xml: """
                <screen width="320" height="480">
                  <label id="header" text="Header"/>
                  <view id="middle" grow="1" height="900"/>
                  <button id="footer" title="Buy"/>
                </screen>
                """, path: "g.xml")
        screen.layoutIfNeeded()
        // The label is 20.4 high (17 × 1.2) and the button 18 (15 × 1.2); the middle view
        // takes 480 − 20.4 − 18 = 441.6 whatever its own height.
        #expect(screen.view(withID: "middle")?.frame == CGRect(x: 0, y: 20.4, width: 320, height: 441.6))
        #expect(screen.view(withID: "footer")?.frame == CGRect(x: 0, y: 462, width: 320, height: 18))
        #expect(screen.view(withID: "middle")?.grow == 1)
    }
}
