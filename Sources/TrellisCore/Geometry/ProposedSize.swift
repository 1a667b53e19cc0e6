import Foundation

/// The space a container offers a child when asking for its size (SwiftUI's
/// `ProposedViewSize`, Yoga's measure modes).
///
/// Each axis is either a length in points, meaning "at most this much" (Yoga's
/// `AtMost`), or nil, meaning "no constraint: answer with your ideal size" (Yoga's
/// `Undefined`). Layouts in Trellis offer children the content width and leave the height
/// nil (Docs/layouts.md, "fitting size"). Infinity is never stored: ``init(_:)`` maps
/// `.infinity` to nil.
public struct ProposedSize: Hashable, Sendable {
    /// The offered width in points, or nil for unconstrained.
    public var width: CGFloat?
    /// The offered height in points, or nil for unconstrained.
    public var height: CGFloat?

    /// No constraint on either axis: the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    /// Creates a proposal; nil (or infinity) on an axis means unconstrained.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width.flatMap { $0.isFinite ? $0 : nil }
        self.height = height.flatMap { $0.isFinite ? $0 : nil }
    }

    /// Converts UIKit's `sizeThatFits` argument, where infinity means unconstrained.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal as UIKit's `sizeThatFits` argument: unconstrained axes become infinity.
    public var cgSize: CGSize {
        CGSize(width: width ?? .infinity, height: height ?? .infinity)
    }
}
