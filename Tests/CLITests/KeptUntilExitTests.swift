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
}
