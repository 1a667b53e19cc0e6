import TrellisCore

/// Route coverage of an app (Docs/navigation.md, "Flows"): every screen, route, deep link
/// and control with an action the app declares, each with its location and how often
/// the flows reached it.
extension ParsedApp {
    /// One thing coverage counts.
    struct CoverageItem {
        var members: [(String, JSONValue)]
        var location: SourceLocation
        var count: Int
    }

    /// The coverage report of `coverage` (what the flows of this app did, added up):
    /// `{"app", "screens": [{"id", "location", "shown"}], "routes": [{"action",
    /// "transition", "from", "to", "location", "taken"}], "links": [{"uri", "screen",
    /// "location", "opened"}], "controls": [{"control", "action", "location", "tapped"}]}`,
    /// and its summary line, `routes 7/9, screens 5/5, links 1/2, controls 12/15` (each
    /// the number reached at least once over the number declared).
    public func coverageReport(_ coverage: AppCoverage) -> (json: JSONValue, summary: String) {
        let definition = definition
        let screens = definition.screens.map { screen in
            CoverageItem(members: [("id", .string(screen.id))], location: screen.location, count: coverage.shown[screen.id] ?? 0)
        }
        let routes = definition.allRoutes.map { entry in
            CoverageItem(
                members: [
                    ("action", .string(entry.route.action)), ("transition", .string(entry.route.transition.name)),
                    ("from", entry.screen.map(JSONValue.string) ?? .null),
                    ("to", entry.route.transition.target.map(JSONValue.string) ?? .null),
                ], location: entry.route.location, count: coverage.routes[entry.route.location] ?? 0)
        }
        let links = definition.screens.flatMap { screen in
            screen.deepLinks.map { pattern in
                CoverageItem(
                    members: [("uri", .string(pattern.uri)), ("screen", .string(screen.id))], location: pattern.location,
                    count: coverage.links[pattern.location] ?? 0)
            }
        }
        let controls = controlsWithActions.map { control in
            CoverageItem(
                members: [("control", .string(control.name)), ("action", .string(control.action))], location: control.location,
                count: coverage.controls[control.location] ?? 0)
        }
        func list(_ items: [CoverageItem], counting key: String) -> JSONValue {
            .array(items.map { .object($0.members + [("location", .string($0.location.description)), (key, .number(Double($0.count)))]) })
        }
        func fraction(_ items: [CoverageItem]) -> String {
            "\(items.filter { $0.count > 0 }.count)/\(items.count)"
        }
        let json = JSONValue.object([
            ("app", .string(definition.path)),
            ("screens", list(screens, counting: "shown")), ("routes", list(routes, counting: "taken")),
            ("links", list(links, counting: "opened")), ("controls", list(controls, counting: "tapped")),
        ])
        let summary = "routes \(fraction(routes)), screens \(fraction(screens)), links \(fraction(links)), controls \(fraction(controls))"
        return (json, summary)
    }

    /// Every control with an action the app can show, in file order: each element of a
    /// screen file with an `action` attribute (a file used by several screens counts
    /// once), then each alert button with an action. Named `type "title"` as written.
    private var controlsWithActions: [(name: String, action: String, location: SourceLocation)] {
        var controls: [(name: String, action: String, location: SourceLocation)] = []
        var seen: Set<String> = []
        for screen in definition.screens where seen.insert(screen.path).inserted {
            guard let parsed = screens[screen.path] else { continue }
            for event in parsed.events {
                guard case .start(let name, let location, let attributes) = event,
                    let action = attributes.first(where: { $0.name == "action" })?.value
                else { continue }
                let title = attributes.first { $0.name == "title" || $0.name == "text" }?.value
                controls.append((title.map { "\(name) \"\($0)\"" } ?? name, action, location))
            }
        }
        for alert in definition.alerts {
            for button in alert.buttons {
                guard let action = button.action else { continue }
                controls.append(("button \"\(button.title)\" of alert \(alert.id)", action, button.location))
            }
        }
        return controls
    }
}
