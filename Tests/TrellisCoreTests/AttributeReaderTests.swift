import Foundation
import Testing
import TrellisCore

/// Reading an element's attributes and applying the common ones (Docs/screen-xml.md,
/// "Attributes common to every view").
struct AttributeReaderTests {
    private func reader(
        _ element: String, _ attributes: [(String, String)], diagnostics: DiagnosticCollector
    ) -> AttributeReader {
        let raw = attributes.enumerated().map { index, pair in
            RawAttribute(name: pair.0, value: pair.1, location: SourceLocation(file: "screen.xml", line: 3, column: 10 + 8 * index))
        }
        return AttributeReader(
            elementName: element, location: SourceLocation(file: "screen.xml", line: 3, column: 5),
            attributes: raw, diagnostics: diagnostics)
    }

    @Test func badValueIsReportedOnceAtTheAttributeAndReadsAsTheDefault() {
        let diagnostics = DiagnosticCollector()
        let reader = reader("button", [("width", "10px")], diagnostics: diagnostics)
        let width = Attribute<Length>("width", default: Length(7), "a width")
        #expect(reader[width] == Length(7))
        #expect(reader[width] == Length(7))
        #expect(diagnostics.diagnostics.count == 1)
        #expect(diagnostics.hasErrors)
        #expect(
            diagnostics.diagnostics.first?.description
                == "screen.xml:3:10: error: invalid value '10px' for attribute 'width' of <button>: expected a length in points (a number ≥ 0)")
    }

    @Test func absentAttributeReadsAsTheDefaultWithoutComplaint() {
        let diagnostics = DiagnosticCollector()
        let reader = reader("view", [], diagnostics: diagnostics)
        #expect(reader[Attribute<Length?>("width", "a width")] == nil)
        #expect(reader[Attribute<Bool>("hidden", default: false, "hidden")] == false)
        #expect(!reader.contains("width"))
        #expect(diagnostics.diagnostics.isEmpty)
    }

    @Test func messageEscapesControlCharacters() {
        #expect(
            AttributeReader.badValueMessage(attribute: "alpha", value: "1\n2\t\u{1}", element: "view", expected: "x")
                == "invalid value '1\\n2\\t\\u{1}' for attribute 'alpha' of <view>: expected x")
    }

    /// Format characters and separators would reorder or break a message; the zero-width
    /// joiner inside an emoji stays.
    @Test func messageEscapesInvisibleCharacters() {
        let value = "\u{202E}ab\u{FEFF}\u{200B}\u{2028}\u{7F}\u{9F}👩\u{200D}👧"
        #expect(value.debugEscaped == "\\u{202E}ab\\u{FEFF}\\u{200B}\\u{2028}\\u{7F}\\u{9F}👩\u{200D}👧")
    }

    /// Text of printable ASCII, U+00C0–U+05FF and U+3000–U+DFFF is passed on the bytes
    /// alone: no scalar there is a control, format character or separator. Checked here
    /// against the Unicode properties of every scalar, so a new Unicode version that puts
    /// one there fails this test, not a message.
    @Test func theRangesPassedOnTheirBytesHoldNothingToEscape() {
        let escaped: Set<Unicode.GeneralCategory> = [.control, .format, .lineSeparator, .paragraphSeparator]
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xC0...0x5FF, 0x3000...0xD7FF]
        var found: [String] = []
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if escaped.contains(scalar.properties.generalCategory) { found.append(String(value, radix: 16)) }
                let text = "a\(scalar)b"
                if text.debugEscaped != text { found.append("escaped " + String(value, radix: 16)) }
            }
        }
        #expect(found.isEmpty)
        // Beside them, the first scalars of the ranges checked one by one are still escaped.
        #expect("\u{AD}a\u{600}\u{180E}\u{2060}\u{E0001}".debugEscaped == "\\u{AD}a\\u{600}\\u{180E}\\u{2060}\\u{E0001}")
        #expect("周一\u{9F}".debugEscaped == "周一\\u{9F}")
    }

    @Test func declarationPrintsTheDefault() {
        let spacing = Attribute<Length>("spacing", default: Length(10), "gap between items")
        #expect(
            spacing.declaration
                == AttributeDeclaration(
                    name: "spacing", valueDescription: "a length in points (a number ≥ 0)", defaultDescription: "10",
                    summary: "gap between items", valueSyntax: .length, defaultValue: "10"))
        let worded = Attribute<Length?>("toggle-width", defaultDescription: "the toggle's fitting width", "width")
        #expect(worded.declaration.defaultDescription == "the toggle's fitting width")
        #expect(worded.declaration.defaultValue == nil)
    }

    @Test func commonAttributesApplyToAView() {
        let diagnostics = DiagnosticCollector()
        let reader = reader(
            "view",
            [
                ("id", "panel"), ("hidden", "true"), ("alpha", "0.5"), ("interactive", "false"), ("width", "100"),
                ("height", "-0"), ("padding", "1 2"), ("hit-insets", "-5"), ("background", "#fff"), ("font-size", "20"),
                ("direction", "rtl"),
            ], diagnostics: diagnostics)
        let view = View()
        CommonAttributes.apply(to: view, from: reader)
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(view.id == "panel")
        #expect(view.isHidden)
        #expect(view.alpha == 0.5)
        #expect(!view.isUserInteractionEnabled)
        #expect(view.explicitWidth == 100)
        #expect(view.explicitHeight == 0)
        #expect(view.padding == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        #expect(view.hitInsets == EdgeInsets(all: -5))
        #expect(view.backgroundColor?.attributeText == "#fff")
        #expect(view.fontSize == 20)
        #expect(view.direction == .rtl)
    }

    @Test func attributesTheElementDoesNotWriteLeaveTheViewsValues() {
        let diagnostics = DiagnosticCollector()
        let view = View()
        view.id = "made"
        view.alpha = 0.5
        view.fontSize = 12
        view.backgroundColor = try? Color(attributeText: "#000")
        // No common attribute at all: nothing is touched.
        CommonAttributes.apply(to: view, from: reader("view", [("title", "x")], diagnostics: diagnostics))
        #expect(view.id == "made" && view.alpha == 0.5 && view.fontSize == 12 && view.backgroundColor?.attributeText == "#000")
        // One written: only it changes.
        CommonAttributes.apply(to: view, from: reader("view", [("hidden", "true")], diagnostics: diagnostics))
        #expect(view.isHidden)
        #expect(view.id == "made" && view.alpha == 0.5 && view.fontSize == 12 && view.backgroundColor?.attributeText == "#000")
        #expect(diagnostics.diagnostics.isEmpty)
    }

    @Test func anInvalidValueIsReportedAndLeavesTheViewsValue() {
        let diagnostics = DiagnosticCollector()
        let view = View()
        view.alpha = 0.5
        let button = Button(title: "Buy")
        button.isSelected = true
        CommonAttributes.apply(to: view, from: reader("view", [("alpha", "2")], diagnostics: diagnostics))
        CommonAttributes.apply(to: button, from: reader("button", [("selected", "maybe")], diagnostics: diagnostics))
        #expect(view.alpha == 0.5)
        #expect(button.isSelected)
        #expect(diagnostics.diagnostics.count == 2)
        #expect(diagnostics.diagnostics.allSatisfy { $0.location.line == 3 && $0.location.column == 10 })
    }

    @Test func labelStaysNonInteractiveUnlessTold() {
        let diagnostics = DiagnosticCollector()
        let label = Label(text: "x")
        CommonAttributes.apply(to: label, from: reader("label", [], diagnostics: diagnostics))
        #expect(!label.isUserInteractionEnabled)
        CommonAttributes.apply(to: label, from: reader("label", [("interactive", "true")], diagnostics: diagnostics))
        #expect(label.isUserInteractionEnabled)
    }

    @Test func controlAttributesRegisterTheNamedActionForPrimaryActionTriggered() {
        let diagnostics = DiagnosticCollector()
        let button = Button(title: "Buy")
        CommonAttributes.apply(
            to: button, from: reader("button", [("enabled", "false"), ("selected", "true"), ("action", "report")], diagnostics: diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(!button.isEnabled)
        #expect(button.isSelected)
        #expect(button.targetActions.count == 1)
        let screen = makeScreen()
        screen.addSubview(button)
        let handled = Log<String>()
        screen.actionHandler = { name, sender in
            handled.append("\(name) from \(sender.debugName)")
            return true
        }
        button.sendActions(for: .touchUpInside)
        #expect(handled.entries.isEmpty)
        button.sendActions(for: .primaryActionTriggered)
        #expect(handled.entries == ["report from button"])
    }

    @Test func emptyActionIsAnError() {
        let diagnostics = DiagnosticCollector()
        let button = Button(title: "Buy")
        CommonAttributes.apply(to: button, from: reader("button", [("action", "")], diagnostics: diagnostics))
        #expect(button.targetActions.count == 0)
        #expect(
            diagnostics.diagnostics.map(\.description)
                == ["screen.xml:3:10: error: attribute 'action' of <button> is empty: expected an action name"])
    }
}
