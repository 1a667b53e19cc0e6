import Foundation
import Testing
import TrellisCore

/// A text field that sizes to its text keeps its width as it is typed into, adding one
/// cluster's width per cluster rather than measuring the whole text again
/// (Docs/widgets.md, "Cost of typing").
struct TextFieldWidthTests {
    private func editingField(fontSize: CGFloat = 17) -> (Screen, TextField) {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        screen.layout = StackLayout(alignment: .leading)
        let field = TextField()
        field.fontSize = fontSize
        screen.addSubview(field)
        screen.layoutIfNeeded()
        field.becomeFirstResponder()
        return (screen, field)
    }

    @Test func typingAndDeletingKeepTheWidth() throws {
        let (screen, field) = editingField()
        // At 17 points "a" and "b" are ½ em (8.5) and 周 1 em (17): 8.5 + 8.5 + 17 = 34.
        for cluster in ["a", "b", "周"] { try screen.typeText(cluster) }
        #expect(field.frame.size == CGSize(width: 34, height: 17 * 1.2))
        try screen.deleteBackward()
        #expect(field.frame.width == 17)
        try screen.deleteBackward(2)
        #expect(field.frame.width == 0)
    }

    @Test func aKeptWidthEqualsAFreshMeasurementBitForBit() throws {
        // 15.3 is not a binary fraction: adding 7.65 a thousand times would drift, but the
        // width is kept in ems (exact halves) and multiplied once, as the metrics do.
        let (screen, field) = editingField(fontSize: 15.3)
        let text = String(repeating: "a周b", count: 400)
        for cluster in text { try screen.typeText(String(cluster)) }
        let fresh = TextField(text: text)
        fresh.fontSize = 15.3
        // 400 × (½ + 1 + ½) = 800 ems.
        #expect(field.frame.width == fresh.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)).width)
        let ems: CGFloat = 800 * 15.3
        #expect(field.frame.width == ems)
        // A secure field adds a bullet (½ em) per cluster.
        field.isSecureTextEntry = true
        screen.layoutIfNeeded()
        let bullets: CGFloat = 1200 * 0.5 * 15.3
        #expect(field.frame.width == bullets)
        try screen.typeText("周")
        let oneMore: CGFloat = 1201 * 0.5 * 15.3
        #expect(field.frame.width == oneMore)
    }
}
