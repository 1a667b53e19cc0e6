import Foundation
import Testing
import Trellis

/// The streamed JSON and text dumps (``JSONWriter``, ``TreePrinter``) give, byte for byte,
/// the text of the reference below: a tree of values built first and written through
/// `String` appends, the way the output was written before it was streamed.
struct StreamedOutputTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    static let seedScreens = ["weekdays.xml", "checkin.xml", "company-tags.xml", "duplicate-tags.xml", "feedback-grid.xml"]

    /// Checks every output path of `screen` against the reference.
    func expectSameOutput(_ screen: Screen, _ name: String) {
        var writer = JSONWriter()
        writer.writeTree(of: screen)
        let json = ReferenceOutput.json(ViewSnapshot(screen))
        #expect(writer.text == json, "\(name)")
        #expect(ViewSnapshot(screen).json.serialized() == json, "\(name)")
        let dump = ReferenceOutput.dump(ViewSnapshot(screen))
        #expect(TreePrinter.dump(screen) == dump, "\(name)")
        #expect(TreePrinter.dump(ViewSnapshot(screen)) == dump, "\(name)")
    }

    @Test(arguments: seedScreens)
    func seedScreensAreWrittenAsBefore(name: String) throws {
        let screen = try ScreenLoader.standard.load(contentsOfFile: Self.examples.appendingPathComponent(name).path)
        screen.layoutIfNeeded()
        // Tap a tag so selection state and the selected flag are printed too.
        if let tag = screen.subviews.first?.subviews.first { screen.tap(at: CGPoint(x: tag.frameInRoot.midX, y: tag.frameInRoot.midY)) }
        screen.layoutIfNeeded()
        expectSameOutput(screen, name)
    }

    /// Every scalar from U+0000 to U+2FFF, the bidirectional controls, line and paragraph
    /// separators, BOM, non-BMP emoji with a ZWJ, tag characters and U+10FFFF, as texts,
    /// ids and a tag list's selected titles.
    @Test func hostileStringsAreWrittenAsBefore() throws {
        var texts = stride(from: 0, to: 0x3000, by: 64).map { start in
            String(String.UnicodeScalarView((start..<start + 64).compactMap(Unicode.Scalar.init)))
        }
        texts += [
            "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}", "a\u{2028}b\u{2029}c\u{FEFF}",
            "👩\u{200D}💻 \u{1F600}\u{10FFFF}\u{E0001}\u{E007F}", "\"quoted\" \\ back\\slash", "\u{7F}\u{80}\u{9F}\u{AD}", "",
        ]
        let xml = "<screen><tag-list>" + texts.indices.map { "<button title=\"t\($0)\"/>" }.joined() + "</tag-list></screen>"
        let screen = try ScreenLoader.standard.load(xml: xml)
        screen.layoutIfNeeded()
        let list = try #require(screen.subviews.first)
        for (button, text) in zip(list.subviews, texts) { try #require(button as? Button).title = text }
        let label = Label(text: texts.joined())
        label.id = "\u{202E}id\"\u{1}"
        screen.addSubview(label)
        screen.layoutIfNeeded()
        for tag in list.subviews.prefix(3) { screen.tap(at: CGPoint(x: tag.frameInRoot.midX, y: tag.frameInRoot.midY)) }
        screen.layoutIfNeeded()
        expectSameOutput(screen, "hostile")
    }
}

/// The output as it was written before streaming: a ``JSONValue``-like tree of Swift values
/// and `String` appends, kept here as the reference the streamed text must equal.
enum ReferenceOutput {
    indirect enum Value {
        case bool(Bool), number(Double), string(String), array([Value]), object([(String, Value)])
    }

    static func json(_ snapshot: ViewSnapshot) -> String {
        var output = ""
        write(value(snapshot), to: &output)
        return output
    }

    static func value(_ snapshot: ViewSnapshot) -> Value {
        var members: [(String, Value)] = [("type", .string(snapshot.type))]
        if let id = snapshot.id { members.append(("id", .string(id))) }
        let frame = snapshot.frame
        members.append(("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map { .number(Double($0)) })))
        if let text = snapshot.text { members.append(("text", .string(text))) }
        if let visibleText = snapshot.visibleText { members.append(("visibleText", .string(visibleText))) }
        if snapshot.isHidden { members.append(("hidden", .bool(true))) }
        if snapshot.isCollapsed { members.append(("collapsed", .bool(true))) }
        if let isEnabled = snapshot.isEnabled { members.append(("enabled", .bool(isEnabled))) }
        if let isSelected = snapshot.isSelected { members.append(("selected", .bool(isSelected))) }
        for entry in snapshot.properties { members.append((entry.key, value(entry.value))) }
        if let state = snapshot.state { members.append(("state", .object(state.map { ($0.key, value($0.value)) }))) }
        members.append(("children", .array(snapshot.children.map(value))))
        return .object(members)
    }

    static func value(_ value: InspectableValue) -> Value {
        switch value {
        case .int(let number): return .number(Double(number))
        case .bool(let flag): return .bool(flag)
        case .string(let string): return .string(string)
        case .strings(let strings): return .array(strings.map(Value.string))
        case .numbers(let numbers): return .array(numbers.map(Value.number))
        }
    }

    /// `value` as JSON; `forPeople` writes numbers as the text dump does, rounded to 1e-9.
    static func write(_ value: Value, to output: inout String, forPeople: Bool = false) {
        switch value {
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number):
            output += number.isFinite ? (forPeople ? CGFloat(number).humanDescription : CGFloat(number).trellisDescription) : "null"
        case .string(let string): writeString(string, to: &output)
        case .array(let values):
            output += "["
            for (index, element) in values.enumerated() {
                if index > 0 { output += "," }
                write(element, to: &output, forPeople: forPeople)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                writeString(member.0, to: &output)
                output += ":"
                write(member.1, to: &output, forPeople: forPeople)
            }
            output += "}"
        }
    }

    static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    static func dump(_ snapshot: ViewSnapshot) -> String {
        var output = ""
        var pending = [(snapshot: snapshot, depth: 0)]
        while let (snapshot, depth) = pending.popLast() {
            output += String(repeating: "  ", count: depth) + line(snapshot) + "\n"
            pending.append(contentsOf: snapshot.children.reversed().map { ($0, depth + 1) })
        }
        return output
    }

    static func line(_ snapshot: ViewSnapshot) -> String {
        func serialized(_ value: Value) -> String {
            var text = ""
            write(value, to: &text, forPeople: true)
            return visible(text)
        }
        var parts = [snapshot.name]
        if let text = snapshot.text { parts.append(serialized(.string(text))) }
        let frame = snapshot.frame
        parts.append("(" + [frame.minX, frame.minY, frame.width, frame.height].map(\.humanDescription).joined(separator: ", ") + ")")
        if snapshot.isHidden { parts.append("hidden") }
        if snapshot.isCollapsed { parts.append("collapsed") }
        if snapshot.isEnabled == false { parts.append("disabled") }
        if snapshot.isSelected == true { parts.append("selected") }
        if let visible = snapshot.visibleText { parts.append("visibleText=\(serialized(.string(visible)))") }
        for entry in snapshot.properties { parts.append("\(entry.key)=\(serialized(value(entry.value)))") }
        if let state = snapshot.state {
            parts.append("{" + state.map { "\($0.key): \(serialized(value($0.value)))" }.joined(separator: ", ") + "}")
        }
        return parts.joined(separator: " ")
    }

    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            if (category == .control || category == .format) && scalar != "\u{200D}" {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
