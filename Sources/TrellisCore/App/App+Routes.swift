import Foundation

/// How an action finds its route (Docs/navigation.md, "How an action finds its route"):
/// the shown screen's routes, then the app's; a route's move is made when the touch ends.
extension App {
    /// Finds the route for `action` sent by `sender` (the shown screen's routes, then the
    /// app's) and asks for its move, made when the touch ends; returns whether a route
    /// took the action.
    func route(_ action: String, sender: View) -> Bool {
        if let control = sender.sourceLocation { counts.controls[control, default: 0] += 1 }
        let shown = shown
        guard let plan = shown.declared.routes.first(where: { $0.route.action == action }) ?? appRoutes.first(where: { $0.route.action == action }) else {
            return false
        }
        let route = plan.route
        let from = shown.id
        let arguments: [String: ArgumentValue]
        do {
            arguments = try routeArguments(plan, sender: sender)
        } catch {
            let failure = NavigationRecord(
                transition: route.transition.name, from: from, to: route.transition.target ?? from, route: route.location, error: error.description)
            pending.append { failure }
            return true
        }
        pending.append { [self] in
            let route = plan.route
            do {
                let record = try perform(
                    route.transition, target: plan.target, arguments: arguments, complete: plan.givesEveryArgument, route: route.location)
                plan.timesTaken += 1
                return record
            } catch {
                return NavigationRecord(
                    transition: route.transition.name, from: from, to: route.transition.target ?? from, route: route.location, error: String(describing: error))
            }
        }
        return true
    }

    /// The target's arguments a route gives: its literals as converted once, then what
    /// it reads from the sender, converted to their types; or, when its literals were
    /// not converted ahead, all read as written.
    private func routeArguments(_ plan: RoutePlan, sender: View) throws(NavigationError) -> [String: ArgumentValue] {
        guard var values = plan.literalValues, let target = plan.target else { return try routeArguments(plan.route, sender: sender) }
        for argument in plan.senderArguments {
            let text = try Self.read(argument.field, of: sender, for: argument.name, of: target.declaration.id)
            guard let type = argument.type else { continue }
            values[argument.name] = try Self.convert(text, to: type, for: argument.name, of: target.declaration.id)
        }
        return values
    }

    /// The target's arguments a route gives, read from its literals and its sender and
    /// converted to their types.
    private func routeArguments(_ route: Route, sender: View) throws(NavigationError) -> [String: ArgumentValue] {
        guard route.transition.makesInstance, let target = route.transition.target.flatMap(definition.screen) else { return [:] }
        var values: [String: ArgumentValue] = [:]
        for argument in route.arguments {
            let text: String
            switch argument.source {
            case .value(let literal): text = literal
            case .sender(let field): text = try Self.read(field, of: sender, for: argument.name, of: target.id)
            }
            guard let declaration = target.argument(argument.name) else { continue }
            values[argument.name] = try Self.convert(text, to: declaration.type, for: argument.name, of: target.id)
        }
        return values
    }

    /// What a route's `from` reads of the sender: its `tag` (nil when 0, UIKit's
    /// default, which the file did not set), its id, its text or title.
    private static func read(_ field: RouteArgument.SenderField, of sender: View) -> String? {
        switch field {
        case .tag: return sender.tag == 0 ? nil : String(sender.tag)
        case .id: return sender.id
        case .text: return sender.displayedText
        }
    }

    /// ``read(_:of:)`` for the argument `name` of the screen `screen`.
    ///
    /// - Throws: ``NavigationError`` when the sender has no such field.
    private static func read(_ field: RouteArgument.SenderField, of sender: View, for name: String, of screen: String) throws(NavigationError) -> String {
        guard let text = read(field, of: sender) else {
            throw NavigationError(
                "argument '\(name)' of screen '\(screen)' comes from sender.\(field.rawValue), and \(sender.description) has no \(field.rawValue)")
        }
        return text
    }

    /// `text` converted to `type`, for the argument `name` of the screen `screen`.
    ///
    /// - Throws: ``NavigationError`` when the text is not a value of the type.
    private static func convert(_ text: String, to type: ArgumentType, for name: String, of screen: String) throws(NavigationError) -> ArgumentValue {
        guard let value = type.convert(text) else {
            throw NavigationError("argument '\(name)' of screen '\(screen)': '\(text.abbreviated(to: 80))' is not \(type.withArticle)")
        }
        return value
    }

    /// Makes the moves asked for during the touch that just ended, recording each on the
    /// window (called by ``AppWindow/touchSequenceDidEnd()``).
    func performPendingMoves() {
        // In the order asked for; a move may ask for more, made after these. The usual
        // single move is taken out alone, keeping the list's storage for the next touch.
        while !pending.isEmpty {
            if pending.count == 1 {
                let move = pending.removeLast()
                window.record(.navigation(move()))
                continue
            }
            var moves: [() -> NavigationRecord] = []
            swap(&moves, &pending)
            for move in moves { window.record(.navigation(move())) }
        }
    }

    /// Asks for a move to be made when the touch ends (the chrome's buttons).
    func whenTouchEnds(_ move: @escaping () -> NavigationRecord) {
        pending.append(move)
    }

    /// Dismisses the alert shown: `dismiss` from the alert's id.
    func dismissAlert() -> NavigationRecord {
        let id = alert?.id ?? shown.id
        alert = nil
        layoutWindow()
        return NavigationRecord(transition: "dismiss", from: id, to: shown.id)
    }
}
