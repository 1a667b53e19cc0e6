import Foundation
import Testing
import TrellisCore

/// `RegularFile.read(_:maximumSize:)` gives a file's bytes exactly, whatever their count
/// against its reads' sizes, and refuses a file over the limit.
struct RegularFileReadTests {
    private func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-read-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Sizes around the 64 KiB chunk and a few pages, with bytes that differ by place.
    @Test(arguments: [0, 1, 4_095, 4_096, 65_535, 65_536, 65_537, 200_003])
    func readsEveryByte(size: Int) throws {
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let path = try write(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try RegularFile.read(path, maximumSize: .max).bytes == bytes)
        #expect(try RegularFile.read(path, maximumSize: size).bytes == bytes)
    }

    @Test func aFileOverTheLimitIsRefusedWithItsSize() throws {
        let path = try write(Array(repeating: 0x41, count: 10))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: RegularFile.ReadError.tooLarge(size: 10)) { try RegularFile.read(path, maximumSize: 9) }
    }
}
