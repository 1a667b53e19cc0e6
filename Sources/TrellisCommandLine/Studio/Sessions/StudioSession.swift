import Foundation
import Trellis

/// One screen or flow being driven from the studio (Docs/studio.md, "Sessions"): loaded as
/// `trellis run` loads a screen (a flow: its screen at the header's size, then its steps
/// run by the flow runner as `trellis test` runs them), then what the person does,
/// recorded as flow steps (``RecordedStep``).
///
/// Every method but ``init(id:source:width:height:registry:)`` must be called inside
/// ``serialized(_:)``: one session's requests run one at a time, which is why the class
/// can be `@unchecked Sendable`.
final class StudioSession: @unchecked Sendable {
    /// What the session drives.
    enum Source: Equatable {
        /// A screen or app file, as written.
        case screen(String)
        /// A flow file, as written.
        case flow(String)

        /// The file, as written.
        var path: String {
            switch self {
            case .screen(let path), .flow(let path): return path
            }
        }
    }

    /// One step of the session as `steps` lists it: the flow's own steps, then the
    /// recorded ones.
    struct StepStatus {
        /// The step as the runner names it (`tapOn 'OK'`), or the recorded line.
        var step: String
        /// Its line: in the flow file for the flow's steps, in ``yaml`` for recorded ones.
        var line: Int?
        /// `passed`, `failed` or `not-run`.
        var status: String
        /// The located error of the step that failed.
        var error: String?
    }

    let id: String
    let source: Source
    /// The size the session was asked for; nil keeps the file's (or the flow header's).
    let width: CGFloat?
    let height: CGFloat?
    let registry: Registry
    private let lock = NSLock()

    /// The session built last without errors; nil until one was.
    var session: Session?
    /// The taps performed since the session was built (the flow's own are not in it).
    var log = TapLog()
    /// Grows by one each time anything about the session changes.
    var revision = 0
    /// The recorded steps, in order.
    var steps: [RecordedStep] = []
    /// Every step's status after the last build and the steps since.
    var statuses: [StepStatus] = []
    /// How many of ``statuses`` are the flow's own steps.
    var flowStepCount = 0
    /// The errors of the files the last build read, as `trellis validate` prints them;
    /// empty when it succeeded.
    var errors: [String] = []
    /// The screen file the session shows, as written (for a flow, its screen).
    var screenPath: String
    /// The flow's text when it was last read (a flow session).
    var flowText: String?
    /// The real paths of the files whose change rebuilds the session.
    var dependencies: Set<String> = []
    /// Whether the session runs an app file (any screen file's change rebuilds it).
    var isApp = false

    /// A session on `source`, not yet built (``rebuild()``).
    init(id: String, source: Source, width: CGFloat?, height: CGFloat?, registry: Registry) {
        self.id = id
        self.source = source
        self.width = width
        self.height = height
        self.registry = registry
        screenPath = source.path
    }

    /// Runs `body` with the session to itself: one request at a time.
    func serialized<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The screen shown; nil when the session was never built without errors.
    var screen: Screen? { session?.screen }

    /// Builds the session again from its files and performs the recorded steps; the first
    /// that fails stops them. When a file has errors, they are kept in ``errors`` and the
    /// session built last stays.
    func rebuild() {
        revision += 1
        let built: Bool
        switch source {
        case .screen(let path): built = buildScreen(path)
        case .flow(let path): built = buildFlow(path)
        }
        guard built else { return }
        errors = []
        replay()
    }

    /// Loads the screen as `trellis run` does; false when it has errors.
    private func buildScreen(_ path: String) -> Bool {
        dependencies = Set([StudioProject.realPath(path)].compactMap { $0 })
        isApp = (try? ScreenLoader(registry: registry).rootElementName(contentsOfFile: path)) == "app"
        do {
            let configuration = ScreenConfiguration(width: width, height: height)
            let loaded = try ScreenFiles.session(path, registry: registry, configuration: configuration)
            loaded.screen.scrollAdvice = .screenFile
            loaded.screen.layoutIfNeeded()
            session = loaded
            log = TapLog()
            statuses = []
            flowStepCount = 0
            return true
        } catch {
            errors = error.message.split(separator: "\n").map(String.init)
            return false
        }
    }

    /// Performs the recorded steps on the session just built, after its flow's own steps
    /// (which ``statuses`` holds already); the first that fails stops them.
    private func replay() {
        var failed = statuses.contains { $0.status == "failed" }
        var line = yamlFirstStepLine
        for step in steps {
            var status = StepStatus(step: "- " + step.yaml, line: line, status: "not-run", error: nil)
            line += 1
            if !failed {
                if let error = perform(step) {
                    status.status = "failed"
                    status.error = "step \(status.line ?? 0): \(error)"
                    failed = true
                } else {
                    status.status = "passed"
                }
            }
            statuses.append(status)
        }
    }

    /// Performs `step` on the screen; returns why it failed, or nil.
    func perform(_ step: RecordedStep) -> String? {
        guard let screen else { return "the screen could not be built" }
        switch step {
        case .tap(let point, _):
            let outcome = StudioTap.perform(.point(point), as: StudioTap.text(of: point), on: screen)
            log.append(outcome.record)
            return outcome.record.error
        case .inputText(let text): return StudioTap.type(.text(text), on: screen)
        case .eraseText(let count): return StudioTap.type(.delete(count), on: screen)
        case .pressReturn: return StudioTap.type(.returnKey, on: screen)
        case .hideKeyboard: return StudioTap.type(.hideKeyboard, on: screen)
        case .assertion: return nil
        }
    }
}
