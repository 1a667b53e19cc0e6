import Foundation
import Trellis

/// How the `trellis` process meets the signals that would otherwise stop it in the middle
/// of writing a file.
///
/// - `SIGXFSZ` (a write past the file-size limit, `ulimit -f`) is ignored, so the write
///   fails with "File too large" and the command reports it (exit 73 for an output file,
///   74 for standard output) with the temporary file removed.
/// - `SIGINT`, `SIGTERM` and `SIGHUP` are blocked in every thread and taken by one thread
///   that waits for them with `sigwait`: it removes the temporary files being written
///   (``AtomicFile/removeTemporaryFiles()``) and writes the output still pending
///   (``Output/flush()``), then lets the signal stop the process as it
///   would have (its default action), so the shell still sees the signal. Waiting on an
///   ordinary thread, instead of in a handler, is what lets the cleanup take a lock and
///   call Foundation safely. A signal the process was started ignoring (`nohup` ignores
///   `SIGHUP`; a shell's background jobs ignore `SIGINT`) stays ignored.
/// - `SIGPIPE` is blocked too, so a write to a pipe whose reader has gone fails with
///   `EPIPE` instead of stopping the process on the spot: ``Output`` then removes the
///   temporary files and ends the process by `SIGPIPE` all the same
///   (``endByBrokenPipe()``), so `trellis … | head` ends quietly when `head` stops
///   reading, as coreutils do, and leaves nothing half written. A process started with
///   `SIGPIPE` ignored gets `EPIPE` as before and reports it (exit 74).
/// - A command that stops by itself on those signals (`trellis studio`) takes the next one
///   with ``intercept(_:)`` instead; a second one ends the process as above.
enum Signals {
    /// The signals that stop the process after the temporary files are removed.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Whether a write to a pipe whose reader has gone ends the process by `SIGPIPE`
    /// (``endByBrokenPipe()``): unless the process was started with it ignored.
    static let brokenPipeEndsTheProcess = !isIgnored(SIGPIPE)

    /// Sets the dispositions above; call once, before any other thread starts.
    static func install() {
        signal(SIGXFSZ, SIG_IGN)
        var set = sigset_t()
        sigemptyset(&set)
        for signal in terminating where !isIgnored(signal) { sigaddset(&set, signal) }
        var blockedSet = set
        if brokenPipeEndsTheProcess { sigaddset(&blockedSet, SIGPIPE) }
        guard pthread_sigmask(SIG_BLOCK, &blockedSet, nil) == 0 else { return }
        let blocked = set
        Thread.detachNewThread {
            var waiting = blocked
            var received: Int32 = 0
            repeat {
                while sigwait(&waiting, &received) != 0 {}
            } while handOver(received)
            AtomicFile.removeTemporaryFiles()
            Output.flush()
            end(by: received)
        }
    }

    /// Ends the process as `SIGPIPE` would have ended it, once the temporary files are
    /// removed: for a write to a pipe whose reader has gone, which failed with `EPIPE`
    /// because the signal is blocked. Call only when ``brokenPipeEndsTheProcess``.
    static func endByBrokenPipe() -> Never {
        AtomicFile.removeTemporaryFiles()
        end(by: SIGPIPE)
    }

    /// Ends the process by `received`, blocked until now, with its default action, so
    /// the shell sees the signal.
    private static func end(by received: Int32) -> Never {
        signal(received, SIG_DFL)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, received)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(received)
        // Not reached: the signal's default action ends the process.
        _exit(128 + received)
    }

    /// Whether the process was started with `signal` ignored.
    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
