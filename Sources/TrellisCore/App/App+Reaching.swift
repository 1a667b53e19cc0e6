import Foundation

/// How each screen of an app is first reached from `start` (`trellis audit --all-screens`,
/// Docs/navigation.md, "Command line"): the shortest walk of tabs and routes, breadth
/// first in file order, and a way to walk it.
extension App {
    /// One step of a walk from the start.
    public enum Step: Sendable, Hashable, CustomStringConvertible {
        /// Tapping the tab bar item of the tab at this index.
        case tab(Int, title: String)
        /// A route taken by sending its action from a control of the screen shown.
        case route(action: String, transition: String, location: SourceLocation)

        /// `tab Settings`, `openItem (push)`.
        public var description: String {
            switch self {
            case .tab(_, let title): return "tab \(title)"
            case .route(let action, let transition, _): return "\(action) (\(transition))"
            }
        }
    }

    /// Every screen the start reaches through tabs and routes that make a screen (push,
    /// present, replace, reset), each with the shortest walk to it, in the order found;
    /// the start's screen (or the first tab's) has an empty walk. A screen reached only
    /// by a deep link, or by nothing, is left out.
    public var firstWalks: [(screen: String, steps: [Step])] {
        var walks: [(screen: String, steps: [Step])] = []
        var found: Set<String> = []
        var queue: [(screen: String, steps: [Step])] = []
        func reach(_ screen: String, by steps: [Step]) {
            guard definition.screen(screen) != nil, found.insert(screen).inserted else { return }
            walks.append((screen, steps))
            queue.append((screen, steps))
        }
        if let tabs = definition.tabs, tabs.id == definition.start {
            for (index, tab) in tabs.tabs.enumerated() { reach(tab.screen, by: index == 0 ? [] : [.tab(index, title: tab.title)]) }
        } else {
            reach(definition.start, by: [])
        }
        var next = 0
        while next < queue.count {
            let (screen, steps) = queue[next]
            next += 1
            for route in (definition.screen(screen)?.routes ?? []) + definition.routes {
                guard route.transition.makesInstance, let target = route.transition.target else { continue }
                let step = Step.route(action: route.action, transition: route.transition.name, location: route.location)
                if let tabs = definition.tabs, tabs.id == target {
                    for tab in tabs.tabs { reach(tab.screen, by: steps + [step]) }
                } else {
                    reach(target, by: steps + [step])
                }
            }
        }
        return walks
    }

    /// Starts the app again and walks `steps`: each tab is selected, and each route is
    /// taken by the first control of the screen shown that sends its action (its tag,
    /// id or text giving the route's arguments), as a tap on it would.
    ///
    /// - Throws: ``NavigationError`` when no control of the screen shown sends a step's
    ///   action, or a move fails.
    public func walk(_ steps: [Step]) throws(NavigationError) {
        try launch()
        for step in steps {
            switch step {
            case .tab(let index, _):
                selectTab(index)
            case .route(let action, _, _):
                guard let control = shown.screen.firstControl(sending: action) else {
                    throw NavigationError("no control of screen '\(shown.id)' sends '\(action)'")
                }
                _ = window.recordingDispatch { control.sendActions(for: .primaryActionTriggered) }
                let moves = window.recordingDispatch { performPendingMoves() }.navigations
                if let failed = moves.first(where: { $0.error != nil }), let message = failed.error { throw NavigationError(message) }
            }
        }
    }
}

extension View {
    /// The first control in this subtree, depth first, that sends the named action
    /// `action` on `primaryActionTriggered`; nil when none does.
    func firstControl(sending action: String) -> Control? {
        var found: Control?
        forEachInSubtree { view in
            guard found == nil, let control = view as? Control else { return }
            let sends = control.targetActions.registrations.contains { registration in
                guard registration.events.contains(.primaryActionTriggered), case .named(let name, _) = registration.handler else { return false }
                return name == action
            }
            if sends { found = control }
        }
        return found
    }
}
