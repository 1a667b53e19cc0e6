/// The CLI's exit statuses (Docs/cli.md), named after sysexits.h where one fits.
enum ExitCode: Int32 {
    /// Everything worked.
    case success = 0
    /// A tap failed: no match, ambiguous, or missed; for `trellis test`, a flow failed.
    case tapFailed = 1
    /// Bad usage: an unknown option, a malformed value or query.
    case usage = 2
    /// The input has errors (sysexits' `EX_DATAERR`).
    case dataError = 65
    /// The input cannot be read (sysexits' `EX_NOINPUT`).
    case noInput = 66
    /// A service cannot start: `trellis studio` cannot listen on its address and port
    /// (sysexits' `EX_UNAVAILABLE`).
    case unavailable = 69
    /// The command line was built from plugins that register the same name twice
    /// (sysexits' `EX_SOFTWARE`: a defect of the program, not of its input).
    case software = 70
    /// An output file cannot be written (sysexits' `EX_CANTCREAT`).
    case cannotCreate = 73
    /// Standard output or standard error cannot be written: a full disk, a closed
    /// descriptor (sysexits' `EX_IOERR`).
    case ioError = 74
}

/// A command's failure that ends the process with `code` after printing `message` on
/// standard error (nothing is printed on standard output).
struct CommandFailure: Error {
    var code: ExitCode
    var message: String
}
