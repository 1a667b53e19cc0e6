import Foundation

extension CGRect {
    /// Whether `point` lies in the rectangle with the half-open rule of
    /// `CGRect.contains(_:)` on Apple's platforms: `minX <= x < maxX` and
    /// `minY <= y < maxY`. An empty rectangle contains nothing.
    public func containsHalfOpen(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
