import TrellisCore

extension ParsedApp {
    /// What `trellis validate` warns of in the app, in file order (Docs/navigation.md,
    /// "Command line"): a screen nothing reaches from `start`, a screen route no control
    /// of its screen sends, an alert no route shows.
    public var warnings: [Diagnostic] {
        AppWarnings.warnings(of: definition) { actionsSent(by: $0) }
    }
}

/// What `trellis validate` warns of in an app file that loads (Docs/navigation.md,
/// "Command line"): valid, but seldom meant.
enum AppWarnings {
    /// The warnings, in file order: a screen no route, tab or deep link reaches from
    /// `start`; a screen route whose action no control of its screen sends (the buttons
    /// of the alerts the screen's routes show count as its controls; `actionsSent` gives
    /// the actions of a screen's controls); an alert no route shows.
    static func warnings(of definition: AppDefinition, actionsSent: (ScreenDeclaration) -> Set<String>) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let reached = reachableScreens(of: definition)
        for screen in definition.screens where !reached.contains(screen.id) {
            warnings.append(
                Diagnostic(.warning, at: screen.location, "screen '\(screen.id)' is not reached from '\(definition.start)' by any route, tab or deep link"))
        }
        for screen in definition.screens {
            var sent = actionsSent(screen)
            for route in screen.routes {
                if case .alert(let id) = route.transition, let alert = definition.alert(id) {
                    sent.formUnion(alert.buttons.compactMap(\.action))
                }
            }
            for route in screen.routes where !sent.contains(route.action) {
                warnings.append(
                    Diagnostic(
                        .warning, at: route.location,
                        "no control of screen '\(screen.id)' (\(screen.source)) sends '\(route.action)', so this route is never taken"))
            }
        }
        let shown = Set(
            definition.allRoutes.compactMap { entry -> String? in
                if case .alert(let id) = entry.route.transition { return id }
                return nil
            })
        for alert in definition.alerts where !shown.contains(alert.id) {
            warnings.append(Diagnostic(.warning, at: alert.location, "no route shows the alert '\(alert.id)'"))
        }
        return warnings.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// The ids of the screens reached from `start` (the tabs' screens when it names the
    /// tabs), through every route of a reached screen and the app's routes, and every
    /// screen with a deep link.
    private static func reachableScreens(of definition: AppDefinition) -> Set<String> {
        var reached: Set<String> = []
        var pending: [String] = []
        func reach(_ id: String) {
            if let tabs = definition.tabs, tabs.id == id {
                for tab in tabs.tabs { reach(tab.screen) }
            } else if definition.screen(id) != nil, reached.insert(id).inserted {
                pending.append(id)
            }
        }
        reach(definition.start)
        for screen in definition.screens where !screen.deepLinks.isEmpty { reach(screen.id) }
        for route in definition.routes { if let target = route.transition.target { reach(target) } }
        while let id = pending.popLast() {
            for route in definition.screen(id)?.routes ?? [] {
                if let target = route.transition.target { reach(target) }
            }
        }
        return reached
    }
}

extension ParsedApp {
    /// The named actions the controls of `screen`'s file send: every `action` attribute
    /// written in it.
    fileprivate func actionsSent(by screen: ScreenDeclaration) -> Set<String> {
        guard let parsed = screens[screen.path] else { return [] }
        var actions: Set<String> = []
        for event in parsed.events {
            guard case .start(_, _, let attributes) = event else { continue }
            for attribute in attributes where attribute.name == "action" { actions.insert(attribute.value) }
        }
        return actions
    }
}
