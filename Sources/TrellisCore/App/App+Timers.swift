import Foundation

extension App {
    /// Starts the timers and spinners of the screen shown when it is shown for the first
    /// time, on the window's clock, and stops those of every instance no longer alive
    /// (Docs/time.md, "Timers and timed widgets"). An instance that stays alive under
    /// another keeps its timers running, as a `Timer` on UIKit's run loop does; what they
    /// send then reaches its own screen's handler only, as it is not in the window.
    ///
    /// Only screens with a timer or a spinner are followed. With few instances, each is
    /// looked up in the stacks directly; a set of every instance alive is built only when
    /// that would take more comparisons.
    func updateTimers() {
        if !timedScreens.isEmpty {
            let count = rootStacks.reduce(0) { $0 + $1.count } + presented.reduce(0) { $0 + $1.count }
            let alive: Set<ObjectIdentifier>? = timedScreens.count * count > 64 ? Set(instances.map { ObjectIdentifier($0.screen) }) : nil
            timedScreens.removeAll { screen in
                guard !(alive.map { $0.contains(ObjectIdentifier(screen)) } ?? isAlive(screen)) else { return false }
                screen.stopTimers()
                return true
            }
        }
        let screen = shown.screen
        guard !screen.declaredTimers.isEmpty || !screen.declaredSpinners.isEmpty, !timedScreens.contains(where: { $0 === screen }) else { return }
        timedScreens.append(screen)
        screen.startTimers()
    }

    /// Whether `screen` is the screen of an instance in a root or presented stack.
    private func isAlive(_ screen: Screen) -> Bool {
        for stack in rootStacks where stack.contains(where: { $0.screen === screen }) { return true }
        for stack in presented where stack.contains(where: { $0.screen === screen }) { return true }
        return false
    }
}
