import Trellis

/// The options of the commands that load a screen and tap it (`run`, `render`, `audit`),
/// declared once for all of them.
enum ScreenOptions {
    static let width = OptionDeclaration(
        "--width", value: "W", help: "override the screen's width, in points", example: "--width 414")
    static let height = OptionDeclaration(
        "--height", value: "H", help: "override the screen's height, in points", example: "--height 896")
    static let tap = OptionDeclaration(
        "--tap", value: "QUERY", help: "tap a view; repeatable, performed in order, laying out after each. QUERY is",
        detail: [
            "TEXT   the one visible view whose text or title is exactly TEXT",
            "       (e.g. --tap 周一)",
            "#ID    the view with that id (e.g. --tap '#tags.toggle')",
            "label:TEXT  the one visible view whose accessibility-label is TEXT (e.g. --tap label:Play)",
            "@X,Y   a point in screen coordinates (e.g. --tap @51,60)",
        ],
        repeatable: true)
    static let link = OptionDeclaration(
        "--link", value: "URI", help: "open a deep link of the app before the taps (app files only, Docs/navigation.md)",
        example: "--link shop://item/42")
    static let allowMissed = OptionDeclaration(
        "--allow-missed",
        help: "a tap that would land on another view (disabled, not interactive, covered) is reported on stderr and performed anyway, not an error")
    static let textMetrics = OptionDeclaration(
        "--text-metrics", value: "M",
        help: "test: deterministic text metrics that depend on no font; fonts: the installed fonts, through fontconfig and FreeType. Overrides the screen's text-metrics attribute, whose default is test",
        example: "--text-metrics fonts")

    /// The options in the order help lists them, with the loader's limits last.
    static let all = [width, height, link, tap, allowMissed, textMetrics] + LoadLimitOptions.all

    /// The `--tap` queries in the order given, each with the text it was parsed from.
    ///
    /// - Throws: a usage error naming the first query that does not parse.
    static func taps(from arguments: ParsedArguments) throws(CommandFailure) -> [(text: String, query: ViewQuery)] {
        var taps: [(text: String, query: ViewQuery)] = []
        for text in arguments.values(tap) {
            do { taps.append((text, try ViewQuery(parsing: text))) } catch { throw usage("--tap: \(error.description)") }
        }
        return taps
    }
}
