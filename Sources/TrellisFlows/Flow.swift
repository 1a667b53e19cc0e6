import Foundation
import TrellisCore

/// A parsed, checked flow file (Docs/flows.md, "The flow file"): the screen it drives and its steps.
///
/// A flow file is a YAML stream of two documents: a header mapping (`screen`, and
/// optionally `width`, `height`, `name`, `tags`, `autoSettle`), `---`, then a list of steps. A file that
/// holds only a list of steps is an included flow: it can be run with `runFlow` but not on
/// its own.
public struct Flow: Sendable, Hashable {
    /// The flow file's path as given.
    public var path: String
    /// The screen file's path: the header's `screen`, resolved against the flow's
    /// directory; nil for an included flow.
    public var screenPath: String?
    /// Whether ``screenPath`` is an app file (the header's `app:`, Docs/navigation.md)
    /// rather than a screen file.
    public var isApp = false
    /// The header's `autoSettle` (Docs/time.md, "Flows"): whether the runner settles the
    /// screen's clock after each step other than an assertion, `advanceClock` and
    /// `waitForAnimationToEnd`; default true. False settles nothing, so each frame can be
    /// asserted.
    public var autoSettle = true
    /// The screen width to use, in points; nil keeps the screen file's.
    public var width: CGFloat?
    /// The screen height to use, in points; nil keeps the screen file's.
    public var height: CGFloat?
    /// The header's `fontScale` (Docs/sweeps.md, "Options on run, render and audit"); 1 by default.
    public var fontScale = FontScale.standard
    /// The header's `appearance`; light by default.
    public var appearance = Appearance.light
    /// The header's `locale`; base by default.
    public var locale = PseudoLocale.base
    /// The configuration the header pins: its size, font scale, appearance and locale.
    public var configuration: ScreenConfiguration {
        ScreenConfiguration(width: width, height: height, fontScale: fontScale, appearance: appearance, locale: locale)
    }
    /// The flow's name: the header's `name`, else the file name without its extension.
    public var name: String
    /// The header's `tags`, in order; empty when none.
    public var tags: [String]
    /// The steps, in order, with `runFlow` steps holding the included flow's steps.
    public var steps: [FlowStep]
    /// The header's `onFlowStart` steps (Docs/flows.md, "Hooks"): run before the first
    /// step; when one fails, the steps do not run. Empty when none.
    public var onFlowStart: [FlowStep] = []
    /// The header's `onFlowComplete` steps: run after the steps whatever happened,
    /// stopping at their own first failure. Empty when none.
    public var onFlowComplete: [FlowStep] = []
    /// The data row this test binds (Docs/flows.md, "Data rows"): a flow with `data:` is
    /// one test per row, named `NAME[i]`; nil without `data:`.
    public var row: FlowRow?

    /// Creates a flow.
    public init(
        path: String, screenPath: String?, width: CGFloat? = nil, height: CGFloat? = nil,
        name: String, tags: [String] = [], steps: [FlowStep]
    ) {
        self.path = path
        self.screenPath = screenPath
        self.width = width
        self.height = height
        self.name = name
        self.tags = tags
        self.steps = steps
    }

    /// The number of steps the flow runs, counting each step inside `repeat` and
    /// `runFlow` each time it runs (the containers themselves count too). A negative
    /// repeat count runs nothing; a count too large for `Int` is `Int.max`.
    public var stepCount: Int {
        FlowStep.count(steps)
    }

    /// The test's path as reports key it: ``path``, with `[i]` added for a data row
    /// (`flows/login.yaml[2]`).
    public var testPath: String { row.map { "\(path)[\($0.number)]" } ?? path }
}

extension FlowStep {
    static func count(_ steps: [FlowStep]) -> Int {
        steps.reduce(0) { $0.addingSaturating($1.command.stepCount) }
    }
}
