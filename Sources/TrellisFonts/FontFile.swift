/// One face of an installed font file, as fontconfig resolves it.
public struct FontFile: Hashable, Sendable {
    /// The file's path.
    public var path: String
    /// The face's index within the file (a TrueType collection holds several); usually 0.
    public var index: Int
    /// The family name fontconfig reports first for the face ("DejaVu Sans").
    public var family: String

    /// Creates a reference to face `index` of the file at `path`, of `family`.
    public init(path: String, index: Int, family: String) {
        self.path = path
        self.index = index
        self.family = family
    }
}
