import Foundation
import Trellis

extension StudioSession {
    /// Keeps the session a flow runs on, seen as its steps begin and finish.
    private final class SessionCapture: FlowRunObserver {
        var session: Session?

        func stepBegan(_ step: FlowStepEvent) {
            if session == nil { session = step.session }
        }

        func stepFinished(_ step: FlowStepEvent, result: inout StepResult) {
            session = step.session
        }
    }

    /// Loads the flow and runs its steps with the flow runner, as `trellis test` does
    /// (Docs/flows.md), keeping its session; false when the flow or its screen has
    /// errors. A flow with no steps shows its screen as loaded at the header's size.
    func buildFlow(_ path: String) -> Bool {
        flowText = (try? String(contentsOfFile: path, encoding: .utf8))
        var flow: Flow
        do {
            flow = try FlowLoader(registry: registry).load(contentsOfFile: path)
        } catch {
            dependencies = Set([StudioProject.realPath(path)].compactMap { $0 })
            errors = error.description.split(separator: "\n").map(String.init)
            return false
        }
        if let width { flow.width = width }
        if let height { flow.height = height }
        let screenFile = flow.screenPath ?? path
        screenPath = screenFile
        isApp = flow.isApp
        dependencies = Set([path, screenFile].compactMap(StudioProject.realPath))
        let capture = SessionCapture()
        let result = FlowRunner(registry: registry).run(flow, observers: [capture])
        var built = capture.session
        if built == nil, result.failure == nil {
            built = try? ScreenFiles.session(screenFile, registry: registry, configuration: ScreenConfiguration(width: flow.width, height: flow.height))
        }
        guard let built else {
            errors = (result.failure?.description ?? "\(path): error: the flow's screen could not be loaded").split(separator: "\n").map(String.init)
            return false
        }
        built.screen.layoutIfNeeded()
        session = built
        log = TapLog()
        statuses = flow.steps.map { step in
            let ran = result.steps.first { $0.depth == 0 && $0.location == step.location }
            var status = StepStatus(step: step.description, line: step.location.line, status: "not-run", error: nil)
            if let ran {
                status.status = ran.passed ? "passed" : "failed"
                if !ran.passed { status.error = result.failure?.description }
            }
            return status
        }
        if let failure = result.failure, !statuses.contains(where: { $0.status == "failed" }) {
            statuses.append(StepStatus(step: failure.step, line: failure.location.line, status: "failed", error: failure.description))
        }
        flowStepCount = statuses.count
        return true
    }
}
