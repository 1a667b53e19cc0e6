import Dispatch
import Foundation
import Trellis

/// One screen file of a sweep: the file parsed once, and its configurations.
struct SweepScreen: Sendable {
    /// The path as given or found.
    var file: String
    /// The parsed file every configuration's screen is built from, without reading or
    /// parsing the file again.
    var parsed: ParsedScreen
    /// The screen's configurations.
    var grid: SweepGrid
}

/// What the audit found in one configuration, or why it was not audited.
enum SweepOutcome: Sendable {
    /// The findings, each under its key.
    case audited([(key: SweepFindingKey, finding: AuditFinding)])
    /// A tap failed (`tap '#buy' failed: …`); the configuration is not audited.
    case tapFailed(String)

    /// The keys found; nil when a tap failed.
    var keys: Set<SweepFindingKey>? {
        if case .audited(let findings) = self { return Set(findings.map(\.key)) }
        return nil
    }
}

/// Builds, taps and audits the screens of a sweep, on several threads at once.
///
/// Each configuration's screen is built from the parsed file
/// (``TrellisXML/ParsedScreen/makeScreenWithoutLayout()``) and given its configuration by a
/// ``Session``, so it is the screen `trellis audit` would check with the same options;
/// each belongs to the thread that built it. Results are kept by index, so the order of
/// the threads never shows.
final class SweepRun: @unchecked Sendable {
    let registry: Registry
    let audit: AccessibilityAudit
    /// The taps, performed in each configuration in order.
    let steps: [ScreenOptions.Step]
    /// The text metrics overriding the files' choice (`--text-metrics`), or nil.
    let textMetrics: String?
    /// How many configurations are laid out at once (`--jobs`).
    let jobs: Int

    /// Guards ``probes``.
    private let lock = NSLock()
    /// The keys found at each configuration probed between swept ones, by screen,
    /// configuration and rule: searches of findings of one rule share their points. nil:
    /// a tap failed.
    private var probes: [ProbeKey: Set<SweepFindingKey>?] = [:]

    private struct ProbeKey: Hashable {
        var screen: Int
        var configuration: ScreenConfiguration
        var rule: AuditRule
    }

    init(registry: Registry, audit: AccessibilityAudit, steps: [ScreenOptions.Step], textMetrics: String?, jobs: Int) {
        self.registry = registry
        self.audit = audit
        self.steps = steps
        self.textMetrics = textMetrics
        self.jobs = jobs
    }

    /// The screen of `screen`'s file in `configuration`, after the taps, laid out; or the
    /// failure of a tap.
    func build(_ screen: SweepScreen, in configuration: ScreenConfiguration) -> Result<Screen, SweepFailure> {
        let built: Screen
        do {
            built = try screen.parsed.makeScreenWithoutLayout()
        } catch {
            return .failure(SweepFailure(message: error.description))
        }
        // Laid out once, at the configuration's size.
        let session = Session(registry: registry, configuration: configuration, screen: built)
        session.screen.layoutIfNeeded()
        if let failure = AuditCommand.perform(steps, on: session.screen, settles: true) {
            return .failure(SweepFailure(message: failure))
        }
        return .success(session.screen)
    }

    /// What the audit finds in `configuration` of `screen`, with all its rules or, for a
    /// probe, only `rule` (no rule's findings depend on another's).
    func outcome(_ screen: SweepScreen, in configuration: ScreenConfiguration, rule: AuditRule? = nil) -> SweepOutcome {
        var audit = audit
        if let rule { audit.rules = [rule] }
        switch build(screen, in: configuration) {
        case .success(let built): return .audited(SweepFindingKey.findings(of: audit, on: built))
        case .failure(let failure): return .tapFailed(failure.message)
        }
    }

    /// The keys of `rule`'s findings at `configuration` of the screen at `index` in
    /// `screens`, from the probes made so far when it was probed before; nil when a tap
    /// failed there.
    func probe(_ screens: [SweepScreen], _ index: Int, at configuration: ScreenConfiguration, rule: AuditRule) -> Set<SweepFindingKey>? {
        let key = ProbeKey(screen: index, configuration: configuration, rule: rule)
        lock.lock()
        let known = probes[key]
        lock.unlock()
        if let known { return known }
        let keys = outcome(screens[index], in: configuration, rule: rule).keys
        lock.lock()
        probes[key] = keys
        lock.unlock()
        return keys
    }

    /// `body` applied to 0..<count on ``jobs`` threads, the results in index order.
    func map<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        let results = SweepResults<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while let index = results.takeNext() { results.store(body(index), at: index) }
        }
        return results.values
    }
}

/// Why a configuration could not be audited: a tap's failure.
struct SweepFailure: Error {
    var message: String
}

/// The results of ``SweepRun/map(_:_:)`` as the threads hand them in, guarded by a lock.
private final class SweepResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func takeNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        defer { next += 1 }
        return next
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
