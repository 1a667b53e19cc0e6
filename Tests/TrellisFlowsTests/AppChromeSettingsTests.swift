import Foundation
import Testing
import Trellis

/// The chrome's texts are measured in the window, with its font scale and measurer, as
/// the shown screen's are; a covered screen keeps its layout while it is out of the
/// window (Docs/navigation.md, "Chrome" and "Speed and memory").
struct AppChromeSettingsTests {
    private func fontScale(_ text: String) throws -> FontScale {
        try FontScale(attributeText: text)
    }

    @Test func theBarsAndTheAlertAreMeasuredAtTheWindowsFontScale() throws {
        let app = try AppFixture().makeApp()
        app.window.fontScale = try fontScale("2")
        // The test metrics: a line of 17-point text is 17 × 1.2 = 20.4 high, and 40.8 at
        // scale 2; the title is centred in the 44-point bar: (44 − 40.8) / 2 = 1.6.
        let homeTitle = try #require(app.window.view(withID: "nav-title"))
        #expect(homeTitle.frame.height == 40.8)
        #expect(abs(homeTitle.frame.minY - 1.6) < 1e-9)
        _ = try app.window.tap(id: "open")
        // "‹ Home" is 6 characters of 0.5 em: 6 × 8.5 = 51 at scale 1, 102 at scale 2;
        // the title sits 8 clear of it (8 + 102 + 8 = 118): 320 − 2 × 118 = 84 wide.
        let title = try #require(app.window.view(withID: "nav-title"))
        let back = try #require(app.window.view(withID: "nav-back"))
        #expect(back.frame == CGRect(x: 8, y: 0, width: 102, height: 44))
        #expect(title.frame.minX == 118 && title.frame.width == 84)
        try app.back()
        _ = try app.window.tap(id: "ask")
        // "Sure?" in 17-point semibold at scale 2: one line, 40.8 high, 20 from the top.
        let alert = try #require(app.window.view(withID: "sure"))
        let alertTitle = try #require(alert.subviews.first)
        #expect(alertTitle.frame == CGRect(x: 16, y: 20, width: 238, height: 40.8))
    }

    @Test func aFontScaleSetOnAShownAppMeasuresTheChromeAgain() throws {
        let app = try AppFixture().makeApp()
        _ = try app.window.tap(id: "open")
        #expect(app.window.view(withID: "nav-back")?.frame.width == 51)
        app.window.fontScale = try fontScale("1.5")
        // 6 × 17 × 1.5 × 0.5 = 76.5; the title 17 × 1.2 × 1.5 = 30.6 high.
        #expect(app.window.view(withID: "nav-back")?.frame.width == 76.5)
        #expect(abs((app.window.view(withID: "nav-title")?.frame.height ?? 0) - 30.6) < 1e-9)
        app.window.fontScale = .standard
        #expect(app.window.view(withID: "nav-back")?.frame.width == 51)
    }

    @Test func theAppsTextMetricsMeasureTheChrome() throws {
        let fixture = try AppFixture(app: AppFixture.app.replacingOccurrences(of: "<app start=", with: "<app text-metrics=\"fonts\" start="))
        let app = try fixture.makeApp()
        _ = try app.window.tap(id: "open")
        let back = try #require(app.window.view(withID: "nav-back"))
        // The same title, font and measurer on a screen of its own.
        let screen = Screen()
        screen.textMeasurer = app.window.textMeasurer
        let alone = Button(title: "‹ Home")
        alone.fontSize = 17
        screen.addSubview(alone)
        let width = alone.fittingSize(for: .unspecified).width
        #expect(width != 51, "the fonts measure differently from the test metrics")
        #expect(back.frame.width == width)
    }

    @Test func anUnknownTextMetricsOfTheAppIsReportedAtItsAttribute() throws {
        let fixture = try AppFixture(app: AppFixture.app.replacingOccurrences(of: "<app start=", with: "<app text-metrics=\"font\" start="))
        #expect(
            fixture.errors() == [
                "app.xml:1:6: unknown text metrics 'font' for <app>; did you mean 'fonts'? Registered text metrics: test, fonts"
            ])
    }

    @Test func aCoveredScreenIsNotMeasuredAgainWhenItIsShownAgain() throws {
        let app = try AppFixture().makeApp()
        let home = app.shown.screen
        let open = try #require(home.view(withID: "open"))
        let measured = open.layoutWork.sizeThatFits
        let placed = home.layoutWork.layoutSubviews
        _ = try app.window.tap(id: "open")
        #expect(open.superview?.superview == nil, "home left the window")
        try app.back()
        #expect(home.superview === app.window)
        #expect(open.layoutWork.sizeThatFits == measured)
        // Its frame is the same, so its subviews are not even placed again.
        #expect(home.layoutWork.layoutSubviews == placed)
    }

    @Test func aCoveredScreenIsMeasuredAgainWhenTheWindowsFontScaleChangedMeanwhile() throws {
        let app = try AppFixture().makeApp()
        let home = app.shown.screen
        let open = try #require(home.view(withID: "open"))
        let measured = open.layoutWork.sizeThatFits
        _ = try app.window.tap(id: "open")
        app.window.fontScale = try fontScale("2")
        try app.back()
        #expect(open.layoutWork.sizeThatFits > measured)
        // Buttons of height 40 keep it; what shows the scale is a new app at scale 2.
        let other = try AppFixture().makeApp()
        other.window.fontScale = try fontScale("2")
        #expect(ScreenDocument.text(of: app.window, log: nil) == ScreenDocument.text(of: other.window, log: nil))
    }

    @Test func aCoveredScreenLaidOutElsewhereMeanwhileIsLaidOutAgainInTheWindow() throws {
        let app = try AppFixture().makeApp()
        let home = app.shown.screen
        _ = try app.window.tap(id: "open")
        // Code shows the covered screen in a window of its own, 200 wide, then takes it out.
        let elsewhere = Screen(size: CGSize(width: 200, height: 300))
        elsewhere.addSubview(home)
        home.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        elsewhere.layoutIfNeeded()
        let open = try #require(home.view(withID: "open"))
        #expect(open.frame.width == 200)
        home.removeFromSuperview()
        try app.back()
        // Back in the app's 320-wide window, it is placed again: "Open" spans 320.
        #expect(open.frame.width == 320)
        #expect(ScreenDocument.text(of: app.window, log: nil) == ScreenDocument.text(of: try AppFixture().makeApp().window, log: nil))
    }
}
