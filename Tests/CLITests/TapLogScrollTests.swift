import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// The run's log records the scroll views a tap moved (Docs/cli.md, "The log").
struct TapLogScrollTests {
    @Test func aTapWhoseHandlerScrollsIsLoggedWithTheOffset() throws {
        let screen = Screen(size: CGSize(width: 375, height: 667))
        let scroll = ScrollView()
        scroll.id = "results"
        scroll.layout = StackLayout()
        scroll.frame = CGRect(x: 0, y: 100, width: 375, height: 400)
        for index in 0..<20 {
            let row = Button(title: "Product \(index)")
            row.explicitHeight = 60
            scroll.addSubview(row)
        }
        let top = Button(title: "Top")
        top.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        // 20 × 60 = 1200 of content: 320 is within 0…800.
        top.addAction(for: .primaryActionTriggered) { _ in scroll.setContentOffset(CGPoint(x: 0, y: 320)) }
        screen.addSubview(scroll)
        screen.addSubview(top)
        screen.layoutIfNeeded()
        var log = TapLog()
        log.append(try screen.tap(text: "Top"), as: "Top")
        log.append(try screen.tap(text: "Product 6"), as: "Product 6")
        #expect(
            log.entries.map { $0.serialized() } == [
                #"{"tap":"Top","time":[0,0],"point":[50,25],"hit":"button","events":["touchDown","touchUpInside","primaryActionTriggered"],"valueChanged":["scroll#results"],"scrolled":["scroll#results to (0, 320)"],"actions":[]}"#,
                // Row 6 at content 360..<420, on screen 100 + 360 − 320 = 140..<200.
                #"{"tap":"Product 6","time":[0,0],"point":[187.5,170],"hit":"button","events":["touchDown","touchUpInside","primaryActionTriggered"],"valueChanged":[],"actions":[]}"#,
            ])
        #expect(
            log.lines.first
                == #"tap "Top" at (50, 25) hit button: touchDown, touchUpInside, primaryActionTriggered; valueChanged: scroll#results; scrolled: scroll#results to (0, 320)"#
        )
    }
}
