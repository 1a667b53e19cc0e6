import Foundation
import Testing
import Trellis

/// Many screens driven at once (Docs/events.md, "Screens and threads": a screen and its views live in one isolation
/// domain, so many screens can be driven in parallel tests): each task loads its own
/// screen, taps, lays out and prints JSON, while the registry, the screen loader and the
/// flow runner are shared. Every parallel result must equal the one computed alone, and
/// the thread sanitizer (`.ci/sanitizers`) watches for races.
struct ParallelScreensTests {
    static let examples = FlowFixture.packageRoot.appendingPathComponent("Examples")

    static let screens: [String] = ["checkin.xml", "company-tags.xml", "duplicate-tags.xml", "feedback-grid.xml", "weekdays.xml"]
        .map { examples.appendingPathComponent($0).path }

    /// Points tapped on every screen, in screen coordinates: a 4 × 6 grid across the
    /// default 375 × 667 screen, so each screen sees taps on tags, cells and empty space.
    static let taps: [CGPoint] = (0..<6).flatMap { row in
        (0..<4).map { column in CGPoint(x: 40 + 90 * column, y: 60 + 100 * row) }
    }

    /// Loads `path` with `loader`, taps every point in ``taps``, and returns the tree and
    /// the hit views as one JSON text.
    static func drive(_ path: String, with loader: ScreenLoader) throws -> String {
        let screen = try loader.load(contentsOfFile: path)
        var hits: [JSONValue] = []
        for point in taps {
            let report = screen.tap(at: point)
            hits.append(report.hitView.map { .string($0.debugName) } ?? .null)
        }
        screen.size = CGSize(width: 320, height: 568)
        screen.layoutIfNeeded()
        return JSONValue.object([("root", ViewSnapshot(screen).json), ("hits", .array(hits))]).serialized()
    }

    @Test func screensDrivenInParallelMatchTheSerialResults() async throws {
        let loaders = [ScreenLoader(registry: .standard), ScreenLoader(registry: .standard, textMetrics: "fonts")]
        var expected: [String: String] = [:]
        for (index, loader) in loaders.enumerated() {
            for path in Self.screens { expected["\(index) \(path)"] = try Self.drive(path, with: loader) }
        }
        // The fonts metrics measure Latin text differently from the test metrics, so the
        // two loaders give different trees for some screens: both code paths run.
        #expect(Self.screens.contains { expected["0 \($0)"] != expected["1 \($0)"] })
        let jobs = (0..<40).map { ($0 % loaders.count, Self.screens[$0 % Self.screens.count]) }
        let results = try await withThrowingTaskGroup(of: (String, String).self) { group in
            for (index, path) in jobs {
                let loader = loaders[index]
                group.addTask { ("\(index) \(path)", try Self.drive(path, with: loader)) }
            }
            var results: [(String, String)] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results.count == jobs.count)
        for (key, json) in results {
            #expect(json == expected[key], "\(key) differs when run in parallel")
        }
    }

    @Test func flowsRunInParallelWithOneRunner() async throws {
        let flows = try FlowLoader(registry: .standard).load(
            files: [Self.examples.appendingPathComponent("flows").path + "/"]
                .flatMap { directory in
                    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
                        .map { directory + $0 }
                })
        // Twelve files; sign-in-users.yaml is two tests, one per row of its CSV.
        #expect(flows.count == 13)
        let runner = FlowRunner(registry: .standard)
        let outcomes = await withTaskGroup(of: (String, Bool, Int).self) { group in
            for round in 0..<4 {
                for flow in flows {
                    group.addTask {
                        let result = runner.run(flow)
                        return ("\(round) \(flow.path)", result.passed, result.steps.count)
                    }
                }
            }
            var outcomes: [(String, Bool, Int)] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        #expect(outcomes.count == 4 * flows.count)
        for (name, passed, steps) in outcomes {
            #expect(passed, "\(name) failed when run in parallel")
            #expect(steps > 0, "\(name) ran no steps")
        }
    }
}
