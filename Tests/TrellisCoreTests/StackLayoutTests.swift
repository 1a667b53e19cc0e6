import Foundation
import Testing
import TrellisCore

/// The core `stack` layout (Docs/layouts.md, "stack", "RTL", "visible children").
struct StackLayoutTests {
    /// A 200 × 300 container with children of fitting sizes A 50 × 20, B 80 × 30 and
    /// C 30 × 10, laid out by `layout`.
    private func layOut(
        _ layout: StackLayout, padding: EdgeInsets? = nil, direction: LayoutDirection? = nil,
        configure: ([FixedSizeView]) -> Void = { _ in }
    ) -> (View, [FixedSizeView]) {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        container.layout = layout
        container.padding = padding
        container.direction = direction
        let children = [FixedSizeView(50, 20), FixedSizeView(80, 30), FixedSizeView(30, 10)]
        for child in children { container.addSubview(child) }
        configure(children)
        container.layoutIfNeeded()
        return (container, children)
    }

    /// Top 10, left 20, bottom 30, right 40: the content box is (20, 10, 140, 260).
    private let padding = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)

    private func frames(_ views: [View]) -> [CGRect] {
        views.map(\.frame)
    }

    @Test func verticalFillIsTheDefault() {
        let (_, children) = layOut(StackLayout())
        // Heights 20, 30, 10 one after another; each spans the 200 width.
        #expect(
            frames(children) == [
                CGRect(x: 0, y: 0, width: 200, height: 20),
                CGRect(x: 0, y: 20, width: 200, height: 30),
                CGRect(x: 0, y: 50, width: 200, height: 10),
            ])
    }

    @Test func spacingGoesBetweenNeighbours() {
        let (_, children) = layOut(StackLayout(spacing: 5))
        // y: 0; 20 + 5 = 25; 25 + 30 + 5 = 60.
        #expect(
            frames(children) == [
                CGRect(x: 0, y: 0, width: 200, height: 20),
                CGRect(x: 0, y: 25, width: 200, height: 30),
                CGRect(x: 0, y: 60, width: 200, height: 10),
            ])
    }

    /// Vertical, W = 200: x is 0 (leading), (200 − w) / 2 (center) or 200 − w (trailing).
    @Test(arguments: [
        (
            StackLayout.Alignment.fill,
            [
                CGRect(x: 0, y: 0, width: 200, height: 20), CGRect(x: 0, y: 20, width: 200, height: 30),
                CGRect(x: 0, y: 50, width: 200, height: 10),
            ]
        ),
        (
            .leading,
            [
                CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0, y: 20, width: 80, height: 30),
                CGRect(x: 0, y: 50, width: 30, height: 10),
            ]
        ),
        (
            .center,
            [
                CGRect(x: 75, y: 0, width: 50, height: 20), CGRect(x: 60, y: 20, width: 80, height: 30),
                CGRect(x: 85, y: 50, width: 30, height: 10),
            ]
        ),
        (
            .trailing,
            [
                CGRect(x: 150, y: 0, width: 50, height: 20), CGRect(x: 120, y: 20, width: 80, height: 30),
                CGRect(x: 170, y: 50, width: 30, height: 10),
            ]
        ),
    ])
    func verticalAlignment(alignment: StackLayout.Alignment, expected: [CGRect]) {
        let (_, children) = layOut(StackLayout(alignment: alignment))
        #expect(frames(children) == expected)
    }

    /// Horizontal, spacing 5, H = 300: x is 0, 50 + 5 = 55, 55 + 80 + 5 = 140; y is 0
    /// (leading), (300 − h) / 2 (center) or 300 − h (trailing).
    @Test(arguments: [
        (
            StackLayout.Alignment.fill,
            [
                CGRect(x: 0, y: 0, width: 50, height: 300), CGRect(x: 55, y: 0, width: 80, height: 300),
                CGRect(x: 140, y: 0, width: 30, height: 300),
            ]
        ),
        (
            .leading,
            [
                CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 55, y: 0, width: 80, height: 30),
                CGRect(x: 140, y: 0, width: 30, height: 10),
            ]
        ),
        (
            .center,
            [
                CGRect(x: 0, y: 140, width: 50, height: 20), CGRect(x: 55, y: 135, width: 80, height: 30),
                CGRect(x: 140, y: 145, width: 30, height: 10),
            ]
        ),
        (
            .trailing,
            [
                CGRect(x: 0, y: 280, width: 50, height: 20), CGRect(x: 55, y: 270, width: 80, height: 30),
                CGRect(x: 140, y: 290, width: 30, height: 10),
            ]
        ),
    ])
    func horizontalAlignment(alignment: StackLayout.Alignment, expected: [CGRect]) {
        let (_, children) = layOut(StackLayout(axis: .horizontal, spacing: 5, alignment: alignment))
        #expect(frames(children) == expected)
    }

    @Test func paddingInsetsTheContentBox() {
        let (_, children) = layOut(StackLayout(spacing: 5, alignment: .center), padding: padding)
        // Content box (20, 10, 140, 260). x = 20 + (140 − w) / 2: 65, 50, 75.
        // y = 10; 10 + 20 + 5 = 35; 35 + 30 + 5 = 70.
        #expect(
            frames(children) == [
                CGRect(x: 65, y: 10, width: 50, height: 20),
                CGRect(x: 50, y: 35, width: 80, height: 30),
                CGRect(x: 75, y: 70, width: 30, height: 10),
            ])
    }

    @Test func fillSpansTheContentBoxNotTheBounds() {
        let (_, children) = layOut(StackLayout(axis: .horizontal), padding: padding)
        // H = 300 − 10 − 30 = 260 from y 10; x from 20: 20, 70, 150.
        #expect(
            frames(children) == [
                CGRect(x: 20, y: 10, width: 50, height: 260),
                CGRect(x: 70, y: 10, width: 80, height: 260),
                CGRect(x: 150, y: 10, width: 30, height: 260),
            ])
    }

    /// Right to left, content box (20, 10, 140, 260): x' = 20 + (140 − x − w).
    @Test(arguments: [
        // leading: x = 0 → 20 + 140 − w: 110, 80, 130.
        (StackLayout.Alignment.leading, [110.0, 80, 130]),
        // trailing: x = 140 − w → 20 for every child.
        (.trailing, [20.0, 20, 20]),
        // center: x = (140 − w) / 2 → 20 + (140 − w) / 2: 65, 50, 75 (symmetric).
        (.center, [65.0, 50, 75]),
        // fill: x = 0, w = 140 → 20.
        (.fill, [20.0, 20, 20]),
    ])
    func verticalRightToLeftMirrorsInsideTheContentBox(alignment: StackLayout.Alignment, xs: [Double]) {
        let (_, children) = layOut(StackLayout(alignment: alignment), padding: padding, direction: .rtl)
        #expect(children.map(\.frame.minX) == xs.map { CGFloat($0) })
        #expect(children.map(\.frame.minY) == [10, 30, 60])
    }

    @Test func horizontalRightToLeftRunsFromTheRightEdge() {
        let (_, children) = layOut(StackLayout(axis: .horizontal, spacing: 5, alignment: .leading), padding: padding, direction: .rtl)
        // LTR x: 0, 55, 140. x' = 20 + (140 − x − w): 20 + 90 = 110; 20 + 5 = 25;
        // 20 + (140 − 140 − 30) = −10 (C overflows the content box on the left).
        #expect(
            frames(children) == [
                CGRect(x: 110, y: 10, width: 50, height: 20),
                CGRect(x: 25, y: 10, width: 80, height: 30),
                CGRect(x: -10, y: 10, width: 30, height: 10),
            ])
    }

    @Test func directionIsInheritedFromAnAncestor() {
        let screen = makeScreen()
        screen.direction = .rtl
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        container.layout = StackLayout(alignment: .leading)
        let child = FixedSizeView(50, 20)
        container.addSubview(child)
        screen.addSubview(container)
        screen.layoutIfNeeded()
        #expect(container.effectiveDirection == .rtl)
        // 200 − 0 − 50
        #expect(child.frame == CGRect(x: 150, y: 0, width: 50, height: 20))
        screen.direction = .ltr
        screen.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test func hiddenChildrenAreSkippedAndKeepTheirFrame() {
        let kept = CGRect(x: 1, y: 2, width: 3, height: 4)
        let (_, children) = layOut(StackLayout(spacing: 5)) { children in
            children[1].frame = kept
            children[1].isHidden = true
        }
        // A at y 0; C follows A directly: 20 + 5 = 25.
        #expect(
            frames(children) == [
                CGRect(x: 0, y: 0, width: 200, height: 20),
                kept,
                CGRect(x: 0, y: 25, width: 200, height: 10),
            ])
    }

    @Test func showingAHiddenChildMakesRoomForItAgain() {
        let (container, children) = layOut(StackLayout(spacing: 5)) { $0[1].isHidden = true }
        children[1].isHidden = false
        container.layoutIfNeeded()
        #expect(children[1].frame == CGRect(x: 0, y: 25, width: 200, height: 30))
        #expect(children[2].frame == CGRect(x: 0, y: 60, width: 200, height: 10))
    }

    @Test func childrenAreOfferedTheContentWidth() {
        let (_, children) = layOut(StackLayout(), padding: padding)
        // 200 − 20 − 40 = 140, height unbounded.
        #expect(children[0].offeredWidths.last == 140)
    }

    @Test func widthDependentChildIsMeasuredAtTheContentWidth() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        container.layout = StackLayout(alignment: .leading)
        container.padding = padding
        let filling = WidthFillingView(height: 12)
        container.addSubview(filling)
        container.layoutIfNeeded()
        #expect(filling.frame == CGRect(x: 20, y: 10, width: 140, height: 12))
    }

    @Test func explicitSizeOverridesTheFittingSize() {
        let (_, children) = layOut(StackLayout(alignment: .leading)) { children in
            children[0].explicitWidth = 120
            children[0].explicitHeight = 44
        }
        #expect(children[0].frame == CGRect(x: 0, y: 0, width: 120, height: 44))
        #expect(children[1].frame == CGRect(x: 0, y: 44, width: 80, height: 30))
    }

    @Test func fillIgnoresAnExplicitCrossSize() {
        let (_, children) = layOut(StackLayout()) { $0[0].explicitWidth = 120 }
        #expect(children[0].frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    }

    @Test func verticalFittingSize() {
        let (container, _) = layOut(StackLayout(spacing: 5), padding: padding)
        // Width: widest child 80 + 20 + 40 = 140. Height: 20 + 30 + 10 + 2 × 5 + 10 + 30 = 110.
        #expect(container.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)) == CGSize(width: 140, height: 110))
    }

    @Test func horizontalFittingSize() {
        let (container, _) = layOut(StackLayout(axis: .horizontal, spacing: 5), padding: padding)
        // Width: 50 + 80 + 30 + 2 × 5 + 60 = 230. Height: tallest 30 + 40 = 70.
        #expect(container.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)) == CGSize(width: 230, height: 70))
    }

    @Test func fittingSizeLeavesOutHiddenChildren() {
        let (container, _) = layOut(StackLayout(spacing: 5), padding: padding) { $0[1].isHidden = true }
        // Width: max(50, 30) + 60 = 110. Height: 20 + 10 + 5 + 40 = 75.
        #expect(container.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)) == CGSize(width: 110, height: 75))
    }

    @Test func emptyStackFitsItsPadding() {
        let container = View()
        container.layout = StackLayout(spacing: 5)
        container.padding = padding
        #expect(container.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)) == CGSize(width: 60, height: 40))
    }

    @Test func nestedStacksSizeEachOther() {
        let screen = makeScreen()
        screen.layout = StackLayout()
        let row = View()
        row.layout = StackLayout(axis: .horizontal, spacing: 10)
        let label = Label(text: "ab")
        let button = Button(title: "周一")
        row.addSubview(label)
        row.addSubview(button)
        let below = Button(title: "x")
        screen.addSubview(row)
        screen.addSubview(below)
        screen.layoutIfNeeded()
        // The row fits max(20.4, 18) = 20.4 high; the screen's fill gives it 375 wide.
        #expect(approximatelyEqual(row.frame, CGRect(x: 0, y: 0, width: 375, height: 20.4)))
        // In the row: label "ab" 17 wide at 17 pt, then 10, then the 30-wide button, both
        // filling the row's 20.4 height.
        #expect(approximatelyEqual(label.frame, CGRect(x: 0, y: 0, width: 17, height: 20.4)))
        #expect(approximatelyEqual(button.frame, CGRect(x: 27, y: 0, width: 30, height: 20.4)))
        #expect(approximatelyEqual(below.frame, CGRect(x: 0, y: 20.4, width: 375, height: 18)))
    }

    @Test func negativeSpacingIsRaisedToZero() {
        #expect(StackLayout(spacing: -5).spacing == 0)
    }

    @Test func defaults() {
        let stack = StackLayout()
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 0)
        #expect(stack.alignment == .fill)
        #expect(stack.defaultPadding == .zero)
        #expect(!stack.placesHiddenSubviews)
    }

    @Test func paddingLargerThanTheContainerLeavesAnEmptyContentBox() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 30, height: 300))
        container.layout = StackLayout()
        container.padding = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let child = FixedSizeView(50, 20)
        container.addSubview(child)
        container.layoutIfNeeded()
        // W = max(0, 30 − 40) = 0: fill gives the child no width, at the content box's x.
        #expect(child.frame == CGRect(x: 20, y: 0, width: 0, height: 20))
        #expect(child.offeredWidths.last == 0)
    }
}
