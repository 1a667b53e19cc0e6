import Foundation
import Trellis

/// The apps workloads (Docs/navigation.md, "Speed and memory"): each a ratio of
/// two Trellis operations measured in turn in one run, so machine speed cancels:
/// - pushing a screen of `size` views ÷ building that screen from its parsed file (≤ 1.2);
/// - a tap whose route pushes an item's detail screen (a title, a line of text and a
///   delete button, as the example shop's) ÷ a tap no route takes, then building that
///   screen, timed as one operation (≤ 1.1); and, reported only, ÷ the two timed apart,
///   and the same pair for the smallest screen (one label);
/// - validating an app of 50 screens ÷ validating its 50 screen files (≤ 1.1);
/// - the resident memory after 10,000 push/back cycles ÷ after 100 (≤ 1.05).
enum AppWorkloads {
    /// The ratios of the last run, for the report: label, ratio, target (nil: reported only).
    nonisolated(unsafe) static var ratios: [(label: String, ratio: Double, target: Double?)] = []

    /// Writes the workloads' app into a new folder: `home` (two buttons that route, one
    /// that does not), `detail` (an item's detail, as the example shop's), `big` (a flow
    /// of `size` buttons with distinct titles), `small` (one label), and 50 more screens
    /// for validation.
    private static func writeApp(size: Int) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-app-\(getpid())-\(size)").path
        var files: [String: String] = [
            "home.xml": """
            <screen padding="16" spacing="8">
              <button id="go" title="Open the item" action="openItem" height="44"/>
              <button id="stay" title="Nothing routes this" action="stay" height="44"/>
              <button id="go-small" title="Open the small screen" action="openSmall" height="44"/>
            </screen>
            """,
            "detail.xml": """
            <screen padding="16" spacing="12">
              <label id="item-title" text="Item {id}" font-size="22" font-weight="bold"/>
              <label text="Hand made, ships in two days."/>
              <button id="delete" title="Delete item" action="askDelete" padding="0 12" height="44" text-color="#D70015"/>
            </screen>
            """,
            "small.xml": "<screen padding=\"16\">\n  <label text=\"Item {id}\"/>\n</screen>\n",
            "big.xml": String(decoding: Workloads.buttonScreen(buttons: size), as: UTF8.self),
        ]
        var screens = """
            <screen id="home" src="home.xml" title="Home">
              <on action="openItem" push="detail"><argument name="id" value="7"/></on>
              <on action="openSmall" push="small"><argument name="id" value="7"/></on>
            </screen>
            <screen id="detail" src="detail.xml" title="Item"><argument name="id" type="int"/></screen>
            <screen id="small" src="small.xml" title="Item"><argument name="id" type="int"/></screen>
            <screen id="big" src="big.xml" title="Big"/>

            """
        for index in 0..<50 {
            files[String(format: "screen-%02d.xml", index)] = String(decoding: Workloads.buttonScreen(buttons: 200 + index), as: UTF8.self)
            screens += "  <screen id=\"s\(index)\" src=\"\(String(format: "screen-%02d.xml", index))\" title=\"Screen \(index)\"/>\n"
        }
        files["app.xml"] = "<app start=\"home\">\n\(screens)</app>\n"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        } catch {
            printError("trellis-bench: cannot write the app to \(directory): \(error)")
            exit(73)
        }
        return directory
    }

    static func run(_ bench: Benchmark, size: Int, runs: Int?) {
        let directory = writeApp(size: size)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let parsedApp: ParsedApp
        let app: App
        let big: ParsedScreen
        let detail: ParsedScreen
        let small: ParsedScreen
        do {
            parsedApp = try AppLoader(registry: .standard).parse(contentsOfFile: directory + "/app.xml")
            app = try parsedApp.makeApp()
            big = try ScreenLoader(registry: .standard).parse(contentsOfFile: directory + "/big.xml")
            detail = try ScreenLoader(registry: .standard).parse(contentsOfFile: directory + "/detail.xml")
            small = try ScreenLoader(registry: .standard).parse(contentsOfFile: directory + "/small.xml")
        } catch {
            printError("trellis-bench: the app workload does not load: \(error)")
            exit(70)
        }
        // Back to home before each timed operation, untimed.
        let home = { while app.topStack.count > 1 { _ = try? app.back() } }

        bench.measurePair(
            .init(key: "apps.push", label: "push a screen of \(size) views (per screen)", setUp: home) {
                precondition((try? app.perform(.push("big"))) != nil)
            },
            .init(key: "apps.build", label: "build those views from the parsed file (per screen)", setUp: home) {
                precondition((try? big.makeScreen()) != nil)
            },
            size: size, items: 1, runs: runs)
        record("push ÷ build, \(size) views", "apps.push", over: ["apps.build"], size: size, bench: bench, target: 1.2)

        // The routed tap beside a tap no route takes followed by the build of the screen the
        // route pushes, timed as one operation: the sum the target names, its build run
        // after a tap as the routed tap's is, not right after an identical build. The
        // screen built is let go untimed, before the next operation, as the routed tap's
        // instance is (by the back that comes before the next tap). The detail screen is
        // the target's; the one label, the smallest screen a route could push, is reported
        // beside it.
        func measureRoutedTap(_ id: String, pushing parsed: ParsedScreen, of screen: String, key: String, target: Double?) {
            // What a routed tap's loop leaves before each of its taps: home, just back from
            // a push (the window's id index dropped by the move); the plain tap and the build
            // start from the same, so that the ratio counts only what routing adds and not
            // the warm caches of a build repeated in a tight loop.
            let pushedAndBack = {
                home()
                _ = try? app.perform(.push(screen), arguments: ["id": .int(7)])
                home()
            }
            var built: Screen?
            bench.measurePair(
                .init(key: "apps.tap.routed\(key)", label: "a tap whose route pushes the \(screen) screen", setUp: home) {
                    precondition((try? app.window.tap(id: id)) != nil)
                },
                .init(
                    key: "apps.tap.plainThenBuild\(key)", label: "a tap no route takes, then that screen's build",
                    setUp: {
                        built = nil
                        pushedAndBack()
                    }
                ) {
                    precondition((try? app.window.tap(id: "stay")) != nil)
                    built = try? parsed.makeScreen(arguments: ["id": .int(7)])
                    precondition(built != nil)
                },
                size: size, items: 1, runs: runs)
            record(
                "routed tap ÷ (plain tap, then build), \(screen)", "apps.tap.routed\(key)", over: ["apps.tap.plainThenBuild\(key)"], size: size,
                bench: bench, target: target)
            // The two parts timed apart, reported for comparison: the build's setUp has just
            // built the same screen, so its caches are warmer than inside any tap.
            bench.measure("apps.tap.plain\(key)", "a tap no route takes", size: size, items: 1, runs: runs, setUp: pushedAndBack) {
                precondition((try? app.window.tap(id: "stay")) != nil)
            }
            bench.measure(
                "apps.build\(key)", "build and lay out the \(screen) screen from its parsed file", size: size, items: 1, runs: runs, setUp: pushedAndBack
            ) {
                precondition((try? parsed.makeScreen(arguments: ["id": .int(7)])) != nil)
            }
            record(
                "routed tap ÷ (plain tap + build, timed apart), \(screen)", "apps.tap.routed\(key)",
                over: ["apps.tap.plain\(key)", "apps.build\(key)"], size: size, bench: bench, target: nil)
        }
        measureRoutedTap("go", pushing: detail, of: "detail", key: "", target: 1.1)
        measureRoutedTap("go-small", pushing: small, of: "small", key: ".small", target: nil)

        let loader = ScreenLoader(registry: .standard)
        let screenFiles = (0..<50).map { directory + "/" + String(format: "screen-%02d.xml", $0) }
        bench.measurePair(
            .init(key: "apps.validate", label: "validate an app of 50 screens") {
                precondition((try? AppLoader(registry: .standard).validate(contentsOfFile: directory + "/app.xml")) != nil)
            },
            .init(key: "apps.validate.files", label: "validate its 50 screen files") {
                for file in screenFiles { precondition((try? loader.validate(contentsOfFile: file)) != nil) }
            },
            size: size, items: 1, runs: runs)
        record("validate app ÷ its 50 files", "apps.validate", over: ["apps.validate.files"], size: size, bench: bench, target: 1.1)

        // Memory: push and pop a small screen; what 10,000 cycles leave beside 100.
        func cycles(_ count: Int) {
            for _ in 0..<count {
                _ = try? app.perform(.push("small"), arguments: ["id": .int(1)])
                _ = try? app.back()
            }
        }
        cycles(100)
        let after100 = residentMemory() ?? 0
        cycles(10_000)
        let after10000 = residentMemory() ?? 0
        let ratio = Double(after10000) / Double(max(1, after100))
        print(String(format: "memory after 10,000 push/back cycles: %.1f MB; after 100: %.1f MB", Double(after10000) / 1e6, Double(after100) / 1e6))
        ratios.append(("memory after 10,000 push/back cycles ÷ after 100", ratio, 1.05))
    }

    /// Adds the ratio of `key`'s fastest sample to the sum of `others`' fastest: on a
    /// shared machine the fastest run is the least disturbed one.
    private static func record(_ label: String, _ key: String, over others: [String], size: Int, bench: Benchmark, target: Double?) {
        guard let measured = bench.measurement(key, size: size)?.sorted.first else { return }
        let reference = others.compactMap { bench.measurement($0, size: size)?.sorted.first }.reduce(0, +)
        ratios.append((label, measured / max(reference, 1e-9), target))
    }

    /// Prints the ratios with their targets.
    static func printRatios() {
        guard !ratios.isEmpty else { return }
        print("\nApps (fastest run ÷ fastest run, in this run)")
        for (label, ratio, target) in ratios {
            let goal = target.map { String(format: "  (target ≤ %.2f×)", $0) } ?? "  (reported only)"
            print("  " + label.padding(toLength: 60, withPad: " ", startingAt: 0) + String(format: "%6.2f×", ratio) + goal)
        }
    }
}

/// The resident set size now, from `/proc/self/status` (`VmRSS`), in bytes.
func residentMemory() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
    }
    return nil
}
