import Foundation
import TrellisCore

extension Plugin {
    /// The `image` widget (``ImageWidgets/image``): pictures from PNG, JPEG and SVG files,
    /// whose headers are read at load with libpng, libjpeg and librsvg.
    public static let images = Plugin(name: "images", widgets: [ImageWidgets.image])
}

/// The descriptors of the widgets that show pictures.
public enum ImageWidgets {
    static let source = Attribute<String?>(
        "src", "the picture: a PNG, JPEG or SVG file, relative to the screen file's folder; name@2x.png is at scale 2")
    static let contentMode = Attribute<ContentMode>(
        "content-mode", default: .scaleToFill, "how the picture is fitted into the bounds when drawn")

    /// `image`: a picture (UIKit's `UIImageView`; Docs/widgets.md, "image"). Its `src` is
    /// read at load, header only; every problem with it is an error at the attribute. An
    /// image is an element of the accessibility tree, role `image`, when it has an
    /// `accessibility-label`.
    public static let image = WidgetDescriptor(
        name: "image", summary: "a picture from a PNG, JPEG or SVG file",
        attributes: [source.declaration, contentMode.declaration], content: .none,
        accessibility: AccessibilityDeclaration(role: .image, label: { _ in nil }),
        make: { reader in
            let view = ImageView()
            view.contentMode = reader[contentMode]
            guard let src = reader[source] else { return view }
            view.source = src
            guard !src.isEmpty else {
                reader.reportError(message(for: src, reader: reader, reason: "the value is empty"), attribute: source.name)
                return view
            }
            do throws(ImageReadError) {
                view.image = try ImageFileReader.image(source: src, relativeTo: reader.location.file)
            } catch {
                reader.reportError(message(for: src, reader: reader, reason: error.description), attribute: source.name)
            }
            return view
        }
    )

    /// "invalid value 'x' for attribute 'src' of <image>: expected …; REASON".
    private static func message(for src: String, reader: AttributeReader, reason: String) -> String {
        AttributeReader.badValueMessage(
            attribute: source.name, value: src, element: reader.elementName,
            expected: "a PNG, JPEG or SVG file, relative to the screen file's folder") + "; " + reason
    }
}
