import Foundation

extension App {
    /// Starts the timers and spinners of the screen shown when it is shown for the first
    /// time, on the window's clock, and stops those of every instance no longer alive
    /// (Docs/time.md, "Timers and timed widgets"). An instance that stays alive under
    /// another keeps its timers running, as a `Timer` on UIKit's run loop does; what they
    /// send then reaches its own screen's handler only, as it is not in the window.
    func updateTimers() {
        let alive = Set(instances.map { ObjectIdentifier($0.screen) })
        timedScreens.removeAll { screen in
            guard !alive.contains(ObjectIdentifier(screen)) else { return false }
            screen.stopTimers()
            return true
        }
        let screen = shown.screen
        guard !timedScreens.contains(where: { $0 === screen }) else { return }
        timedScreens.append(screen)
        screen.startTimers()
    }
}
