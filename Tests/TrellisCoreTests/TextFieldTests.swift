import Foundation
import Testing
import TrellisCore

/// Text fields: fitting size, editing, typing, deleting, return and the first responder
/// (Docs/widgets.md, "text-field").
struct TextFieldTests {
    /// A screen with two fields in a stack: `user` (placeholder "Name") above `password`
    /// (secure). 17 pt: each field is 1.2 × 17 = 20.4 high, so `user` spans y 0..<20.4
    /// (centre (100, 10.2)) and `password` 20.4..<40.8 (centre (100, 30.6)).
    private func makeForm() -> (Screen, TextField, TextField) {
        let screen = makeScreen(200, 300)
        screen.layout = StackLayout()
        let user = TextField(placeholder: "Name")
        user.id = "user"
        let password = TextField()
        password.id = "password"
        password.isSecureTextEntry = true
        screen.addSubview(user)
        screen.addSubview(password)
        screen.layoutIfNeeded()
        return (screen, user, password)
    }

    @Test func fittingSizeIsTheWiderOfTextAndPlaceholderPlusPadding() {
        let field = TextField(text: "ab", placeholder: "Name")
        // "Name" at 17 pt: 4 × 8.5 = 34 wide; the text "ab" 17. Height 1.2 × 17 = 20.4.
        #expect(approximatelyEqual(field.sizeThatFits(.zero), CGSize(width: 34, height: 20.4)))
        field.padding = EdgeInsets(top: 2, left: 5, bottom: 3, right: 6)
        field.text = "abcdef"
        // 6 × 8.5 = 51 + 11 = 62; 20.4 + 5 = 25.4.
        #expect(approximatelyEqual(field.sizeThatFits(.zero), CGSize(width: 62, height: 25.4)))
    }

    @Test func secureFieldsShowAndMeasureBullets() {
        let field = TextField(text: "pa👍🏽")
        field.isSecureTextEntry = true
        #expect(field.visibleText == "•••")
        // What queries, dumps and messages read is what is shown; Swift code still has the text.
        #expect(field.displayedText == "•••")
        #expect(field.text == "pa👍🏽")
        #expect(field.clusterCount == 3)
    }

    @Test func aTapBeginsEditingAndASecondFieldEndsTheFirst() {
        let (screen, user, password) = makeForm()
        let first = screen.tap(at: CGPoint(x: 100, y: 10.2))
        #expect(
            describe(first.records) == [
                "text-field#user touchDown", "text-field#user touchUpInside", "text-field#user editingDidBegin",
            ])
        #expect(screen.firstResponder === user)
        #expect(user.isEditing)
        let second = screen.tap(at: CGPoint(x: 100, y: 30.6))
        #expect(
            describe(second.records) == [
                "text-field#password touchDown", "text-field#password touchUpInside",
                "text-field#user editingDidEnd", "text-field#password editingDidBegin",
            ])
        #expect(screen.firstResponder === password)
        #expect(!user.isEditing)
        let again = screen.tap(at: CGPoint(x: 100, y: 30.6))
        #expect(describe(again.records) == ["text-field#password touchDown", "text-field#password touchUpInside"])
    }

    @Test func typingInsertsOneClusterAtATimeWithEditingChangedAfterEach() throws {
        let (screen, user, _) = makeForm()
        user.becomeFirstResponder()
        var seen: [String] = []
        user.addAction(for: .editingChanged) { sender in seen.append((sender as? TextField)?.text ?? "?") }
        let report = try screen.typeText("e\u{301}👍🏽a")
        #expect(seen == ["e\u{301}", "e\u{301}👍🏽", "e\u{301}👍🏽a"])
        #expect(report.dropped == 0)
        #expect(describe(report.records) == Array(repeating: "text-field#user editingChanged", count: 3))
        #expect(user.text == "e\u{301}👍🏽a")
    }

    @Test func maxLengthDropsAndCountsWhatDoesNotFit() throws {
        let (screen, user, _) = makeForm()
        user.maxLength = 3
        user.becomeFirstResponder()
        let report = try screen.typeText("abcde")
        #expect(user.text == "abc")
        #expect(report.dropped == 2)
        #expect(report.records.count == 3)
    }

    @Test func deleteBackwardStopsAtEmpty() throws {
        let (screen, user, _) = makeForm()
        user.text = "a👍🏽"
        user.becomeFirstResponder()
        let report = try screen.deleteBackward(5)
        #expect(user.text == "")
        #expect(describe(report.records) == ["text-field#user editingChanged", "text-field#user editingChanged"])
    }

    @Test func returnSendsThePrimaryActionThenEndsEditing() throws {
        let (screen, user, _) = makeForm()
        user.addTarget(nil, action: "signIn", for: .primaryActionTriggered)
        user.becomeFirstResponder()
        let report = try screen.pressReturn()
        #expect(
            describe(report.records) == [
                "text-field#user primaryActionTriggered", "text-field#user action signIn handled=false",
                "text-field#user editingDidEndOnExit", "text-field#user editingDidEnd",
            ])
        #expect(screen.firstResponder == nil)
    }

    @Test func resigningSendsOnlyEditingDidEnd() throws {
        let (screen, user, _) = makeForm()
        user.becomeFirstResponder()
        let report = try screen.resignFirstResponder()
        #expect(describe(report.records) == ["text-field#user editingDidEnd"])
        #expect(throws: TextInputError.self) { try screen.resignFirstResponder() }
    }

    @Test func typingWithNoFirstResponderNamesTheFields() {
        let (screen, _, _) = makeForm()
        #expect(
            throws: TextInputError(
                message: "cannot type: no text field is editing; tap one first; text fields on the screen: text-field#user, text-field#password")
        ) {
            try screen.typeText("x")
        }
        let empty = makeScreen()
        #expect(throws: TextInputError(message: "cannot delete: no text field is editing; the screen has no text field")) {
            try empty.deleteBackward()
        }
    }

    @Test(arguments: ["hidden", "disabled", "removed", "ancestor hidden"])
    func aFieldThatGoesAwayEndsEditing(change: String) {
        let screen = makeScreen()
        let box = View()
        let field = TextField()
        box.addSubview(field)
        screen.addSubview(box)
        field.becomeFirstResponder()
        let log = field.recordEvents()
        switch change {
        case "hidden": field.isHidden = true
        case "disabled": field.isEnabled = false
        case "removed": field.removeFromSuperview()
        default: box.isHidden = true
        }
        #expect(log.entries == [.editingDidEnd])
        #expect(screen.firstResponder == nil)
        #expect(!field.isEditing)
    }

    @Test func jsonPropertiesArePlaceholderAndEditing() {
        let (screen, user, _) = makeForm()
        #expect(user.inspectableProperties.map(\.key) == ["placeholder"])
        user.becomeFirstResponder()
        #expect(screen.firstResponder === user)
        #expect(user.inspectableProperties.map(\.key) == ["placeholder", "editing"])
        #expect(ViewSnapshot(user).text == "")
    }

    @Test func typingIntoAFieldOfFixedWidthLaysOutOnlyTheField() throws {
        let screen = makeScreen(200, 300)
        screen.layout = StackLayout()
        let counter = CountingView()
        counter.layout = StackLayout()
        let field = TextField()
        field.explicitWidth = 100
        counter.addSubview(field)
        screen.addSubview(counter)
        screen.layoutIfNeeded()
        let before = counter.layoutCount
        field.becomeFirstResponder()
        try screen.typeText("hello")
        #expect(counter.layoutCount == before)
        #expect(field.text == "hello")
    }
}
