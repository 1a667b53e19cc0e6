/// A place in a screen file: the path as the user gave it, a 1-based line and a 1-based
/// column (1 when the column is not known), as compilers print them.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path exactly as the user gave it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column; 1 when the column is not known.
    public var column: Int

    /// Creates a location; lines and columns below 1 are raised to 1.
    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = max(1, line)
        self.column = max(1, column)
    }

    /// "file:line:column".
    public var description: String { "\(file):\(line):\(column)" }
}
