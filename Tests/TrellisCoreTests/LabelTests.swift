import Foundation
import Testing
import TrellisCore

/// A label's intrinsic size and defaults (Docs/layouts.md, "Intrinsic sizes of core widgets").
struct LabelTests {
    @Test func defaultFontIsSeventeenPoints() {
        let label = Label(text: "Mon")
        // 3 × 0.5 × 17 = 25.5 wide; 1.2 × 17 = 20.4 high.
        let size = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(approximatelyEqual(size, CGSize(width: 25.5, height: 20.4)))
        #expect(label.effectiveFont == Font(size: 17))
    }

    @Test func sizeIsTheTextSizeWhateverItIsOffered() {
        let label = Label(text: "周一")
        // 2 × 17 = 34 wide, even when offered 10: labels do not wrap.
        let size = label.sizeThatFits(CGSize(width: 10, height: 10))
        #expect(approximatelyEqual(size, CGSize(width: 34, height: 20.4)))
    }

    @Test func emptyLabelIsZeroSized() {
        #expect(Label().sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func fontSizeIsInheritedFromTheNearestAncestorThatSetsOne() {
        let outer = View()
        outer.fontSize = 30
        let inner = View()
        inner.fontSize = 20
        let label = Label(text: "Mon")
        outer.addSubview(inner)
        inner.addSubview(label)
        // 3 × 0.5 × 20 = 30 wide; 1.2 × 20 = 24 high.
        #expect(approximatelyEqual(label.sizeThatFits(.zero), CGSize(width: 30, height: 24)))
        inner.fontSize = nil
        // Now outer's 30: 45 × 36.
        #expect(approximatelyEqual(label.sizeThatFits(.zero), CGSize(width: 45, height: 36)))
        label.fontSize = 10
        #expect(approximatelyEqual(label.sizeThatFits(.zero), CGSize(width: 15, height: 12)))
    }

    @Test func labelsAreNotInteractive() {
        let label = Label(text: "x")
        #expect(!label.isUserInteractionEnabled)
        #expect(!Label.isInteractiveByDefault)
        #expect(label.typeName == "label")
        #expect(label.displayedText == "x")
    }

    @Test func screenMeasurerSizesItsLabels() {
        struct Fixed: TextMeasuring {
            func size(of text: String, font: Font) -> CGSize { CGSize(width: 1, height: 2) }
        }
        let screen = makeScreen()
        screen.layout = StackLayout(alignment: .leading)
        let label = Label(text: "Mon")
        screen.addSubview(label)
        screen.layoutIfNeeded()
        #expect(approximatelyEqual(label.frame, CGRect(x: 0, y: 0, width: 25.5, height: 20.4)))
        screen.textMeasurer = Fixed()
        screen.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 1, height: 2))
    }
}
