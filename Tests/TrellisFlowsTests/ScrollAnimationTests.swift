import Foundation
import Testing
import Trellis

/// Animated scrolls, momentum and tap to stop (Docs/time.md, "Animations"), on 20 rows of
/// 60 points in a 400-point viewport at y 100 (content 1200, offsets 0…800).
struct ScrollAnimationTests {
    private func load() throws -> (Screen, ScrollView) {
        let screen = try ScreenLoader.standard.load(xml: ScrollFlowTests.screen, path: "list.xml")
        screen.clock.autoSettle = false
        screen.layoutIfNeeded()
        return (screen, try #require(screen.view(withID: "results", as: ScrollView.self)))
    }

    /// The offsets `scrollView` sends `valueChanged` with, in order.
    private func record(_ scrollView: ScrollView) -> () -> [CGFloat] {
        final class Box { var offsets: [CGFloat] = [] }
        let box = Box()
        scrollView.addAction(for: .valueChanged) { sender in box.offsets.append((sender as? ScrollView)?.contentOffset.y ?? -1) }
        return { box.offsets }
    }

    @Test func anAnimatedScrollMovesTheModelAtEachInstantTheClockStops() throws {
        let (screen, list) = try load()
        let offsets = record(list)
        try list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(list.contentOffset.y == 0)
        #expect(screen.clock.animations.map(\.view) == ["scroll#results"])
        #expect(screen.clock.animations.map(\.end) == [300])
        // ease-in-out(0.25) = 0.129162: 300 × 0.129162 = 38.7486 at 75 ms; 150 at 150 ms.
        try screen.clock.advance(by: .milliseconds(75))
        #expect(abs(list.contentOffset.y - 38.7486) < 0.001)
        try screen.clock.advance(by: .milliseconds(75))
        #expect(list.contentOffset.y == 150)
        try screen.clock.advance(by: .milliseconds(200))
        #expect(list.contentOffset.y == 300)
        #expect(screen.clock.animations.isEmpty)
        #expect(offsets().count == 3)
        #expect(offsets().dropFirst() == [150, 300])
    }

    @Test func aNewScrollReplacesTheOldFromTheOffsetReached() throws {
        let (screen, list) = try load()
        try list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        try screen.clock.advance(by: .milliseconds(150))
        // From 150 to 0 over 100 ms, linear: 75 at 50 ms.
        try list.setContentOffset(.zero, animated: true, duration: .milliseconds(100), curve: .linear)
        #expect(screen.clock.animations.map(\.end) == [250])
        try screen.clock.advance(by: .milliseconds(50))
        #expect(list.contentOffset.y == 75)
        try screen.clock.advance(by: .milliseconds(100))
        #expect(list.contentOffset.y == 0)
        // A target past the end is clamped: 5000 → 800.
        try list.setContentOffset(CGPoint(x: 0, y: 5000), animated: true)
        try screen.clock.settle()
        #expect(list.contentOffset.y == 800)
    }

    /// A drag 100 points up in 100 ms from (100, 450): v = −100 ÷ 0.1 s = −1000 points per
    /// second, released at offset `start` + 100.
    private func flick(_ screen: Screen) throws {
        screen.sendTouch(.began, at: CGPoint(x: 100, y: 450))
        try screen.clock.advance(by: .milliseconds(50))
        screen.sendTouch(.moved, at: CGPoint(x: 100, y: 400))
        try screen.clock.advance(by: .milliseconds(50))
        screen.sendTouch(.moved, at: CGPoint(x: 100, y: 350))
        screen.sendTouch(.ended, at: CGPoint(x: 100, y: 350))
    }

    @Test func momentumFollowsTheDecelerationRateToTheSpecsRest() throws {
        let (screen, list) = try load()
        try flick(screen)
        // o − (v/1000)·r·(1 − rᵗ)/(1 − r) = 100 + 499·(1 − 0.998ᵗ).
        #expect(list.contentOffset.y == 100)
        #expect(screen.clock.animations.map(\.end) == [100 + 3451])
        // t = 100: 0.998¹⁰⁰ = 0.818567, 100 + 499 × 0.181433 = 190.535.
        try screen.clock.advance(by: .milliseconds(100))
        #expect(abs(list.contentOffset.y - 190.5352) < 0.001)
        // t = 1000: 0.998¹⁰⁰⁰ = 0.135065, 100 + 499 × 0.864935 = 531.603.
        try screen.clock.advance(by: .milliseconds(900))
        #expect(abs(list.contentOffset.y - 531.6028) < 0.001)
        // |v|·rᵗ < 1 first at t = 3451 (ln 0.001 ÷ ln 0.998 = 3450.4): at rest, 100 + 499 = 599.
        try screen.clock.advance(by: .milliseconds(2450))
        #expect(list.contentOffset.y != 599)
        try screen.clock.advance(by: .milliseconds(1))
        #expect(list.contentOffset.y == 599)
        #expect(screen.clock.animations.isEmpty)
    }

    @Test func momentumStopsAtTheEdgeWithoutBouncing() throws {
        let (screen, list) = try load()
        list.setContentOffset(CGPoint(x: 0, y: 500))
        try flick(screen)
        // From 600: 600 + 499·(1 − 0.998ᵗ) ≥ 800 first at t = 256 (ln(1 − 200/499) ÷
        // ln 0.998 = 255.8; 799.506 at 255, 800.105 at 256).
        #expect(screen.clock.animations.map(\.end) == [100 + 256])
        try screen.clock.advance(by: .milliseconds(255))
        #expect(abs(list.contentOffset.y - 799.5057) < 0.001)
        try screen.clock.advance(by: .milliseconds(1))
        #expect(list.contentOffset.y == 800)
        #expect(screen.clock.animations.isEmpty)
    }

    @Test func aTouchAtOneInstantOrOnAPagingViewLeavesNoMomentum() throws {
        let (screen, list) = try load()
        try screen.swipe(from: CGPoint(x: 100, y: 450), to: CGPoint(x: 100, y: 350))
        #expect(list.contentOffset.y == 100)
        #expect(screen.clock.animations.isEmpty)
        list.isPagingEnabled = true
        try flick(screen)
        // 100 + 100 = 200, half way between pages of 400: the tie goes to the larger, 400.
        #expect(list.contentOffset.y == 400)
        #expect(screen.clock.animations.isEmpty)
    }

    @Test func aTouchOnAMovingScrollViewStopsItAndReachesNoView() throws {
        let (screen, list) = try load()
        let offsets = record(list)
        var tapped = 0
        _ = try #require(screen.view(withID: "p5", as: Button.self)).addAction(for: .primaryActionTriggered) { _ in tapped += 1 }
        try list.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        try screen.clock.advance(by: .milliseconds(150))
        // At offset 150, (100, 250) is content y 150 + 150 = 300: p5 (300…360).
        let began = screen.sendTouch(.began, at: CGPoint(x: 100, y: 250))
        #expect(began.isEmpty)
        #expect(screen.trackingView == nil)
        #expect(screen.clock.animations.isEmpty)
        screen.sendTouch(.ended, at: CGPoint(x: 100, y: 250))
        try screen.clock.advance(by: .milliseconds(300))
        #expect(list.contentOffset.y == 150)
        #expect(tapped == 0)
        #expect(offsets().last == 150)
        // Stopping momentum, then scrolling by moving: 150 − (−50) = 200.
        try flick(screen)
        try screen.clock.advance(by: .milliseconds(100))
        #expect(abs(list.contentOffset.y - 340.5352) < 0.001)
        screen.sendTouch(.began, at: CGPoint(x: 100, y: 450))
        screen.sendTouch(.moved, at: CGPoint(x: 100, y: 400))
        screen.sendTouch(.ended, at: CGPoint(x: 100, y: 400))
        #expect(abs(list.contentOffset.y - 390.5352) < 0.001)
        #expect(screen.clock.animations.isEmpty)
    }

    @Test func theFlowCommandTakesAnimatedDurationAndCurve() throws {
        let fixture = try FlowFixture(["list.xml": ScrollFlowTests.screen])
        try fixture.write("a.yaml", "screen: list.xml\n---\n- scroll: {id: results, to: [0, 300], animated: true, duration: 200ms, curve: linear}\n")
        let flow = try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("a.yaml"))
        let command = try #require(flow.steps.first?.command as? ScrollCommand)
        #expect(command.animationDuration == 200)
        #expect(command.animationCurve == .linear)
        try fixture.write("b.yaml", "screen: list.xml\n---\n- scroll: {id: results, to: [0, 300], animated: true}\n")
        let plain = try #require(try FlowLoader(registry: .standard).load(contentsOfFile: fixture.path("b.yaml")).steps.first?.command as? ScrollCommand)
        #expect(plain.animationDuration == 300)
        #expect(plain.animationCurve == .easeInOut)
        // Each at the key's value: `200ms` at column 49, `linear` at 63.
        #expect(
            try fixture.errors(content: "screen: list.xml\n---\n- scroll: {id: results, to: [0, 300], duration: 200ms}\n")
                == ["3:49: scroll's 'duration' needs 'animated: true'"])
        #expect(
            try fixture.errors(content: "screen: list.xml\n---\n- scroll: {id: results, to: [0, 300], animated: false, curve: linear}\n")
                == ["3:63: scroll's 'curve' needs 'animated: true'"])
        let bad = try fixture.errors(content: "screen: list.xml\n---\n- scroll: {id: results, to: [0, 1], animated: true, duration: 250}\n")
        // Located at the value: column 63.
        #expect(bad == ["3:63: scroll's 'duration': duration '250' has no unit; write 250ms or 250s"])
    }
}
