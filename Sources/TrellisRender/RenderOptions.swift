import Foundation

/// What a rendering of a screen shows besides the views themselves, and at what scale.
public struct RenderOptions: Hashable, Sendable {
    /// Output units per point: every coordinate and size is in points multiplied by this;
    /// 1 by default. Must be finite and greater than 0.
    public var scale: CGFloat
    /// Whether every drawn view's frame is outlined (dashed) and labelled with its id;
    /// false by default.
    public var showsFrames: Bool
    /// Whether each tap point is marked, numbered in order, with the frame of the view it
    /// hit outlined; false by default.
    public var showsTaps: Bool

    /// Creates options; the defaults draw the views alone at 1 unit per point.
    public init(scale: CGFloat = 1, showsFrames: Bool = false, showsTaps: Bool = false) {
        self.scale = scale
        self.showsFrames = showsFrames
        self.showsTaps = showsTaps
    }
}
