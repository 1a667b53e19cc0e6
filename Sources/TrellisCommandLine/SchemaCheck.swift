import Foundation
import Trellis

/// The RELAX NG check of one screen file's bytes (``RelaxNGValidator/validate(bytes:path:)``),
/// run on a thread of its own while the loader checks the same bytes, so that `trellis
/// validate` parses a file twice in the time of about one on two cores. The validator is
/// used by this thread alone until ``diagnostics()`` returns.
final class SchemaCheck: @unchecked Sendable {
    /// The thread's stack: the main thread's 8 MiB, as libxml2's validator recurses once
    /// for each level of the document.
    static let stackSize = 8 << 20

    private let schema: RelaxNGValidator
    private let bytes: [UInt8]
    private let path: String
    private let finished = DispatchSemaphore(value: 0)
    private var found: [Diagnostic] = []

    /// Starts checking `bytes`, the content of the screen file `path`, against `schema`.
    init(schema: RelaxNGValidator, bytes: [UInt8], path: String) {
        self.schema = schema
        self.bytes = bytes
        self.path = path
        let thread = Thread { [self] in
            found = self.schema.validate(bytes: self.bytes, path: self.path)
            finished.signal()
        }
        thread.stackSize = Self.stackSize
        thread.start()
    }

    /// The schema's diagnostics, once the check has finished (waiting for it).
    func diagnostics() -> [Diagnostic] {
        finished.wait()
        defer { finished.signal() }
        return found
    }
}
