import Foundation
import Testing

@testable import TrellisCore

/// A measurer that makes every text 40 × 12 points, whatever its font.
private struct FixedTextMetrics: TextMeasuring {
    func size(of text: String, font: Font) -> CGSize { CGSize(width: 40, height: 12) }
    func lineHeight(for font: Font) -> CGFloat { 12 }
}

/// What containers keep between passes (View+Layout, View+Hierarchy): the subviews'
/// sizes, the placements last written and the text settings their subviews inherit.
/// Each test changes one thing a kept value depends on and checks the frames that follow.
///
/// The fixture: a 375 × 100 row with a horizontal stack, leading alignment, no spacing,
/// holding buttons "A" and "B" at the test metrics (15-point titles: one ASCII letter is
/// 0.5 em = 7.5 wide, 1.2 × 15 = 18 high), so A is at (0, 0, 7.5, 18) and B at
/// (7.5, 0, 7.5, 18).
struct LayoutCacheTests {
    private func makeRow() -> (Screen, View, Button, Button) {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        let row = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        row.layout = StackLayout(axis: .horizontal, alignment: .leading)
        let a = Button(title: "A")
        let b = Button(title: "B")
        row.addSubview(a)
        row.addSubview(b)
        screen.addSubview(row)
        screen.layoutIfNeeded()
        return (screen, row, a, b)
    }

    @Test func fixtureFrames() {
        let (_, _, a, b) = makeRow()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 7.5, height: 18))
        #expect(b.frame == CGRect(x: 7.5, y: 0, width: 7.5, height: 18))
    }

    @Test("a frame set by code is replaced by the layout's placement on the next pass")
    func frameSetByCodeIsPlacedAgain() {
        let (screen, row, a, _) = makeRow()
        a.frame = CGRect(x: 100, y: 50, width: 7.5, height: 18)
        row.setNeedsLayout()
        screen.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 7.5, height: 18))
    }

    @Test("a title change reaches the sizes the container keeps")
    func titleChangeIsMeasuredAgain() {
        let (screen, _, a, b) = makeRow()
        a.title = "AAA"
        screen.layoutIfNeeded()
        // 3 letters × 7.5 = 22.5; B follows at 22.5.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 22.5, height: 18))
        #expect(b.frame == CGRect(x: 22.5, y: 0, width: 7.5, height: 18))
    }

    @Test("an explicit size change on a subview with both axes fixed is placed again")
    func explicitSizeChangeIsPlacedAgain() {
        let (screen, _, a, b) = makeRow()
        a.explicitWidth = 30
        a.explicitHeight = 10
        screen.layoutIfNeeded()
        a.explicitWidth = 50
        screen.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 7.5, height: 18))
    }

    @Test("a font size set on the container reaches the subviews measured before")
    func containerFontSizeIsInherited() {
        let (screen, row, a, b) = makeRow()
        row.fontSize = 30
        screen.layoutIfNeeded()
        // At 30 points a letter is 15 wide and 1.2 × 30 = 36 high.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 15, height: 36))
        #expect(b.frame == CGRect(x: 15, y: 0, width: 15, height: 36))
    }

    @Test("a font size set on the screen reaches a grandchild measured before")
    func screenFontSizeIsInherited() {
        let (screen, _, a, _) = makeRow()
        screen.fontSize = 20
        screen.layoutIfNeeded()
        // Buttons inherit 20 points: 10 wide, 24 high.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 24))
    }

    @Test("a view moved to a container with another font is measured in that font")
    func movedViewTakesItsNewContainersFont() {
        let (screen, row, a, _) = makeRow()
        let large = View(frame: CGRect(x: 0, y: 200, width: 375, height: 100))
        large.layout = StackLayout(axis: .horizontal, alignment: .leading)
        large.fontSize = 30
        screen.addSubview(large)
        screen.layoutIfNeeded()
        large.addSubview(a)
        screen.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 15, height: 36))
        row.addSubview(a)
        screen.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 7.5, y: 0, width: 7.5, height: 18))
    }

    @Test("a measurer set on the screen reaches the views measured before")
    func screenMeasurerIsInherited() {
        let (screen, _, a, b) = makeRow()
        screen.textMeasurer = FixedTextMetrics()
        screen.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 12))
        #expect(b.frame == CGRect(x: 40, y: 0, width: 40, height: 12))
        #expect(a.currentTextMeasurer is FixedTextMetrics)
    }

    @Test("a view taken off its screen measures with the test metrics again")
    func viewOffScreenUsesTestMetrics() {
        let (screen, _, a, _) = makeRow()
        screen.textMeasurer = FixedTextMetrics()
        screen.layoutIfNeeded()
        a.removeFromSuperview()
        #expect(a.currentTextMeasurer is TestTextMetrics)
        #expect(a.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) == CGSize(width: 7.5, height: 18))
    }

    @Test("hiding a subview moves the ones after it, showing it moves them back")
    func hidingIsPlacedAgain() {
        let (screen, _, a, b) = makeRow()
        a.isHidden = true
        screen.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 0, width: 7.5, height: 18))
        a.isHidden = false
        screen.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 7.5, y: 0, width: 7.5, height: 18))
    }

    @Test("a relayout that moves nothing measures nothing again")
    func warmRelayoutMeasuresNothing() {
        let (screen, row, a, b) = makeRow()
        let before = (a.layoutWork.sizeThatFits, b.layoutWork.sizeThatFits, row.layoutWork.layoutSubviews)
        row.setNeedsLayout()
        screen.layoutIfNeeded()
        #expect(a.layoutWork.sizeThatFits == before.0 && b.layoutWork.sizeThatFits == before.1)
        #expect(row.layoutWork.layoutSubviews == before.2 + 1)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 7.5, height: 18))
    }

    @Test("a subview that outlives its superview has no superview")
    func superviewIsClearedWhenItGoesAway() {
        let child = View()
        var parent: View? = View()
        parent?.addSubview(child)
        #expect(child.superview === parent)
        parent = nil
        #expect(child.superview == nil)
    }
}
