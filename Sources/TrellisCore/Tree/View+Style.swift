import Foundation

/// The style attributes a view rarely sets, kept together in its ``ViewExtras``.
struct ViewStyleAttributes {
    var textColor: Color?
    var textAlignment: TextAlignment?
    var borderColor: Color?
    var borderWidth: CGFloat = 0
    var cornerRadius: CGFloat = 0
}

/// How a view is drawn (Docs/screen-xml.md, "Style attributes"): none of these changes a
/// frame, a fitting size, a hit area or an event; only `trellis render` reads them.
extension View {
    /// The colour of the view's text (UIKit's `textColor`, `text-color`); nil: the
    /// renderer's default (near black; a selected control's tint).
    public final var textColor: Color? {
        get { extras?.style?.textColor }
        set { updateStyle { $0.textColor = newValue } }
    }

    /// Where the view's text sits across a frame wider than it (`text-alignment`); nil:
    /// the class's ``View/defaultTextAlignment`` (leading for labels, center for buttons
    /// and other views).
    public final var textAlignment: TextAlignment? {
        get { extras?.style?.textAlignment }
        set { updateStyle { $0.textAlignment = newValue } }
    }

    /// ``textAlignment``, or the class's default when it is nil.
    public final var effectiveTextAlignment: TextAlignment {
        textAlignment ?? type(of: self).defaultTextAlignment
    }

    /// The colour of the border (CALayer's `borderColor`, `border-color`); nil: black, as
    /// CALayer's default, when ``borderWidth`` is above 0.
    public final var borderColor: Color? {
        get { extras?.style?.borderColor }
        set { updateStyle { $0.borderColor = newValue } }
    }

    /// The border's width in points, drawn inside the frame (CALayer's `borderWidth`,
    /// `border-width`); default 0, no border. Negative or non-finite values read as 0.
    public final var borderWidth: CGFloat {
        get { extras?.style?.borderWidth ?? 0 }
        set { updateStyle { $0.borderWidth = newValue.isFinite ? max(0, newValue) : 0 } }
    }

    /// The radius of the corners in points (CALayer's `cornerRadius`, `corner-radius`);
    /// default 0, square. When drawn it is at most half the frame's shorter side, as CSS
    /// clamps `border-radius`. Negative or non-finite values read as 0.
    public final var cornerRadius: CGFloat {
        get { extras?.style?.cornerRadius ?? 0 }
        set { updateStyle { $0.cornerRadius = newValue.isFinite ? max(0, newValue) : 0 } }
    }

    private func updateStyle(_ change: (inout ViewStyleAttributes) -> Void) {
        var style = extras?.style ?? ViewStyleAttributes()
        change(&style)
        mutableExtras.style = style
    }
}
