"""Drives `trellis studio` in Chromium with Playwright for Python.

Usage: python3 studio_page.py TRELLIS FOLDER SCENARIO ARGUMENT…

Starts `TRELLIS studio . --port 0` in FOLDER, opens its page in the system's Chromium and
plays one scenario, then prints one JSON object with what the page showed and every
console error (`errors`). Scenarios:

- `click SCREEN X Y`: moves the pointer to the screen point (X, Y) in points, reads the
  highlight, clicks there and reads the log entry and the recorder's YAML; `expected` is
  the point the page must compute from the whole CSS pixel clicked.
- `points SCREEN COUNT SEED SAVE`: hovers and clicks COUNT pixels drawn by a seeded
  generator (half over the whole screen, half over its top third, where the content is),
  each time waiting for the highlight of that very point and for the log entry; then saves
  the recorded flow as SAVE with the page's save field. `points` are the points as the page
  wrote them, `hits` the highlight's hit before each click, `entries` the log entries.
- `typing SCREEN X Y TEXT`: clicks (X, Y), types TEXT on the keyboard, then Backspace and
  Enter, and reads the recorder's YAML.
- `inspect SCREEN PATH`: clicks the tree's row whose `data-path` is PATH (JSON) and reads the
  inspector and the selector it shows.
- `reload SCREEN COUNT`: saves SCREEN COUNT times, each time with the text `周一` replaced by
  `周一 N` (plain writes and rename-over saves in turn), and times each save until the
  picture's `data-revision` moves and the tree shows the new text (`milliseconds`).
- `broken SCREEN`: saves SCREEN with its first `</tag-list>` removed, waits for `#error`'s
  lines, then saves the original back and waits for `#error` to hide; `kept` says whether
  the picture the page shows while the file is broken is the one it showed before.
- `goldens`: opens `/goldens`, reads the one pending golden, accepts it and waits for the
  list to empty.

Exits 3 when Playwright for Python is not installed, 1 when the page does not do what is
waited for within 20 s or the whole scenario takes over 180 s (the studio is stopped
either way).
"""
import json
import os
import random
import signal
import subprocess
import sys
import time

try:
    from playwright.sync_api import expect, sync_playwright
except ImportError as error:
    print(error, file=sys.stderr)
    sys.exit(3)


def wait_until(condition, what):
    """Polls `condition` from Python, as the page's policy forbids evaluating strings."""
    deadline = time.monotonic() + 20
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("waited 20 s for " + what)
        time.sleep(0.005)


def written(number):
    """A number as the page's script writes it (JavaScript's String of a double)."""
    return str(int(number)) if number == int(number) else repr(number)


def point_of(box, scale, pixel):
    """The point the page computes from a whole CSS pixel: (client − the box's top-left) ÷
    scale, rounded to 0.01."""
    return (round((pixel[0] - box["x"]) / scale, 2), round((pixel[1] - box["y"]) / scale, 2))


def open_screen(page, url, screen):
    page.goto(url + "?screen=" + screen)
    wait_until(lambda: page.get_attribute("#screen", "data-session"), "the session")
    return page.locator("#screen").bounding_box(), float(page.get_attribute("#screen", "data-scale"))


def click(page, url, screen, x, y):
    box, scale = open_screen(page, url, screen)
    at = (round(box["x"] + float(x) * scale), round(box["y"] + float(y) * scale))
    expected = point_of(box, scale, at)
    page.mouse.move(*at)
    wait_until(lambda: page.get_attribute("#highlight", "data-point"), "the highlight")
    highlight = {"point": page.get_attribute("#highlight", "data-point"), "hit": page.get_attribute("#highlight", "data-hit")}
    page.mouse.click(*at)
    wait_until(lambda: page.locator("#log li").count() == 1, "the log entry")
    wait_until(lambda: "tapOn" in (page.text_content("#flow-yaml") or ""), "the recorded step")
    entry = json.loads(page.get_attribute("#log li", "data-entry"))
    return {"expected": list(expected), "highlight": highlight, "entry": entry, "yaml": page.text_content("#flow-yaml")}


def points(page, url, screen, count, seed, save):
    box, scale = open_screen(page, url, screen)
    generator = random.Random(int(seed))
    left, top = int(box["x"]) + 1, int(box["y"]) + 1
    right, bottom = int(box["x"] + box["width"]) - 1, int(box["y"] + box["height"]) - 1
    written_points, hits, previous = [], [], None
    for index in range(int(count)):
        lowest = bottom if index % 2 == 0 else top + (bottom - top) // 3
        at = (generator.randint(left, right), generator.randint(top, lowest))
        point = point_of(box, scale, at)
        if point == previous:
            at, point = (at[0] + 1, at[1]), point_of(box, scale, (at[0] + 1, at[1]))
        previous = point
        text = written(point[0]) + "," + written(point[1])
        page.mouse.move(*at)
        wait_until(lambda: page.get_attribute("#highlight", "data-point") == text, "the highlight at " + text)
        hits.append(page.get_attribute("#highlight", "data-hit"))
        page.mouse.click(*at)
        wait_until(lambda: page.locator("#log li").count() == index + 1, "log entry " + str(index + 1))
        written_points.append(text)
    entries = [json.loads(item.get_attribute("data-entry")) for item in page.locator("#log li").all()]
    yaml = page.text_content("#flow-yaml")
    page.fill("#save-path", save)
    page.click("#save")
    wait_until(lambda: page.get_attribute("#save-status", "data-status"), "the save")
    return {"points": written_points, "hits": hits, "entries": entries, "yaml": yaml,
            "saveStatus": page.get_attribute("#save-status", "data-status")}


def typing(page, url, screen, x, y, text):
    box, scale = open_screen(page, url, screen)
    page.mouse.click(round(box["x"] + float(x) * scale), round(box["y"] + float(y) * scale))
    wait_until(lambda: "tapOn" in (page.text_content("#flow-yaml") or ""), "the recorded tap")
    expect(page.locator("#keyboard")).to_be_focused(timeout=20000)
    page.keyboard.type(text)
    page.keyboard.press("Backspace")
    page.keyboard.press("Enter")
    wait_until(lambda: "pressKey" in (page.text_content("#flow-yaml") or ""), "the recorded return")
    return {"yaml": page.text_content("#flow-yaml")}


def inspect(page, url, screen, path):
    open_screen(page, url, screen)
    page.click(f"#tree [data-path='{path}']")
    wait_until(lambda: page.get_attribute("#inspector", "data-path") == path and "source" in (page.text_content("#inspector") or ""),
               "the inspector of " + path)
    rows = page.locator("#tree [data-path]")
    return {"inspector": [text.strip() for text in page.locator("#inspector dd").all_text_contents()],
            "selector": page.text_content("#selector"), "rows": rows.count(), "selectedRows": page.locator("#tree .selected").count()}


def reload(page, url, folder, screen, count):
    open_screen(page, url, screen)
    path = os.path.join(folder, screen)
    with open(path, encoding="utf-8") as file:
        original = file.read()
    milliseconds = []
    for index in range(int(count)):
        title = "周一 " + str(index + 1)
        revision = int(page.get_attribute("#screen", "data-revision"))
        if index % 2 == 0:
            with open(path, "w", encoding="utf-8") as file:
                file.write(original.replace("周一", title))
        else:
            with open(path + ".tmp", "w", encoding="utf-8") as file:
                file.write(original.replace("周一", title))
            os.replace(path + ".tmp", path)
        saved = time.monotonic()
        wait_until(lambda: int(page.get_attribute("#screen", "data-revision")) > revision and title in page.text_content("#tree"),
                   "the page to show save " + str(index + 1))
        milliseconds.append(round((time.monotonic() - saved) * 1000, 1))
    return {"milliseconds": milliseconds}


def broken(page, url, folder, screen):
    open_screen(page, url, screen)
    path = os.path.join(folder, screen)
    with open(path, encoding="utf-8") as file:
        original = file.read()
    shown = lambda: page.request.get(url.rstrip("/") + page.get_attribute("#screen", "src")).body()
    picture = shown()
    with open(path, "w", encoding="utf-8") as file:
        file.write(original.replace("</tag-list>", "", 1))
    wait_until(lambda: page.is_visible("#error"), "the error")
    lines = page.locator("#error div").all_text_contents()
    kept = shown() == picture
    with open(path, "w", encoding="utf-8") as file:
        file.write(original)
    wait_until(lambda: page.is_hidden("#error"), "the error to hide")
    return {"lines": lines, "kept": kept}


def goldens(page, url):
    page.goto(url + "goldens")
    wait_until(lambda: page.locator("#goldens li").count() == 1, "the pending golden")
    item = page.locator("#goldens li")
    golden, location = item.get_attribute("data-golden"), item.get_attribute("data-location")
    page.click("#goldens li button.accept")
    wait_until(lambda: page.locator("#goldens li").count() == 0, "the list to empty")
    return {"golden": golden, "location": location}


def overran(number, frame):
    raise TimeoutError("the scenario took over 180 s")


def main():
    signal.signal(signal.SIGALRM, overran)
    signal.alarm(180)
    trellis, folder, scenario, arguments = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    studio = subprocess.Popen([trellis, "studio", ".", "--port", "0"], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = studio.stdout.readline().strip()
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            errors = []
            page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
            page.on("pageerror", lambda error: errors.append(str(error)))
            if scenario == "click":
                report = click(page, url, *arguments)
            elif scenario == "points":
                report = points(page, url, *arguments)
            elif scenario == "typing":
                report = typing(page, url, *arguments)
            elif scenario == "inspect":
                report = inspect(page, url, *arguments)
            elif scenario == "reload":
                report = reload(page, url, folder, *arguments)
            elif scenario == "broken":
                report = broken(page, url, folder, *arguments)
            elif scenario == "goldens":
                report = goldens(page, url)
            else:
                raise SystemExit("unknown scenario " + scenario)
            browser.close()
        report["errors"] = errors
        print(json.dumps(report, ensure_ascii=False))
    except TimeoutError as error:
        print(error, file=sys.stderr)
        sys.exit(1)
    finally:
        studio.terminate()
        studio.wait(timeout=5)


if __name__ == "__main__":
    main()
