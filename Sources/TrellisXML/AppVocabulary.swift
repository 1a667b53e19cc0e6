/// The vocabulary of app files (Docs/navigation.md, "The app file"), written once: the
/// checker reports unknown elements and attributes against it, and the RELAX NG schema
/// (``RelaxNGSchema``) describes app files from it.
enum AppVocabulary {
    /// One kind of element: its name, its attributes (those it needs first) and the
    /// kinds of children it takes. Two kinds may share a name (a screen's `<argument>`
    /// and a route's).
    struct Kind {
        let key: String
        let name: String
        let required: [String]
        let optional: [String]
        let children: [String]
        let summary: String

        /// Every attribute, the required first.
        var attributes: [String] { required + optional }
        /// The element names of the children it takes.
        var childNames: [String] { children.compactMap { AppVocabulary.kinds[$0]?.name } }
    }

    /// The transition attributes of `<on>`, of which a route gives exactly one.
    static let transitions = ["push", "present", "replace", "reset", "alert", "back", "dismiss", "pop-to"]

    /// Every kind, by key; the root is `app`.
    static let kinds: [String: Kind] = Dictionary(uniqueKeysWithValues: [
        Kind(key: "app", name: "app", required: ["start"], optional: ["width", "height", "text-metrics"],
             children: ["tabs", "screen", "alert", "app-route"], summary: "an app: its screens, tab bar, alerts and the routes that apply on every screen"),
        Kind(key: "tabs", name: "tabs", required: ["id"], optional: [], children: ["tab"], summary: "a tab bar of two to five tabs, each owning a stack"),
        Kind(key: "tab", name: "tab", required: ["screen", "title"], optional: [], children: [], summary: "a tab: the screen its stack starts with and its title"),
        Kind(key: "screen", name: "screen", required: ["id", "src"], optional: ["title"],
             children: ["screen-argument", "deep-link", "screen-route"], summary: "a screen of the app: its file, its navigation bar title, arguments, deep links and routes"),
        Kind(key: "screen-argument", name: "argument", required: ["name"], optional: ["type", "default"], children: [],
             summary: "an argument of the screen: string (default), int, float or bool; required without a default"),
        Kind(key: "deep-link", name: "deep-link", required: ["uri"], optional: [], children: [], summary: "a URI pattern that opens the screen: scheme://host/path/{argument}?item={argument}"),
        Kind(key: "screen-route", name: "on", required: ["action"], optional: transitions, children: ["route-argument"],
             summary: "a route of the screen: the named action and exactly one transition"),
        Kind(key: "app-route", name: "on", required: ["action"], optional: transitions, children: ["route-argument"],
             summary: "a route on every screen: the named action and exactly one transition"),
        Kind(key: "route-argument", name: "argument", required: ["name"], optional: ["value", "from"], children: [],
             summary: "an argument the route gives its target: a literal value, or from sender.tag, sender.id or sender.text"),
        Kind(key: "alert", name: "alert", required: ["id", "title"], optional: ["message"], children: ["button"], summary: "an alert: its title, message and one to three buttons"),
        Kind(key: "button", name: "button", required: ["title"], optional: ["role", "action"], children: [],
             summary: "an alert button: default, cancel (at most one) or destructive, sending its action after the alert goes"),
    ].map { ($0.key, $0) })
}
