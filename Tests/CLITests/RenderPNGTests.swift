import Foundation
import Testing

/// `trellis render -o FILE.png`: a real PNG of the screen's size × the scale; failed taps
/// still write the picture; bad options are usage errors.
struct RenderPNGTests {
    /// The PNG signature and the IHDR chunk's width and height, or nil when `data` is not
    /// a PNG (PNG spec, 5.2 and 11.2.2).
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    func render(_ arguments: [String]) throws -> (CLIRunner.Result, URL, Data?) {
        let directory = try CLIRunner.directory(with: [:])
        let result = try CLIRunner.run(
            ["render", SeedScreenTests.examples.appendingPathComponent("weekdays.xml").path] + arguments,
            in: directory)
        let output = directory.appendingPathComponent("out.png")
        return (result, directory, try? Data(contentsOf: output))
    }

    @Test func pngHasTheScreenSizeTimesTheScale() throws {
        let (result, directory, data) = try render(["--tap", "周一", "-o", "out.png", "--scale", "2"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let size = try #require(data.flatMap(Self.pngSize))
        #expect(size.width == 750 && size.height == 1334)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["out.png"], "the temporary file is renamed into place")
    }

    @Test func pngAtScaleOneAndAnOverriddenSize() throws {
        let (result, directory, data) = try render(["-o", "out.png", "--width", "320", "--height", "480"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 0, "\(result.stderr)")
        let size = try #require(data.flatMap(Self.pngSize))
        #expect(size.width == 320 && size.height == 480)
    }

    @Test func aFailedTapStillWritesThePicture() throws {
        let (result, directory, data) = try render(["--tap", "周一", "--tap", "nowhere", "-o", "out.png"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 1)
        #expect(result.stderr.contains("nowhere"))
        #expect(data.flatMap(Self.pngSize) != nil)
    }

    @Test(arguments: [
        ["-o", "out.gif"], ["--scale", "0"], ["--scale", "abc"], ["--show-frames=yes"], ["--tap", "@x"], ["--format", "json"],
    ])
    func badOptionsAreUsageErrors(_ arguments: [String]) throws {
        let (result, directory, data) = try render(arguments)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("trellis render"))
        #expect(data == nil)
    }

    @Test func missingAndBrokenScreens() throws {
        let directory = try CLIRunner.directory(with: ["bad.xml": "<screen><buton/></screen>"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CLIRunner.run(["render", "missing.xml"], in: directory).status == 66)
        let broken = try CLIRunner.run(["render", "bad.xml", "-o", "out.png"], in: directory)
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("bad.xml:1:9: error:"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.png").path))
    }

    @Test func unwritableOutputExits73() throws {
        let (result, directory, _) = try render(["-o", "no/such/dir/out.png"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 73)
        #expect(result.stderr.contains("cannot write"))
    }

    @Test func helpExplainsTheOptions() throws {
        let result = try CLIRunner.run(["render", "--help"])
        #expect(result.status == 0)
        for option in ["-o, --output", "--scale", "--show-frames", "--show-taps", "--tap", "--text-metrics"] {
            #expect(result.stdout.contains(option))
        }
        #expect(try CLIRunner.run(["--help"]).stdout.contains("render SCREEN.xml"))
    }
}
