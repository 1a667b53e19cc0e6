import Foundation
import Testing
import Trellis

/// A view's ``View/secondaryText`` is drawn as a second centred line under its text,
/// whatever the widget: the renderer knows no widget by name.
struct SecondaryTextRenderTests {
    /// A widget from outside the standard plugins with a title and a second line.
    final class Badge: View {
        override var displayedText: String? { "Title" }
        override var secondaryText: String? { "sub" }
    }

    @Test func secondaryTextIsDrawnUnderTheText() throws {
        let badge = WidgetDescriptor(name: "badge", summary: "a title over a line", content: .none, make: { _ in Badge() })
        let registry = try Registry(plugins: [.core, Plugin(name: "badge", widgets: [badge])])
        let screen = try ScreenLoader(registry: registry).load(
            xml: """
                <screen width="100" height="100"><badge width="100" height="60"/></screen>
                """)
        screen.layoutIfNeeded()
        let svg = SVGRenderer().render(screen)
        // Two lines of the 17-point default font, 1.2 × 17 = 20.4 points each, centred in
        // the 60-point frame: the block starts at 30 - 20.4 = 9.6. Each baseline is its
        // line's middle + 0.35 × 17 = 5.95: 9.6 + 10.2 + 5.95 = 25.75, then + 20.4 = 46.15.
        #expect(svg.contains(##"<text x="50" y="25.75" font-family="sans-serif" font-size="17" fill="#1f1f1f" text-anchor="middle">Title</text>"##))
        #expect(svg.contains(##"<text x="50" y="46.15" font-family="sans-serif" font-size="17" fill="#1f1f1f" text-anchor="middle">sub</text>"##))
    }
}
