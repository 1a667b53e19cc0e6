import Foundation
import Testing
import Trellis

/// A rectangle from its four components, in points.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// Expects `view.frame` to be (x, y, w, h) within 1e-6 on every component (Docs/layouts.md).
func expectFrame(
    _ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let frame = view.frame
    let close =
        abs(frame.minX - x) < 1e-6 && abs(frame.minY - y) < 1e-6
        && abs(frame.width - width) < 1e-6 && abs(frame.height - height) < 1e-6
    #expect(close, "frame \(frame) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}
