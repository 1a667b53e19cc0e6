import Foundation
import Testing
import TrellisFiles

/// Parts written to a descriptor arrive whole and in order: through a pipe, which holds
/// 64 KiB, so a large write waits for the reader part of the way.
struct FileDescriptorWriterTests {
    /// Writes `parts` into a pipe while a thread reads it, and returns what was read and
    /// the writer's result.
    private func throughPipe(_ parts: [[UInt8]]) throws -> (read: [UInt8], result: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        final class Received: @unchecked Sendable { var bytes: [UInt8] = [] }
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(reading, &buffer, buffer.count)
                if count <= 0 { break }
                received.bytes.append(contentsOf: buffer[..<count])
            }
            done.signal()
        }
        let result = FileDescriptorWriter.writeAll(parts, to: writing)
        close(writing)
        done.wait()
        close(reading)
        return (received.bytes, result)
    }

    @Test func partsLargerThanAPipeHoldsArriveWholeAndInOrder() throws {
        // 100,000 + 0 + 50,000 bytes: more than the pipe takes in one call.
        let parts: [[UInt8]] = [(0..<100_000).map { UInt8($0 % 251) }, [], (0..<50_000).map { UInt8($0 % 13) }]
        let (read, result) = try throughPipe(parts)
        #expect(result == 0)
        #expect(read == parts.flatMap { $0 })
    }

    @Test func smallPartsArriveInOrder() throws {
        let parts: [[UInt8]] = [Array("<svg>".utf8), Array("<g/>".utf8), Array("</svg>\n".utf8)]
        let (read, result) = try throughPipe(parts)
        #expect(result == 0)
        #expect(String(decoding: read, as: UTF8.self) == "<svg><g/></svg>\n")
    }

    @Test func aClosedDescriptorIsReportedNotWritten() {
        #expect(FileDescriptorWriter.writeAll([Array("x".utf8)], to: -1) == EBADF)
    }
}
