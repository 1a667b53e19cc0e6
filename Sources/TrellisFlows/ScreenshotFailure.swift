import Foundation

/// Why `assertScreenshot` failed, and the pictures it left to look at.
public struct ScreenshotFailure: Error, Sendable, Hashable {
    /// What differs, and which files were written.
    public var message: String
    /// The golden picture, when it exists.
    public var expectedPath: String?
    /// The picture drawn now, when written.
    public var actualPath: String?
    /// The diff picture, when written (same sizes only).
    public var diffPath: String?
    /// The golden picture written by a recording run (`trellis test --record`): the step
    /// fails, and the flow goes on to record its other goldens.
    public var recordedPath: String?

    /// Creates a failure.
    public init(message: String, expectedPath: String? = nil, actualPath: String? = nil, diffPath: String? = nil, recordedPath: String? = nil) {
        self.message = message
        self.recordedPath = recordedPath
        self.expectedPath = expectedPath
        self.actualPath = actualPath
        self.diffPath = diffPath
    }
}
