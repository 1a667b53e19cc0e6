import Foundation
import Testing
import TrellisCore

/// Which views a tap query matches, and the errors when it matches none or several
/// (Docs/events.md, "Simulated taps").
struct ViewMatchingTests {
    @Test func ambiguousTextListsTheCandidates() {
        let (screen, _) = makeBuyScreen()
        let second = Button(title: "Buy")
        second.id = "again"
        second.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        screen.addSubview(second)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Buy") }
        #expect(error?.kind == .ambiguous)
        #expect(error?.query == "Buy")
        #expect(error?.point == nil)
        // Each candidate is listed with its frame on the screen.
        #expect(error?.message == "2 visible views match 'Buy':\n  button#buy \"Buy\" at (100, 200, 80, 40)\n  button#again \"Buy\" at (0, 0, 80, 40)")
    }

    @Test func noMatchNamesTheQueryAndTheClosestCandidates() {
        let (screen, _) = makeBuyScreen()
        let other = Button(title: "Sell")
        other.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        screen.addSubview(other)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Bye") }
        #expect(error?.kind == .noMatch)
        #expect(error?.query == "Bye")
        // "Buy" is one edit from "Bye", "Sell" four, so "Buy" comes first.
        #expect(error?.message == "no visible view matches 'Bye'; visible candidates: 'Buy', 'Sell'")
    }

    @Test func noMatchByIDListsTheIDs() {
        let (screen, _) = makeBuyScreen()
        let error = #expect(throws: TapError.self) { try screen.tap(id: "pay") }
        #expect(error?.kind == .noMatch)
        #expect(error?.query == "#pay")
        #expect(error?.message == "no visible view matches '#pay'; visible candidates: #buy")
    }

    @Test func noMatchOnAScreenWithoutText() {
        let screen = makeScreen()
        screen.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Buy") }
        #expect(error?.message == "no visible view matches 'Buy'; nothing on the screen has text")
    }

    @Test func invisibleViewsDoNotMatch() {
        let screen = makeScreen()
        let hidden = Button(title: "Hidden")
        hidden.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        hidden.isHidden = true
        let transparent = Button(title: "Transparent")
        transparent.frame = CGRect(x: 0, y: 60, width: 50, height: 50)
        transparent.alpha = 0.009
        let offScreen = Button(title: "Off")
        offScreen.frame = CGRect(x: 400, y: 0, width: 50, height: 50)
        let empty = Button(title: "Empty")
        empty.frame = CGRect(x: 0, y: 120, width: 50, height: 0)
        for view in [hidden, transparent, offScreen, empty] { screen.addSubview(view) }
        for title in ["Hidden", "Transparent", "Off", "Empty"] {
            #expect(throws: TapError.self) { try screen.tap(text: title) }
            #expect(screen.views(matching: .text(title)).isEmpty)
        }
    }

    @Test func collapsedViewsDoNotMatch() {
        let screen = makeScreen()
        let row = View(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
        row.layout = CollapsingLayout(collapsedIndices: [1])
        let shown = Button(title: "Shown")
        shown.specifiedFrame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let collapsed = Button(title: "Collapsed")
        collapsed.specifiedFrame = CGRect(x: 70, y: 0, width: 60, height: 30)
        row.addSubview(shown)
        row.addSubview(collapsed)
        screen.addSubview(row)
        #expect(screen.views(matching: .text("Shown")).count == 1)
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Collapsed") }
        #expect(error?.kind == .noMatch)
    }

    @Test func outermostMatchWins() throws {
        let (screen, button) = makeBuyScreen()
        let title = Label(text: "Buy")
        title.frame = CGRect(x: 10, y: 10, width: 60, height: 20)
        button.addSubview(title)
        #expect(screen.views(matching: .text("Buy")).count == 1)
        #expect(screen.views(matching: .text("Buy")).first === button)
        let report = try screen.tap(text: "Buy")
        #expect(report.hitView === button)
        #expect(report.point == CGPoint(x: 140, y: 220))
    }

    @Test func outermostMatchByIDWins() {
        let screen = makeScreen()
        let outer = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.id = "card"
        let inner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.id = "card"
        outer.addSubview(inner)
        screen.addSubview(outer)
        let matches = screen.views(matching: .id("card"))
        #expect(matches.count == 1)
        #expect(matches.first === outer)
    }

    @Test func noMatchListsAtMostTenCandidates() {
        let screen = makeScreen()
        for index in 0..<12 {
            let button = Button(title: "Item \(index)")
            button.frame = CGRect(x: 0, y: CGFloat(index) * 30, width: 100, height: 30)
            screen.addSubview(button)
        }
        let error = #expect(throws: TapError.self) { try screen.tap(text: "Item 99") }
        let candidates = error?.message.components(separatedBy: "visible candidates: ").last ?? ""
        #expect(Screen.candidateLimit == 10)
        #expect(candidates.components(separatedBy: "', '").count == 10)
        #expect(candidates.hasSuffix(", …"))
    }

    @Test(arguments: [
        ("Hidden", "; button \"Hidden\" is hidden"),
        ("Transparent", "; button \"Transparent\" has alpha below 0.01"),
        ("Off", "; button \"Off\" lies outside its ancestors' bounds (nothing of it is on screen)"),
        ("Inner", "; button \"Inner\" is inside view#box, which is hidden"),
        ("Zero", "; button \"Zero\" has an empty frame (0 × 0)"),
    ])
    func noMatchSaysWhyAMatchingViewIsNotVisible(title: String, reason: String) {
        let screen = makeScreen()
        let hidden = Button(title: "Hidden")
        hidden.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        hidden.isHidden = true
        let transparent = Button(title: "Transparent")
        transparent.frame = CGRect(x: 0, y: 60, width: 50, height: 50)
        transparent.alpha = 0.009
        let offScreen = Button(title: "Off")
        offScreen.frame = CGRect(x: 400, y: 0, width: 50, height: 50)
        let box = View(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        box.id = "box"
        box.isHidden = true
        let inner = Button(title: "Inner")
        inner.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        box.addSubview(inner)
        let zero = Button(title: "Zero")
        zero.frame = CGRect(x: 10, y: 400, width: 0, height: 0)
        for view in [hidden, transparent, offScreen, box, zero] { screen.addSubview(view) }
        let error = #expect(throws: TapError.self) { try screen.tap(text: title) }
        #expect(error?.message == "no visible view matches '\(title)'" + reason)
    }
}
