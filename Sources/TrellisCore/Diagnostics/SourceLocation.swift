import Synchronization

/// A place in a screen file: the path as the user gave it, a 1-based line and a 1-based
/// column (1 when the column is not known), as compilers print them.
///
/// A location is 12 bytes and copies without reference counting: each path is kept once
/// per process, in a table that only grows and is safe to use from any thread, and the
/// location holds its number, with the line and the column as 32-bit numbers. Every view
/// loaded from a file keeps one, and a loader makes one for each element and attribute
/// it reads.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    private var fileNumber: SourceFiles.Number
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The file's path exactly as the user gave it.
    public var file: String {
        get { SourceFiles.path(fileNumber) }
        set { fileNumber = SourceFiles.number(of: newValue) }
    }
    /// The 1-based line: values below 1 are stored as 1 and values above 4,294,967,295
    /// (`UInt32.max`, past the end of any file libxml2 or libyaml reads) as that.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Self.position(newValue) }
    }
    /// The 1-based column; 1 when the column is not known. Stored as ``line`` is.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Self.position(newValue) }
    }

    /// Creates a location; lines and columns below 1 are raised to 1 (and those above
    /// `UInt32.max` lowered to it).
    public init(file: String, line: Int, column: Int = 1) {
        self.init(file: SourceFiles.number(of: file), line: line, column: column)
    }

    /// A location in the file `SourceFiles.number(of:)` numbered, for readers that make
    /// many locations in one file and look its path up once.
    package init(file: SourceFiles.Number, line: Int, column: Int = 1) {
        fileNumber = file
        storedLine = Self.position(line)
        storedColumn = Self.position(column)
    }

    /// The same file at `line` and `column` (each stored as ``line`` is).
    public func at(line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: fileNumber, line: line, column: column)
    }

    /// "file:line:column".
    public var description: String { "\(file):\(line):\(column)" }

    private static func position(_ value: Int) -> UInt32 {
        UInt32(clamping: max(1, value))
    }
}

/// The paths of the files a process has made ``SourceLocation``s in, each kept once and
/// numbered in the order first seen; a location holds the number. The table only grows:
/// it holds each distinct path a process names (a path is a few dozen bytes, and a
/// process reads at most a few thousand files), and it is safe to use from any thread.
package enum SourceFiles {
    /// A path's number in the table.
    package struct Number: Hashable, Sendable {
        fileprivate let index: UInt32
    }

    private struct Table {
        var paths: [String] = []
        var numbers: [String: Number] = [:]
    }

    private static let table = Mutex(Table())

    /// The number of `path`, given it the first time the path is seen.
    ///
    /// A process that names more than 4,294,967,295 distinct paths stops here.
    package static func number(of path: String) -> Number {
        table.withLock { table in
            if let number = table.numbers[path] { return number }
            precondition(table.paths.count < Int(UInt32.max), "more distinct source file paths than a SourceLocation numbers")
            let number = Number(index: UInt32(table.paths.count))
            table.paths.append(path)
            table.numbers[path] = number
            return number
        }
    }

    /// The path numbered `number`.
    package static func path(_ number: Number) -> String {
        table.withLock { $0.paths[Int(number.index)] }
    }
}
