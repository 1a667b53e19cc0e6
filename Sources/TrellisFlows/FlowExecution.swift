import Foundation
import TrellisCore
import TrellisRender

/// One flow's run on its screen: performs steps in order, times each, records results
/// and stops at the first failure, capturing the screen as it is at that moment.
struct FlowExecution {
    let screen: Screen
    let record: Bool
    let observer: ((StepResult) -> Void)?
    private(set) var results: [StepResult] = []

    init(screen: Screen, record: Bool, observer: ((StepResult) -> Void)?) {
        self.screen = screen
        self.record = record
        self.observer = observer
    }

    /// Runs `steps` at nesting `depth`.
    ///
    /// - Throws: the first failure, located at its step.
    mutating func run(_ steps: [FlowStep], depth: Int) throws(FlowFailure) {
        for step in steps {
            let start = ContinuousClock.now
            var failure: FlowFailure?
            do {
                try perform(step, depth: depth)
            } catch let stepFailure as StepFailure {
                failure = captured(FlowFailure(location: step.location, step: step.description, message: stepFailure.message))
            } catch let nested as FlowFailure {
                failure = nested
            } catch {
                failure = captured(FlowFailure(location: step.location, step: step.description, message: "\(error)"))
            }
            let result = StepResult(
                step: step.description, location: step.location, depth: depth,
                duration: FlowRunner.seconds(ContinuousClock.now - start), passed: failure == nil)
            results.append(result)
            observer?(result)
            if let failure { throw failure }
        }
    }

    /// `failure` with the screen's text dump, JSON and picture as they are now.
    private func captured(_ failure: FlowFailure) -> FlowFailure {
        var failure = failure
        screen.layoutIfNeeded()
        failure.textDump = TreePrinter.dump(screen)
        failure.json = JSONValue.object([
            ("screen", .object([("width", .number(Double(screen.size.width))), ("height", .number(Double(screen.size.height)))])),
            ("root", ViewSnapshot(screen).json),
        ]).serialized()
        failure.picture = SVGRenderer().render(screen)
        return failure
    }

    private mutating func perform(_ step: FlowStep, depth: Int) throws {
        let finder = ViewFinder(screen: screen)
        switch step.command {
        case .tapOn(let selector, let allowMissed):
            if case .point(let point) = selector {
                screen.tap(at: point)
                return
            }
            try screen.tap(finder.one(selector), query: finder.query(for: selector), allowMissed: allowMissed)
        case .longPressOn(let selector, let allowMissed):
            let target = try finder.one(selector)
            try screen.longPress(target, query: finder.query(for: selector), allowMissed: allowMissed)
        case .doubleTapOn(let selector, let allowMissed):
            if case .point(let point) = selector {
                screen.tap(at: point)
                screen.tap(at: point)
                return
            }
            try screen.doubleTap(finder.one(selector), query: finder.query(for: selector), allowMissed: allowMissed)
        case .swipe(let from, let to):
            screen.swipe(from: try finder.point(from), to: try finder.point(to))
        case .assertVisible(let selector):
            guard try !finder.all(selector).isEmpty else {
                throw StepFailure("expected a visible view matching \(selector), found none\(finder.explainNoMatch(selector))")
            }
        case .assertNotVisible(let selector):
            let found = try finder.all(selector)
            guard found.isEmpty else {
                throw StepFailure("expected no visible view matching \(selector), found \(found.count): " + found.map(screen.describe).joined(separator: ", "))
            }
        case .assertSelected(let selector, let expected):
            let control = try finder.control(selector)
            guard control.isSelected == expected else {
                throw StepFailure("expected \(screen.describe(control)) to be \(expected ? "selected" : "not selected"), found it \(control.isSelected ? "selected" : "not selected")")
            }
        case .assertEnabled(let selector, let expected):
            let control = try finder.control(selector)
            guard control.isEnabled == expected else {
                throw StepFailure("expected \(screen.describe(control)) to be \(expected ? "enabled" : "disabled"), found it \(control.isEnabled ? "enabled" : "disabled")")
            }
        case .assertState(let id, let key, let value):
            try assertState(id: id, key: key, value: value)
        case .assertFrame(let id, let frame, let tolerance):
            try assertFrame(id: id, frame: frame, tolerance: tolerance)
        case .assertSnapshot(let name):
            try SnapshotAssertion(screen: screen, record: record).check(name: name, flowFile: step.location.file)
        case .runFlow(_, let steps):
            try run(steps, depth: depth + 1)
        case .repeatSteps(let times, let steps):
            for _ in 0..<times { try run(steps, depth: depth + 1) }
        case .setSize(let width, let height):
            screen.size = CGSize(width: width ?? screen.size.width, height: height ?? screen.size.height)
            screen.layoutIfNeeded()
        }
    }

    private func view(withID id: String) throws(StepFailure) -> View {
        screen.layoutIfNeeded()
        guard let view = screen.view(withID: id) else {
            var ids: [String] = []
            screen.forEachInSubtree { if let id = $0.id { ids.append(id) } }
            throw StepFailure("no view has id '\(id)'\(Suggestion.didYouMean(id, in: ids))")
        }
        return view
    }

    private func assertState(id: String, key: String, value: JSONValue) throws(StepFailure) {
        let view = try view(withID: id)
        guard let state = view.inspectableState else {
            throw StepFailure("\(screen.describe(view)) has no plugin state")
        }
        guard let actual = state.first(where: { $0.key == key })?.value.json else {
            throw StepFailure("\(screen.describe(view)) has no state '\(key)'; its state: " + state.map { "\($0.key): \($0.value.json.serialized())" }.joined(separator: ", "))
        }
        guard actual == value else {
            throw StepFailure("expected \(key) of \(screen.describe(view)) to be \(value.serialized()), found \(actual.serialized())")
        }
    }

    private func assertFrame(id: String, frame: CGRect, tolerance: CGFloat) throws(StepFailure) {
        let view = try view(withID: id)
        let actual = view.frame
        let expected = [frame.minX, frame.minY, frame.width, frame.height]
        let found = [actual.minX, actual.minY, actual.width, actual.height]
        guard zip(expected, found).allSatisfy({ abs($0 - $1) <= tolerance + 1e-9 }) else {
            let show = { (numbers: [CGFloat]) in "[" + numbers.map(\.trellisDescription).joined(separator: ", ") + "]" }
            let within = tolerance > 0 ? " (± \(tolerance.trellisDescription))" : ""
            throw StepFailure("expected the frame of \(screen.describe(view)) to be \(show(expected))\(within), found \(show(found))")
        }
    }
}

/// A step's failure message, before the runner locates it.
struct StepFailure: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
