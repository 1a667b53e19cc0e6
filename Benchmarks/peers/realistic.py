"""The realistic screen's whole commands beside the C program; run by Benchmarks/run-peers.

The screen (`trellis-bench --realistic-screen N`) is as tall as its N buttons, so every
view is on screen, most titles are distinct (CJK, Latin, digits, some emoji), and every
button has `padding` and `height` (an `id` on every tenth). Each `trellis` command is
timed as a whole process, wall time, in pairs of fresh processes run back to back with
`cbaseline walk` (the C program reading, parsing and walking the same file once), so
that each pair saw the same machine; `trellis validate` is paired with `trellis run
--format json`. The peak memory of writing the JSON beside that of loading and laying
out is read from `trellis-bench --output-memory N`. Prints the rows of the Markdown table
peers.py prints (without its header). Exit status: 0 whether or not targets are met.
"""

import argparse
import statistics
import subprocess
import sys
import time

from peers import fmt_ns, paired


def wall_time(command):
    """The wall time in ns of one run of `command`, its output discarded; exit status 1
    (an audit's findings) counts as success."""
    start = time.perf_counter_ns()
    status = subprocess.run(command, stdout=subprocess.DEVNULL).returncode
    if status not in (0, 1):
        print(f"realistic: {' '.join(command)} exited {status}", file=sys.stderr)
        sys.exit(1)
    return float(time.perf_counter_ns() - start)


def pairs(mine, theirs, runs):
    """Wall times in ns of `runs` pairs of whole processes after one warm-up pair:
    `theirs`, then `mine`, back to back, so that each pair's ratio sees the same machine."""
    a, b = [], []
    for _ in range(runs + 1):
        b.append(wall_time(theirs))
        a.append(wall_time(mine))
    return a[1:], b[1:]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--screen", required=True, help="the realistic screen file")
    parser.add_argument("--buttons", type=int, required=True, help="the buttons in --screen")
    parser.add_argument("--cbaseline", required=True)
    parser.add_argument("--trellis", required=True, help="the release `trellis` binary")
    parser.add_argument("--trellis-bench", required=True, help="the release `trellis-bench` binary")
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()

    n = f"{args.buttons:,}"
    walk = [args.cbaseline, "walk", args.screen]
    run_json = [args.trellis, "run", args.screen, "--format", "json"]
    commands = [
        ("`trellis run --format json`", run_json, walk, "C libxml2 read, parse and walk", 2),
        ("`trellis run` (text dump)", [args.trellis, "run", args.screen], walk, "C libxml2 read, parse and walk", 1.5),
        ("`trellis render` (SVG)", [args.trellis, "render", args.screen], walk, "C libxml2 read, parse and walk", 2.5),
        ("`trellis audit --format json`", [args.trellis, "audit", args.screen, "--format", "json"], walk,
         "C libxml2 read, parse and walk", 2),
        ("`trellis validate`", [args.trellis, "validate", args.screen], run_json, "`trellis run --format json`", 2),
    ]
    for target, mine_command, theirs_command, name, limit in commands:
        mine, theirs = pairs(mine_command, theirs_command, args.runs)
        ratio = paired(mine, theirs)
        verdict = "met" if ratio <= limit else "not met"
        print(f"| {target}, realistic {n}-button screen, whole process, wall | {fmt_ns(statistics.median(mine))} | "
              f"{fmt_ns(statistics.median(theirs))} ({name}) | {ratio:.3g} | ≤ {limit} | {verdict} |")

    output = subprocess.run([args.trellis_bench, "--output-memory", str(args.buttons)], check=True, capture_output=True,
                            text=True).stdout.split()
    if len(output) != 5 or output[0] != "output-memory":
        print(f"realistic: unexpected output of trellis-bench --output-memory: {output}", file=sys.stderr)
        sys.exit(1)
    laid_out, written = float(output[3]), float(output[4])
    ratio = written / laid_out
    print(f"| peak memory, `run --format json` ÷ load and lay out, realistic {n}-button screen | {written / 1e6:.1f} MB | "
          f"{laid_out / 1e6:.1f} MB (laid out, no output) | {ratio:.3g} | ≤ 1.2 | {'met' if ratio <= 1.2 else 'not met'} |")


if __name__ == "__main__":
    main()
