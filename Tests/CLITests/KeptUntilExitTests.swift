import Testing
import Trellis

@testable import TrellisCommandLine

/// Only a process that `main` started keeps its screens until it ends; commands run in a
/// process that goes on (these tests) let them go.
struct KeptUntilExitTests {
    @Test func aScreenIsLetGoWhenMainDidNotStartTheCommand() {
        weak var released: Screen?
        do {
            let screen = Screen()
            released = screen
            KeptUntilExit.keep(screen)
        }
        #expect(released == nil)
    }

    @Test func aValueIsLetGoWhenMainDidNotStartTheCommand() {
        weak var released: Screen?
        do {
            let screens = [Screen(), Screen()]
            released = screens[1]
            KeptUntilExit.keep(screens)
        }
        #expect(released == nil)
    }
}
