import Foundation

extension CGRect {
    /// The rectangle with every component made finite: a component that overflowed to
    /// ±infinity becomes ±`greatestFiniteMagnitude`, and NaN becomes 0. The layout engine
    /// applies it to every frame it writes, so lengths that are each finite but add up
    /// past the largest Double (two `width="1e308"` children) never produce infinite or
    /// undefined frames.
    public var finiteClamped: CGRect {
        func clamp(_ value: CGFloat) -> CGFloat {
            if value.isNaN { return 0 }
            return min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
        }
        return CGRect(x: clamp(origin.x), y: clamp(origin.y), width: clamp(size.width), height: clamp(size.height))
    }
}
