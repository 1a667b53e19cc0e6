import Foundation
import Testing

/// `trellis sweep` over font scales, appearances and locales end to end (Docs/sweeps.md):
/// these need the screens built with the configuration's font scale, appearance and
/// locale, which the sweep hands to each screen's ``Session``.
struct SweepConfigurationEffectsTests {
    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: [
            // 30 letters at 20 pt: 300 × scale pt wide, in 375 − 32 = 343 (as
            // SweepCommandTests' price.xml).
            "price.xml": SweepCommandTests.price,
            // A fixed white card with default text: black on white in light, white on
            // white in dark (1.00:1).
            "card.xml": ##"<screen width="375" height="667"><view background="#ffffff"><label id="hi" text="Hi"/></view></screen>"##,
            // "Settings" is 8 × 10 = 80 pt at 20 pt; "[Šéţţîñĝš~~~]" is 12 clusters, 120
            // pt, in a screen 110 wide; under ar-XB the marks are zero wide: 80 again.
            "settings.xml": #"<screen width="110" height="200"><label id="title" text="Settings" font-size="20"/></screen>"#,
        ])
    }

    private func sweep(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(["sweep"] + arguments, in: directory)
    }

    @Test
    func aScaleThreshold() throws {
        // At 375 wide: 300 × s > 343 from s = 1.1433…; on the grid 1.14 gives 342 (fits),
        // 1.15 gives 345. Bisection over n = 30 hundredths: 15 (1.15, holds) hi; 7 lo; 11
        // lo; 13 lo; 14 lo: T = 1.15 after 5 layouts. At 320 (288 wide) it holds at both
        // scales; the width search at scale 1 is SweepCommandTests' (332, 7 layouts).
        let result = try sweep(["price.xml", "--sizes", "320x667,375x667", "--font-scales", "1.3,1"])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                \(SweepCommandTests.truncated) [in 3 of 4 configurations: at size 320x667, at font scale 1; at font scale 1.3]
                price.xml:2:3: note: [truncated] holds below 332 pt wide; searched widths 320 to 375 at height 667, font scale 1, light, base
                price.xml:2:3: note: [truncated] holds from font scale 1.15; searched font scales 1 to 1.3 at 375x667, light, base
                1 finding in 4 configurations

                """)
        let json = try sweep(["price.xml", "--sizes", "320x667,375x667", "--font-scales", "1.3,1", "--format", "json"])
        #expect(
            json.stdout.contains(
                #"{"axis":"fontScale","holds":"from","value":1.15,"searched":[1,1.3],"#
                    + #""at":{"size":"375x667","width":375,"height":667,"appearance":"light","locale":"base"},"layouts":5}"#))
    }

    @Test
    func darkDefaultsOnAFixedWhiteCard() throws {
        let result = try sweep(["card.xml", "--appearances", "dark,light"])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                card.xml:1:61: warning: [contrast] label#hi "Hi" has contrast 1.00:1 (#ffffff on #ffffff); text needs at least 4.5:1 \
                [in 1 of 2 configurations: in dark]
                1 finding in 2 configurations

                """)
    }

    @Test
    func aPseudoLocaleTruncates() throws {
        let result = try sweep(["settings.xml", "--locales", "ar-XB,en-XA,base"])
        // "Settings" is 8 clusters of ½ em at 20 pt: 80 pt, inside 110 in base and in
        // ar-XB (its marks have no width). en-XA adds ⌈3 × 8 / 10⌉ = 3 tildes and two
        // brackets: 13 clusters, 130 pt.
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                settings.xml:1:34: warning: [truncated] label#title "[Šéţţîñĝš~~~]" draws its text 130 pt wide in 110 pt: \
                it is cut or overlaps what is beside it [in 1 of 3 configurations: in locale en-XA]
                1 finding in 3 configurations

                """)
    }

    @Test func theConfigurationsAreListedWhateverTheCoreDoes() throws {
        // The sweep's own part: 1 size × 2 scales × 2 appearances × 3 locales = 12
        // configurations in sweep order, whatever each changes.
        let result = try sweep(["settings.xml", "--font-scales", "2,1", "--appearances", "dark,light", "--locales", "ar-XB,en-XA,base", "--format", "json"])
        let configurations =
            ["1,light,base", "1,light,en-XA", "1,light,ar-XB", "1,dark,base", "1,dark,en-XA", "1,dark,ar-XB"]
            + ["2,light,base", "2,light,en-XA", "2,light,ar-XB", "2,dark,base", "2,dark,en-XA", "2,dark,ar-XB"]
        let expected = configurations.map { item in
            let parts = item.split(separator: ",")
            return #"{"size":"110x200","width":110,"height":200,"fontScale":\#(parts[0]),"appearance":"\#(parts[1])","locale":"\#(parts[2])"}"#
        }
        #expect(result.stdout.hasPrefix(#"{"screens":[{"file":"settings.xml","configurations":["# + expected.joined(separator: ",") + "]}]"))
    }
}
