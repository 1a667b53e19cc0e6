import Foundation
import Testing
import TrellisCore
import TrellisXML

/// Every kind of error the loader reports, with its exact location and message
/// (Docs/screen-xml.md, "Errors").
struct LoaderErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var xml: String
        /// Expected diagnostics: "line:column: message fragment".
        var expected: [(line: Int, column: Int, fragment: String)]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "wrong root", xml: "<view/>", expected: [(1, 1, "the root element must be <screen>, found <view>")]),
        Case(
            name: "unknown element with suggestion",
            xml: """
                <screen>
                  <buton title="a"/>
                </screen>
                """, expected: [(2, 3, "unknown element <buton>; did you mean <button>? Registered elements: screen, view, label, button")]),
        Case(
            name: "unknown attribute with suggestion",
            xml: """
                <screen>
                  <button titel="a"/>
                </screen>
                """, expected: [(2, 11, "unknown attribute 'titel' for <button>; did you mean 'title'?")]),
        Case(
            name: "layout parameter under another layout",
            xml: """
                <screen>
                  <view axis="horizontal"/>
                </screen>
                """, expected: [(2, 9, "unknown attribute 'axis' for <view>: it is a parameter of the stack layout, but <view> uses the 'absolute' layout")]),
        Case(
            name: "frame outside absolute",
            xml: """
                <screen>
                  <button title="a" frame="0 0 10 10"/>
                </screen>
                """, expected: [(2, 21, "attribute 'frame' on <button> has no effect: its parent <screen> uses the 'stack' layout")]),
        Case(
            name: "grow outside stack",
            xml: """
                <screen>
                  <view><label text="a" grow="1"/></view>
                </screen>
                """,
            expected: [
                (
                    2, 25,
                    "unknown attribute 'grow' for <label>: its parent <view> uses the 'absolute' layout, and 'grow' shares the room of a 'stack' layout only"
                )
            ]),
        Case(
            name: "negative grow",
            xml: """
                <screen>
                  <label text="a" grow="-1"/>
                </screen>
                """, expected: [(2, 19, "invalid value '-1' for attribute 'grow' of <label>: expected a number ≥ 0")]),
        Case(
            name: "negative length",
            xml: """
                <screen>
                  <button title="a" width="-3"/>
                </screen>
                """, expected: [(2, 21, "invalid value '-3' for attribute 'width' of <button>: expected a length in points (a number ≥ 0)")]),
        Case(
            name: "not a number",
            xml: """
                <screen width="wide"/>
                """, expected: [(1, 9, "invalid value 'wide' for attribute 'width' of <screen>: expected a length in points")]),
        Case(
            name: "infinite number",
            xml: """
                <screen height="1e309"/>
                """, expected: [(1, 9, "invalid value '1e309' for attribute 'height'")]),
        Case(
            name: "units are not numbers",
            xml: """
                <screen>
                  <view padding="10px"/>
                </screen>
                """, expected: [(2, 9, "invalid value '10px' for attribute 'padding' of <view>: expected 1 to 4 lengths")]),
        Case(
            name: "five insets",
            xml: """
                <screen padding="1 2 3 4 5"/>
                """, expected: [(1, 9, "invalid value '1 2 3 4 5' for attribute 'padding'")]),
        Case(
            name: "bad boolean",
            xml: """
                <screen>
                  <button title="a" hidden="yes"/>
                </screen>
                """, expected: [(2, 21, "invalid value 'yes' for attribute 'hidden' of <button>: expected true or false")]),
        Case(
            name: "bad enumeration",
            xml: """
                <screen axis="diagonal"/>
                """, expected: [(1, 9, "invalid value 'diagonal' for attribute 'axis' of <screen>: expected one of vertical, horizontal")]),
        Case(
            name: "alpha out of range",
            xml: """
                <screen>
                  <view alpha="1.5"/>
                </screen>
                """, expected: [(2, 9, "expected a number from 0 to 1")]),
        Case(
            name: "unknown layout",
            xml: """
                <screen>
                  <view layout="stak"/>
                </screen>
                """, expected: [(2, 9, "unknown layout 'stak' for <view>; did you mean 'stack'? Registered layouts: stack, absolute")]),
        Case(
            name: "an unknown layout is not also blamed for its parameters",
            xml: """
                <screen>
                  <view layout="stak" axis="horizontal" spacing="4"/>
                </screen>
                """, expected: [(2, 9, "unknown layout 'stak' for <view>; did you mean 'stack'?")]),
        Case(
            name: "an attribute of another widget says whose it is",
            xml: """
                <screen>
                  <button text="Buy"/>
                </screen>
                """, expected: [(2, 11, "unknown attribute 'text' for <button>; 'text' is an attribute of <label>")]),
        Case(
            name: "a scroll view's attributes on a view say whose they are",
            xml: """
                <screen>
                  <view paging="true" axis="horizontal" content-offset="0 0"/>
                </screen>
                """,
            expected: [
                (2, 9, "unknown attribute 'paging' for <view>; 'paging' is an attribute of <scroll>"),
                (
                    2, 23,
                    "unknown attribute 'axis' for <view>: it is a parameter of the stack layout, but <view> uses the 'absolute' layout; 'axis' is also an attribute of <scroll>"
                ),
                (2, 41, "unknown attribute 'content-offset' for <view>; 'content-offset' is an attribute of <scroll>"),
            ]),
        Case(
            name: "duplicate id names both places",
            xml: """
                <screen>
                  <button id="ok" title="a"/>
                  <button id="ok" title="b"/>
                </screen>
                """, expected: [(3, 11, "duplicate id 'ok': already used by <button> at test.xml:2:3")]),
        Case(
            name: "empty id, reported once",
            xml: """
                <screen>
                  <view id=""/>
                </screen>
                """, expected: [(2, 9, "invalid value '' for attribute 'id' of <view>: expected an identifier")]),
        Case(
            name: "text inside a button",
            xml: """
                <screen>
                  <button>Buy</button>
                </screen>
                """, expected: [(2, 11, "text 'Buy' is not allowed inside <button>; use the 'title' attribute")]),
        Case(
            name: "label with text and content",
            xml: """
                <screen>
                  <label text="a">b</label>
                </screen>
                """, expected: [(2, 10, "<label> has both a 'text' attribute and text content")]),
        Case(
            name: "children inside a label",
            xml: """
                <screen>
                  <label><button/></label>
                </screen>
                """, expected: [(2, 10, "<label> takes no child elements, found <button>")]),
        Case(
            name: "nested screen",
            xml: """
                <screen>
                  <screen/>
                </screen>
                """, expected: [(2, 3, "<screen> is only allowed as the root element")]),
        Case(
            name: "empty action",
            xml: """
                <screen>
                  <button title="a" action=""/>
                </screen>
                """, expected: [(2, 21, "attribute 'action' of <button> is empty")]),
        Case(
            name: "malformed XML",
            xml: """
                <screen>
                  <button title="a">
                </screen>
                """, expected: [(3, 10, "malformed XML: Opening and ending tag mismatch: button line 2 and screen")]),
        Case(
            name: "duplicate attribute",
            xml: """
                <screen width="1" width="2"/>
                """, expected: [(1, 28, "malformed XML: Attribute width redefined")]),
        Case(name: "empty file", xml: "", expected: [(1, 1, "the file is empty: expected a <screen> element")]),
        Case(name: "white space only", xml: "  \n ", expected: [(1, 1, "the file is empty")]),
        Case(
            name: "every problem is collected",
            xml: """
                <screen width="-1">
                  <buton/>
                  <button title="a" enabled="no"/>
                </screen>
                """,
            expected: [
                (1, 9, "invalid value '-1' for attribute 'width'"),
                (2, 3, "unknown element <buton>"),
                (3, 21, "invalid value 'no' for attribute 'enabled'"),
            ]),
    ]

    @Test(arguments: cases)
    func reportsLocatedErrors(_ testCase: Case) throws {
        let error = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader(registry: .core).load(xml: testCase.xml, path: "test.xml")
        }
        let diagnostics = try #require(error).diagnostics
        try #require(diagnostics.count == testCase.expected.count, "\(diagnostics)")
        for (diagnostic, expected) in zip(diagnostics, testCase.expected) {
            #expect(diagnostic.location == SourceLocation(file: "test.xml", line: expected.line, column: expected.column), "\(diagnostic)")
            #expect(diagnostic.message.contains(expected.fragment), "\(diagnostic)")
            #expect(diagnostic.description.hasPrefix("test.xml:\(expected.line):\(expected.column): error: "))
        }
    }

    @Test func multiLineStartTagUsesTheLineLibxml2Records() throws {
        // The start tag spans lines 2–4; libxml2 records the line where it ends (4), and
        // the attribute is not on that line, so the column is 1.
        let xml = """
            <screen>
              <button
                title="a"
                width="x"/>
            </screen>
            """
        let error = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader(registry: .core).load(xml: xml, path: "multi.xml")
        }
        let diagnostics = try #require(error).diagnostics
        #expect(
            diagnostics.map(\.description) == [
                "multi.xml:4:5: error: invalid value 'x' for attribute 'width' of <button>: expected a length in points (a number ≥ 0)"
            ])
    }

    @Test func aFileWithErrorsBuildsNothing() {
        #expect(throws: ScreenLoadError.self) {
            try ScreenLoader(registry: .core).load(xml: #"<screen><label text="ok"/><view hidden="maybe"/></screen>"#)
        }
    }

    @Test func unreadableFiles() throws {
        let missing = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader(registry: .core).load(contentsOfFile: "no/such/screen.xml")
        }
        guard case .unreadable(let path, let reason) = try #require(missing) else {
            Issue.record("expected unreadable")
            return
        }
        #expect(path == "no/such/screen.xml")
        #expect(reason == "no such file")
        let directory = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader(registry: .core).load(contentsOfFile: NSTemporaryDirectory())
        }
        #expect(try #require(directory).description.contains("it is a directory"))
    }
}

extension LoaderErrorTests {
    @Test func diagnosticsAreInFileOrder() throws {
        // Attribute values are read in the widget's order (width before padding here), but
        // the report reads top to bottom, left to right.
        let xml = """
            <screen>
              <button padding="x" width="y" title="a"/>
              <buton/>
            </screen>
            """
        let error = #expect(throws: ScreenLoadError.self) { try ScreenLoader(registry: .core).load(xml: xml, path: "o.xml") }
        #expect(error?.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["2:11", "2:23", "3:3"])
    }
}

extension LoaderErrorTests {
    @Test func elementsOnOneLineGetTheirOwnColumns() throws {
        // `<screen>` takes columns 1–8, so the first <buton is at 9; `<buton/>` (8) and
        // `<button title="a"/>` (19) put the second <buton at 9 + 8 + 19 = 36; the last
        // <button starts at 44 and its width at 44 + 18 = 62 (after `<button title="b" `),
        // found after its own tag, not the first button's.
        let xml = #"<screen><buton/><button title="a"/><buton/><button title="b" width="w"/></screen>"#
        let error = #expect(throws: ScreenLoadError.self) { try ScreenLoader(registry: .core).load(xml: xml, path: "l.xml") }
        #expect(error?.diagnostics.map { "\($0.location.line):\($0.location.column)" } == ["1:9", "1:36", "1:62"])
    }

    @Test func attributeColumnsCountScalarsAcrossLinesTabsAndNamespaceDeclarations() throws {
        // Line 3 is a tab, two spaces, then `alpha="9"` at column 4 (the tab is one
        // column) and `中="x"` at 4 + 10 = 14 (after `alpha="9" `). On line 4, eight spaces,
        // `xmlns:p="urn:x" ` (16) then `hidden` at 9 + 16 = 25: the declaration is not an
        // attribute. Line 5: `  <button title="日本" ` puts `hidden` at 3 + 19 = 22 (日本 is
        // two columns); the second button starts at 22 + 13 = 35 and its `hidden`, after
        // `<button  `, at 35 + 9 = 44, with spaces around its `=`.
        let xml =
            "<screen>\n  <view id=\"a\"\n\t  alpha=\"9\" 中=\"x\"\n        xmlns:p=\"urn:x\" hidden=\"maybe\"/>\n"
            + "  <button title=\"日本\" hidden=\"no\"/><button  hidden = \"nah\" />\n</screen>\n"
        let error = #expect(throws: ScreenLoadError.self) { try ScreenLoader(registry: .core).load(xml: xml, path: "c.xml") }
        #expect(
            error?.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message.prefix(24))" } == [
                "3:4 invalid value '9' for at", "3:14 unknown attribute '中' fo", "4:25 invalid value 'maybe' fo",
                "5:22 invalid value 'no' for a", "5:44 invalid value 'nah' for ",
            ])
    }
}
