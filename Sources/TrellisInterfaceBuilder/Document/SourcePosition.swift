// Where something is in an Interface Builder document: file, line and column.

/// A place in a document, for diagnostics in the `file:line:column` form compilers print.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The document's path or name as the caller gave it.
    public var file: String
    /// 1-based line (0 when unknown).
    public var line: Int
    /// 1-based column (0 when unknown).
    public var column: Int

    /// Creates a position.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
