import Foundation

/// Compares two pictures pixel by pixel, as `assertScreenshot` does (Docs/flows.md,
/// "Commands"): a pixel differs when any channel (red, green, blue, alpha) differs by
/// more than ``tolerance``; the pictures match when they have the same size and at most
/// ``maxDiffPixels`` pixels differ.
public struct PNGComparison: Sendable, Hashable {
    /// How far a channel may be off, 0–255; 0 (exact) by default.
    public var tolerance: Int
    /// How many pixels may differ; 0 by default.
    public var maxDiffPixels: Int

    /// Creates a comparison; the defaults demand identical pixels.
    public init(tolerance: Int = 0, maxDiffPixels: Int = 0) {
        self.tolerance = tolerance
        self.maxDiffPixels = maxDiffPixels
    }

    /// What a comparison found.
    public struct Outcome: Sendable, Hashable {
        /// Whether the pictures have different sizes (nothing else is compared then).
        public var sizesDiffer: Bool
        /// How many pixels differ by more than the tolerance; 0 when the sizes differ.
        public var differingPixels: Int
        /// Whether the pictures match: same size, at most ``maxDiffPixels`` differing.
        public var matches: Bool
    }

    /// Compares `actual` with `expected`.
    public func compare(expected: PNGImage, actual: PNGImage) -> Outcome {
        guard expected.width == actual.width, expected.height == actual.height else {
            return Outcome(sizesDiffer: true, differingPixels: 0, matches: false)
        }
        var count = 0
        forEachDifference(expected, actual) { _ in count += 1 }
        return Outcome(sizesDiffer: false, differingPixels: count, matches: count <= maxDiffPixels)
    }

    /// The diff picture of two pictures of the same size: each differing pixel opaque
    /// red, every other pixel the expected one faded towards white (a quarter of its
    /// distance from white kept), so the red shows where the pictures part.
    public func diff(expected: PNGImage, actual: PNGImage) -> PNGImage {
        var pixels = [UInt8](repeating: 255, count: expected.pixels.count)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            for channel in 0..<3 {
                pixels[index + channel] = UInt8(255 - (255 - Int(expected.pixels[index + channel])) / 4)
            }
        }
        forEachDifference(expected, actual) { index in
            pixels[index] = 255
            pixels[index + 1] = 0
            pixels[index + 2] = 0
            pixels[index + 3] = 255
        }
        return PNGImage(width: expected.width, height: expected.height, pixels: pixels)
    }

    /// Calls `body` with the byte offset of each differing pixel of two same-size pictures.
    private func forEachDifference(_ expected: PNGImage, _ actual: PNGImage, _ body: (Int) -> Void) {
        let limit = max(0, tolerance)
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                var index = 0
                let count = min(a.count, b.count)
                while index < count {
                    if abs(Int(a[index]) - Int(b[index])) > limit || abs(Int(a[index + 1]) - Int(b[index + 1])) > limit
                        || abs(Int(a[index + 2]) - Int(b[index + 2])) > limit || abs(Int(a[index + 3]) - Int(b[index + 3])) > limit
                    {
                        body(index)
                    }
                    index += 4
                }
            }
        }
    }
}
