import Foundation
import Testing
import Trellis

@testable import TrellisScreensChecker

/// The build plugin's checker on screens with images: the ids of a screen whose image
/// loads, and a bad `src` at its line and column.
struct ImageScreenCheckTests {
    @Test func imagesAreCheckedRelativeToTheirScreen() throws {
        // An SVG, written as text as every file of the target is.
        let directory = try TargetCheckTests.target([
            "Screens/logo.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>"#,
            "Screens/login.xml": "<screen>\n  <image id=\"logo\" src=\"logo.svg\"/>\n</screen>\n",
            "Screens/broken.xml": "<screen>\n  <image id=\"hero\" src=\"hero.png\"/>\n</screen>\n",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = TargetCheckTests.check(directory, ["Screens/login.xml", "Screens/broken.xml"])
        let hero = directory.appendingPathComponent("Screens/hero.png").path
        #expect(
            check.problems == [
                "\(directory.path)/Screens/broken.xml:2:20: error: invalid value 'hero.png' for attribute 'src' of <image>: "
                    + "expected a PNG, JPEG or SVG file, relative to the screen file's folder; \(hero): no such file"
            ])
        #expect(check.entries.map(\.ids) == [["logo"]])
    }
}
