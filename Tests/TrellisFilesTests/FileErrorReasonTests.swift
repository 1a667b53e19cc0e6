import Foundation
import Testing
import TrellisFiles

/// Foundation's file errors reach messages in the system's words, never as Foundation's
/// sentences or codes (`The file doesn't exist.`, `NSCocoaErrorDomain error 256`).
struct FileErrorReasonTests {
    @Test(arguments: [
        (CocoaError(.fileNoSuchFile), "No such file or directory"),
        (CocoaError(.fileReadNoSuchFile), "No such file or directory"),
        (CocoaError(.fileWriteNoPermission), "Permission denied"),
        (CocoaError(.fileWriteOutOfSpace), "No space left on device"),
        (CocoaError(.fileReadUnknown), "Input/output error"),
        (CocoaError(.fileWriteVolumeReadOnly), "Read-only file system"),
    ])
    func cocoaCodesReadAsTheSystemsReasons(error: CocoaError, reason: String) {
        #expect(AtomicFileError.reason(for: error) == reason)
    }

    @Test func theUnderlyingPOSIXErrorWins() {
        let error = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileReadUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))])
        #expect(AtomicFileError.reason(for: error) == "Not a directory")
    }

    @Test func aReadOfAMissingFileSaysSoInTheSystemsWords() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-missing-\(UUID().uuidString)/x")
        do {
            _ = try Data(contentsOf: missing)
            Issue.record("a missing file was read")
        } catch {
            let reason = AtomicFileError.reason(for: error)
            #expect(reason == "No such file or directory")
            #expect(!reason.contains("NSCocoaErrorDomain") && !reason.contains("doesn’t exist"))
        }
    }
}
