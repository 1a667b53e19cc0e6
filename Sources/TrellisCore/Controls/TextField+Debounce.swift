import Foundation

extension TextField {
    /// Restarts the debounce after a change: a one-shot timer on the screen's clock,
    /// ``debounce`` ms from now, which sends ``debouncedAction`` (a named action, no
    /// control event) when it fires (Docs/time.md). Does nothing without a debounce.
    func restartDebounce() {
        guard debounce > 0, let action = debouncedAction, let outer = screen else { return }
        debounceTimer?.invalidate()
        debounceTimer = outer.clock.schedule(
            after: debounce, repeats: false, sender: "\(debugName) debounce", location: sourceLocation
        ) { [weak self, weak outer] in
            guard let self, let outer else { return }
            self.debounceTimer = nil
            outer.pendingDebounces.removeAll { $0 === self }
            guard self.screen === outer else { return }
            self.sendAction(action, to: nil)
            if outer.activeTouch == nil { outer.touchSequenceDidEnd() }
        }
        if !outer.pendingDebounces.contains(where: { $0 === self }) { outer.pendingDebounces.append(self) }
    }

    /// Cancels the pending debounce, if any (return, or leaving the screen).
    func cancelDebounce() {
        guard let timer = debounceTimer else { return }
        timer.invalidate()
        debounceTimer = nil
        screen?.pendingDebounces.removeAll { $0 === self }
    }
}

extension Screen {
    /// Cancels the pending debounce of every text field in `view`, which is leaving the
    /// screen.
    func cancelDebounces(within view: View) {
        guard !pendingDebounces.isEmpty else { return }
        for field in pendingDebounces where field.isDescendant(of: view) {
            field.debounceTimer?.invalidate()
            field.debounceTimer = nil
        }
        pendingDebounces.removeAll { $0.debounceTimer == nil }
    }
}
