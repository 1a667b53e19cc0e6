import Foundation
import TrellisCore

/// Checks an app file's element tree against its vocabulary (Docs/navigation.md, "The
/// app file") and makes its ``AppDefinition``, collecting every problem, each located
/// at its element or attribute, with "did you mean".
final class AppFileChecker {
    let path: String
    private let locator: AttributeLocator
    /// The registered text metrics an app's `text-metrics` may name.
    private let textMetrics: [String]
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String, locator: AttributeLocator, textMetrics: [String]) {
        self.path = path
        self.locator = locator
        self.textMetrics = textMetrics
    }

    /// Where the attribute `name` of the element at `element` is: found again in the
    /// file for messages.
    func location(of name: String, in element: SourceLocation) -> SourceLocation {
        element
    }

    private func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(at: location, message))
    }

    private func location(of name: String, in element: AppElement) -> SourceLocation {
        guard let attribute = element.attributes.first(where: { $0.name == name }) else { return element.location }
        return locator.location(of: attribute)
    }

    /// Reports unknown attributes and children and text of `element`, whose vocabulary
    /// is the kind `key`'s (``AppVocabulary``).
    private func checkShape(_ element: AppElement, as key: String) {
        guard let kind = AppVocabulary.kinds[key] else { return }
        for attribute in element.attributes where !kind.attributes.contains(attribute.name) {
            error(
                "unknown attribute '\(attribute.name)' of <\(element.name)>\(Suggestion.didYouMean(attribute.name, in: kind.attributes, listing: "it takes"))",
                at: locator.location(of: attribute))
        }
        let childNames = kind.childNames
        for child in element.children where !childNames.contains(child.name) {
            let allowed =
                childNames.isEmpty ? "; it takes no children" : Suggestion.didYouMean(child.name, in: childNames, listing: "it takes", quote: { "<\($0)>" })
            error("unknown element <\(child.name)> in <\(element.name)>\(allowed)", at: child.location)
        }
        if element.hasText, let at = element.textLocation {
            error("text is not allowed in <\(element.name)>", at: at)
        }
    }

    /// The attribute `name`, reported when missing.
    private func required(_ name: String, of element: AppElement) -> String? {
        guard let value = element[name] else {
            error("<\(element.name)> needs the attribute '\(name)'", at: element.location)
            return nil
        }
        if value.isEmpty {
            error("attribute '\(name)' of <\(element.name)> is empty", at: location(of: name, in: element))
            return nil
        }
        return value
    }

    /// The app's definition, or nil when the root is not `<app>`.
    func definition(of root: AppElement) -> AppDefinition? {
        guard root.name == "app" else {
            let hint = root.name == "screen" ? " (this is a screen file; give it to the command as is, or name it in an app file's <screen src>)" : ""
            error("the root element is <\(root.name)>; an app file starts with <app>\(hint)", at: root.location)
            return nil
        }
        checkShape(root, as: "app")
        var size = Screen.defaultSize
        for (name, keyPath) in [("width", \CGSize.width), ("height", \CGSize.height)] {
            guard let text = root[name] else { continue }
            do {
                size[keyPath: keyPath] = try Length(attributeText: text).value
            } catch {
                self.error("attribute '\(name)' of <app> expects \(Length.valueDescription), not '\(text)'", at: location(of: name, in: root))
            }
        }
        let start = required("start", of: root) ?? ""
        var metrics = root["text-metrics"]
        if let name = metrics, !textMetrics.contains(name) {
            error(
                "unknown text metrics '\(name.debugEscaped)' for <app>" + Suggestion.didYouMean(name, in: textMetrics, listing: "registered text metrics"),
                at: location(of: "text-metrics", in: root))
            metrics = nil
        }
        var definition = AppDefinition(path: path, location: root.location, start: start, size: size, textMetrics: metrics, screens: [])
        var ids: [String: SourceLocation] = [:]
        func claim(_ id: String, at location: SourceLocation, kind: String) {
            if let first = ids[id] {
                error("duplicate id '\(id)' (\(kind)); it is already used at \(first)", at: location)
            } else {
                ids[id] = location
            }
        }
        var routeElements: [(screen: String?, element: AppElement)] = []
        for child in root.children {
            switch child.name {
            case "screen":
                guard definition.screens.count < AppLoader.maximumScreenCount else {
                    error("the app declares more than \(AppLoader.maximumScreenCount.formatted) screens, the most an app file may hold", at: child.location)
                    return nil
                }
                checkShape(child, as: "screen")
                guard let id = required("id", of: child), let source = required("src", of: child) else { continue }
                claim(id, at: location(of: "id", in: child), kind: "screen")
                let folder = (path as NSString).deletingLastPathComponent
                let resolved = source.hasPrefix("/") || folder.isEmpty ? source : (folder as NSString).appendingPathComponent(source)
                var screen = ScreenDeclaration(id: id, source: source, path: resolved, title: child["title"], location: child.location)
                for part in child.children {
                    switch part.name {
                    case "argument": if let argument = screenArgument(part) { screen.arguments.append(argument) }
                    case "deep-link":
                        checkShape(part, as: "deep-link")
                        guard let uri = required("uri", of: part) else { continue }
                        do {
                            screen.deepLinks.append(try DeepLinkPattern(parsing: uri, location: location(of: "uri", in: part)))
                        } catch {
                            self.error("deep link '\(uri)': \(error.description)", at: location(of: "uri", in: part))
                        }
                    case "on": routeElements.append((id, part))
                    default: break
                    }
                }
                definition.screens.append(screen)
            case "tabs":
                checkShape(child, as: "tabs")
                if definition.tabs != nil {
                    error("an app has at most one <tabs>", at: child.location)
                    continue
                }
                guard let id = required("id", of: child) else { continue }
                claim(id, at: location(of: "id", in: child), kind: "tabs")
                var tabs: [TabsDeclaration.Tab] = []
                for tab in child.children where tab.name == "tab" {
                    checkShape(tab, as: "tab")
                    guard let screen = required("screen", of: tab), let title = required("title", of: tab) else { continue }
                    tabs.append(TabsDeclaration.Tab(screen: screen, title: title, location: tab.location))
                }
                if !(2...5).contains(child.children.filter({ $0.name == "tab" }).count) {
                    error("<tabs> holds \(child.children.filter { $0.name == "tab" }.count) <tab> elements; it takes two to five", at: child.location)
                }
                definition.tabs = TabsDeclaration(id: id, tabs: tabs, location: child.location)
            case "alert":
                checkShape(child, as: "alert")
                guard let id = required("id", of: child), let title = required("title", of: child) else { continue }
                claim(id, at: location(of: "id", in: child), kind: "alert")
                var buttons: [AlertDeclaration.Button] = []
                for button in child.children where button.name == "button" {
                    checkShape(button, as: "button")
                    guard let buttonTitle = required("title", of: button) else { continue }
                    var role = AlertDeclaration.Role.default
                    if let text = button["role"] {
                        if let parsed = AlertDeclaration.Role(rawValue: text) {
                            role = parsed
                        } else {
                            let roles = AlertDeclaration.Role.allCases.map(\.rawValue)
                            error(
                                "attribute 'role' of <button> expects one of \(roles.joined(separator: ", ")), not '\(text)'\(Suggestion.didYouMean(text, in: roles))",
                                at: location(of: "role", in: button))
                        }
                    }
                    buttons.append(AlertDeclaration.Button(title: buttonTitle, role: role, action: button["action"], location: button.location))
                }
                let count = child.children.filter { $0.name == "button" }.count
                if !(1...3).contains(count) { error("<alert> holds \(count) <button> elements; it takes one to three", at: child.location) }
                if buttons.filter({ $0.role == .cancel }).count > 1 { error("<alert> '\(id)' has more than one cancel button", at: child.location) }
                definition.alerts.append(AlertDeclaration(id: id, title: title, message: child["message"], buttons: buttons, location: child.location))
            case "on":
                routeElements.append((nil, child))
            default:
                break
            }
        }
        for (screen, element) in routeElements {
            guard let route = self.route(element, in: definition) else { continue }
            if let screen, let index = definition.screens.firstIndex(where: { $0.id == screen }) {
                definition.screens[index].routes.append(route)
            } else if screen == nil {
                definition.routes.append(route)
            }
        }
        checkReferences(of: definition, root: root)
        return definition
    }

    private func screenArgument(_ element: AppElement) -> ArgumentDeclaration? {
        checkShape(element, as: "screen-argument")
        guard let name = required("name", of: element) else { return nil }
        var type = ArgumentType.string
        if let text = element["type"] {
            guard let parsed = ArgumentType(rawValue: text) else {
                let types = ArgumentType.allCases.map(\.rawValue)
                // Kept as a string argument, so that routes and links naming it are not
                // reported as well.
                error(
                    "attribute 'type' of <argument> expects one of \(types.joined(separator: ", ")), not '\(text)'\(Suggestion.didYouMean(text, in: types))",
                    at: location(of: "type", in: element))
                return ArgumentDeclaration(name: name, type: .string, location: element.location)
            }
            type = parsed
        }
        if let value = element["default"], type.convert(value) == nil {
            error("the default of argument '\(name)': '\(value)' is not \(type.withArticle)", at: location(of: "default", in: element))
        }
        return ArgumentDeclaration(name: name, type: type, defaultValue: element["default"], location: element.location)
    }

    private func route(_ element: AppElement, in definition: AppDefinition) -> Route? {
        checkShape(element, as: "screen-route")
        guard let action = required("action", of: element) else { return nil }
        let given = AppVocabulary.transitions.filter { element[$0] != nil }
        guard given.count == 1, let name = given.first, let value = element[name] else {
            let message =
                given.isEmpty
                ? "<on action='\(action)'> needs one transition" : "<on action='\(action)'> has \(given.count) transitions (\(given.joined(separator: ", ")))"
            error(message + "; give exactly one of " + AppVocabulary.transitions.joined(separator: ", "), at: element.location)
            return nil
        }
        let transition: Transition
        switch name {
        case "push": transition = .push(value)
        case "present": transition = .present(value)
        case "replace": transition = .replace(value)
        case "reset": transition = .reset(value)
        case "alert": transition = .alert(value)
        case "pop-to": transition = .popTo(value)
        default:
            guard value == "true" else {
                error("attribute '\(name)' of <on> expects true, not '\(value)'", at: location(of: name, in: element))
                return nil
            }
            transition = name == "back" ? .back : .dismiss
        }
        var arguments: [RouteArgument] = []
        for child in element.children where child.name == "argument" {
            checkShape(child, as: "route-argument")
            guard let argumentName = required("name", of: child) else { continue }
            switch (child["value"], child["from"]) {
            case (let literal?, nil):
                arguments.append(RouteArgument(name: argumentName, source: .value(literal), location: child.location))
            case (nil, let from?):
                let fields = RouteArgument.SenderField.allCases.map { "sender." + $0.rawValue }
                guard from.hasPrefix("sender."), let field = RouteArgument.SenderField(rawValue: String(from.dropFirst("sender.".count))) else {
                    error(
                        "attribute 'from' of <argument> expects one of \(fields.joined(separator: ", ")), not '\(from)'\(Suggestion.didYouMean(from, in: fields))",
                        at: location(of: "from", in: child))
                    continue
                }
                arguments.append(RouteArgument(name: argumentName, source: .sender(field), location: child.location))
            default:
                error("<argument name='\(argumentName)'> of a route needs exactly one of 'value' and 'from'", at: child.location)
            }
        }
        return Route(action: action, transition: transition, arguments: arguments, location: element.location)
    }

    /// Reports ids that name nothing, arguments routes do not give or do not take, and
    /// deep links that overlap.
    private func checkReferences(of definition: AppDefinition, root: AppElement) {
        let screenIDs = definition.screens.map(\.id)
        let tabsID = definition.tabs?.id
        if !definition.start.isEmpty, definition.screen(definition.start) == nil, definition.start != tabsID {
            let candidates = screenIDs + (tabsID.map { [$0] } ?? [])
            error(
                "start '\(definition.start)' names no screen or tabs\(Suggestion.didYouMean(definition.start, in: candidates))",
                at: location(of: "start", in: root))
        }
        for tab in definition.tabs?.tabs ?? [] where definition.screen(tab.screen) == nil {
            error("tab screen '\(tab.screen)' names no screen\(Suggestion.didYouMean(tab.screen, in: screenIDs))", at: tab.location)
        }
        var roots = [definition.start] + (definition.tabs?.tabs.map(\.screen) ?? [])
        if definition.start == tabsID { roots.removeFirst() }
        for id in roots {
            guard let screen = definition.screen(id) else { continue }
            for argument in screen.arguments where argument.isRequired {
                error("screen '\(id)' starts a stack, so its argument '\(argument.name)' needs a default", at: argument.location)
            }
        }
        for (_, route) in definition.allRoutes {
            let transition = route.transition
            guard let target = transition.target else { continue }
            switch transition {
            case .alert:
                if definition.alert(target) == nil {
                    error("alert '\(target)' names no alert\(Suggestion.didYouMean(target, in: definition.alerts.map(\.id)))", at: route.location)
                }
                continue
            case .reset where target == tabsID:
                continue
            default:
                break
            }
            guard let screen = definition.screen(target) else {
                error("\(transition.name) '\(target)' names no screen\(Suggestion.didYouMean(target, in: screenIDs))", at: route.location)
                continue
            }
            guard transition.makesInstance else { continue }
            for argument in route.arguments where screen.argument(argument.name) == nil {
                let names = screen.arguments.map(\.name)
                error("screen '\(target)' has no argument '\(argument.name)'\(Suggestion.didYouMean(argument.name, in: names))", at: argument.location)
            }
            for argument in route.arguments {
                guard case .value(let literal) = argument.source, let declaration = screen.argument(argument.name), declaration.type.convert(literal) == nil
                else { continue }
                error("argument '\(argument.name)' of screen '\(target)': '\(literal)' is not \(declaration.type.withArticle)", at: argument.location)
            }
            for argument in screen.arguments where argument.isRequired && !route.arguments.contains(where: { $0.name == argument.name }) {
                error("the route for '\(route.action)' does not give the required argument '\(argument.name)' of screen '\(target)'", at: route.location)
            }
        }
        let patterns = definition.screens.flatMap { screen in screen.deepLinks.map { (screen, $0) } }
        for (screen, pattern) in patterns {
            for name in pattern.argumentNames where screen.argument(name) == nil {
                error(
                    "deep link '\(pattern.uri)' gives '\(name)', which is not an argument of screen '\(screen.id)'\(Suggestion.didYouMean(name, in: screen.arguments.map(\.name)))",
                    at: pattern.location)
            }
        }
        for (index, (_, pattern)) in patterns.enumerated() {
            for (_, other) in patterns[..<index] where pattern.overlaps(other) {
                error("deep link '\(pattern.uri)' can match the same URI as '\(other.uri)' (\(other.location))", at: pattern.location)
            }
        }
    }
}
