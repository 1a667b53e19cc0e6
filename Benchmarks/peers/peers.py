"""Trellis beside Taffy (stretchable), Yoga (poga) and the C loops; run by Benchmarks/run-peers.

Reads the Trellis frames (`trellis-bench --frames flow|grid N`), lays the same fixed-size
boxes out with each peer, checks that every frame equals Trellis's, times the peers'
warm layout, reads Trellis's samples from `trellis-bench --json`, runs the C program, and
prints one Markdown table of Trellis/peer ratios (median of sample pairs) against the
targets of issue 8, each marked met or not met. Exit status: 0 whether or not targets
are met, 1 when a peer's frames differ from Trellis's, 64 for bad usage.
"""

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def read_frames(path):
    """The header fields and the (x, y, width, height) rows of a --frames file."""
    with open(path) as file:
        header = file.readline().split()
        fields = {header[i]: header[i + 1] for i in range(3, len(header) - 1, 2)}
        rows = [tuple(float(v) for v in line.split()) for line in file if line.strip()]
    fields["kind"], fields["count"] = header[1], int(header[2])
    return fields, rows


def check_frames(peer, expected, actual):
    """Exits 1 naming the first item whose frame differs by more than 1e-6 (Docs/layouts.md)."""
    if len(expected) != len(actual):
        print(f"peers: {peer} placed {len(actual)} items, Trellis {len(expected)}", file=sys.stderr)
        sys.exit(1)
    for index, (want, got) in enumerate(zip(expected, actual)):
        if any(abs(a - b) > 1e-6 for a, b in zip(want, got)):
            print(f"peers: {peer} item {index} has frame {got}, Trellis has {want}", file=sys.stderr)
            sys.exit(1)
    print(f"peers: {peer}: all {len(expected)} frames equal Trellis's", file=sys.stderr)


def time_samples(runs, prepare, body):
    """`runs` samples in ns of `body()` after one warm-up, each after an untimed `prepare()`.
    Time is the thread's CPU time, as trellis-bench and the C program measure it."""
    samples = []
    for run in range(runs + 1):
        prepare()
        start = time.thread_time_ns()
        body()
        elapsed = time.thread_time_ns() - start
        if run > 0:
            samples.append(float(elapsed))
    return samples


class Taffy:
    def __init__(self):
        import stretchable
        from stretchable import style as s
        from stretchable.context import taffy
        import stretchable.taffylib as lib

        self.s, self.lib, self.taffy = s, lib, taffy
        self.taffy.use_rounding = False
        self.lib.disable_rounding(self.taffy._ptr)
        self.version = getattr(stretchable, "__version__", "?")

    def _layout(self, node):
        layout = self.lib.PyLayout()
        self.lib.node_get_layout(self.taffy._ptr, node, layout)
        return (layout.x, layout.y, layout.width, layout.height)

    def _build(self, root_style, child_styles):
        ptr = self.taffy._ptr
        cache = {}
        root = self.lib.node_create(ptr, root_style.to_dict())
        children = []
        for style in child_styles:
            key = id(style)
            if key not in cache:
                cache[key] = style.to_dict()
            child = self.lib.node_create(ptr, cache[key])
            self.lib.node_add_child(ptr, root, child)
            children.append(child)
        return root, children

    def _run(self, root, children, width, runs):
        ptr = self.taffy._ptr
        from stretchable.style.geometry.size import SizeAvailableSpace
        space = SizeAvailableSpace.default().to_dict()
        compute = lambda: self.lib.node_compute_layout(ptr, root, space)
        samples = time_samples(runs, lambda: self.lib.node_mark_dirty(ptr, root), compute)
        frames = [self._layout(child) for child in children]
        return samples, frames

    def flow(self, fields, rows, runs):
        s = self.s
        width = float(fields["width"])
        root_style = s.Style(
            display=s.Display.FLEX, flex_direction=s.FlexDirection.ROW, flex_wrap=s.FlexWrap.WRAP,
            align_items=s.AlignItems.FLEX_START, align_content=s.AlignContent.FLEX_START,
            gap=(float(fields["line-spacing"]) * s.PT, float(fields["spacing"]) * s.PT),
            size=(width * s.PT, s.AUTO),
        )
        styles = {}
        child_styles = []
        for (_, _, w, h) in rows:
            if (w, h) not in styles:
                styles[(w, h)] = s.Style(size=(w * s.PT, h * s.PT), flex_shrink=0, flex_grow=0)
            child_styles.append(styles[(w, h)])
        root, children = self._build(root_style, child_styles)
        return self._run(root, children, width, runs)

    def grid(self, fields, rows, runs):
        s = self.s
        width = float(fields["width"])
        columns = int(fields["columns"])
        spacing = float(fields["spacing"])
        row = s.GridTrackSize.points(float(fields["cell-height"]))
        root_style = s.Style(
            display=s.Display.GRID, gap=spacing * s.PT, size=(width * s.PT, s.AUTO),
            grid_template_columns=[s.GridTrackSize.from_any("1fr")] * columns,
            # stretchable's default template has one auto row; the first row must be a cell too.
            grid_template_rows=[row], grid_auto_rows=[row],
        )
        child = s.Style()
        root, children = self._build(root_style, [child] * len(rows))
        return self._run(root, children, width, runs)


class Yoga:
    """Yoga through poga's C API. This Yoga has no `gap`, so the gaps are margins: every
    item has a right margin of `spacing` and a bottom margin of `line-spacing` in a
    container `spacing` wider, which places items exactly where the flow rule does."""

    def __init__(self):
        from poga import libpoga_capi as y

        self.y = y
        self.version = y.poga_version_string() if hasattr(y, "poga_version_string") else "?"

    def flow(self, fields, rows, runs):
        y = self.y
        width = float(fields["width"])
        spacing, line_spacing = float(fields["spacing"]), float(fields["line-spacing"])
        config = y.YGConfigNew()
        y.YGConfigSetPointScaleFactor(config, 0)
        root = y.YGNodeNewWithConfig(config)
        y.YGNodeStyleSetFlexDirection(root, y.YGFlexDirection.Row)
        y.YGNodeStyleSetFlexWrap(root, y.YGWrap.Wrap)
        y.YGNodeStyleSetAlignItems(root, y.YGAlign.FlexStart)
        y.YGNodeStyleSetAlignContent(root, y.YGAlign.FlexStart)
        y.YGNodeStyleSetWidth(root, width + spacing)
        children = []
        for index, (_, _, w, h) in enumerate(rows):
            child = y.YGNodeNewWithConfig(config)
            y.YGNodeStyleSetWidth(child, w)
            y.YGNodeStyleSetHeight(child, h)
            y.YGNodeStyleSetFlexShrink(child, 0)
            y.YGNodeStyleSetMargin(child, y.YGEdge.Right, spacing)
            y.YGNodeStyleSetMargin(child, y.YGEdge.Bottom, line_spacing)
            y.YGNodeInsertChild(root, child, index)
            children.append(child)

        def dirty():
            # Yoga lets only measured leaves be marked dirty; a style change dirties the root.
            y.YGNodeStyleSetWidth(root, width + spacing + 1)
            y.YGNodeStyleSetWidth(root, width + spacing)

        compute = lambda: y.YGNodeCalculateLayout(root, float("nan"), float("nan"), y.YGDirection.LTR)
        samples = time_samples(runs, dirty, compute)
        frames = [(y.YGNodeLayoutGetLeft(c), y.YGNodeLayoutGetTop(c), y.YGNodeLayoutGetWidth(c), y.YGNodeLayoutGetHeight(c)) for c in children]
        y.YGNodeFreeRecursive(root)
        return samples, frames


def trellis_samples(results, key, size):
    """Trellis's samples for `key@size`, per item (ns; bytes for memory)."""
    for row in results["measurements"]:
        if row["key"] == key and row["size"] == size:
            return [sample / max(1, row["items"]) for sample in row["samples"]]
    print(f"peers: the Trellis results have no {key}@{size}", file=sys.stderr)
    sys.exit(1)


def paired(a, b):
    """The median of a[i] / b[i] over the pairs both have."""
    return statistics.median(x / y for x, y in zip(a, b))


def process_pairs(c_command, bench_arguments, key, size, runs, result, bench_runs=1):
    """`runs` pairs of samples (ns per item) of the C program and of Trellis doing the same
    work, each pair taken back to back in two fresh processes, C first: `c_command` (the C
    program, which times one sample after a warm-up), then `trellis-bench` with
    `bench_arguments` and `--runs BENCH_RUNS --json RESULT`, read for `key@size` (the
    median of its runs: a layout pass's first runs in a fresh process also pay for the
    memory its arrays are first given). Time on a shared machine drifts by a third
    between minutes, and between seconds too, so only samples taken side by side make a
    ratio that measures the two programs rather than the drift."""
    c, trellis = [], []
    for _ in range(runs):
        output = json.loads(subprocess.run(c_command, check=True, capture_output=True, text=True).stdout)
        c += [sample / max(1, output["items"]) for sample in output["samples"]]
        subprocess.run(bench_arguments + ["--runs", str(bench_runs), "--json", result], check=True, stdout=subprocess.DEVNULL)
        trellis.append(statistics.median(trellis_samples(json.load(open(result)), key, size)))
    return c, trellis


def process_times(command, runs):
    """Wall times and CPU times (user + system) in ns of `runs` runs of `command` after one
    warm-up. On a shared machine the CPU time shows what the wall time loses to others."""
    wall, cpu = [], []
    for _ in range(runs + 1):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter_ns()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        wall.append(float(time.perf_counter_ns() - start))
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append((after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1e9)
    return wall[1:], cpu[1:]


def whole_process_pairs(mine, theirs, runs):
    """Wall times in ns of `runs` pairs of whole processes after one warm-up pair: `theirs`,
    then `mine`, back to back, so that each pair's ratio sees the same machine."""
    a, b = [], []
    for _ in range(runs + 1):
        b.append(one_wall_time(theirs))
        a.append(one_wall_time(mine))
    return a[1:], b[1:]


def one_wall_time(command):
    """The wall time in ns of one run of `command`, its output discarded."""
    start = time.perf_counter_ns()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return float(time.perf_counter_ns() - start)


def fmt_ns(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.1f} ns"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trellis-results", required=True)
    parser.add_argument("--flow-frames", required=True)
    parser.add_argument("--grid-frames", required=True)
    parser.add_argument("--yoga-frames", help="flow frames for Yoga (a smaller size: Yoga grows quadratically)")
    parser.add_argument("--screen", required=True, help="the load workload's screen file")
    parser.add_argument("--cbaseline", required=True)
    parser.add_argument("--trellis", required=True, help="the release `trellis` binary")
    parser.add_argument("--trellis-bench", required=True, help="the release `trellis-bench` binary")
    parser.add_argument("--buttons", type=int, default=100000, help="the buttons in --screen")
    parser.add_argument("--work", default=".build/peers", help="where to write intermediate results")
    parser.add_argument("--seed-screen", default="Examples/weekdays.xml")
    parser.add_argument("--hello", help="a release-built Swift program that imports Foundation and prints one line")
    parser.add_argument("--flows", help="a directory of flow files and their screen (`trellis-bench --flow-files`)")
    parser.add_argument("--flow-count", type=int, default=1000, help="the flow files in --flows")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--skip", action="append", default=[], help="a peer to skip: taffy or yoga")
    args = parser.parse_args()

    results = json.load(open(args.trellis_results))
    flow_fields, flow_rows = read_frames(args.flow_frames)
    grid_fields, grid_rows = read_frames(args.grid_frames)
    n_flow, n_grid = flow_fields["count"], grid_fields["count"]

    rows = []  # (target, Trellis, peer, ratio text, goal text, met or None)

    def add(target, trellis, peer, ratio, goal, met):
        rows.append((target, trellis, peer, ratio, goal, met))

    flow_warm = trellis_samples(results, "flow.warm", n_flow)
    flow_cold = trellis_samples(results, "flow.cold", n_flow)
    grid_warm = trellis_samples(results, "grid.warm", n_grid)

    # The C loops are paired with Trellis as the load is: one C process, then one
    # `trellis-bench` process, at least 11 times.
    pairs = max(11, args.runs)
    result = f"{args.work}/trellis-pair.json"
    c_flow, flow_warm_paired = process_pairs(
        [args.cbaseline, "flow", args.flow_frames, "1"], [args.trellis_bench, "--only", "flow", "--sizes", str(n_flow)],
        "flow.warm", n_flow, pairs, result, bench_runs=5)
    c_grid, grid_warm_paired = process_pairs(
        [args.cbaseline, "grid", args.grid_frames, "1"], [args.trellis_bench, "--only", "grid", "--sizes", str(n_grid)],
        "grid.warm", n_grid, pairs, result, bench_runs=5)

    taffy_flow = taffy_grid = None
    if "taffy" not in args.skip:
        taffy = Taffy()
        samples, frames = taffy.flow(flow_fields, flow_rows, args.runs)
        check_frames("Taffy flex-wrap", flow_rows, frames)
        taffy_flow = [s / n_flow for s in samples]
        grid_runs = max(3, args.runs // 2)
        samples, frames = taffy.grid(grid_fields, grid_rows, grid_runs)
        check_frames("Taffy grid", grid_rows, frames)
        taffy_grid = [s / n_grid for s in samples]

    def ratio_row(target, mine, theirs, goal_text, limit, name):
        if theirs is None:
            add(target, fmt_ns(statistics.median(mine)), f"{name} skipped", "", goal_text, None)
            return
        ratio = paired(mine, theirs)
        add(target, fmt_ns(statistics.median(mine)), f"{fmt_ns(statistics.median(theirs))} ({name})",
            f"{ratio:.3g}", goal_text, ratio <= limit)

    n = f"{n_flow:,}"
    ratio_row(f"flow, warm, {n} tags, per item", flow_warm, taffy_flow, "≤ 0.1 (10× faster)", 0.1, "Taffy flex-wrap")
    ratio_row(f"flow, warm, {n} tags, per item", flow_warm_paired, c_flow, "≤ 10", 10, "C loop")
    ratio_row(f"flow, cold, {n} tags, vs Taffy warm", flow_cold, taffy_flow, "< 1", 1 - 1e-12, "Taffy flex-wrap")
    g = f"{n_grid:,}"
    ratio_row(f"grid, warm, {g} cells, per item", grid_warm, taffy_grid, "≤ 0.01 (100× faster)", 0.01, "Taffy grid")
    ratio_row(f"grid, warm, {g} cells, per item", grid_warm_paired, c_grid, "≤ 10", 10, "C loop")

    # At least 21 pairs: each process lands on memory of its own and the machine's speed
    # drifts, which puts one pair's ratio anywhere between about half and twice the
    # median; the median of 21 pairs moves far less than that of a few.
    # Each process times its own program only: `--alone` leaves out the C walk that
    # `trellis-bench` otherwise times beside each load.
    c_xml, load = process_pairs(
        [args.cbaseline, "xml", args.screen, "1"], [args.trellis_bench, "--only", "load", "--alone", "--sizes", str(args.buttons)],
        "load", args.buttons, max(21, args.runs), f"{args.work}/trellis-load.json")
    ratio_row(f"load {args.buttons:,}-button screen, laid out", load, c_xml, "≤ 1.5", 1.5, "C libxml2 walk")

    hit_small = trellis_samples(results, "hittest.flow", 1000)
    hit_large = trellis_samples(results, "hittest.flow", 100000)
    median_hit = statistics.median(hit_large)
    add("hit-test, 100,000-child flow, median", fmt_ns(median_hit), "", "", "< 1 µs", median_hit < 1000)
    growth = statistics.median(hit_large) / statistics.median(hit_small)
    add("hit-test growth, 1,000 → 100,000 children", f"{fmt_ns(statistics.median(hit_small))} → {fmt_ns(median_hit)}",
        "", f"{growth:.3g}", "≤ 3", growth <= 3)

    memory = statistics.median(trellis_samples(results, "memory", 100000))
    add("memory per button view, 100,000 buttons", f"{memory:.0f} B", "", "", "≤ 600 B", memory <= 600)

    wall, cpu = process_times([args.trellis, "run", args.seed_screen, "--format", "json"], 20)
    median_run = statistics.median(wall)
    add(f"`trellis run {args.seed_screen}`, whole process, wall", f"{fmt_ns(median_run)} (CPU {fmt_ns(statistics.median(cpu))})",
        "", "", "< 30 ms", median_run < 30e6)

    # Whole processes, wall time: each Trellis command beside the C program reading,
    # parsing and walking the same file once (`cbaseline walk`), and the start-up beside
    # a release-built Swift program that imports Foundation and prints one line.
    walk = [args.cbaseline, "walk", args.screen]
    screen_pairs = max(11, args.runs)
    for target, command, goal, limit in [
        ("`trellis run --format json`", [args.trellis, "run", args.screen, "--format", "json"], "≤ 2", 2),
        ("`trellis run` (text dump)", [args.trellis, "run", args.screen], "≤ 1.5", 1.5),
        ("`trellis render` (SVG)", [args.trellis, "render", args.screen], "≤ 3", 3),
    ]:
        mine, theirs = whole_process_pairs(command, walk, screen_pairs)
        ratio_row(f"{target}, {args.buttons:,}-button screen, whole process, wall", mine, theirs, goal, limit,
                  "C libxml2 read, parse and walk")
    if args.hello:
        mine, theirs = whole_process_pairs([args.trellis, "run", args.seed_screen], [args.hello], max(41, args.runs))
        ratio_row(f"`trellis run {args.seed_screen}` start-up, whole process, wall", mine, theirs, "≤ 1.3", 1.3,
                  "Swift hello with Foundation")

    # Flows: `trellis test` of many flow files against one screen, whole process, wall;
    # `--jobs 1` against its goal in seconds, then `--jobs 1` ÷ `--jobs 2` in pairs of
    # processes run back to back (two cores: the goal is at least 1.6).
    if args.flows:
        serial = [args.trellis, "test", args.flows, "--jobs", "1"]
        parallel = [args.trellis, "test", args.flows, "--jobs", "2"]
        one, two = whole_process_pairs(serial, parallel, max(11, args.runs))
        median_one = statistics.median(one)
        add(f"`trellis test`, {args.flow_count:,} flows × 20 steps, one screen, `--jobs 1`, whole process, wall",
            fmt_ns(median_one), "", "", "≤ 0.25 s", median_one <= 0.25e9)
        speedup = paired(one, two)
        add(f"`trellis test`, {args.flow_count:,} flows, `--jobs 1` ÷ `--jobs 2`, whole process, wall",
            f"{fmt_ns(median_one)} → {fmt_ns(statistics.median(two))}", "", f"{speedup:.3g}", "≥ 1.6", speedup >= 1.6)
        # The HTML report: pairs of the `--jobs 1` run without it, then with `--html` into
        # a new folder (as a CI job writes its report; each folder is removed after its
        # run, outside the timing), then the last report's size on disk. The folders are
        # made in memory (/dev/shm) where the system has such a file system: on a virtual
        # machine's disk, making a thousand files takes from 25 ms to 700 ms depending on
        # what the disk was last asked to delete, which would be the figure, not Trellis.
        without, with_report = [], []
        report = None
        memory = "/dev/shm" if os.path.isdir("/dev/shm") else None
        for _ in range(max(21, args.runs) + 1):
            if report:
                shutil.rmtree(report)
            report = tempfile.mkdtemp(prefix="trellis-html-report-", dir=memory)
            without.append(one_wall_time(serial))
            with_report.append(one_wall_time(serial + ["--html", report]))
        ratio_row(f"`trellis test --html`, {args.flow_count:,} flows, `--jobs 1`, whole process, wall (adds ≤ 30 %)",
                  with_report[1:], without[1:], "≤ 1.3", 1.3, "the same run without the report")
        sizes = [os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(report) for name in names]
        add(f"HTML report of {args.flow_count:,} flows × 20 steps, on disk", f"{sum(sizes):,} B in {len(sizes):,} files", "", "",
            "≤ 5 MB", sum(sizes) <= 5_000_000)
        shutil.rmtree(report)

    if "yoga" not in args.skip and args.yoga_frames:
        yoga_fields, yoga_rows = read_frames(args.yoga_frames)
        samples, frames = Yoga().flow(yoga_fields, yoga_rows, 3)
        check_frames("Yoga flex-wrap", yoga_rows, frames)
        yoga = [s / yoga_fields["count"] for s in samples]
        m = yoga_fields["count"]
        mine = trellis_samples(results, "flow.warm", m)
        add(f"flow, warm, {m:,} tags, vs Yoga (no target)", fmt_ns(statistics.median(mine)),
            f"{fmt_ns(statistics.median(yoga))} (Yoga flex-wrap)", f"{paired(mine, yoga):.3g}", "", None)
    elif "yoga" in args.skip:
        add("flow vs Yoga (no target)", "", "Yoga skipped", "", "", None)

    print("| target | Trellis | peer | Trellis ÷ peer | goal | met? |")
    print("|---|---:|---:|---:|---:|:---:|")
    for target, trellis, peer, ratio, goal, met in rows:
        verdict = "" if met is None else ("met" if met else "not met")
        print(f"| {target} | {trellis} | {peer} | {ratio} | {goal} | {verdict} |")


if __name__ == "__main__":
    main()
