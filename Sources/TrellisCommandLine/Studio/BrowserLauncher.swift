import Foundation

/// Opens a URL in the user's browser for `trellis studio --open`: runs `$BROWSER URL` when
/// `BROWSER` is set and not empty, else `xdg-open URL` (the freedesktop.org opener), found
/// on `PATH`. The program runs on its own, with standard input and output on `/dev/null`
/// (standard output carries only the studio's URL) and the signals the command blocks
/// unblocked; it is waited for on a thread of its own, so it never becomes a zombie.
///
/// A browser that cannot start never fails the command: a warning goes to standard error.
enum BrowserLauncher {
    /// Starts the browser on `url`; `environment` is the process's by default.
    static func open(_ url: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let program = environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? "xdg-open"
        if let reason = spawn(program, url) {
            Output.error("warning: cannot open a browser: \(program): \(reason)")
        }
    }

    /// Starts `program` with `argument`; returns the system's reason when it cannot.
    private static func spawn(_ program: String, _ argument: String) -> String? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in Signals.terminating + [SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let arguments = [program, argument]
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        var child: pid_t = 0
        let code = posix_spawnp(&child, program, &actions, &attributes, &pointers, environ)
        guard code == 0 else { return String(cString: strerror(code)) }
        let started = child
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(started, &status, 0) < 0, errno == EINTR {}
        }
        return nil
    }
}
