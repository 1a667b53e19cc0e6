import TrellisCore

/// The vocabulary of app files (Docs/navigation.md, "The app file"), written once: the
/// checker reports unknown elements and attributes against it, the RELAX NG schema
/// (``RelaxNGSchema``) describes app files from it, and `trellis layouts` lists it
/// (``AppVocabulary/elements``).
public enum AppVocabulary {
    /// One kind of element: its name, its attributes (those it needs first) and the
    /// kinds of children it takes. Two kinds may share a name (a screen's `<argument>`
    /// and a route's).
    public struct Kind: Sendable {
        /// The kind's own name, unique (`screen-argument`, `route-argument`).
        public let key: String
        /// The element's name in XML (`argument`).
        public let name: String
        /// The attributes the element needs.
        public let required: [AttributeDeclaration]
        /// The attributes it may have.
        public let optional: [AttributeDeclaration]
        /// The keys of the kinds of children it takes.
        public let children: [String]
        /// One line saying what the element is.
        public let summary: String

        /// Every attribute's name, the required first.
        public var attributes: [String] { (required + optional).map(\.name) }
        /// The element names of the children it takes.
        public var childNames: [String] { children.compactMap { AppVocabulary.kinds[$0]?.name } }
    }

    /// The transition attributes of `<on>`, of which a route gives exactly one.
    public static let transitions = ["push", "present", "replace", "reset", "alert", "back", "dismiss", "pop-to"]

    /// Every kind in the order `trellis layouts` lists them: the root `app` first, then
    /// each element after the one that holds it.
    public static let elements: [Kind] = [
        Kind(
            key: "app", name: "app", required: [text("start", "the screen or the tabs shown first", "a screen id or the <tabs>' id")],
            optional: [
                length("width", "the app's width in points; every screen is shown at it", default: "375"),
                length("height", "the app's height in points", default: "667"),
                text("text-metrics", "the registered text metrics every screen uses", "a registered text metrics name", default: "test"),
            ],
            children: ["tabs", "screen", "alert", "app-route"], summary: "an app: its screens, tab bar, alerts and the routes that apply on every screen"),
        Kind(
            key: "tabs", name: "tabs", required: [text("id", "the tabs' id, which start and reset may name", "an id")], optional: [],
            children: ["tab"], summary: "a tab bar of two to five tabs, each owning a stack"),
        Kind(
            key: "tab", name: "tab",
            required: [text("screen", "the screen the tab's stack starts with", "a screen id"), text("title", "the tab item's title", "text")],
            optional: [], children: [], summary: "a tab: the screen its stack starts with and its title"),
        Kind(
            key: "screen", name: "screen",
            required: [
                text("id", "the screen's id, which routes, tabs and flows name", "an id"), text("src", "the screen file, relative to the app file", "a path"),
            ],
            optional: [text("title", "the title shown in the navigation bar (and the next screen's back button)", "text")],
            children: ["screen-argument", "deep-link", "screen-route"],
            summary: "a screen of the app: its file, its navigation bar title, arguments, deep links and routes"),
        Kind(
            key: "screen-argument", name: "argument", required: [text("name", "the argument's name, which {name} placeholders use", "a name")],
            optional: [
                choice("type", "the argument's type", ArgumentType.allCases.map(\.rawValue), default: "string"),
                text("default", "the value when a route or link does not give one; without it the argument is required", "a value of the type"),
            ],
            children: [], summary: "an argument of the screen: string (default), int, float or bool; required without a default"),
        Kind(
            key: "deep-link", name: "deep-link", required: [text("uri", "the URI pattern", "scheme://host/path/{argument}?item={argument}")], optional: [],
            children: [], summary: "a URI pattern that opens the screen: scheme://host/path/{argument}?item={argument}"),
        Kind(
            key: "screen-route", name: "on", required: [action], optional: transitionAttributes, children: ["route-argument"],
            summary: "a route of the screen: the named action and exactly one transition"),
        Kind(
            key: "app-route", name: "on", required: [action], optional: transitionAttributes, children: ["route-argument"],
            summary: "a route on every screen: the named action and exactly one transition"),
        Kind(
            key: "route-argument", name: "argument", required: [text("name", "the target's argument it gives", "an argument name")],
            optional: [
                text("value", "a literal value (exactly one of value and from)", "a value of the argument's type"),
                choice("from", "what of the control that sent the action gives the value", RouteArgument.SenderField.allCases.map { "sender." + $0.rawValue }),
            ],
            children: [], summary: "an argument the route gives its target: a literal value, or from sender.tag, sender.id or sender.text"),
        Kind(
            key: "alert", name: "alert",
            required: [text("id", "the alert's id, which routes name", "an id"), text("title", "the alert's title", "text")],
            optional: [text("message", "the text under the title", "text")],
            children: ["button"], summary: "an alert: its title, message and one to three buttons"),
        Kind(
            key: "button", name: "button", required: [text("title", "the button's title", "text")],
            optional: [
                choice(
                    "role", "how the button is drawn; back taps the cancel button (at most one)", AlertDeclaration.Role.allCases.map(\.rawValue),
                    default: "default"),
                text("action", "the named action sent to the routes of the screen under the alert, once it is dismissed", "an action name"),
            ],
            children: [], summary: "an alert button: default, cancel (at most one) or destructive, sending its action after the alert goes"),
    ]

    /// Every kind, by key; the root is `app`.
    static let kinds: [String: Kind] = Dictionary(uniqueKeysWithValues: elements.map { ($0.key, $0) })

    private static let action = text("action", "the named action the route takes", "an action name")

    /// `<on>`'s transitions: a screen id, an alert id, or `true`.
    private static let transitionAttributes: [AttributeDeclaration] = [
        text("push", "pushes a new instance of the screen on the top stack", "a screen id"),
        text("present", "presents a new stack holding the screen over everything", "a screen id"),
        text("replace", "replaces the top instance by a new instance of the screen", "a screen id"),
        text("reset", "makes the state a new instance of the screen alone, or the tabs", "a screen id or the <tabs>' id"),
        text("alert", "shows the alert", "an alert id"),
        choice("back", "goes back: pops the top stack, or dismisses a presented stack at its root", ["true"]),
        choice("dismiss", "dismisses the topmost presented stack", ["true"]),
        text("pop-to", "pops the top stack until the screen is on top", "a screen id"),
    ]

    private static func text(_ name: String, _ summary: String, _ value: String, default defaultValue: String? = nil) -> AttributeDeclaration {
        AttributeDeclaration(name: name, valueDescription: value, defaultDescription: defaultValue, summary: summary, defaultValue: defaultValue)
    }

    private static func length(_ name: String, _ summary: String, default defaultValue: String) -> AttributeDeclaration {
        AttributeDeclaration(
            name: name, valueDescription: Length.valueDescription, defaultDescription: defaultValue, summary: summary, valueSyntax: .length,
            defaultValue: defaultValue)
    }

    private static func choice(_ name: String, _ summary: String, _ values: [String], default defaultValue: String? = nil) -> AttributeDeclaration {
        AttributeDeclaration(
            name: name, valueDescription: values.count == 1 ? values[0] : "one of " + values.joined(separator: ", "), defaultDescription: defaultValue,
            summary: summary,
            valueSyntax: .choice(values), defaultValue: defaultValue)
    }
}
