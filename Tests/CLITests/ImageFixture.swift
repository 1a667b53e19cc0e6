import Foundation
import Trellis

/// A fresh folder holding the image fixtures (`Images/`: `logo@2x.png` 120 × 80 pixels,
/// `photo.jpg` 30 × 20, `icon.svg` 24 × 16, `banner.svg` with only a viewBox of 40 × 10,
/// `huge.png` a header of 20,000 × 10,000) and the screen files a test writes beside them.
struct ImageFixture {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Images")

    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.images.path) {
            try FileManager.default.copyItem(at: Self.images.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
    }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Writes `bytes` as `name` in the folder.
    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
    }

    /// The bytes of the fixture `name`.
    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.images.appendingPathComponent(name)))
    }

    /// Writes `xml` as `name` and returns its path.
    @discardableResult
    func screen(_ xml: String, named name: String = "screen.xml") throws -> String {
        try Data(xml.utf8).write(to: directory.appendingPathComponent(name))
        return path(name)
    }

    /// Loads the screen file `name` with the standard registry.
    func load(_ name: String = "screen.xml") throws -> Screen {
        try ScreenLoader(registry: .standard).load(contentsOfFile: path(name))
    }

    /// The error messages loading `name` reports.
    func errors(_ name: String = "screen.xml") -> [String] {
        do {
            _ = try ScreenLoader(registry: .standard).load(contentsOfFile: path(name))
            return []
        } catch {
            return error.diagnostics.isEmpty ? [error.description] : error.diagnostics.map(\.description)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
