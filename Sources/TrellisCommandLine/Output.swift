import Foundation

/// Standard output and standard error, written as UTF-8 without buffering surprises.
enum Output {
    /// Writes `text` and a newline to standard output.
    static func print(_ text: String) {
        write(text + "\n")
    }

    /// Writes `text` to standard output as is.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes "trellis: " + `text` and a newline to standard error.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(("trellis: " + text + "\n").utf8))
    }

    /// Writes `text` as is (plus a newline when missing) to standard error.
    static func errorVerbatim(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
