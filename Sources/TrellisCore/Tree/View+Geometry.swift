import Foundation

/// Geometry: where the view is, how large, and how its container lays it out; each
/// setter reports what it changes to the layout engine (``View/invalidateLayout(_:)``).
extension View {
    /// The view's rectangle in its superview's coordinates, in points. Changing its size
    /// marks the view as needing layout.
    public var frame: CGRect {
        get { storedFrame }
        set { setFrameFromCode(newValue) }
    }

    /// The view's rectangle in its own coordinates (UIKit's `bounds`): the frame's size at
    /// an origin that is (0, 0) unless set. The origin is the point of the view's own
    /// coordinate space shown at the frame's top-left corner, so setting it to (0, 100)
    /// shows the subviews 100 points higher without moving any frame (a scroll view's
    /// content offset, Docs/layouts.md, "Bounds origin and clipping"). Setting it changes the frame's size
    /// and keeps the frame's origin; changing only the origin lays nothing out again.
    public var bounds: CGRect {
        get { CGRect(origin: extras?.boundsOrigin ?? .zero, size: frame.size) }
        set {
            setExtra(\.boundsOrigin, to: newValue.origin, from: bounds.origin)
            frame.size = newValue.size
        }
    }

    /// Whether the view's subtree is drawn only inside its bounds (UIKit's
    /// `clipsToBounds`, the `clips-to-bounds` attribute); default false, true for scroll
    /// views. Hit-testing and visibility ignore what lies outside a view's bounds either
    /// way (Docs/events.md); renderers clip the drawing of a clipping view's subviews.
    public var clipsToBounds: Bool {
        get { extras?.clipsToBounds ?? false }
        set { setExtra(\.clipsToBounds, to: newValue, from: clipsToBounds) }
    }

    /// The centre of the frame, in the superview's coordinates. Setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Insets applied to ``bounds`` to form the area that takes touches, CSS shorthand in
    /// XML (`hit-insets`): positive values narrow it, negative values widen it. Default zero.
    public var hitInsets: EdgeInsets {
        get { extras?.hitInsets ?? .zero }
        set { setExtra(\.hitInsets, to: newValue, from: hitInsets, invalidating: .hitArea) }
    }

    /// The view's padding: its content box is its bounds inset by this. nil means the
    /// layout's default (``Layout/defaultPadding``, zero for most). For a button it is the
    /// space around the title.
    public var padding: EdgeInsets? {
        get { extras?.padding }
        set { setExtra(\.padding, to: newValue, from: padding, invalidating: .fittingSize) }
    }

    /// A width set by the user (the `width` attribute), in points, which overrides the
    /// fitting width in every layout; nil means "measure it".
    public var explicitWidth: CGFloat? {
        get { extras?.explicitWidth }
        set { setExtra(\.explicitWidth, to: newValue, from: explicitWidth, invalidating: .fittingSize) }
    }

    /// A height set by the user (the `height` attribute), in points; nil means "measure it".
    public var explicitHeight: CGFloat? {
        get { extras?.explicitHeight }
        set { setExtra(\.explicitHeight, to: newValue, from: explicitHeight, invalidating: .fittingSize) }
    }

    /// The rectangle requested by the `frame` attribute, used by the `absolute` layout; nil
    /// when none was given. Layouts read it; only the layout engine writes ``frame``.
    public var specifiedFrame: CGRect? {
        get { extras?.specifiedFrame }
        set { setExtra(\.specifiedFrame, to: newValue, from: specifiedFrame, invalidating: .fittingSize) }
    }

    /// This view's share of the room left along its container's axis when the container
    /// uses the `stack` layout (the `grow` attribute, CSS's `flex: grow 1 0`,
    /// Docs/layouts.md, "stack"); ≥ 0, default 0 (keep the fitting size). Other layouts
    /// ignore it. Negative and non-finite values are stored as 0.
    public var grow: CGFloat {
        get { extras?.grow ?? 0 }
        set {
            setExtra(\.grow, to: newValue.isFinite ? max(0, newValue) : 0, from: grow, invalidating: .growFactor)
        }
    }

    /// The horizontal direction for this container and its descendants; nil inherits
    /// (the root default is ``LayoutDirection/ltr``).
    public var direction: LayoutDirection? {
        get { extras?.direction }
        set { setExtra(\.direction, to: newValue, from: direction, invalidating: .direction) }
    }

    /// The layout that places this view's subviews on layout passes; nil means the
    /// subviews keep the frames they are given (UIKit's default).
    public var layout: (any Layout)? {
        get { extras?.layout }
        set {
            if newValue == nil, extras?.layout == nil { return }
            mutableExtras.layout = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// How this view takes part in its container's layout; ``LayoutRole/content`` unless a
    /// container created it for itself (the collapsible toggle).
    public var layoutRole: LayoutRole {
        get { extras?.layoutRole ?? .content }
        set { setExtra(\.layoutRole, to: newValue, from: layoutRole) }
    }
}
