import Foundation
import Testing
import Trellis

/// A small app in a temporary directory (Docs/navigation.md): tabs `home` and `other`
/// (both from home.xml), a `detail` screen taking an int `id` with a deep link, a
/// presented `sheet`, an alert `sure`, and an app-wide route. 320 × 480 points.
struct AppFixture {
    static let app = """
        <app start="tabs" width="320" height="480">
          <tabs id="tabs">
            <tab screen="home" title="Home"/>
            <tab screen="other" title="Other"/>
          </tabs>
          <screen id="home" src="home.xml" title="Home">
            <on action="open" push="detail">
              <argument name="id" from="sender.tag"/>
            </on>
            <on action="ask" alert="sure"/>
            <on action="modal" present="sheet"/>
          </screen>
          <screen id="detail" src="detail.xml" title="Detail">
            <argument name="id" type="int"/>
            <deep-link uri="app://item/{id}"/>
            <on action="open" push="detail">
              <argument name="id" from="sender.tag"/>
            </on>
            <on action="home" pop-to="home"/>
          </screen>
          <screen id="other" src="home.xml"/>
          <screen id="sheet" src="sheet.xml">
            <on action="close" dismiss="true"/>
          </screen>
          <alert id="sure" title="Sure?">
            <button title="No" role="cancel"/>
            <button title="Yes" action="modal"/>
          </alert>
          <on action="swap" replace="other"/>
        </app>
        """
    static let home = """
        <screen>
          <button id="open" title="Open" tag="7" action="open" height="40"/>
          <button id="ask" title="Ask" action="ask" height="40"/>
          <button id="modal" title="Modal" action="modal" height="40"/>
          <button id="swap" title="Swap" action="swap" height="40"/>
          <button id="lost" title="Lost" action="lost" height="40"/>
        </screen>
        """
    static let detail = """
        <screen>
          <label id="title" text="Item {id}"/>
          <button id="again" title="Again" tag="8" action="open" height="40"/>
          <button id="notag" title="No tag" action="open" height="40"/>
          <button id="home" title="Back home" action="home" height="40"/>
        </screen>
        """
    static let sheet = """
        <screen>
          <button id="close" title="Close" action="close" height="40"/>
        </screen>
        """

    let fixture: FlowFixture

    init(app: String = AppFixture.app, files: [String: String] = [:]) throws {
        var all = ["app.xml": app, "home.xml": Self.home, "detail.xml": Self.detail, "sheet.xml": Self.sheet]
        for (name, content) in files { all[name] = content }
        fixture = try FlowFixture(all)
    }

    var path: String { fixture.path("app.xml") }

    /// A new app from the fixture's files.
    func makeApp() throws -> App {
        try AppLoader(registry: .standard).parse(contentsOfFile: path).makeApp()
    }

    /// The errors loading the app reports, each as `file:line:col: message` with the
    /// file's name only.
    /// `trellis validate`'s check (`AppLoader.validate`, which keeps nothing) must report
    /// exactly these errors too, in the same order: checked here for every caller.
    func errors() -> [String] {
        func describe(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.map { diagnostic in
                let location = diagnostic.location
                return "\((location.file as NSString).lastPathComponent):\(location.line):\(location.column): \(diagnostic.message)"
            }
        }
        let validated: [String]
        do {
            validated = describe(try AppLoader(registry: .standard).validate(contentsOfFile: path).filter { $0.severity == .error })
        } catch {
            validated = ["\(error)"]
        }
        let parsed: [String]
        do {
            _ = try AppLoader(registry: .standard).parse(contentsOfFile: path)
            parsed = []
        } catch {
            guard case .invalid(let problems) = error else { return ["\(error)"] }
            parsed = describe(problems.diagnostics)
        }
        #expect(validated == parsed, "AppLoader.validate and AppLoader.parse report different errors")
        return parsed
    }
}
