import Foundation
import Testing
import TrellisCore

/// Typing into a field that sizes to its text, in a vertical stack of many rows: a
/// character that changes only the field's width (the stack's cross axis, where `fill`
/// spans the content box) places no row again, and the frames stay those of a fresh
/// layout (Docs/widgets.md, "Cost of typing").
struct TypingLayoutWorkTests {
    private static let rows = 500

    /// A 375 × 667 screen (a `fill` stack, as loaded from XML) holding a stack whose first row is a field sizing to its text
    /// (initially `text`) and whose other rows are labels.
    private func form(alignment: StackLayout.Alignment, text: String = "") -> (Screen, View, TextField) {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        screen.layout = StackLayout()
        let stack = View()
        stack.layout = StackLayout(alignment: alignment)
        let field = TextField(text: text)
        stack.addSubview(field)
        for row in 0..<Self.rows { stack.addSubview(Label(text: "Row \(row)")) }
        screen.addSubview(stack)
        screen.layoutIfNeeded()
        return (screen, stack, field)
    }

    /// Every frame of the screen's subtree, in subtree order.
    private func frames(_ screen: Screen) -> [CGRect] {
        var frames: [CGRect] = []
        screen.forEachInSubtree { frames.append($0.frame) }
        return frames
    }

    @Test func typingThatWidensTheFieldPlacesNoRowAgain() throws {
        let (screen, stack, field) = form(alignment: .fill)
        #expect(field.becomeFirstResponder())
        let rows = Array(stack.subviews.dropFirst())
        let before = (screen.layoutWork, stack.layoutWork, rows.map(\.layoutWork.sizeThatFits))
        for cluster in "Swift 标签" { try screen.typeText(String(cluster)) }
        // The field's width grew with each character, its height did not: neither the
        // screen nor the stack placed its subviews again, and no row was measured again.
        #expect(field.text == "Swift 标签")
        #expect(field.layoutWork.sizeThatFits > 0)
        #expect(screen.layoutWork.layoutSubviews == before.0.layoutSubviews)
        #expect(stack.layoutWork.layoutSubviews == before.1.layoutSubviews)
        #expect(rows.map(\.layoutWork.sizeThatFits) == before.2)
        // `fill` spans the 375-point screen; the field is one 17-point line, 17 × 1.2 high.
        #expect(field.frame == CGRect(x: 0, y: 0, width: 375, height: 17 * 1.2))
        #expect(frames(screen) == frames(form(alignment: .fill, text: "Swift 标签").0))
    }

    @Test func typingUnderLeadingAlignmentPlacesTheStackAgain() throws {
        let (screen, stack, field) = form(alignment: .leading)
        #expect(field.becomeFirstResponder())
        let before = stack.layoutWork.layoutSubviews
        for cluster in "ab" { try screen.typeText(String(cluster)) }
        // Under `leading` the field keeps its fitting width: each character moves its
        // trailing edge, so the stack places its subviews once per character. At 17
        // points "a" and "b" are ½ em each: 8.5 + 8.5 = 17.
        #expect(stack.layoutWork.layoutSubviews == before + 2)
        #expect(field.frame == CGRect(x: 0, y: 0, width: 17, height: 17 * 1.2))
        #expect(frames(screen) == frames(form(alignment: .leading, text: "ab").0))
    }

    @Test func deletingAfterTypingEqualsAFreshLayout() throws {
        let (screen, _, field) = form(alignment: .fill)
        #expect(field.becomeFirstResponder())
        try screen.typeText("Typing")
        try screen.deleteBackward(3)
        #expect(field.text == "Typ")
        #expect(frames(screen) == frames(form(alignment: .fill, text: "Typ").0))
    }
}
