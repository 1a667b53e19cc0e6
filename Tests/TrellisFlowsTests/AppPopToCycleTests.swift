import Foundation
import Testing
import Trellis

/// Routes that pop to each other (Docs/navigation.md, "State and transitions"): `pop-to`
/// only ever removes instances, so a cycle of them cannot loop or grow a stack; a pop-to
/// whose screen is not in the stack fails its tap, naming the stack, and changes nothing.
struct AppPopToCycleTests {
    static let app = """
        <app start="a">
          <screen id="a" src="a.xml" title="A">
            <on action="next" push="b"/>
          </screen>
          <screen id="b" src="b.xml" title="B">
            <on action="next" push="c"/>
            <on action="toC" pop-to="c"/>
          </screen>
          <screen id="c" src="c.xml" title="C">
            <on action="toB" pop-to="b"/>
            <on action="toC" pop-to="c"/>
          </screen>
        </app>
        """

    let fixture: AppFixture
    let app: App

    init() throws {
        fixture = try AppFixture(
            app: Self.app,
            files: [
                "a.xml": "<screen>\n  <button id=\"next\" title=\"Next\" action=\"next\" height=\"40\"/>\n</screen>\n",
                "b.xml":
                    "<screen>\n  <button id=\"next\" title=\"Next\" action=\"next\" height=\"40\"/>\n  <button id=\"toC\" title=\"To C\" action=\"toC\" height=\"40\"/>\n</screen>\n",
                "c.xml":
                    "<screen>\n  <button id=\"toB\" title=\"To B\" action=\"toB\" height=\"40\"/>\n  <button id=\"toC\" title=\"To C\" action=\"toC\" height=\"40\"/>\n</screen>\n",
            ])
        app = try fixture.makeApp()
    }

    private func tap(_ id: String) throws -> [NavigationRecord] {
        try app.window.tap(id: id).records.navigations
    }

    @Test func theCycleIsValidAndWarnsOfNothing() throws {
        #expect(fixture.errors() == [])
        #expect(try AppLoader(registry: .standard).validate(contentsOfFile: fixture.path) == [])
    }

    @Test func aCycleOfPopToMovesOnlyDownTheStack() throws {
        _ = try tap("next")
        _ = try tap("next")
        #expect(app.navigationState.stacks == [["a", "b", "c"]])
        let b = app.topStack[1].screen
        let c = app.topStack[2].screen
        // c pops to itself: nothing is popped, c stays the same instance.
        #expect(try tap("toC").map(\.description) == ["pop-to c → c (\(fixture.path):11:5)"])
        #expect(app.navigationState.stacks == [["a", "b", "c"]])
        #expect(app.shown.screen === c)
        // c pops to b: c goes, b is the instance that was covered.
        #expect(try tap("toB").map(\.description) == ["pop-to c → b (\(fixture.path):10:5)"])
        #expect(app.navigationState.stacks == [["a", "b"]])
        #expect(app.shown.screen === b)
        // b's route back to c closes the cycle, but c is gone: the tap fails, located at
        // the route, and the state is as it was.
        let failed = try tap("toC")
        #expect(failed.map(\.error) == ["pop-to c: 'c' is not in the stack [a, b]"])
        #expect(failed.map(\.route) == [SourceLocation(file: fixture.path, line: 7, column: 5)])
        #expect(app.navigationState == NavigationState(screen: "b", tab: nil, stacks: [["a", "b"]], alert: nil))
        #expect(app.shown.screen === b)
    }

    @Test func goingRoundTheCycleAThousandTimesKeepsTheStackAtThree() throws {
        _ = try tap("next")
        for _ in 0..<1000 {
            _ = try tap("next")
            _ = try tap("toB")
        }
        #expect(app.navigationState.stacks == [["a", "b"]])
        #expect(app.instances.count == 2)
    }
}
