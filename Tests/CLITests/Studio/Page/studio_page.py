"""Drives `trellis studio` in Chromium with Playwright: hovers and clicks a screen point.

Usage: python3 studio_page.py TRELLIS FOLDER SCREEN X Y
Starts `TRELLIS studio SCREEN --port 0` in FOLDER, opens its page in the system's
Chromium, moves the pointer to the screen point (X, Y) in points, reads the highlight,
clicks there, waits for the log entry and prints one JSON object: the point the page
must compute from the pixel clicked, the highlight's point and hit, the log entry, the
recorder's YAML and every console error. Exits 3
when Playwright for Python is not installed.
"""
import json
import subprocess
import sys
import time

try:
    from playwright.sync_api import sync_playwright
except ImportError as error:
    print(error, file=sys.stderr)
    sys.exit(3)



def wait_until(condition, what):
    """Polls `condition` from Python, as the page's policy forbids evaluating strings."""
    deadline = time.monotonic() + 20
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError("waited 20 s for " + what)
        time.sleep(0.02)


trellis, folder, screen, x, y = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), float(sys.argv[5])
studio = subprocess.Popen([trellis, "studio", screen, "--port", "0"], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
try:
    url = studio.stdout.readline().strip()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        errors = []
        page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(url + "?screen=" + screen)
        wait_until(lambda: page.get_attribute("#screen", "data-session"), "the session")
        box = page.locator("#screen").bounding_box()
        scale = float(page.get_attribute("#screen", "data-scale"))
        # Mouse events carry whole CSS pixels: the pixel nearest the point, and the point
        # the page must compute from it, (client - the box's top-left) / scale.
        at = (round(box["x"] + x * scale), round(box["y"] + y * scale))
        expected = [round((at[0] - box["x"]) / scale, 2), round((at[1] - box["y"]) / scale, 2)]
        page.mouse.move(*at)
        wait_until(lambda: page.get_attribute("#highlight", "data-point"), "the highlight")
        highlight = {"point": page.get_attribute("#highlight", "data-point"), "hit": page.get_attribute("#highlight", "data-hit")}
        page.mouse.click(*at)
        wait_until(lambda: page.locator("#log li").count() == 1, "the log entry")
        wait_until(lambda: "tapOn" in (page.text_content("#flow-yaml") or ""), "the recorded step")
        entry = json.loads(page.get_attribute("#log li", "data-entry"))
        yaml = page.text_content("#flow-yaml")
        browser.close()
    print(json.dumps({"expected": expected, "highlight": highlight, "entry": entry, "yaml": yaml, "errors": errors}, ensure_ascii=False))
finally:
    studio.terminate()
    studio.wait(timeout=5)
