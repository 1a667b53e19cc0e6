import Foundation
import Trellis

/// `trellis-bench`: release-mode figures for layout, loading, JSON output, hit-testing,
/// taps and memory, each beside a C loop measured in the same run. Build and run it with
/// `swift run -c release trellis-bench`; see ``usage`` for the options.
let usage = """
    usage: trellis-bench [--quick [--record-baseline] [--baseline FILE]] [--only GROUPS]
                         [--sizes N,N,…] [--runs N] [--alone] [--json FILE] [--markdown]
           trellis-bench --frames flow|grid N
           trellis-bench --screen N
           trellis-bench --realistic-screen N
           trellis-bench --flow-files N DIR
           trellis-bench --memory N

      (no option)        every workload at 1,000 / 10,000 / 100,000 (and 1,000,000 for flow
                         and grid) items, 7 runs each (3 at 1,000,000)
      --quick            1,000 and 10,000 items, then the regression check: exits 1 naming
                         each workload whose ratio to its C loop (fastest run ÷ fastest run)
                         is more than 3× the one recorded in the baseline file
      --record-baseline  with --quick: run the quick workloads three times, each in a
                         process of its own, and write the median of each ratio to the
                         baseline file instead
      --baseline FILE    the baseline file (default Benchmarks/baseline.json)
      --only GROUPS      comma-separated: flow, grid, checkin, collapsible, load, json (the JSON,
                         text dump and SVG of the loaded screen), validate, hittest, canvas,
                         scroll (a scroll view of 100,000 rows; 10,000 with --quick), typing, memory,
                         fonts, audit (the accessibility audit beside the load), flows
                         (flow files of 20 steps on one screen, run in this process;
                         1,000 files, 100 in the quick run), images (a screen of PNG and JPEG
                         images, headers read), apps (navigation), time (the
                         virtual clock: 60 s of a spinner, a timer and 100 animating
                         collapsibles; its allocations once warm), parameters
                         (checking 1,000 flows with variables, a condition and 5
                         data rows ÷ the same tests written out; 200 in the quick run),
                         repeat (the example flows with --repeat 2 ÷ run once; run from
                         the repository's root), sweep (trellis sweep over 168
                         configurations of a 200-view screen, wall time; needs the
                         trellis executable built beside trellis-bench)
      --sizes N,N,…      the sizes to run every chosen group at
      --runs N           timed runs per workload
      --alone            time the loads of the load group by themselves, without the
                         libxml2 walk measured beside them: for a script that times the C
                         program in a process of its own (Benchmarks/run-peers); freeing
                         the walk's document leaves small blocks that malloc consolidates
                         at the next large allocation, inside the load timed next
      --json FILE        write every measurement (samples in ns) and ratio to FILE
      --markdown         print the table again as Markdown at the end
      --frames KIND N    print the frames of the KIND workload's N items, one
                         "x y width height" line each (container coordinates, points)
      --screen N         print the N-button load screen's XML
      --realistic-screen N  print the N-button realistic screen's XML
      --flow-files N DIR write the flows workload's screen (DIR/screen.xml) and N flow
                         files of 20 steps against it into DIR, for `trellis test`
      --memory N         load the N-button screen in this process and print
                         "memory N BASELINE PEAK" (peak resident bytes before and after)
      --output-memory N  load the N-button realistic screen, then write its JSON
                         document to /dev/null, and print "output-memory N BASELINE
                         LAID-OUT WRITTEN" (peak resident bytes at each point)
    """

struct Options {
    var quick = false
    var recordBaseline = false
    var baselinePath = "Benchmarks/baseline.json"
    var only: Set<String>?
    var sizes: [Int]?
    var runs: Int?
    var jsonPath: String?
    var markdown = false
    var alone = false

    static let groups: Set<String> = [
        "flow", "grid", "checkin", "collapsible", "load", "json", "validate", "hittest", "canvas", "scroll", "typing", "memory", "fonts", "audit", "flows",
        "images", "apps", "time", "parameters", "repeat", "realistic", "sweep",
    ]

    func includes(_ group: String) -> Bool { only?.contains(group) ?? (group != "fonts" || !quick) }
}

func usageError(_ message: String) -> Never {
    printError("trellis-bench: \(message)\n\(usage)")
    exit(64)
}

func count(_ text: String?, option: String) -> Int {
    guard let text, let value = Int(text.replacingOccurrences(of: "_", with: "")), value > 0 else {
        usageError("\(option) needs a positive whole number, got '\(text ?? "nothing")'")
    }
    return value
}

var options = Options()
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--quick": options.quick = true
    case "--record-baseline": options.recordBaseline = true
    case "--markdown": options.markdown = true
    case "--alone": options.alone = true
    case "--baseline":
        guard let path = arguments.next() else { usageError("--baseline needs a file") }
        options.baselinePath = path
    case "--json":
        guard let path = arguments.next() else { usageError("--json needs a file") }
        options.jsonPath = path
    case "--runs": options.runs = count(arguments.next(), option: "--runs")
    case "--only":
        let groups = Set((arguments.next() ?? "").split(separator: ",").map(String.init))
        if groups.isEmpty || !groups.isSubset(of: Options.groups) {
            usageError("--only takes groups from \(Options.groups.sorted().joined(separator: ", "))")
        }
        options.only = groups
    case "--sizes":
        options.sizes = (arguments.next() ?? "").split(separator: ",").map { count(String($0), option: "--sizes") }
        if options.sizes?.isEmpty ?? true { usageError("--sizes needs sizes, e.g. 1000,100000") }
    case "--memory": MemoryWorkload.runChild(count: count(arguments.next(), option: "--memory"))
    case "--output-memory": OutputMemoryWorkload.runChild(count: count(arguments.next(), option: "--output-memory"))
    case "--realistic-screen":
        RealisticScreen.write(buttons: count(arguments.next(), option: "--realistic-screen")) { FileHandle.standardOutput.write(Data($0.utf8)) }
        exit(0)
    case "--screen":
        Workloads.buttonScreen(buttons: count(arguments.next(), option: "--screen")) { FileHandle.standardOutput.write(Data($0.utf8)) }
        exit(0)
    case "--flow-files":
        let size = count(arguments.next(), option: "--flow-files")
        guard let directory = arguments.next() else { usageError("--flow-files needs a directory after the count") }
        FlowWorkloads.write(count: size, to: directory)
        exit(0)
    case "--frames":
        let kind = arguments.next() ?? ""
        let size = count(arguments.next(), option: "--frames \(kind)")
        exit(Frames.print(kind: kind, size: size))
    case "--help", "-h":
        print(usage)
        exit(0)
    default: usageError("unknown option '\(argument)'")
    }
}
if options.recordBaseline && !options.quick { usageError("--record-baseline records the quick run: add --quick") }
if options.alone && options.quick { usageError("--alone leaves out the C walk the quick check compares loading with") }

@MainActor func sizes(_ full: [Int], quick: [Int]) -> [Int] { options.sizes ?? (options.quick ? quick : full) }
/// Fewer runs for a million items, unless the runs were given.
@MainActor func runs(for size: Int) -> Int? { options.runs ?? (size >= 1_000_000 ? 3 : nil) }
let standard = [1_000, 10_000, 100_000]
let small = [1_000, 10_000]

/// Runs every chosen workload once, printing the table; returns the measurements.
@MainActor func runWorkloads() -> [Measurement] {
    let bench = Benchmark(runs: options.runs ?? 7, minimumSampleNanoseconds: options.quick ? 2e6 : 5e6)
    print(
        "Trellis benchmarks (\(options.quick ? "quick" : "full"), release build; runs: \(bench.runs) after a warm-up, "
            + "thread CPU time)")
    print(Benchmark.header)
    if options.includes("flow") {
        for size in sizes(standard + [1_000_000], quick: small) { TrellisWorkloads.flowWithBaseline(bench, size: size, runs: runs(for: size)) }
    }
    if options.includes("grid") {
        for size in sizes(standard + [1_000_000], quick: small) { TrellisWorkloads.gridWithBaseline(bench, size: size, runs: runs(for: size)) }
    }
    if options.includes("checkin") {
        for size in sizes(standard, quick: small) {
            TrellisWorkloads.layout(bench, key: "checkin", label: "check-in", container: Workloads.checkIn, size: size, runs: runs(for: size))
        }
    }
    if options.includes("collapsible") {
        for size in sizes(standard, quick: small) {
            TrellisWorkloads.layout(bench, key: "collapsed", label: "collapsible, collapsed", container: Workloads.collapsed, size: size, runs: runs(for: size))
            TrellisWorkloads.layout(bench, key: "expanded", label: "collapsible, expanded", container: Workloads.expanded, size: size, runs: runs(for: size))
        }
    }
    if options.includes("load") {
        for size in sizes(standard, quick: small) { TrellisWorkloads.load(bench, size: size, runs: runs(for: size), alone: options.alone) }
    }
    if options.includes("json") {
        for size in sizes(standard, quick: small) { TrellisWorkloads.output(bench, size: size, runs: runs(for: size)) }
    }
    if options.includes("images") {
        for size in sizes([1_000, 10_000], quick: [1_000]) { ImageWorkloads.load(bench, size: size, runs: runs(for: size)) }
    }
    if options.includes("validate") {
        for size in sizes(standard, quick: small) { TrellisWorkloads.validate(bench, size: size, runs: runs(for: size)) }
    }
    if options.includes("hittest") {
        for size in sizes(standard, quick: small) {
            // Fewer points and taps on the largest trees, where a linear scan costs milliseconds.
            let points = size >= 100_000 ? 100 : 1_000
            let taps = size >= 100_000 ? 50 : options.quick ? 100 : 200
            TrellisWorkloads.hitTestsAndTaps(bench, size: size, points: points, taps: taps, runs: runs(for: size))
        }
    }
    if options.includes("canvas") {
        for size in sizes([10_000], quick: [1_000]) {
            TrellisWorkloads.absoluteCanvas(bench, size: size, points: options.quick ? 200 : 1_000, runs: runs(for: size))
        }
    }
    if options.includes("scroll") {
        for size in sizes([100_000], quick: [10_000]) { ScrollWorkloads.run(bench, rows: size, runs: runs(for: size)) }
    }
    if options.includes("typing") {
        // Per character on a 10,000-view screen, quick or not; the field that sizes to its
        // text types 1,000 characters a run in the quick check (its stack reads 10,000 rows
        // again per character), 10,000 otherwise.
        for size in sizes([10_000], quick: [10_000]) {
            TypingWorkload.run(bench, size: size, characters: 10_000, fittingCharacters: options.quick ? 1_000 : 10_000, runs: options.runs ?? 3)
        }
    }
    if options.includes("memory") {
        for size in sizes([100_000], quick: [10_000]) {
            MemoryWorkload.measure(bench, count: size, runs: options.runs.map { min($0, 3) } ?? (options.quick ? 1 : 3))
        }
    }
    if options.includes("audit") {
        for size in sizes(standard, quick: small) { AuditWorkload.run(bench, size: size, runs: runs(for: size)) }
    }
    if options.includes("realistic") {
        for size in sizes([10_000, 100_000], quick: [10_000]) {
            RealisticWorkloads.run(bench, size: size, runs: runs(for: size))
            OutputMemoryWorkload.measure(bench, count: size)
        }
    }
    if options.includes("flows") {
        for size in sizes([1_000], quick: [100]) { FlowWorkloads.run(bench, count: size, runs: runs(for: size)) }
    }
    if options.includes("parameters") {
        for size in sizes([1_000], quick: [200]) { ParameterWorkloads.run(bench, count: size, runs: runs(for: size)) }
    }
    if options.includes("apps") {
        for size in sizes([1_000], quick: [1_000]) { AppWorkloads.run(bench, size: size, runs: runs(for: size)) }
    }
    if options.includes("time") {
        TimeWorkloads.run(bench, runs: options.runs ?? (options.quick ? 3 : 7))
    }
    if options.includes("repeat") {
        RepeatWorkload.run(bench, runs: options.runs ?? (options.quick ? 3 : 7))
    }
    if options.includes("sweep") {
        SweepWorkload.run(runs: options.runs ?? (options.quick ? 1 : 3))
    }
    if options.includes("fonts") {
        FontWorkloads.run(bench, scale: options.quick ? 10 : 1)
    }
    return bench.measurements
}

if options.recordBaseline {
    // A baseline is the median of three passes, so one disturbed pass does not set it;
    // each pass is a process of its own, as a check is.
    let arguments = Array(CommandLine.arguments.dropFirst())
    let passes = (0..<RegressionBaseline.recordingPasses).compactMap { _ in RegressionBaseline.passInChildProcess(arguments: arguments) }
    guard passes.count == RegressionBaseline.recordingPasses else { exit(70) }
    exit(RegressionBaseline.record(passes, to: options.baselinePath))
}

let report = Report(measurements: runWorkloads())
report.printRatios()
AppWorkloads.printRatios()
ParameterWorkloads.printRatios()
RepeatWorkload.printRatios()
TimeWorkloads.printFigures()
SweepWorkload.printFigures()
if options.markdown { print("\n" + report.markdown()) }
if let path = options.jsonPath {
    do {
        try report.json(mode: options.quick ? "quick" : "full").write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        printError("trellis-bench: cannot write \(path): \(error)")
        exit(73)
    }
}
if options.quick {
    exit(RegressionBaseline.check(report, against: options.baselinePath))
}
