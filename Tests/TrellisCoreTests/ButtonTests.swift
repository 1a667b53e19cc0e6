import Foundation
import Testing
import TrellisCore

/// A button's intrinsic size and defaults (Docs/layouts.md, "Intrinsic sizes of core widgets").
struct ButtonTests {
    @Test func defaultFontIsFifteenPoints() {
        let button = Button(title: "Mon")
        // 3 × 0.5 × 15 = 22.5 wide; 1.2 × 15 = 18 high.
        #expect(approximatelyEqual(button.sizeThatFits(.zero), CGSize(width: 22.5, height: 18)))
        #expect(button.effectiveFont == Font(size: 15))
    }

    /// (padding, fitting size) for the title "周一" (30 × 18 at 15 pt).
    @Test(arguments: [
        (EdgeInsets.zero, CGSize(width: 30, height: 18)),
        (EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), CGSize(width: 70, height: 18)),  // 30 + 20 + 20
        (EdgeInsets(top: 5, left: 1, bottom: 7, right: 2), CGSize(width: 33, height: 30)),  // 30 + 3; 18 + 12
        (EdgeInsets(all: 10), CGSize(width: 50, height: 38)),
    ])
    func sizeIsTitlePlusPadding(padding: EdgeInsets, size: CGSize) {
        let button = Button(title: "周一")
        button.padding = padding
        #expect(approximatelyEqual(button.sizeThatFits(.zero), size))
    }

    @Test func explicitWidthAndHeightFixTheirAxis() {
        let button = Button(title: "周一")
        button.padding = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        button.explicitHeight = 20
        // Width 30 + 40 = 70 is measured; height is fixed at 20.
        #expect(approximatelyEqual(button.fittingSize(for: .unspecified), CGSize(width: 70, height: 20)))
        button.explicitWidth = 100
        #expect(button.fittingSize(for: .unspecified) == CGSize(width: 100, height: 20))
    }

    @Test func titleChangeChangesTheSize() {
        let button = Button(title: "a")
        #expect(approximatelyEqual(button.fittingSize(for: .unspecified), CGSize(width: 7.5, height: 18)))
        button.title = "abcd"
        #expect(approximatelyEqual(button.fittingSize(for: .unspecified), CGSize(width: 30, height: 18)))
    }

    @Test func labelInsideAButtonKeepsTheLabelDefault() {
        let button = Button()
        let label = Label(text: "ab")
        button.addSubview(label)
        // The label's class default (17) applies, not the button's (15): 17 × 20.4.
        #expect(approximatelyEqual(label.sizeThatFits(.zero), CGSize(width: 17, height: 20.4)))
        button.fontSize = 10
        // An explicit font size is inherited: 10 × 12.
        #expect(approximatelyEqual(label.sizeThatFits(.zero), CGSize(width: 10, height: 12)))
    }

    @Test func defaults() {
        let button = Button()
        #expect(button.title == "")
        #expect(button.typeName == "button")
        #expect(button.isEnabled)
        #expect(!button.isSelected)
        #expect(!button.isHighlighted)
        #expect(button.isUserInteractionEnabled)
        #expect(button.displayedText == "")
        #expect(button.sizeThatFits(.zero) == .zero)
    }
}
