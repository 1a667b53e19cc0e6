import Foundation
import Testing

/// `trellis run` against Docs/cli.md: output shapes and exit codes.
struct RunCommandTests {
    static let checkout = """
        <screen width="200" height="100" padding="10">
          <button id="buy" title="Buy" height="30" action="purchase"/>
          <label text="Total"/>
          <button id="off" title="Off" enabled="false"/>
        </screen>
        """

    static let broken = """
        <screen>
          <buton title="a"/>
          <button title="b" width="-1"/>
        </screen>
        """

    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: ["checkout.xml": Self.checkout, "broken.xml": Self.broken])
    }

    @Test func jsonOutputWithATap() throws {
        let result = try CLIRunner.run(["run", "checkout.xml", "--format", "json", "--tap", "Buy"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        // Content box: 200 − 2 × 10 = 180 wide from (10, 10). Stack: the button is 30 high
        // (explicit); "Total" at 17 pt is 5 × 8.5 = 42.5 × 20.4; "Off" at 15 pt is 18 high.
        // The tap aims at the button's centre: (10 + 90, 10 + 15) = (100, 25).
        let expected = """
            {"screen":{"width":200,"height":100},"clock":{"time":0,"animations":[],"timers":[]},"root":{"type":"screen","frame":[0,0,200,100],"children":[\
            {"type":"button","id":"buy","frame":[10,10,180,30],"text":"Buy","enabled":true,"selected":false,"children":[]},\
            {"type":"label","frame":[10,40,180,20.4],"text":"Total","children":[]},\
            {"type":"button","id":"off","frame":[10,60.4,180,18],"text":"Off","enabled":false,"selected":false,"children":[]}]},\
            "accessibility":[{"role":"button","label":"Buy","frame":[10,10,180,30],"traits":[],"id":"buy","children":[]},\
            {"role":"staticText","label":"Total","frame":[10,40,180,20.4],"traits":[],"children":[]},\
            {"role":"button","label":"Off","frame":[10,60.4,180,18],"traits":["notEnabled"],"id":"off","children":[]}],\
            "log":[{"tap":"Buy","time":[0,0],"point":[100,25],"hit":"button#buy","events":["touchDown","touchUpInside","primaryActionTriggered"],\
            "valueChanged":[],"actions":[{"name":"purchase","handled":false,"sender":"button#buy \\\"Buy\\\""}]}]}

            """
        #expect(result.stdout == expected)
    }

    @Test func textOutputIsAnIndentedTree() throws {
        let result = try CLIRunner.run(["run", "checkout.xml", "--tap", "#buy"], in: directory)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                screen (0, 0, 200, 100)
                  button#buy "Buy" (10, 10, 180, 30)
                  label "Total" (10, 40, 180, 20.4)
                  button#off "Off" (10, 60.4, 180, 18) disabled

                tap "#buy" at (100, 25) hit button#buy: touchDown, touchUpInside, primaryActionTriggered; action purchase unhandled from button#buy "Buy"

                """)
    }

    @Test func accessibilityFormatPrintsOneElementALine() throws {
        let result = try CLIRunner.run(["run", "checkout.xml", "--format", "accessibility", "--tap", "Buy"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        // Frames as in jsonOutputWithATap; the tap log follows after a blank line.
        #expect(
            result.stdout == """
                button "Buy" (10, 10, 180, 30)
                staticText "Total" (10, 40, 180, 20.4)
                button "Off" (10, 60.4, 180, 18) notEnabled

                tap "Buy" at (100, 25) hit button#buy: touchDown, touchUpInside, primaryActionTriggered; action purchase unhandled from button#buy "Buy"

                """)
    }

    @Test func sizeOverridesRelayOut() throws {
        let result = try CLIRunner.run(["run", "checkout.xml", "--width", "300", "--height=50"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("screen (0, 0, 300, 50)\n  button#buy \"Buy\" (10, 10, 280, 30)\n"))
    }

    @Test func aTapAtAPointHittingNothingIsNotAnError() throws {
        let result = try CLIRunner.run(["run", "checkout.xml", "--format", "json", "--tap", "@5,5"], in: directory)
        #expect(result.status == 0)
        #expect(result.stdout.contains(#""log":[{"tap":"@5,5","time":[0,0],"point":[5,5],"hit":"screen","events":[],"valueChanged":[],"actions":[]}]"#))
    }

    @Test func aTapAtAPointOutsideTheScreenFails() throws {
        let result = try CLIRunner.run(["run", "checkout.xml", "--format", "json", "--tap", "@500,900", "--tap", "Buy"], in: directory)
        #expect(result.status == 1)
        let message = "point (500, 900) is outside the screen (200 × 100)"
        #expect(
            result.stdout.hasSuffix(
                #""log":[{"tap":"@500,900","time":[0,0],"point":[500,900],"hit":null,"events":[],"valueChanged":[],"actions":[],"error":"\#(message)"}]}"#
                    + "\n"))
        #expect(result.stderr == "trellis: error: \(message)\n")
    }

    @Test func aMissedTapFailsWithTheTreeAndTheError() throws {
        let result = try CLIRunner.run(["run", "checkout.xml", "--format", "json", "--tap", "Off", "--tap", "Buy"], in: directory)
        #expect(result.status == 1)
        let message = #"tap 'Off' missed button#off \"Off\" (checkout.xml:4:3): it is disabled"#
        #expect(
            result.stdout.hasSuffix(
                #""log":[{"tap":"Off","time":[0,0],"point":[100,69.4],"hit":"screen","events":[],"valueChanged":[],"actions":[],"error":"\#(message)"}]}"#
                    + "\n"))
        #expect(result.stderr == "trellis: error: tap 'Off' missed button#off \"Off\" (checkout.xml:4:3): it is disabled\n")
    }

    @Test func allowMissedReportsAndGoesOn() throws {
        let result = try CLIRunner.run(["run", "checkout.xml", "--allow-missed", "--tap", "Off", "--tap", "Buy"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("trellis: warning: tap 'Off' missed"))
        #expect(result.stdout.contains("tap \"Buy\" at (100, 25) hit button#buy"))
    }

    @Test func queriesThatMatchNothingOrSeveralFail() throws {
        let none = try CLIRunner.run(["run", "checkout.xml", "--format", "json", "--tap", "Bye"], in: directory)
        #expect(none.status == 1)
        #expect(
            none.stdout.contains(
                #"{"tap":"Bye","time":[0,0],"point":null,"hit":null,"events":[],"valueChanged":[],"actions":[],"error":"no visible view matches 'Bye'; visible candidates: 'Buy'"#
            ))
    }

    @Test func badScreensExit65WithEveryErrorAndNoOutput() throws {
        let result = try CLIRunner.run(["run", "broken.xml"], in: directory)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                broken.xml:2:3: error: unknown element <buton>; did you mean <button>? Registered elements: \(Self.elementList)
                broken.xml:3:21: error: invalid value '-1' for attribute 'width' of <button>: expected a length in points (a number ≥ 0)

                """)
    }

    static let elementList = "screen, view, label, button, switch, text-field, scroll, spinner, timer, image, tag-list, check-in, item, collapsible"

    @Test func unreadableFilesExit66() throws {
        let result = try CLIRunner.run(["run", "missing.xml"], in: directory)
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "trellis: error: cannot read 'missing.xml': no such file\n")
    }

    @Test(arguments: [
        ["run"], ["run", "checkout.xml", "--tap"], ["run", "checkout.xml", "--tap", ""],
        ["run", "checkout.xml", "--tap", "#"], ["run", "checkout.xml", "--tap", "@x"],
        ["run", "checkout.xml", "--tap", "@1, 2"], ["run", "checkout.xml", "--width", "abc"],
        ["run", "checkout.xml", "--width", "-5"], ["run", "checkout.xml", "--format", "yaml"],
        ["run", "checkout.xml", "--frobnicate"], ["run", "a.xml", "b.xml"], [], ["explode"],
    ])
    func usageErrorsExit2WithOneLineAndWhereTheHelpIs(_ arguments: [String]) throws {
        let result = try CLIRunner.run(arguments, in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 3, "one error line, one pointer to the help: \(result.stderr)")
        #expect(lines.first?.hasPrefix("trellis: error: ") == true)
        let help = arguments.first == "run" ? "see 'trellis run --help'" : "see 'trellis --help'"
        #expect(lines.dropFirst().first == help)
        #expect(lines.last == "")
    }

    @Test func helpExplainsEveryOption() throws {
        let result = try CLIRunner.run(["run", "--help"])
        #expect(result.status == 0)
        for option in ["--width", "--height", "--tap", "--format", "--allow-missed", "@X,Y", "#ID"] {
            #expect(result.stdout.contains(option))
        }
        let main = try CLIRunner.run(["--help"])
        #expect(main.status == 0)
        #expect(main.stdout.contains("trellis run"))
    }
}

extension RunCommandTests {
    @Test func hostileFilesExit65AndReadNothing() throws {
        let secret = "trellis-secret-\(UUID().uuidString)"
        let secretFile = directory.appendingPathComponent("secret.txt")
        try secret.write(to: secretFile, atomically: true, encoding: .utf8)
        let hostile = """
            <?xml version="1.0"?>
            <!DOCTYPE screen [<!ENTITY leak SYSTEM "file://\(secretFile.path)">]>
            <screen><label text="&leak;"/></screen>
            """
        try hostile.write(to: directory.appendingPathComponent("hostile.xml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["run", "hostile.xml", "--format", "json"], in: directory)
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "hostile.xml:2:1: error: DOCTYPE declarations are not allowed in screen files (no DTDs or entities are read)\n")
    }
}
