import Foundation
import Testing
import TrellisCore

/// An image view's size from its image's pixels and scale, and where each content mode
/// draws a picture (Docs/widgets.md, "image").
struct ImageViewTests {
    @Test func theScaleComesFromTheFileName() {
        #expect(Image.scale(ofFileNamed: "logo@2x.png") == 2)
        #expect(Image.scale(ofFileNamed: "art/logo@3x.jpeg") == 3)
        #expect(Image.scale(ofFileNamed: "logo.png") == 1)
        // Only the suffix right before the extension counts, and only in the file's name.
        #expect(Image.scale(ofFileNamed: "logo@2x.small.png") == 1)
        #expect(Image.scale(ofFileNamed: "set@2x/logo.png") == 1)
        #expect(Image.scale(ofFileNamed: "logo@2x") == 2)
        #expect(Image.scale(ofFileNamed: "logo@4x.png") == 1)
    }

    @Test func theSizeInPointsIsPixelsOverScale() {
        // 120 × 80 pixels at scale 2: 60 × 40 points; at scale 3: 40 × 26.667.
        let retina = Image(path: "logo@2x.png", format: .png, pixelSize: CGSize(width: 120, height: 80), scale: 2)
        #expect(retina.size == CGSize(width: 60, height: 40))
        let triple = Image(path: "logo@3x.png", format: .png, pixelSize: CGSize(width: 120, height: 81), scale: 3)
        #expect(triple.size == CGSize(width: 40, height: 27))
        #expect(Image(path: "a.png", format: .png, pixelSize: CGSize(width: 5, height: 5), scale: 0).scale == 1)
    }

    @Test func theFittingSizeIsTheImageSizeWhateverIsProposed() {
        let view = ImageView(image: Image(path: "logo@2x.png", format: .png, pixelSize: CGSize(width: 120, height: 80), scale: 2))
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 60, height: 40))
        #expect(view.sizeThatFits(CGSize(width: CGFloat.infinity, height: .infinity)) == CGSize(width: 60, height: 40))
        #expect(ImageView().sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(ImageView().typeName == "image")
        #expect(ImageView().isUserInteractionEnabled == false)
    }

    @Test func aNewImageChangesTheFittingSizeInALayout() {
        let screen = Screen(size: CGSize(width: 200, height: 200))
        screen.layout = StackLayout(axis: .vertical, spacing: 0, alignment: .leading)
        let view = ImageView()
        screen.addSubview(view)
        screen.layoutIfNeeded()
        #expect(view.frame == .zero)
        view.image = Image(path: "a.jpg", format: .jpeg, pixelSize: CGSize(width: 30, height: 20))
        screen.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test func contentModesPlaceThePicture() {
        // A 60 × 40 picture in bounds 100 × 100 at (10, 20).
        let size = CGSize(width: 60, height: 40)
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 100)
        #expect(ContentMode.scaleToFill.rect(forContentOfSize: size, in: bounds) == bounds)
        // Fit: min(100/60, 100/40) = 5/3 → 100 × 66.667, centred: y = 70 - 33.333 = 36.667.
        let fit = ContentMode.scaleAspectFit.rect(forContentOfSize: size, in: bounds)
        #expect(fit.minX == 10 && fit.width == 100)
        #expect(abs(fit.height - 200.0 / 3) < 1e-9 && abs(fit.minY - (70 - 100.0 / 3)) < 1e-9)
        // Fill: max(5/3, 5/2) = 2.5 → 150 × 100, centred: x = 60 - 75 = -15.
        #expect(ContentMode.scaleAspectFill.rect(forContentOfSize: size, in: bounds) == CGRect(x: -15, y: 20, width: 150, height: 100))
        // Center: its own size, centred at (60, 70).
        #expect(ContentMode.center.rect(forContentOfSize: size, in: bounds) == CGRect(x: 30, y: 50, width: 60, height: 40))
        // Nothing to scale from: the bounds.
        #expect(ContentMode.scaleAspectFit.rect(forContentOfSize: .zero, in: bounds) == bounds)
    }

    @Test func theContentModeParsesFromItsAttributeNames() throws {
        #expect(try ContentMode(attributeText: "aspect-fit") == .scaleAspectFit)
        #expect(try ContentMode(attributeText: "aspect-fill") == .scaleAspectFill)
        #expect(ContentMode.valueDescription == "one of scale-to-fill, aspect-fit, aspect-fill, center")
        #expect(throws: ValueError.self) { try ContentMode(attributeText: "fit") }
    }

    @Test func theImageRectIsInTheViewsOwnCoordinates() {
        let view = ImageView(image: Image(path: "a.png", format: .png, pixelSize: CGSize(width: 20, height: 10)))
        view.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
        view.contentMode = .scaleAspectFit
        // Fit: min(40/20, 40/10) = 2 → 40 × 20, centred at (20, 20) of the bounds.
        #expect(view.imageRect == CGRect(x: 0, y: 10, width: 40, height: 20))
        #expect(ImageView().imageRect == nil)
    }
}
