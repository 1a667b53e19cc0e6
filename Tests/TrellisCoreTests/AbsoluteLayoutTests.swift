import Foundation
import Testing
import TrellisCore

/// The core `absolute` layout (Docs/layouts.md, "absolute").
struct AbsoluteLayoutTests {
    private func makeContainer(padding: EdgeInsets? = nil, direction: LayoutDirection? = nil) -> View {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        container.layout = AbsoluteLayout()
        container.padding = padding
        container.direction = direction
        return container
    }

    @Test func childrenGoAtTheirFrames() {
        let container = makeContainer()
        let a = View()
        a.specifiedFrame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let b = Button(title: "Buy")
        b.specifiedFrame = CGRect(x: -5, y: 100, width: 20, height: 10)
        container.addSubview(a)
        container.addSubview(b)
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        // The frame wins over the button's fitting size (22.5 × 18), and x may be negative.
        #expect(b.frame == CGRect(x: -5, y: 100, width: 20, height: 10))
    }

    @Test func framesAreNotOffsetByPaddingNorMirroredByRightToLeft() {
        let container = makeContainer(padding: EdgeInsets(all: 15), direction: .rtl)
        let a = View()
        a.specifiedFrame = CGRect(x: 10, y: 20, width: 30, height: 40)
        container.addSubview(a)
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func childWithoutFrameGoesAtTheOriginWithItsFittingSize() {
        let container = makeContainer(padding: EdgeInsets(all: 15))
        let fixed = FixedSizeView(50, 20)
        let label = Label(text: "Mon")
        container.addSubview(fixed)
        container.addSubview(label)
        container.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        // "Mon" at 17 pt: 25.5 × 20.4. Not offset by the padding.
        #expect(approximatelyEqual(label.frame, CGRect(x: 0, y: 0, width: 25.5, height: 20.4)))
    }

    @Test func childWithoutFrameIsOfferedTheContentWidth() {
        let container = makeContainer(padding: EdgeInsets(top: 0, left: 20, bottom: 0, right: 30))
        let filling = WidthFillingView(height: 12)
        container.addSubview(filling)
        container.layoutIfNeeded()
        // Content width: 200 − 20 − 30 = 150 (Docs/layouts.md, "fitting size"); still at (0, 0).
        #expect(filling.frame == CGRect(x: 0, y: 0, width: 150, height: 12))
    }

    @Test func explicitSizeOfAChildWithoutFrame() {
        let container = makeContainer()
        let button = Button(title: "Buy")
        button.explicitHeight = 44
        container.addSubview(button)
        container.layoutIfNeeded()
        // Width measured (3 × 7.5 = 22.5), height fixed.
        #expect(button.frame == CGRect(x: 0, y: 0, width: 22.5, height: 44))
    }

    @Test func hiddenChildrenAreStillPlaced() {
        let container = makeContainer()
        let hidden = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        hidden.specifiedFrame = CGRect(x: 50, y: 60, width: 70, height: 80)
        hidden.isHidden = true
        let frameless = FixedSizeView(25, 35)
        frameless.isHidden = true
        container.addSubview(hidden)
        container.addSubview(frameless)
        container.layoutIfNeeded()
        #expect(hidden.frame == CGRect(x: 50, y: 60, width: 70, height: 80))
        #expect(frameless.frame == CGRect(x: 0, y: 0, width: 25, height: 35))
        #expect(AbsoluteLayout().placesHiddenSubviews)
    }

    @Test func fittingSizeIsTheBoundingBoxFromTheOrigin() {
        let container = makeContainer(padding: EdgeInsets(all: 15))
        let a = View()
        a.specifiedFrame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let b = View()
        b.specifiedFrame = CGRect(x: -5, y: 100, width: 20, height: 10)
        let c = FixedSizeView(50, 5)
        for view in [a, b, c] { container.addSubview(view) }
        // maxX: max(10 + 30, −5 + 20, 50) = 50; maxY: max(20 + 40, 100 + 10, 5) = 110.
        // Plus the padding on each axis: 50 + 15 + 15 = 80, 110 + 15 + 15 = 140.
        #expect(container.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)) == CGSize(width: 80, height: 140))
    }

    @Test func fittingSizeLeavesOutHiddenChildren() {
        let container = makeContainer()
        let shown = View()
        shown.specifiedFrame = CGRect(x: 10, y: 10, width: 10, height: 10)
        let hidden = View()
        hidden.specifiedFrame = CGRect(x: 0, y: 0, width: 500, height: 500)
        hidden.isHidden = true
        container.addSubview(shown)
        container.addSubview(hidden)
        // Hidden children take no space (Docs/layouts.md, "visible children").
        #expect(container.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)) == CGSize(width: 20, height: 20))
    }

    @Test func fittingSizeOffersTheContentWidthToChildrenWithoutFrame() {
        let container = makeContainer(padding: EdgeInsets(top: 0, left: 20, bottom: 0, right: 30))
        container.addSubview(WidthFillingView(height: 12))
        // Offered 300: the child is offered 300 − 50 = 250 and fills it; plus the padding,
        // 250 + 20 + 30 = 300 wide and 12 + 0 + 0 = 12 tall.
        #expect(container.sizeThatFits(CGSize(width: 300, height: CGFloat.infinity)) == CGSize(width: 300, height: 12))
    }

    @Test func emptyContainerFitsItsPadding() {
        let container = makeContainer(padding: EdgeInsets(all: 15))
        // No children: 0 + 15 + 15 on each axis.
        #expect(container.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)) == CGSize(width: 30, height: 30))
        #expect(makeContainer().sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)) == .zero)
    }

    @Test func paddedContainerAtItsFittingSizeKeepsAWrappingLabelsLines() {
        let container = makeContainer(padding: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        let label = Label(text: "ab cd")
        label.numberOfLines = 0
        let marker = View()
        marker.specifiedFrame = CGRect(x: 5, y: 30, width: 10, height: 10)
        container.addSubview(label)
        container.addSubview(marker)
        // Ideal size: "ab cd" at 17 pt unconstrained is one line, 5 × 8.5 = 42.5 × 20.4.
        // Bounding box: max(42.5, 5 + 10) × max(20.4, 30 + 10) = 42.5 × 40; plus the
        // padding: (42.5 + 40) × (40 + 20) = 82.5 × 60.
        let size = container.sizeThatFits(CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        #expect(approximatelyEqual(size, CGSize(width: 82.5, height: 60)))
        // Placed at that size the content width is 82.5 − 40 = 42.5: the label keeps its one
        // line. Had the padding been left out, the container would be 42.5 wide and offer
        // the label 42.5 − 40 = 2.5, one character a line: 4 × 20.4 = 81.6 tall.
        container.frame = CGRect(origin: .zero, size: size)
        container.layoutIfNeeded()
        #expect(approximatelyEqual(label.frame, CGRect(x: 0, y: 0, width: 42.5, height: 20.4)))
        #expect(label.textLayout.lines == ["ab cd"])
        #expect(marker.frame == CGRect(x: 5, y: 30, width: 10, height: 10))
    }

    @Test func absoluteContainerInAStackTakesItsBoundingBox() {
        let screen = makeScreen()
        screen.layout = StackLayout(alignment: .leading)
        let container = View()
        container.layout = AbsoluteLayout()
        let child = View()
        child.specifiedFrame = CGRect(x: 5, y: 5, width: 40, height: 30)
        container.addSubview(child)
        let after = FixedSizeView(10, 10)
        screen.addSubview(container)
        screen.addSubview(after)
        screen.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 45, height: 35))
        #expect(after.frame == CGRect(x: 0, y: 35, width: 10, height: 10))
    }
}
