import Foundation
import Testing
import TrellisCore

/// JSON output: numbers in shortest round-trip form, strings with only the escapes JSON
/// needs, ordered objects.
struct JSONValueTests {
    @Test(arguments: [
        (70.0, "70"),
        (-3.0, "-3"),
        (77.5, "77.5"),
        (0.1, "0.1"),
        (-0.0, "0"),
        (0.0, "0"),
        (20.4, "20.4"),
        (0.1 + 0.2, "0.30000000000000004"),
        (1.0 / 3.0, "0.3333333333333333"),
        (123456789.125, "123456789.125"),
        (999999999999999.0, "999999999999999"),
        (-2.5e-7, "-2.5e-07"),
        (1e300, "1e+300"),
    ])
    func numbersInShortestRoundTripForm(value: Double, text: String) {
        let serialized = JSONValue.number(value).serialized()
        #expect(serialized == text)
        // It reads back as the same Double (−0 reads back as 0, which compares equal).
        #expect(Double(serialized) == value)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersAreNull(value: Double) {
        #expect(JSONValue.number(value).serialized() == "null")
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("a\"b", #""a\"b""#),
        ("back\\slash", #""back\\slash""#),
        ("line\nfeed\r\ttab", #""line\nfeed\r\ttab""#),
        ("\u{1}\u{1F}", #""\u0001\u001f""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("周一 ✨ /slash \u{7F}", "\"周一 ✨ /slash \u{7F}\""),
        ("", #""""#),
    ])
    func stringEscaping(string: String, json: String) {
        #expect(JSONValue.string(string).serialized() == json)
    }

    @Test func objectsKeepTheirKeyOrderAndNest() {
        let value = JSONValue.object([
            ("z", .number(1)), ("a", .array([.bool(true), .null, .string("x")])), ("m", .object([])),
        ])
        #expect(value.serialized() == #"{"z":1,"a":[true,null,"x"],"m":{}}"#)
        #expect(JSONValue.array([]).serialized() == "[]")
    }

    @Test func equalityFollowsTheSerializedForm() {
        #expect(JSONValue.number(0) == JSONValue.number(-0.0))
        #expect(JSONValue.object([("a", .number(1)), ("b", .number(2))]) != JSONValue.object([("b", .number(2)), ("a", .number(1))]))
        #expect(Set([JSONValue.number(1), .number(1.0), .string("1")]).count == 2)
    }

    @Test func inspectableValuesAsJSON() {
        #expect(InspectableValue.int(3).json.serialized() == "3")
        #expect(InspectableValue.bool(false).json.serialized() == "false")
        #expect(InspectableValue.string("✨领奖✨").json.serialized() == "\"✨领奖✨\"")
        #expect(InspectableValue.strings(["周一", "周三"]).json.serialized() == #"["周一","周三"]"#)
    }

    @Test func snapshotJSONShape() {
        let screen = makeScreen()
        let button = Button(title: "Buy")
        button.id = "buy"
        button.frame = CGRect(x: 100, y: 200.5, width: 80, height: 40)
        button.isEnabled = false
        let label = Label(text: "Hi")
        label.isHidden = true
        let plain = View(frame: CGRect(x: -0.0, y: 0, width: 1, height: 2))
        screen.addSubview(button)
        screen.addSubview(label)
        screen.addSubview(plain)
        let json = ViewSnapshot(screen).json.serialized()
        #expect(
            json == #"{"type":"screen","frame":[0,0,375,667],"children":["#
                + #"{"type":"button","id":"buy","frame":[100,200.5,80,40],"text":"Buy","enabled":false,"selected":false,"children":[]},"#
                + #"{"type":"label","frame":[0,0,0,0],"text":"Hi","hidden":true,"children":[]},"#
                + #"{"type":"view","frame":[0,0,1,2],"children":[]}]}"#)
    }
}
