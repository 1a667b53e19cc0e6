import Foundation
import Testing
import Trellis

/// Every problem of an app file and of its screens, reported in one run, located, with
/// "did you mean" (Docs/navigation.md, "The app file").
struct AppLoaderErrorTests {
    @Test func everyProblemOfTheAppFileIsReportedAtItsPlace() throws {
        let app = """
            <app start="tab" width="320">
              <tabs id="tabs">
                <tab screen="home" title="Home"/>
              </tabs>
              <screen id="home" src="home.xml" titel="Home">
                <on action="open" psh="detail"/>
                <on action="open2" push="detial"/>
                <on action="open3" push="detail"/>
                <on action="two" push="home" present="home"/>
              </screen>
              <screen id="detail" src="detail.xml">
                <argument name="id" type="integer"/>
                <deep-link uri="app://item/{id}"/>
                <deep-link uri="app://item/{key}"/>
              </screen>
              <screen id="home" src="sheet.xml"/>
              <alert id="sure" title="Sure?">
                <button title="No" role="cancl"/>
              </alert>
              <widget/>
            </app>
            """
        let fixture = try AppFixture(app: app)
        #expect(
            fixture.errors() == [
                "app.xml:1:6: start 'tab' names no screen or tabs; did you mean 'tabs'?",
                "app.xml:2:3: <tabs> holds 1 <tab> elements; it takes two to five",
                "app.xml:5:36: unknown attribute 'titel' of <screen>; did you mean 'title'? It takes: id, src, title",
                "app.xml:6:5: <on action='open'> needs one transition; give exactly one of push, present, replace, reset, alert, back, dismiss, pop-to",
                "app.xml:6:23: unknown attribute 'psh' of <on>; did you mean 'push'? It takes: action, push, present, replace, reset, alert, back, dismiss, pop-to",
                "app.xml:7:5: push 'detial' names no screen; did you mean 'detail'?",
                "app.xml:8:5: the route for 'open3' does not give the required argument 'id' of screen 'detail'",
                "app.xml:9:5: <on action='two'> has 2 transitions (push, present); give exactly one of push, present, replace, reset, alert, back, dismiss, pop-to",
                "app.xml:12:25: attribute 'type' of <argument> expects one of string, int, float, bool, not 'integer'; did you mean 'int'?",
                "app.xml:14:16: deep link 'app://item/{key}' gives 'key', which is not an argument of screen 'detail'",
                "app.xml:14:16: deep link 'app://item/{key}' can match the same URI as 'app://item/{id}' (\(fixture.path):13:16)",
                "app.xml:16:11: duplicate id 'home' (screen); it is already used at \(fixture.path):5:11",
                "app.xml:18:24: attribute 'role' of <button> expects one of default, cancel, destructive, not 'cancl'; did you mean 'cancel'?",
                "app.xml:20:3: unknown element <widget> in <app>; it takes: tabs, screen, alert, on",
            ])
    }

    @Test func aScreenFilesErrorsAndPlaceholdersAreReportedInTheSameRun() throws {
        let app = """
            <app start="home">
              <screen id="home" src="home.xml"/>
              <screen id="detail" src="detail.xml">
                <argument name="id" type="int" default="1"/>
              </screen>
              <screen id="broken" src="broken.xml"/>
              <screen id="missing" src="missing.xml"/>
              <screen id="itself" src="app.xml"/>
            </app>
            """
        let fixture = try AppFixture(
            app: app,
            files: [
                "detail.xml": "<screen>\n  <label text=\"Item {idd}\"/>\n  <button title=\"{{literal}}\"/>\n</screen>\n",
                "broken.xml": "<screen>\n  <buton title=\"A\"/>\n</screen>\n",
            ])
        let errors = fixture.errors()
        #expect(errors.contains("app.xml:7:3: screen 'missing': cannot read src 'missing.xml': no such file"))
        #expect(errors.contains("app.xml:8:3: screen 'itself': src 'app.xml' is the app file itself; expected a screen file"))
        #expect(errors.contains { $0.hasPrefix("broken.xml:2:3: unknown element <buton>; did you mean <button>?") })
        // Located at the attribute in the screen file, with the names the screen takes.
        #expect(
            errors.contains(
                "detail.xml:2:10: attribute 'text' of <label> uses '{idd}', which is not an argument of screen 'detail'; its arguments are id; did you mean 'id'?"
            ))
        // missing.xml, app.xml itself, broken.xml and the placeholder: four.
        #expect(errors.count == 4)
    }

    /// Opening a FIFO for reading waits for a writer forever: the loader must refuse it
    /// at the app file's `src`, and go on to report the other problems.
    @Test(.timeLimit(.minutes(1))) func aScreenWhoseSrcIsAFIFOIsRefusedAtItsSrc() throws {
        let app = """
            <app start="home">
              <screen id="home" src="home.xml"/>
              <screen id="pipe" src="pipe.xml"/>
              <screen id="also" src="pipe.xml" titel="Also"/>
            </app>
            """
        let fixture = try AppFixture(app: app)
        #expect(mkfifo(fixture.fixture.path("pipe.xml"), 0o644) == 0)
        // Said once for the file, at the first <screen> naming it; the unknown attribute
        // of the second is still found (column 36 is titel's t).
        #expect(
            fixture.errors() == [
                "app.xml:3:3: screen 'pipe': cannot read src 'pipe.xml': it is a FIFO (named pipe), not a regular file",
                "app.xml:4:36: unknown attribute 'titel' of <screen>; did you mean 'title'? It takes: id, src, title",
            ])
    }

    @Test func aPlaceholderNeedsAnArgumentOfEveryScreenUsingTheFile() throws {
        let app = """
            <app start="a">
              <screen id="a" src="shared.xml">
                <argument name="id" default="1"/>
              </screen>
              <screen id="b" src="shared.xml"/>
            </app>
            """
        let fixture = try AppFixture(app: app, files: ["shared.xml": "<screen>\n  <label text=\"{id}\"/>\n</screen>\n"])
        #expect(
            fixture.errors() == [
                "shared.xml:2:10: attribute 'text' of <label> uses '{id}', which is not an argument of screen 'a' and 'b'; it takes no arguments"
            ])
    }
}

/// What `trellis validate` warns of in an app that loads (Docs/navigation.md, "Command
/// line").
struct AppWarningTests {
    @Test func unreachedScreensUntakenRoutesAndUnshownAlertsAreWarnedOfInFileOrder() throws {
        let app = """
            <app start="home">
              <screen id="home" src="home.xml">
                <on action="open" push="detail">
                  <argument name="id" value="1"/>
                </on>
                <on action="never" present="sheet"/>
              </screen>
              <screen id="detail" src="detail.xml">
                <argument name="id" type="int"/>
              </screen>
              <screen id="sheet" src="sheet.xml"/>
              <screen id="lonely" src="sheet.xml"/>
              <alert id="unused" title="Unused">
                <button title="OK"/>
              </alert>
            </app>
            """
        let fixture = try AppFixture(app: app)
        let warnings = try AppLoader(registry: .standard).parse(contentsOfFile: fixture.path).warnings
        // The check `trellis validate` makes finds them without keeping the parse.
        #expect(try AppLoader(registry: .standard).validate(contentsOfFile: fixture.path) == warnings)
        // home.xml sends open, ask, modal, swap and lost, not never; sheet is reached only
        // through that route, which still counts; lonely is reached by nothing.
        #expect(
            warnings.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" } == [
                "6:5: warning: no control of screen 'home' (home.xml) sends 'never', so this route is never taken",
                "12:3: warning: screen 'lonely' is not reached from 'home' by any route, tab or deep link",
                "13:3: warning: no route shows the alert 'unused'",
            ])
    }

    @Test func theShopHasNoWarnings() throws {
        let shop = FlowFixture.packageRoot.appendingPathComponent("Examples/shop/app.xml").path
        #expect(try AppLoader(registry: .standard).parse(contentsOfFile: shop).warnings.isEmpty)
        #expect(try AppLoader(registry: .standard).validate(contentsOfFile: shop).isEmpty)
    }
}
