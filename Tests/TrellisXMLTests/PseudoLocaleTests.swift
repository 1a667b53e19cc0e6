import Foundation
import Testing
import TrellisCore
import TrellisXML

/// The pseudo-locales en-XA and ar-XB (Docs/sweeps.md, "Pseudo-locales").
struct PseudoLocaleTests {
    let loader = ScreenLoader(registry: .core)

    @Test func enXAAccentsLengthensAndBrackets() {
        let locale = PseudoLocale.accented
        // 8 clusters: ⌈24/10⌉ = 3 tildes.
        #expect(locale.shown("Settings") == "[Šéţţîñĝš~~~]")
        // 2 clusters: ⌈6/10⌉ = 1.
        #expect(locale.shown("OK") == "[ÖĶ~]")
        #expect(locale.shown("周一") == "[周一~]")
        #expect(locale.shown("") == "")
        // "e" + U+0301 is one cluster of two scalars: kept; 2 clusters, 1 tilde.
        #expect(locale.shown("e\u{301}z") == "[e\u{301}ž~]")
        // 10 clusters: ⌈30/10⌉ = 3; 11: ⌈33/10⌉ = 4.
        #expect(locale.shown("abcdefghij") == "[áƀçðéƒĝĥîĵ~~~]")
        #expect(locale.shown("ABCDEFGHIJK").hasSuffix("~~~~]"))
        #expect(locale.shown("xyz XYZ 1") == "[ẋýž ẊÝŽ 1~~~]")
    }

    @Test func arXBWrapsEachWord() {
        #expect(PseudoLocale.bidirectional.shown("Buy now") == "\u{200F}\u{202E}Buy\u{202C}\u{200F} \u{200F}\u{202E}now\u{202C}\u{200F}")
        #expect(PseudoLocale.bidirectional.shown("  a\u{3000}") == "  \u{200F}\u{202E}a\u{202C}\u{200F}\u{3000}")
        #expect(PseudoLocale.bidirectional.shown("") == "")
    }

    @Test func arXBFramesEqualThoseOfAnRTLScreen() throws {
        let body = """
              <view layout="stack" axis="horizontal" spacing="8" padding="10">
                <label id="a" text="Buy now"/>
                <button id="b" title="Add to cart"/>
                <text-field id="c" placeholder="Coupon"/>
              </view>
              <view layout="stack" axis="horizontal" direction="ltr">
                <label id="d" text="Total"/>
                <label id="e" text="42"/>
              </view>
            </screen>
            """
        let pseudo = try loader.load(xml: "<screen layout=\"stack\">\n" + body, path: "s.xml")
        ScreenConfiguration(locale: .bidirectional).apply(to: pseudo)
        pseudo.layoutIfNeeded()
        let rtl = try loader.load(xml: "<screen layout=\"stack\" direction=\"rtl\">\n" + body, path: "s.xml")
        rtl.layoutIfNeeded()
        for id in ["a", "b", "c", "d", "e"] {
            #expect(pseudo.view(withID: id)?.frame == rtl.view(withID: id)?.frame, "#\(id)")
        }
        // "Buy now": 7 clusters of ½ × 17 = 59.5 wide; the marks add nothing. The row is
        // right to left: its first subview at the right.
        #expect(pseudo.view(withID: "a")?.frame.width == 59.5)
        #expect((pseudo.view(withID: "a")?.frame.minX ?? 0) > (pseudo.view(withID: "b")?.frame.minX ?? 0))
        // The direction="ltr" row stays left to right.
        #expect((pseudo.view(withID: "d")?.frame.minX ?? 1) < (pseudo.view(withID: "e")?.frame.minX ?? 0))
    }

    @Test func translatableTextsChangeQueriesMatchTheWrittenText() throws {
        let xml = """
            <screen layout="stack">
              <label id="title" text="Settings" accessibility-label="Title"/>
              <button id="ok" title="OK" action="confirm"/>
              <text-field id="name" text="Ada" placeholder="Name"/>
              <view layout="stack" translatable="false">
                <label id="brand" text="Trellis"/>
              </view>
            </screen>
            """
        let screen = try loader.load(xml: xml, path: "s.xml")
        ScreenConfiguration(locale: .accented).apply(to: screen)
        screen.layoutIfNeeded()
        let title = try #require(screen.view(withID: "title") as? Label)
        #expect(title.text == "[Šéţţîñĝš~~~]")
        #expect(title.writtenText == "Settings")
        #expect(title.accessibilityLabel == "[Ţîţļé~~]")
        #expect((screen.view(withID: "ok") as? Button)?.title == "[ÖĶ~]")
        let field = try #require(screen.view(withID: "name") as? TextField)
        #expect(field.text == "Ada")
        #expect(field.placeholder == "[Ñáɱé~~]")
        #expect((screen.view(withID: "brand") as? Label)?.text == "Trellis")
        // 13 clusters of ½ × 17: 110.5 wide.
        #expect(title.frame.height == 20.4)
        #expect(title.sizeThatFits(CGSize(width: 1000, height: 1000)).width == 110.5)
        #expect(screen.views(matching: .text("Settings")).map(ObjectIdentifier.init) == [ObjectIdentifier(title)])
        #expect(screen.views(matching: .text("[Šéţţîñĝš~~~]")).isEmpty)
        #expect(screen.views(matching: .accessibilityLabel("Title")).map(ObjectIdentifier.init) == [ObjectIdentifier(title)])
        let report = try screen.tap(text: "OK")
        #expect(report.hitView?.id == "ok")
        // Back to base: as written.
        ScreenConfiguration().apply(to: screen)
        #expect(title.text == "Settings")
    }
}
