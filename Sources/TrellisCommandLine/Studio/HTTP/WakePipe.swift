import Foundation

/// A pipe that wakes a thread waiting in `poll`: one thread calls ``wake()``, the waiting
/// thread polls ``readDescriptor`` for input and calls ``drain()`` when it is readable.
/// Both ends are non-blocking and closed on `exec`.
final class WakePipe: Sendable {
    /// The end to poll for input.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// A new pipe; nil when the process has no descriptor left.
    init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Makes ``readDescriptor`` readable; a pipe already full is readable, so a failed
    /// write changes nothing.
    func wake() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Reads every byte written so far.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while read(readDescriptor, &buffer, buffer.count) > 0 {}
    }
}
