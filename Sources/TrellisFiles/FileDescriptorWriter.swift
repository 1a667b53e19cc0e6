import Foundation

/// Writes bytes to an open file descriptor with POSIX `write`, as many calls as it takes:
/// a call that writes part of the bytes (a pipe, a terminal, a signal) is followed by one
/// for the rest, and a call interrupted before writing anything (`EINTR`) is repeated.
///
/// Foundation's `FileHandle.write(_:)` stops the process on an error (a full disk, a
/// closed descriptor); this reports the error instead, so the caller can name the file
/// and exit cleanly.
public enum FileDescriptorWriter {
    /// Writes every byte of `bytes` to `descriptor`.
    ///
    /// - Returns: 0 when every byte was written, else the `errno` of the call that failed
    ///   (`ENOSPC` on a full disk, `EBADF` on a closed descriptor, `EFBIG` past the
    ///   file-size limit when `SIGXFSZ` is ignored, `EPIPE` when `SIGPIPE` is ignored).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard var next = bytes.baseAddress else { return 0 }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(descriptor, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // A regular file never reports 0 for a non-empty write; a device that does has
            // taken nothing and would be asked forever.
            if written == 0 { return EIO }
            next += written
            remaining -= written
        }
        return 0
    }

    /// Writes `parts` one after the other to `descriptor`, with one `writev` call where
    /// it takes them all (a regular file does), then `write` calls for what is left.
    ///
    /// - Returns: 0 when every byte was written, else the `errno` of the call that failed,
    ///   as the buffer form returns.
    public static func writeAll(_ parts: [[UInt8]], to descriptor: Int32) -> Int32 {
        // More parts than one call takes (IOV_MAX, 1,024 on Linux): one write each.
        guard parts.count <= 1024 else {
            for part in parts {
                let failure = part.withUnsafeBytes { writeAll($0, to: descriptor) }
                if failure != 0 { return failure }
            }
            return 0
        }
        return withBuffers(of: parts[...], collected: []) { buffers in
            var vectors = buffers.map { iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count) }
            let total = buffers.reduce(0) { $0 + $1.count }
            var written = -1
            while written < 0 {
                written = writev(descriptor, &vectors, Int32(vectors.count))
                if written < 0, errno != EINTR { return errno }
            }
            guard written < total else { return 0 }
            // Some bytes are left: each part's rest, with write.
            var skipped = written
            for buffer in buffers {
                let taken = min(skipped, buffer.count)
                skipped -= taken
                let failure = writeAll(UnsafeRawBufferPointer(rebasing: buffer[taken...]), to: descriptor)
                if failure != 0 { return failure }
            }
            return 0
        }
    }

    /// Calls `body` with the bytes of every part of `parts`, valid for the call.
    private static func withBuffers(of parts: ArraySlice<[UInt8]>, collected: [UnsafeRawBufferPointer], _ body: ([UnsafeRawBufferPointer]) -> Int32) -> Int32 {
        guard let first = parts.first else { return body(collected) }
        return first.withUnsafeBytes { withBuffers(of: parts.dropFirst(), collected: collected + [$0], body) }
    }

    /// Writes every byte of `data` to `descriptor`, as the buffer form does.
    public static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { writeAll($0, to: descriptor) }
    }
}
