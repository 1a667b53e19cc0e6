import Foundation
import TrellisCore

/// `back`, `openLink: URI` and `launchApp`: the moves of an app a flow makes itself
/// (Docs/navigation.md, "Flows"), as Maestro's `back`, `openLink` and `launchApp`. Each
/// needs a flow whose header names an `app:`.
public struct AppMoveCommand: FlowCommand {
    /// Which move.
    public enum Move: Sendable, Hashable {
        /// Goes back: taps the alert's cancel button, pops the top stack, or dismisses a
        /// presented stack at its root.
        case back
        /// Opens a deep link.
        case openLink(String)
        /// Restarts the app from its start, every screen new.
        case launchApp
    }

    /// The move.
    public var move: Move

    /// Creates the command.
    public init(_ move: Move) {
        self.move = move
    }

    /// It changes the screen, and records the actions its step sends.
    public var traits: FlowCommandTraits { [.changesScreen, .recordsActions] }

    public var name: String {
        switch move {
        case .back: return Self.back.name
        case .openLink: return Self.openLink.name
        case .launchApp: return Self.launchApp.name
        }
    }

    public var description: String {
        if case .openLink(let uri) = move { return "openLink " + uri.abbreviated() }
        return name
    }

    public func perform(in context: FlowContext) throws {
        guard let app = context.session.app else { throw StepFailure("the flow's header names a screen file, not an app; this command moves an app") }
        do throws(NavigationError) {
            let record: NavigationRecord
            switch move {
            case .back: record = try app.back()
            case .openLink(let uri): record = try app.open(uri)
            case .launchApp: record = try app.launch()
            }
            app.window.record(.navigation(record))
        } catch {
            // The step's line names the move already (`back: …`); the reason follows it once.
            let message = error.description
            throw StepFailure(message.hasPrefix(name + ": ") ? String(message.dropFirst(name.count + 2)) : message)
        }
    }

    static let back = FlowCommandDescriptor(
        name: "back", argumentHelp: "no argument", argumentSchema: FlowSchema.noArgument, example: "",
        summary: "go back: the alert's cancel, a pop, or a dismiss",
        bare: { AppMoveCommand(.back) }
    ) { argument, parser in
        parser.error(at: argument.location, "back takes no argument")
        return nil
    }

    static let openLink = FlowCommandDescriptor(
        name: "openLink", argumentHelp: "a deep link URI", argumentSchema: FlowSchema.text, example: "shop://item/42", summary: "open a deep link of the app"
    ) { argument, parser in
        parser.string(argument, what: "openLink's URI").map { AppMoveCommand(.openLink($0)) }
    }

    static let launchApp = FlowCommandDescriptor(
        name: "launchApp", argumentHelp: "no argument", argumentSchema: FlowSchema.noArgument, example: "", summary: "restart the app from its start screen",
        bare: { AppMoveCommand(.launchApp) }
    ) { argument, parser in
        parser.error(at: argument.location, "launchApp takes no argument")
        return nil
    }
}

/// `assertScreen: ID` or `assertScreen: {screen: ID, stack: [ids…], tab: ID, alert:
/// ID|null}`: the app's navigation state is as given (each key optional; `stack` is the
/// topmost stack, bottom first). A failure lists each key that differs.
public struct AssertScreenCommand: FlowCommand {
    /// The screen shown, or nil to leave it unchecked.
    public var screen: String?
    /// The topmost stack's ids, bottom first, or nil.
    public var stack: [String]?
    /// The current tab's screen id, or nil.
    public var tab: String?
    /// The alert: `.some(nil)` asserts that none is shown; nil leaves it unchecked.
    public var alert: String??

    /// Creates the command.
    public init(screen: String? = nil, stack: [String]? = nil, tab: String? = nil, alert: String?? = nil) {
        self.screen = screen
        self.stack = stack
        self.tab = tab
        self.alert = alert
    }

    /// An assertion.
    public var traits: FlowCommandTraits { [.isAssertion] }

    public var name: String { Self.descriptor.name }

    public var description: String {
        var parts: [String] = []
        if let screen { parts.append(screen) }
        if let stack { parts.append("stack [\(stack.joined(separator: ", "))]") }
        if let tab { parts.append("tab \(tab)") }
        if let alert { parts.append("alert \(alert ?? "none")") }
        return "assertScreen " + parts.joined(separator: ", ")
    }

    public func perform(in context: FlowContext) throws {
        guard let app = context.session.app else { throw StepFailure("assertScreen checks an app: the flow's header names a screen file, not an app") }
        let state = app.navigationState
        var differences: [String] = []
        if let screen, state.screen != screen { differences.append("screen is '\(state.screen)', expected '\(screen)'") }
        if let stack, state.topStack != stack {
            differences.append("stack is [\(state.topStack.joined(separator: ", "))], expected [\(stack.joined(separator: ", "))]")
        }
        if let tab, state.tab != tab { differences.append("tab is \(state.tab.map { "'\($0)'" } ?? "none"), expected '\(tab)'") }
        if let alert, state.alert != alert {
            differences.append("alert is \(state.alert.map { "'\($0)'" } ?? "none"), expected \(alert.map { "'\($0)'" } ?? "none")")
        }
        if !differences.isEmpty { throw StepFailure(differences.joined(separator: "; ")) }
    }

    static let descriptor = FlowCommandDescriptor(
        name: "assertScreen", argumentHelp: "a screen id, or {screen: ID, stack: [ids], tab: ID, alert: ID|null}",
        argumentSchema: .anyOf([
            FlowSchema.text.described("the id of the screen shown"),
            FlowSchema.mapping(
                [
                    "screen": FlowSchema.text.described("the id of the screen shown"),
                    "stack": JSONSchema.array(of: FlowSchema.text).described("the screen ids of the navigation stack, bottom first"),
                    "tab": FlowSchema.text.described("the id of the selected tab"),
                    "alert": JSONSchema.anyOf([FlowSchema.text, .type("null")]).described("the id of the alert shown, or null for none"),
                ], minimum: 1),
        ]),
        example: "{screen: detail, stack: [home, detail]}", summary: "the app shows this screen, stack, tab and alert"
    ) { argument, parser in
        if argument.pairs == nil {
            return parser.string(argument, what: "assertScreen's screen id").map { AssertScreenCommand(screen: $0) }
        }
        let pairs = parser.uniquePairs(argument, allowed: ["screen", "stack", "tab", "alert"], context: "assertScreen")
        var command = AssertScreenCommand()
        if let node = pairs["screen"] { command.screen = parser.string(node, what: "assertScreen's 'screen'") }
        if let node = pairs["tab"] { command.tab = parser.string(node, what: "assertScreen's 'tab'") }
        if let node = pairs["stack"] {
            guard let items = node.items else {
                parser.error(at: node.location, "assertScreen's 'stack' expects a list of screen ids, bottom first")
                return nil
            }
            command.stack = items.compactMap { parser.string($0, what: "a screen id of 'stack'") }
        }
        if let node = pairs["alert"] {
            if case .scalar(let text, quoted: false) = node.content, text == "null" || text == "~" || text.isEmpty {
                command.alert = .some(nil)
            } else {
                command.alert = parser.string(node, what: "assertScreen's 'alert'")
            }
        }
        if pairs.isEmpty {
            parser.error(at: argument.location, "assertScreen needs 'screen', 'stack', 'tab' or 'alert'")
            return nil
        }
        return command
    }
}
