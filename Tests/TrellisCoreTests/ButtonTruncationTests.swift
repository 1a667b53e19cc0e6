import Foundation
import Testing
import TrellisCore

/// A button narrower than its title shows it truncated with "…", and the dumps print
/// what is shown beside the full title.
struct ButtonTruncationTests {
    private func button(width: CGFloat) -> Button {
        let button = Button(title: "周一周二周三周四")
        button.padding = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        button.frame = CGRect(x: 0, y: 0, width: width, height: 20)
        return button
    }

    @Test func aClampedTitleIsTruncated() {
        // 100 − 40 = 60 inside the padding at 15 points: "周一周…" is 45 + 7.5 = 52.5.
        #expect(button(width: 100).visibleText == "周一周…")
        #expect(button(width: 100).displayedText == "周一周二周三周四")
    }

    @Test func aTitleThatFitsIsShownWhole() {
        #expect(button(width: 160).visibleText == "周一周二周三周四")
        #expect(button(width: 0).visibleText == "周一周二周三周四")
    }

    @Test func dumpsShowTheTruncatedTitleOnlyWhenItDiffers() {
        let truncated = ViewSnapshot(button(width: 100))
        #expect(truncated.text == "周一周二周三周四")
        #expect(truncated.visibleText == "周一周…")
        #expect(truncated.json.serialized().contains(#""text":"周一周二周三周四","visibleText":"周一周…""#))
        #expect(TreePrinter.line(for: truncated) == #"button "周一周二周三周四" (0, 0, 100, 20) visibleText="周一周…""#)
        let whole = ViewSnapshot(button(width: 160))
        #expect(whole.visibleText == nil)
        #expect(!whole.json.serialized().contains("visibleText"))
    }
}
