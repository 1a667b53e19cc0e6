import Foundation
import Testing
import Trellis

/// Under real fonts, a font scale shapes at the scaled size (Docs/sweeps.md, "Font
/// scale"): text at 15 points and scale 2 measures exactly as text at 30 points and
/// scale 1, and `dynamic-type="false"` keeps the written size.
@Suite struct FontScaleWithFontsTests {
    private static func labelSize(fontSize: Int, scale: FontScale, dynamicType: Bool = true) throws -> CGSize {
        let screen = try ScreenLoader.standard.load(
            xml: """
                <screen text-metrics="fonts" font-family="DejaVu Sans">
                  <label id="l" text="Settings 周一" font-size="\(fontSize)" dynamic-type="\(dynamicType)"/>
                </screen>
                """)
        screen.fontScale = scale
        screen.layoutIfNeeded()
        let label = try #require(screen.view(withID: "l"))
        return label.fittingSize(for: .unspecified)
    }

    @Test func aScaledSizeMeasuresAsThatSizeWritten() throws {
        let double = try #require(FontScale(hundredths: 200))
        let scaled = try Self.labelSize(fontSize: 15, scale: double)
        let written = try Self.labelSize(fontSize: 30, scale: .standard)
        let unscaled = try Self.labelSize(fontSize: 15, scale: .standard)
        #expect(scaled == written)
        #expect(scaled.width > unscaled.width * 1.5)
    }

    @Test func dynamicTypeFalseKeepsTheWrittenSize() throws {
        let double = try #require(FontScale(hundredths: 200))
        #expect(try Self.labelSize(fontSize: 15, scale: double, dynamicType: false) == Self.labelSize(fontSize: 15, scale: .standard))
    }
}
