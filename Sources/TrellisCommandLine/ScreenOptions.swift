import Trellis

/// The options of the commands that load a screen and tap it (`run`, `render`, `audit`),
/// declared once for all of them.
enum ScreenOptions {
    static let width = OptionDeclaration(
        "--width", value: "W", help: "override the screen's width, in points", example: "--width 414")
    static let height = OptionDeclaration(
        "--height", value: "H", help: "override the screen's height, in points", example: "--height 896")
    static let fontScale = OptionDeclaration(
        "--font-scale", value: "S",
        help: "multiply every font size by S, a number above 0 and at most 4 with at most two decimals (Docs/sweeps.md)",
        default: "1", example: "--font-scale 1.3")
    static let appearance = OptionDeclaration(
        "--appearance", value: "A", help: "light or dark: the side of light-dark() colours and the default colours (Docs/sweeps.md)",
        default: "light", example: "--appearance dark")
    static let locale = OptionDeclaration(
        "--locale", value: "L", help: "base, en-XA or ar-XB: the pseudo-locale the translatable texts are shown in (Docs/sweeps.md)",
        default: "base", example: "--locale en-XA")
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
    static let advance = OptionDeclaration(
        "--advance", value: "DURATION",
        help:
            "move the screen's clock forward, running the timers and animations due (Docs/time.md); repeatable, in order with the taps. DURATION is a number then ms or s",
        example: "--advance 125ms", repeatable: true)
    static let noSettle = OptionDeclaration(
        "--no-settle",
        help: "leave animations running after each tap; by default a tap settles the screen (up to 15s of virtual time), as a flow step does")
    static let link = OptionDeclaration(
        "--link", value: "URI", help: "open a deep link of the app before the taps (app files only, Docs/navigation.md)",
        example: "--link shop://item/42")
    static let allowMissed = OptionDeclaration(
        "--allow-missed",
        help: "a tap that would land on another view (disabled, not interactive, covered) is reported on stderr and performed anyway, not an error")
    static let textMetrics = OptionDeclaration(
        "--text-metrics", value: "M",
        help:
            "test: deterministic text metrics that depend on no font; fonts: the installed fonts, through fontconfig and FreeType. Overrides the screen's text-metrics attribute, whose default is test",
        example: "--text-metrics fonts")

    /// The options in the order help lists them, with the loader's limits last.
    static let all = [width, height, fontScale, appearance, locale, link, tap, advance, noSettle, allowMissed, textMetrics] + LoadLimitOptions.all

    /// The options that choose an environment (Docs/sweeps.md), in help's order.
    static let environment = [fontScale, appearance, locale]

    /// The configuration `--width`, `--height`, `--font-scale`, `--appearance` and
    /// `--locale` give, with `textMetrics`.
    ///
    /// - Throws: a usage error naming the first bad value (`--font-scale expects a font
    ///   scale: …, not '0'`; `--locale` with "did you mean").
    static func configuration(from arguments: ParsedArguments, textMetrics: String? = nil) throws(CommandFailure) -> ScreenConfiguration {
        ScreenConfiguration(
            width: try arguments.value(width, as: Length.self)?.value, height: try arguments.value(height, as: Length.self)?.value,
            textMetrics: textMetrics, fontScale: try arguments.value(fontScale, as: FontScale.self) ?? .standard,
            appearance: try arguments.value(appearance, as: Appearance.self) ?? .light,
            locale: try arguments.value(locale, as: PseudoLocale.self) ?? .base)
    }

    /// One `--tap` or `--advance`, in the order given.
    enum Step {
        /// A tap, with the query's text as given.
        case tap(text: String, query: ViewQuery)
        /// An advance of the clock, with the duration as given.
        case advance(text: String, milliseconds: Int64)
    }

    /// The `--tap` and `--advance` options in the order given.
    ///
    /// - Throws: a usage error naming the first query or duration that does not parse
    ///   (`--advance: duration '250' has no unit; write 250ms or 250s`).
    static func steps(from arguments: ParsedArguments) throws(CommandFailure) -> [Step] {
        var steps: [Step] = []
        for (name, text) in arguments.values([tap, advance]) {
            if name == advance.name {
                do {
                    steps.append(.advance(text: text, milliseconds: try ClockDuration.converting(text, for: advance.name).milliseconds))
                } catch {
                    throw usage(error.message)
                }
            } else {
                do { steps.append(.tap(text: text, query: try ViewQuery(parsing: text))) } catch { throw usage("--tap: \(error.description)") }
            }
        }
        return steps
    }
}
