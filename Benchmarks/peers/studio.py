"""The studio's bounds (Docs/studio.md, "Speed"); run by Benchmarks/run-peers.

Usage: python3 studio.py TRELLIS [--requests N]

Writes, in a temporary folder, a 1,000-view screen: a vertical stack of one text field and
997 buttons of distinct titles, 30 points high each (the screen, the stack, the field and
the buttons: 1 + 1 + 1 + 997 = 1,000 views). Starts `TRELLIS studio big.xml --port 0` there and measures, as the bounds
say, the 95th percentile of N requests (default 50) on one kept-alive connection:
`GET hit` ≤ 20 ms, `POST tap` ≤ 50 ms, `POST input` ≤ 50 ms (one character at a time into
the field being edited), `GET picture.svg` ≤ 100 ms and `GET /` ≤ 100 ms; the time from
starting the process to reading its URL (≤ 2 s); and the time to answer 200 concurrent
requests, each on a connection of its own (≤ 5 s); and, when Playwright for Python is
installed, the time from each of 40 saves of Examples/weekdays.xml (plain writes and
rename-over saves in turn) until the open page in Chromium shows it (the 95th percentile
≤ 300 ms, the slowest ≤ 1 s), played by the page tests' script. Taps alternate between two buttons far
apart so that each one's picture and hit index change. Prints the rows of a Markdown table
(what, measured, bound, met) and exits 0 whether or not the bounds are met; 1 when the
studio answers with an unexpected status.
"""

import argparse
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

BUTTONS = 997


def screen_xml():
    """The 1,000-view screen: 16 + 30 × 998 + 4 × 997 + 16 = 33,960 points tall."""
    rows = ['<screen width="375" height="33960" padding="16">',
            '  <view id="c" layout="stack" spacing="4">',
            '    <text-field id="name" placeholder="Name" height="30"/>']
    for index in range(BUTTONS):
        rows.append(f'    <button id="b{index}" title="Button {index} 周{index % 7}" padding="0 12" height="30"/>')
    rows += ["  </view>", "</screen>", ""]
    return "\n".join(rows)


class Client:
    """One kept-alive HTTP/1.1 connection to the studio."""

    def __init__(self, port, token=None):
        self.port, self.token = port, token
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def request(self, method, path, body=None):
        """(seconds, body bytes) of one request; exits 1 on an unexpected status."""
        headers = {"Host": f"127.0.0.1:{self.port}"}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
            headers["X-Trellis-Token"] = self.token or ""
        start = time.perf_counter()
        self.connection.request(method, path, body=data, headers=headers)
        response = self.connection.getresponse()
        payload = response.read()
        elapsed = time.perf_counter() - start
        if response.status not in (200, 201):
            print(f"studio: {method} {path} answered {response.status}: {payload[:200]!r}", file=sys.stderr)
            sys.exit(1)
        return elapsed, payload


def percentile95(samples):
    """The nearest-rank 95th percentile of `samples`."""
    ordered = sorted(samples)
    return ordered[max(0, -(-95 * len(ordered) // 100) - 1)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("trellis")
    parser.add_argument("--requests", type=int, default=50)
    args = parser.parse_args()
    trellis = os.path.abspath(args.trellis)
    folder = tempfile.mkdtemp(prefix="trellis-studio-bench-")
    rows = []

    def row(what, seconds, bound):
        rows.append(f"| studio: {what} | {seconds * 1000:.1f} ms | ≤ {bound * 1000:.0f} ms | {'met' if seconds <= bound else 'not met'} |")

    try:
        with open(os.path.join(folder, "big.xml"), "w", encoding="utf-8") as file:
            file.write(screen_xml())
        start = time.perf_counter()
        studio = subprocess.Popen([trellis, "studio", "big.xml", "--port", "0"], cwd=folder,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            url = studio.stdout.readline().strip()
            row("the URL printed, from the process's start", time.perf_counter() - start, 2.0)
            port = int(url.rsplit(":", 1)[1].strip("/"))
            client = Client(port)
            _, page = client.request("GET", "/?screen=big.xml")
            client.token = re.search(rb'name="trellis-token" content="([0-9a-f]{32})"', page).group(1).decode()
            _, session = client.request("POST", "/api/sessions", {"screen": "big.xml"})
            base = "/api/sessions/" + json.loads(session)["id"]
            count = args.requests
            # The buttons' centres: y = 16 + 34 × (i + 1) + 15 for button i (after the field).
            centre = lambda index: 16 + 34 * (index + 1) + 15
            far = [centre(index) for index in (5, BUTTONS - 5)]
            row(f"`GET hit`, 95th percentile of {count}",
                percentile95([client.request("GET", f"{base}/hit?x=100&y={centre(i * 19 % BUTTONS)}")[0] for i in range(count)]), 0.020)
            row(f"`POST tap`, 95th percentile of {count}",
                percentile95([client.request("POST", f"{base}/tap", {"x": 100, "y": far[i % 2]})[0] for i in range(count)]), 0.050)
            client.request("POST", f"{base}/tap", {"x": 100, "y": 31})
            row(f"`POST input`, 95th percentile of {count}",
                percentile95([client.request("POST", f"{base}/input", {"inputText": "abcdefghij"[i % 10]})[0] for i in range(count)]), 0.050)
            row(f"`GET picture.svg`, 95th percentile of {count}",
                percentile95([client.request("GET", f"{base}/picture.svg")[0] for _ in range(count)]), 0.100)
            row(f"`GET /`, 95th percentile of {count}",
                percentile95([client.request("GET", "/?screen=big.xml")[0] for _ in range(count)]), 0.100)
            row("200 concurrent requests, all answered", concurrently(port, 200), 5.0)
        finally:
            studio.terminate()
            studio.wait(timeout=5)
        saves = page_reloads(trellis, folder)
        if saves:
            row(f"a save seen by the open page, 95th percentile of {len(saves)}", percentile95(saves), 0.300)
            row(f"a save seen by the open page, slowest of {len(saves)}", max(saves), 1.0)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print("\n".join(rows))


def page_reloads(trellis, folder):
    """Seconds from each of 40 saves of the weekdays screen until the page shows it, as
    the page tests' script measures them; empty when Playwright for Python is missing."""
    package = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    script = os.path.join(package, "Tests", "CLITests", "Studio", "Page", "studio_page.py")
    shutil.copy(os.path.join(package, "Examples", "weekdays.xml"), folder)
    result = subprocess.run(["python3", script, trellis, folder, "reload", "weekdays.xml", "40"], capture_output=True, text=True)
    if result.returncode == 3:
        print("studio: Playwright for Python is not installed; the page's reload is not measured", file=sys.stderr)
        return []
    if result.returncode != 0:
        print("studio: the page's reload failed: " + result.stderr, file=sys.stderr)
        sys.exit(1)
    return [milliseconds / 1000 for milliseconds in json.loads(result.stdout)["milliseconds"]]


def concurrently(port, count):
    """Seconds until `count` clients, each on its own connection, all started at once,
    have their answers to `GET /api/project`."""
    barrier = threading.Barrier(count + 1)

    def one():
        client = Client(port)
        barrier.wait()
        client.request("GET", "/api/project")

    threads = [threading.Thread(target=one) for _ in range(count)]
    for thread in threads:
        thread.start()
    start = time.perf_counter()
    barrier.wait()
    for thread in threads:
        thread.join()
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
