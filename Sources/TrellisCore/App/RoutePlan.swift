import Foundation

/// A route made ready once per app (Docs/navigation.md, "Speed and memory"): its target
/// screen found and its literal arguments converted, so that an action that takes it
/// reads only its sender and counts the route as taken.
final class RoutePlan {
    /// An argument read from the sender when the route is taken.
    struct SenderArgument {
        /// The target's argument it gives.
        let name: String
        /// What of the sender it reads.
        let field: RouteArgument.SenderField
        /// The type the target declares for it; nil when the target has no such
        /// argument, so the value read is not kept.
        let type: ArgumentType?
    }

    /// The route as declared.
    let route: Route
    /// The screen the route makes an instance of (push, present, replace, reset to a
    /// screen); nil when it makes none or its target is not a screen (the tabs). The app
    /// keeps every screen, and routes may go both ways between two screens.
    unowned let target: DeclaredScreen?
    /// The target's arguments given by the route's literals, converted; nil when they
    /// must be read one by one as written (a literal that does not convert, a name
    /// given twice), so that a failure says what it said before.
    let literalValues: [String: ArgumentValue]?
    /// The arguments read from the sender, in the route's order.
    let senderArguments: [SenderArgument]
    /// Whether the route gives every argument the target declares, so that no default
    /// is looked for.
    let givesEveryArgument: Bool
    /// Times the route was taken, for ``App/coverage``.
    var timesTaken = 0

    /// The plan of `route`, whose target screen, if any, is found by `screen`.
    init(_ route: Route, screen: (String) -> DeclaredScreen?) {
        self.route = route
        guard route.transition.makesInstance, let target = route.transition.target.flatMap(screen) else {
            self.target = nil
            literalValues = [:]
            senderArguments = []
            givesEveryArgument = false
            return
        }
        self.target = target
        var literals: [String: ArgumentValue]? = [:]
        var fromSender: [SenderArgument] = []
        var names: Set<String> = []
        for argument in route.arguments {
            let declared = target.declaration.argument(argument.name)
            if !names.insert(argument.name).inserted { literals = nil }
            switch argument.source {
            case .value(let text):
                guard let declared else { continue }
                guard let value = declared.type.convert(text) else {
                    literals = nil
                    continue
                }
                literals?[argument.name] = value
            case .sender(let field):
                fromSender.append(SenderArgument(name: argument.name, field: field, type: declared?.type))
            }
        }
        literalValues = literals
        senderArguments = fromSender
        givesEveryArgument = target.declaration.arguments.allSatisfy { names.contains($0.name) }
    }
}

/// A `<screen>` of an app with what its moves need, made once per app: its declaration,
/// its routes made ready, and how many times it became the screen shown.
final class DeclaredScreen {
    /// The `<screen>` as declared.
    let declaration: ScreenDeclaration
    /// The screen's routes, in file order; set once every screen of the app is declared.
    var routes: [RoutePlan] = []
    /// Times the screen became the screen shown, for ``App/coverage``.
    var timesShown = 0

    init(_ declaration: ScreenDeclaration) {
        self.declaration = declaration
    }
}
