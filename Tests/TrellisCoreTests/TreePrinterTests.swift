import Foundation
import Testing
import TrellisCore

/// A view with plugin state and extra properties, as a check-in item or tag list has.
private final class StatefulView: View {
    override var inspectableState: [(key: String, value: InspectableValue)]? {
        [("selection", .strings(["周一", "周三"])), ("hiddenCount", .int(2)), ("expanded", .bool(false))]
    }

    override var inspectableProperties: [(key: String, value: InspectableValue)] {
        [("status", .string("✨"))]
    }
}

/// The text dump (Docs/cli.md, "Text output"): one view per line, two spaces per level.
struct TreePrinterTests {
    @Test func lineFormat() {
        let button = Button(title: "Buy")
        button.id = "buy"
        button.frame = CGRect(x: 100, y: 200.5, width: 80, height: 40)
        #expect(TreePrinter.line(for: ViewSnapshot(button)) == #"button#buy "Buy" (100, 200.5, 80, 40)"#)
    }

    @Test func flagsFollowTheFrameInAFixedOrder() {
        let button = Button(title: "a\"b")
        button.isHidden = true
        button.isEnabled = false
        button.isSelected = true
        #expect(TreePrinter.line(for: ViewSnapshot(button)) == #"button "a\"b" (0, 0, 0, 0) hidden disabled selected"#)
    }

    @Test func collapsedFlag() {
        let row = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        row.layout = CollapsingLayout(collapsedIndices: [0])
        let item = Button(title: "Tag")
        item.specifiedFrame = CGRect(x: 5, y: 5, width: 10, height: 10)
        row.addSubview(item)
        row.layoutIfNeeded()
        #expect(TreePrinter.line(for: ViewSnapshot(item)) == #"button "Tag" (0, 0, 0, 0) collapsed"#)
    }

    @Test func viewsWithoutTextPrintNoQuotes() {
        let view = View(frame: CGRect(x: 1.25, y: -0.0, width: 3, height: 4))
        view.id = "panel"
        #expect(TreePrinter.line(for: ViewSnapshot(view)) == "view#panel (1.25, 0, 3, 4)")
        // A button with an empty title still prints its (empty) text.
        #expect(TreePrinter.line(for: ViewSnapshot(Button())) == #"button "" (0, 0, 0, 0)"#)
    }

    @Test func propertiesAndState() {
        let view = StatefulView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.typeName = "tag-list"
        view.id = "days"
        #expect(
            TreePrinter.line(for: ViewSnapshot(view))
                == #"tag-list#days (0, 0, 10, 10) status="✨" {selection: ["周一","周三"], hiddenCount: 2, expanded: false}"#)
    }

    @Test func dumpIndentsTwoSpacesPerLevel() {
        let screen = makeScreen(320, 480)
        let panel = View(frame: CGRect(x: 0, y: 10, width: 320, height: 100))
        panel.id = "panel"
        let button = Button(title: "Buy")
        button.frame = CGRect(x: 8, y: 8, width: 22.5, height: 18)
        let label = Label(text: "周一")
        label.frame = CGRect(x: 0, y: 0, width: 34, height: 20.4)
        panel.addSubview(button)
        button.addSubview(label)
        screen.addSubview(panel)
        screen.addSubview(View())
        #expect(
            TreePrinter.dump(screen) == """
                screen (0, 0, 320, 480)
                  view#panel (0, 10, 320, 100)
                    button "Buy" (8, 8, 22.5, 18)
                      label "周一" (0, 0, 34, 20.4)
                  view (0, 0, 0, 0)

                """)
    }

    @Test func snapshotIsACopy() {
        let button = Button(title: "Buy")
        let snapshot = ViewSnapshot(button)
        button.title = "Sold"
        button.isEnabled = false
        #expect(snapshot.text == "Buy")
        #expect(snapshot.isEnabled == true)
        #expect(snapshot.name == "button")
        #expect(ViewSnapshot(Label()).isEnabled == nil)
    }
}

extension TreePrinterTests {
    @Test func invisibleCharactersAreWrittenOut() {
        // U+202E (right-to-left override) and U+200B (zero-width space) are format
        // characters, U+007F a control: all are spelled out; the ZWJ of an emoji stays.
        let label = Label(text: "\u{202E}abc a\u{200B}b \u{7F} 👩\u{200D}💻")
        label.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(TreePrinter.line(for: ViewSnapshot(label)) == #"label "\u{202E}abc a\u{200B}b \u{7F} 👩"# + "\u{200D}" + #"💻" (0, 0, 10, 10)"#)
    }
}
