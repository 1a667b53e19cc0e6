import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import CustomPlugins

/// The gallery screen, loaded with the package's plugins: the masonry board's frames and
/// the rating's taps, by hand.
struct GalleryTests {
    static let registry: Registry = {
        do {
            return try Registry.standard + .rating + .masonry
        } catch {
            preconditionFailure("the package's plugins register new names: \(error)")
        }
    }()

    static func gallery() throws -> Screen {
        try ScreenLoader(registry: registry).load(contentsOfFile: Screens.screens.gallery.url.path)
    }

    @Test func theBoardPutsEachItemIntoTheShortestColumn() throws {
        let screen = try Self.gallery()
        // Content width 320 − 2 × 10 = 300; cellW = (300 − 10) / 2 = 145.
        // A (100) → column 0 at y 0; B (50) → column 1 at y 0; C (30) → column 1, the
        // shorter (50 < 100), at 50 + 10 = 60; D (60) → column 1 (90 < 100) at 90 + 10 = 100.
        let frames = ["a", "b", "c", "d"].map { screen.view(withID: $0)?.frame }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 145, height: 100), CGRect(x: 155, y: 0, width: 145, height: 50),
                CGRect(x: 155, y: 60, width: 145, height: 30), CGRect(x: 155, y: 100, width: 145, height: 60),
            ])
        // The board is as tall as its tallest column (160), below the 20-point rating.
        #expect(screen.view(withID: "board")?.frame == CGRect(x: 10, y: 30, width: 300, height: 160))
    }

    @Test func aTapOnTheFourthStarSetsFourAndSendsValueChanged() throws {
        let screen = try Self.gallery()
        let rating = try #require(screen.view(withID: "score") as? RatingView)
        var changes: [Int] = []
        _ = rating.addAction(for: .valueChanged) { sender in changes.append((sender as? RatingView)?.value ?? -1) }
        // The rating fills the stack's width, 300, so each star is 60 wide: star 4 spans
        // x 10 + 180 … 10 + 240 on screen.
        let report = screen.tap(at: CGPoint(x: 220, y: 20))
        #expect(report.events == [.touchDown, .touchUpInside, .primaryActionTriggered, .valueChanged])
        #expect(rating.value == 4)
        #expect(changes == [4])
        #expect(rating.displayedText == "★★★★☆")
        // The same star again changes nothing.
        #expect(screen.tap(at: CGPoint(x: 220, y: 20)).events == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(changes == [4])
    }

    @Test func theRatingIsAnAccessibilityElementWithItsValue() throws {
        let screen = try Self.gallery()
        // The rating's declaration: role button, label "Rating", value "2 of 5 stars"; its
        // frame is the screen's padding (10) and the stack's width (320 − 20 = 300) by its
        // star size (20).
        let rating = try #require(screen.accessibilityElements.first)
        #expect(rating.role == .button)
        #expect(rating.label == "Rating")
        #expect(rating.value == "2 of 5 stars")
        #expect(rating.frame == CGRect(x: 10, y: 10, width: 300, height: 20))
        #expect(rating.line == "button \"Rating\" = \"2 of 5 stars\" (10, 10, 300, 20)")
    }

    @Test func rightToLeftCountsStarsFromTheRight() {
        let rating = RatingView()
        rating.direction = .rtl
        rating.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        // Five stars of 20: x 95 is in the first star from the right, x 5 in the fifth.
        #expect(rating.star(at: CGPoint(x: 95, y: 10)) == 1)
        #expect(rating.star(at: CGPoint(x: 5, y: 10)) == 5)
        rating.direction = .ltr
        #expect(rating.star(at: CGPoint(x: 95, y: 10)) == 5)
    }

    @Test func aValueAboveTheStarsIsAnErrorAtTheAttribute() {
        let xml = "<screen>\n  <rating stars=\"3\"\n          value=\"4\"/>\n</screen>\n"
        let error = #expect(throws: ScreenLoadError.self) { try ScreenLoader(registry: Self.registry).load(xml: xml, path: "r.xml") }
        #expect(
            error?.diagnostics.map(\.description)
                == ["r.xml:3:11: error: attribute 'value' of <rating> is 4, but it has 3 stars: expected a number from 0 to 3"])
    }

    @Test func theFlowRunsWithThePackagesPlugins() {
        let flow = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("flows/rate.yaml")
        let result = runFlow(atPath: flow.path, registry: Self.registry)
        #expect(result?.failures.isEmpty == true)
    }
}
