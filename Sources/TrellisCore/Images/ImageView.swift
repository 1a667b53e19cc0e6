import Foundation

/// A view that shows a picture (UIKit's `UIImageView`; Docs/widgets.md, "image").
///
/// Its fitting size is its ``image``'s size in points (pixels ÷ scale), whatever size is
/// proposed, as UIKit's `sizeThatFits`; (0, 0) without an image. ``contentMode`` says how
/// the picture is drawn in its bounds. Not interactive by default, so a tap on an image
/// lands on the first interactive view below or around it (Docs/events.md).
open class ImageView: View {
    /// The picture, as its header describes it; nil (the default) shows nothing and fits
    /// in (0, 0).
    public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The `src` as the screen file writes it (relative to the screen file's folder), for
    /// the dumps; nil for an image view without one.
    public var source: String?

    /// How the picture is fitted into the bounds when drawn; ``ContentMode/scaleToFill``
    /// by default. It changes no frame.
    public var contentMode: ContentMode = .scaleToFill

    /// Creates an image view showing `image`.
    public convenience init(image: Image?) {
        self.init()
        self.image = image
    }

    override open class var defaultTypeName: String { "image" }
    override open class var isInteractiveByDefault: Bool { false }

    /// The `src`, when set: JSON's `src`, the text dump's `{src: …}`.
    override open var inspectableProperties: [(key: String, value: InspectableValue)] {
        source.map { [("src", .string($0))] } ?? []
    }

    /// The image's size in points, or (0, 0) without one; the proposal is not read.
    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    /// Where the picture is drawn in the view's own coordinates: ``contentMode`` applied
    /// to the image's size in points and ``View/bounds``; nil without an image.
    public var imageRect: CGRect? {
        image.map { contentMode.rect(forContentOfSize: $0.size, in: bounds) }
    }
}
