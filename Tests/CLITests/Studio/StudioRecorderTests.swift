import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// The recorder (Docs/studio.md, "The recorder"): selectors, the lines each action
/// records, merging, "assert this", undo and reset, and a saved recording passing
/// `trellis test` unchanged.
struct StudioRecorderTests {
    /// A form in a stack (padding 10, spacing 8, width 300): a text field, a switch, a
    /// label whose text YAML would read as a boolean, a button titled `12`, two buttons
    /// titled `Same`, and a tag list of two days.
    static let form = """
        <screen width="300" height="400" padding="10" spacing="8">
          <text-field id="name" placeholder="Name" height="30"/>
          <switch id="remember"/>
          <label text="on"/>
          <button title="12" height="30"/>
          <button title="Same" height="30"/>
          <button title="Same" height="30"/>
          <tag-list id="days" spacing="8">
            <button title="周一" height="20"/>
            <button title="周三" height="20"/>
          </tag-list>
        </screen>

        """

    @Test func quotingKeepsPlainOnlyWhatEveryYAMLReadsBackAsTheSameText() {
        for plain in ["周一", "Sign in", "a-b", "x:y", "e.g.", "../form.xml", #"say "hi""#] {
            #expect(FlowYAML.scalar(plain) == plain)
        }
        let quoted = [
            "on": #""on""#, "12": #""12""#, "- x": #""- x""#, "a: b": #""a: b""#, "#x": ##""#x""##, "/.*/": #""/.*/""#, "": #""""#, " a": #"" a""#,
            "yes": #""yes""#, "~": #""~""#, "1.5": #""1.5""#, ".5": #"".5""#, "0x1f": #""0x1f""#, "a #b": #""a #b""#, "a,b": #""a,b""#,
            "line\nbreak": #""line\nbreak""#, "null": #""null""#, "-1": #""-1""#, "Off": #""Off""#,
        ]
        for (text, expected) in quoted {
            #expect(FlowYAML.scalar(text) == expected, "\(text)")
        }
        #expect(FlowYAML.value(.strings(["周三", "十月"])) == "[周三, 十月]")
        #expect(FlowYAML.value(.int(3)) == "3")
        #expect(FlowYAML.value(.bool(false)) == "false")
    }

    @Test func tapsTypingAndAssertionsRecordTheirLines() throws {
        let fixture = try StudioFixture(["form.xml": Self.form])
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("form.xml"))"}"#)
        let base = "/api/sessions/\(id)"
        // No field is editing yet: 409 with TextInputError's message.
        let early = fixture.request("POST", base + "/input", #"{"inputText": "x"}"#)
        #expect(early.status == 409)
        #expect((StudioFixture.object(early)["error"] as? String)?.hasPrefix("cannot type: no text field is editing") == true)
        let tapField = StudioFixture.object(fixture.request("POST", base + "/tap", ##"{"query": "#name"}"##))
        #expect(tapField["step"] as? String == "- tapOn: {id: name}")
        #expect(StudioFixture.object(fixture.request("POST", base + "/input", #"{"inputText": "Ada"}"#))["step"] as? String == #"- inputText: "Ada""#)
        // Consecutive typing merges; consecutive erasing adds up.
        #expect(StudioFixture.object(fixture.request("POST", base + "/input", #"{"inputText": " L"}"#))["step"] as? String == #"- inputText: "Ada L""#)
        #expect(StudioFixture.object(fixture.request("POST", base + "/input", #"{"eraseText": 1}"#))["step"] as? String == "- eraseText: 1")
        #expect(StudioFixture.object(fixture.request("POST", base + "/input", #"{"eraseText": 1}"#))["step"] as? String == "- eraseText: 2")
        #expect(StudioFixture.object(fixture.request("POST", base + "/input", #"{"pressKey": "return"}"#))["step"] as? String == "- pressKey: return")
        // The button titled 12 is named by its text, quoted; the two "Same" buttons have no
        // selector, so the tap is recorded at its point.
        #expect(StudioFixture.object(fixture.request("POST", base + "/tap", #"{"query": "12"}"#))["step"] as? String == #"- tapOn: "12""#)
        let same = StudioFixture.object(fixture.request("POST", base + "/tap", #"{"x": 20.5, "y": 160}"#))
        #expect(same["step"] as? String == #"- tapOn: {point: "20.5,160"}"#)
        #expect((same["entry"] as? [String: Any])?["tap"] as? String == "@20.5,160")
        #expect(StudioFixture.object(fixture.request("POST", base + "/tap", #"{"query": "周一"}"#))["step"] as? String == "- tapOn: 周一")
        let session = StudioFixture.object(fixture.request("GET", base))
        let yaml = session["yaml"] as? String ?? ""
        #expect(
            yaml == """
                screen: form.xml
                ---
                - tapOn: {id: name}
                - inputText: "Ada L"
                - eraseText: 2
                - pressKey: return
                - tapOn: "12"
                - tapOn: {point: "20.5,160"}
                - tapOn: 周一

                """)
        #expect(session["savePath"] as? String == fixture.path("form-recorded.yaml"))
    }

    @Test func assertThisRecordsTheFirstAssertionThatApplies() throws {
        let fixture = try StudioFixture(["form.xml": Self.form])
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("form.xml"))"}"#)
        let base = "/api/sessions/\(id)"
        _ = fixture.request("POST", base + "/tap", #"{"query": "周三"}"#)
        let assertions = [
            "[0]": #"- assertText: {id: name, text: ""}"#, "[1]": "- assertOff: {id: remember}", "[2]": #"- assertVisible: "on""#,
            "[6]": "- assertState: {id: days, selection: [周三]}", "[6,1]": "- assertSelected: 周三",
        ]
        for (path, line) in assertions {
            let answer = fixture.request("POST", base + "/assert", #"{"path": \#(path)}"#)
            #expect(StudioFixture.object(answer)["step"] as? String == line, "\(path)")
        }
        let nameless = fixture.request("POST", base + "/assert", #"{"path": [4]}"#)
        #expect(nameless.status == 409)
        #expect(StudioFixture.object(nameless)["error"] as? String == #"no selector names button "Same" (\#(fixture.path("form.xml")):6:3); give it an id"#)
        let view = StudioFixture.object(fixture.request("GET", base + "/view?path=%5B1%5D"))
        #expect(view["selector"] as? String == "{id: remember}")
        #expect(view["assertion"] as? String == "assertOff: {id: remember}")
        #expect((view["source"] as? [String: Any])?["text"] as? String == #"  <switch id="remember"/>"#)
    }

    @Test func undoDropsTheLastStepAndResetAllOfThem() throws {
        let fixture = try StudioFixture(["form.xml": Self.form])
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("form.xml"))"}"#)
        let base = "/api/sessions/\(id)"
        _ = fixture.request("POST", base + "/tap", #"{"query": "周一"}"#)
        _ = fixture.request("POST", base + "/tap", #"{"query": "周三"}"#)
        let undone = StudioFixture.object(fixture.request("POST", base + "/undo"))
        #expect(undone["yaml"] as? String == "screen: form.xml\n---\n- tapOn: 周一\n")
        #expect((undone["log"] as? [Any])?.count == 1)
        let state = ((undone["root"] as? [String: Any])?["children"] as? [[String: Any]])?[6]["state"]
        #expect(StudioFixture.json(state) == #"{"selection":["周一"]}"#)
        let reset = StudioFixture.object(fixture.request("POST", base + "/reset"))
        #expect(reset["yaml"] as? String == "screen: form.xml\n---\n")
        #expect((reset["steps"] as? [Any])?.isEmpty == true)
    }

    @Test func aSavedRecordingPassesTheFlowRunnerAndTrellisTest() throws {
        let fixture = try StudioFixture(["form.xml": Self.form, "flows/keep.txt": ""])
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("form.xml"))", "width": 320}"#)
        let base = "/api/sessions/\(id)"
        _ = fixture.request("POST", base + "/tap", ##"{"query": "#name"}"##)
        _ = fixture.request("POST", base + "/input", #"{"inputText": "on: \"12\""}"#)
        _ = fixture.request("POST", base + "/input", #"{"hideKeyboard": true}"#)
        _ = fixture.request("POST", base + "/tap", #"{"query": "周三"}"#)
        _ = fixture.request("POST", base + "/assert", #"{"path": [0]}"#)
        _ = fixture.request("POST", base + "/assert", #"{"path": [6]}"#)
        let target = fixture.path("flows/form.yaml")
        let saved = fixture.request("POST", base + "/save", #"{"path": "\#(target)"}"#)
        #expect(saved.status == 201, "\(StudioFixture.text(saved))")
        let text = try String(contentsOfFile: target, encoding: .utf8)
        #expect(text.hasPrefix("screen: ../form.xml\nwidth: 320\n---\n- tapOn: {id: name}\n"))
        #expect(text.contains(#"- assertText: {id: name, text: "on: \"12\""}"#))
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: target)
        let result = FlowRunner(registry: .standard).run(flow)
        #expect(result.passed, "\(result.failures)")
        let run = try CLIRunner.run(["test", target])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        // Saving again is refused without overwrite, and any other extension or a missing
        // folder is a bad request.
        #expect(fixture.request("POST", base + "/save", #"{"path": "\#(target)"}"#).status == 409)
        #expect(fixture.request("POST", base + "/save", #"{"path": "\#(target)", "overwrite": true}"#).status == 201)
        #expect(fixture.request("POST", base + "/save", #"{"path": "\#(fixture.path("flows/form.txt"))"}"#).status == 400)
        #expect(fixture.request("POST", base + "/save", #"{"path": "\#(fixture.path("nowhere/form.yaml"))"}"#).status == 400)
        #expect(fixture.request("POST", base + "/save", #"{"path": "/tmp/outside-\#(UUID().uuidString).yaml"}"#).status == 404)
    }

    /// An app whose home screen's button `#open` (sending `open`) pushes the item screen.
    private static let pushingApp = [
        "app.xml":
            #"<app start="home"><screen id="home" src="home.xml" title="Home"><on action="open" push="item"/></screen><screen id="item" src="item.xml" title="Item"/></app>"#,
        "home.xml": #"<screen padding="16"><button id="open" title="Open" action="open" height="44"/></screen>"#,
        "item.xml": #"<screen padding="16"><label id="name" text="An item"/></screen>"#,
    ]

    /// A tap that pushes a screen explains the point as it was before the tap, exactly as
    /// `GET hit` did: the pushed screen takes the views it names out of the tree.
    @Test func aTapThatNavigatesExplainsThePointBeforeIt() throws {
        let fixture = try StudioFixture(Self.pushingApp)
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("app.xml"))"}"#)
        let base = "/api/sessions/\(id)"
        // The button: below the 44-point navigation bar and the screen's padding of 16,
        // y from 44 + 16 = 60 to 104; (100, 70) is inside it.
        let hit = StudioFixture.object(fixture.request("GET", base + "/hit?x=100&y=70"))
        #expect(hit["hit"] as? String == "button#open")
        let tap = StudioFixture.object(fixture.request("POST", base + "/tap", #"{"x": 100, "y": 70}"#))
        #expect(StudioFixture.json(tap["path"]) == StudioFixture.json(hit["path"]))
        #expect(StudioFixture.json(tap["explain"]) == StudioFixture.json(hit["explain"]))
        let last = (tap["explain"] as? [[String: Any]])?.last
        #expect(last?["result"] as? String == "hit")
        #expect((last?["view"] as? String)?.hasPrefix(#"button#open "Open""#) == true)
    }

    /// An app file's session records an `app:` flow, which `trellis test` runs through
    /// the app's routes.
    @Test func anAppsRecordingNamesItsAppFile() throws {
        let fixture = try StudioFixture(Self.pushingApp)
        defer { fixture.remove() }
        let id = fixture.session(#"{"screen": "\#(fixture.path("app.xml"))"}"#)
        let base = "/api/sessions/\(id)"
        let tap = StudioFixture.object(fixture.request("POST", base + "/tap", ##"{"query": "#open"}"##))
        #expect(tap["step"] as? String == "- tapOn: {id: open}")
        let target = fixture.path("recorded.yaml")
        #expect(fixture.request("POST", base + "/save", #"{"path": "\#(target)"}"#).status == 201)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "app: app.xml\n---\n- tapOn: {id: open}\n")
        let run = try CLIRunner.run(["test", target])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}
