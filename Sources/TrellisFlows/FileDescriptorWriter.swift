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

    /// Writes every byte of `data` to `descriptor`, as the buffer form does.
    public static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { writeAll($0, to: descriptor) }
    }
}
