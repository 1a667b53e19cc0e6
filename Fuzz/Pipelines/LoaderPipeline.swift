import Foundation
import Trellis

/// The screen loader's fuzzing pipeline: bytes → load (standard registry) → layout → a
/// tap at a point derived from the bytes → the tree's JSON.
public enum LoaderPipeline {
    private static let loader = ScreenLoader(registry: .standard)

    /// Runs the pipeline on `bytes`; returns the JSON of the tree after the tap, or the
    /// loader's error message when the bytes are not a valid screen.
    public static func run(_ bytes: [UInt8]) -> String {
        let screen: Screen
        do {
            screen = try loader.load(bytes: bytes, path: "fuzz.xml")
        } catch {
            return error.description
        }
        screen.layoutIfNeeded()
        screen.tap(at: derivedPoint(of: bytes, in: screen.size))
        return ViewSnapshot(screen).json.serialized()
    }
}
