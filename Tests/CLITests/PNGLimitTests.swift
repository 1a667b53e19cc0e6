import Foundation
import Testing
import Trellis

/// The size of a PNG is checked in floating point before it becomes an integer: huge
/// scales and sizes are refused with a message (2 for an option, 65 for the screen's own
/// size), never trapped on, and `PNGRasterizer.maximumPixelCount` caps the picture.
struct PNGLimitTests {
    let directory: URL

    init() throws {
        directory = try CLIRunner.directory(with: [
            "huge.xml": "<screen width=\"1e300\">\n  <label text=\"a\"/>\n</screen>\n",
            "weekdays.xml": try String(contentsOf: SeedScreenTests.examples.appendingPathComponent("weekdays.xml"), encoding: .utf8),
        ])
    }

    static let limits = "a PNG is at most 32767 pixels a side and 67108864 pixels in all (PNGRasterizer.maximumPixelCount)"

    @Test(arguments: [
        (["--scale", "49"], "--scale 49: a PNG of 18375 × 32683 pixels is too large: \(limits)"),
        (["--scale", "2e16"], "--scale 2e+16: a PNG of 7.5e+18 × 1.334e+19 pixels is too large: \(limits)"),
        (["--width", "1e308"], "--width 1e+308: a PNG of 1e+308 × 667 pixels is too large: \(limits)"),
        (["--width", "0"], "--width 0: a PNG of 0 × 667 pixels is empty: each side needs at least 1 pixel"),
    ])
    func optionsThatMakeAnImpossiblePNGAreUsageErrors(_ options: [String], _ message: String) throws {
        let result = try CLIRunner.run(["render", "weekdays.xml", "-o", "out.png"] + options, in: directory)
        #expect(result.status == 2)
        #expect(result.stderr == "trellis: error: \(message)\nsee 'trellis render --help'\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.png").path))
    }

    @Test func aScreenTooLargeForAPNGIsADataError() throws {
        let result = try CLIRunner.run(["render", "huge.xml", "-o", "out.png"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr == "huge.xml: error: the screen is 1e+300 × 667 points: a PNG of 1e+300 × 667 pixels is too large: \(Self.limits)\n")
        let svg = try CLIRunner.run(["render", "huge.xml", "-o", "out.svg"], in: directory)
        #expect(svg.status == 0, "SVG has no pixels to count: \(svg.stderr)")
    }

    /// 16 × 375 = 6,000 and 16 × 667 = 10,672 pixels: 64,032,000 ≤ 67,108,864.
    @Test func theLargestScaleOfASeedScreenFits() throws {
        #expect(try PNGRasterizer.pixelSize(of: CGSize(width: 375, height: 667), scale: 16) == (6000, 10672))
        #expect(throws: RenderError.pixelSizeOutOfRange(width: 6375, height: 11339)) {
            try PNGRasterizer.pixelSize(of: CGSize(width: 375, height: 667), scale: 17)
        }
        #expect(throws: RenderError.pixelSizeOutOfRange(width: .infinity, height: 2)) {
            try PNGRasterizer.pixelSize(of: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1), scale: 2)
        }
    }

    /// librsvg gives up only after loading a million elements (about a minute); the count
    /// is checked first instead, so the error is Trellis's own, not librsvg's.
    @Test func tooManyElementsAreRefusedBeforeLibrsvgReadsThem() throws {
        let elements = PNGRasterizer.maximumElementCount + 1
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\">" + String(repeating: "<g/>", count: elements - 1) + "<!-- x --></svg>"
        #expect(throws: RenderError.tooManyElements(count: elements)) { try PNGRasterizer.png(svg: svg, pixelWidth: 1, pixelHeight: 1) }
        #expect(
            RenderError.tooManyElements(count: elements).description
                == "the picture has 1000001 SVG elements, more than the 1000000 librsvg draws (PNGRasterizer.maximumElementCount); write SVG instead (-o FILE.svg)"
        )
    }

    @Test func aLimitAtTheLargestIntegerDoesNotTrap() throws {
        for option in ["--max-file-size", "--max-views", "--max-attribute-length"] {
            let result = try CLIRunner.run(["run", "weekdays.xml", option, String(Int.max)], in: directory)
            #expect(result.status == 0, "\(option): \(result.stderr)")
            #expect(result.stdout.hasPrefix("screen (0, 0, 375, 667)\n"))
        }
    }

    @Test func aPNGThatCannotBeWrittenNamesTheFileAndTheMissingDirectory() throws {
        let result = try CLIRunner.run(["render", "weekdays.xml", "-o", "no/such/dir/out.png"], in: directory)
        #expect(result.status == 73)
        #expect(result.stderr == "trellis: error: cannot write 'no/such/dir/out.png': the directory 'no/such/dir' does not exist\n")
    }
}
