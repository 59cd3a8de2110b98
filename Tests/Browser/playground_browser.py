"""The playground in a real browser: Debian's Chromium, headless, driven by selenium.

Starts `mosaic serve --port 0` (built beforehand), opens the page, and checks each scene the
playground promises; a screenshot of each goes to artefacts/browser/. Prints the drag update's
round-trip latency over loopback, and ends with `browser: N passed, M failed`.
"""
import json
import os
import shutil
import sys
import time
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains

from server import ROOT, Server, percentile, wait_until

ARTEFACTS = os.path.join(ROOT, "artefacts", "browser")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")


def document(layout, viewport, sections):
    return json.dumps({"layout": layout, "viewport": viewport, "data": {"sections": sections}}, indent=2)


# 10^6 cells in a grid of three columns: 333,334 lines of 70 pt (23.3 million px: under
# Chromium's largest box, past the page's own, see test_ten_million_rows_are_reachable_to_the_pixel).
FEED = document(
    {"strategy": "flow", "options": {"itemSize": {"width": 120, "height": 60}, "minimumLineSpacing": 10,
                                     "minimumInteritemSpacing": 5, "sectionInset": {"left": 5, "right": 5}}},
    {"width": 390, "height": 600}, [{"items": 1000000}])
# Text cells at an estimated height, measured by the browser.
TEXT_FEED = document(
    {"strategy": "flow", "options": {"estimatedItemSize": {"width": 360, "height": 44}, "minimumLineSpacing": 6,
                                     "sectionInset": {"top": 8, "left": 15, "bottom": 8, "right": 15}}},
    {"width": 390, "height": 600}, [{"items": 2000}])


class Browser:
    def __init__(self, url):
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--window-size=1100,900", "--hide-scrollbars"]:
            options.add_argument(argument)
        options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
        self.driver.set_script_timeout(60)
        self.driver.get(url)
        wait_until(lambda: self.js("return !!(window.mosaic && mosaic.ready)"), 20)

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def run(self, body, *arguments):
        """Runs an async function body in the page and returns what it returns."""
        script = ("const done = arguments[arguments.length - 1];"
                  "(async (...args) => { " + body + " })(...Array.from(arguments).slice(0, -1))"
                  ".then(done, (e) => done({jsError: String(e && e.stack || e)}));")
        result = self.driver.execute_async_script(script, *arguments)
        if isinstance(result, dict) and "jsError" in result:
            raise AssertionError("page script failed: " + result["jsError"])
        return result

    def settle(self, timeout=15):
        time.sleep(0.05)
        assert wait_until(lambda: self.js("return mosaic.idle()"), timeout), "the page did not settle"
        time.sleep(0.1)
        assert wait_until(lambda: self.js("return mosaic.idle()"), timeout), "the page did not settle"

    def console_errors(self):
        logs = [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]
        return logs + [{"message": m} for m in self.js("return mosaic.consoleErrors.splice(0)")]

    def load(self, text):
        reply = self.run("return await mosaic.load(args[0]);", text)
        assert reply["type"] == "state", reply
        self.js("document.getElementById('editor').value = arguments[0];"
                "document.getElementById('examples').value = '';", text)
        self.settle()
        return reply

    def screenshot(self, name):
        os.makedirs(ARTEFACTS, exist_ok=True)
        path = os.path.join(ARTEFACTS, name + ".png")
        self.driver.save_screenshot(path)
        return path

    def dom_elements(self):
        return self.js("""
          return [...document.querySelectorAll('#content > .el')].map((n) => ({
            category: n.classList[1], name: n.dataset.name || null,
            section: Number(n.dataset.section), item: Number(n.dataset.item),
            frame: n.dataset.frame.split(',').map(Number),
            top: n.getBoundingClientRect().top, height: n.offsetHeight }));""")

    def quit(self):
        self.driver.quit()


def test_every_example_loads_without_console_errors(browser):
    names = browser.js("return [...document.querySelectorAll('#examples option')].map(o => o.value)"
                       ".filter((v) => v && !v.startsWith('#'))")
    assert len(names) >= 10, names
    for name in names:
        browser.run("await mosaic.pick(args[0]);", name)
        browser.settle()
        errors = browser.console_errors()
        assert not errors, "%s: %s" % (name, errors)
        assert browser.js("return mosaic.lastError") is None, name
        assert browser.js("return document.querySelectorAll('#errors li').length") == 0, name
        shown = browser.js("""const v = document.getElementById('viewport').getBoundingClientRect();
          return [...document.querySelectorAll('#content > .el')].filter((n) => {
            const r = n.getBoundingClientRect();
            return r.right > v.left && r.left < v.right && r.bottom > v.top && r.top < v.bottom; }).length;""")
        assert shown > 0, "%s shows nothing in its viewport" % name
        browser.screenshot("example-" + name.replace(".json", ""))


def test_the_page_fits_its_documents_and_shows_the_engines_numbers(browser):
    # Every example: the viewport's client area is the document's viewport.
    names = browser.js("return [...document.querySelectorAll('#examples option')].map(o => o.value)"
                       ".filter((v) => v && !v.startsWith('#') && !v.startsWith('large/'))")
    for name in names:
        browser.run("await mosaic.pick(args[0]);", name)
        browser.settle()
        fit = browser.js("const v = document.getElementById('viewport'); const d = mosaic.doc.viewport;"
                         "return [v.clientWidth, v.clientHeight, d.width, d.height];")
        assert fit[0] == fit[2] and fit[1] == fit[3], (name, fit)
    # A content inset shows at rest: the first cell 20 px under the viewport's top.
    browser.run("await mosaic.pick('flow-long-list.json');")
    browser.settle()
    first = [c for c in shown_cells(browser) if c["item"] == 0]
    assert first and first[0]["top"] == 20 and first[0]["offset"] == -20, first
    # A horizontal layout's header reads along its length, on one line.
    browser.run("await mosaic.pick('flow-horizontal.json');")
    browser.settle()
    lines = browser.js("""const n = document.querySelector('#content > .header');
      const range = document.createRange(); range.selectNodeContents(n);
      return [range.getClientRects().length, getComputedStyle(n).writingMode];""")
    assert lines == [1, "vertical-rl"], lines
    browser.screenshot("horizontal-header")
    # The timings give p50 and p99 of the engine and the round trip.
    text = browser.js("return document.getElementById('timings').textContent")
    assert "p50" in text and "p99" in text, text
    # The carousel says which page it shows.
    browser.run("await mosaic.pick('carousel.json');")
    browser.settle()
    browser.run("await mosaic.step({op: 'carouselNext'}, {slide: false});")
    browser.settle()
    pager = browser.js("return [document.getElementById('pager').textContent,"
                       " document.querySelectorAll('#pager .dot.current').length, mosaic.renderer.state.page,"
                       " mosaic.doc.carousel.pageCount]")
    assert pager[0] == "page %d of %d" % (pager[2] + 1, pager[3]) and pager[1] == 1, pager
    # Download saves the editor's document under its example's name.
    assert browser.js("return mosaic.download()") == "carousel.json"
    # A narrow window stacks the stage under the editor and never scrolls sideways.
    browser.driver.set_window_size(560, 900)
    try:
        browser.run("await mosaic.pick('flow-sticky.json');")
        browser.settle()
        layout = browser.js("""const side = document.getElementById('side').getBoundingClientRect();
          const stage = document.getElementById('stage').getBoundingClientRect();
          return [stage.top >= side.bottom, document.documentElement.scrollWidth <= window.innerWidth];""")
        assert layout == [True, True], layout
        browser.screenshot("narrow-window")
    finally:
        browser.driver.set_window_size(1100, 900)


def test_hover_shows_the_engines_hit_and_a_tap_selects(browser):
    browser.run("await mosaic.pick('flow-sticky.json');")
    browser.settle()
    viewport = browser.driver.find_element("id", "viewport")
    origin = browser.js("const r = document.getElementById('viewport').getBoundingClientRect();"
                        "return [r.left + r.width / 2, r.top + r.height / 2];")
    def centre(name):
        return browser.js("""const n = document.querySelector('#content > .cell[data-name="' + arguments[0] + '"]');
          const r = n.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];""", name)
    def classes(name):
        return browser.js("return [...document.querySelector('#content > .cell[data-name=\"' + arguments[0] + '\"]')"
                          ".classList]", name)
    cells = sorted((c for c in shown_cells(browser) if 0 <= c["top"] < 400), key=lambda c: c["top"])
    first, second = cells[0]["name"], cells[-1]["name"]
    x, y = centre(first)
    ActionChains(browser.driver).move_to_element_with_offset(viewport, int(x - origin[0]), int(y - origin[1])).perform()
    assert wait_until(lambda: "hovered" in classes(first), 5), classes(first)
    assert first in browser.js("return document.getElementById('hit').textContent")
    ActionChains(browser.driver).click().perform()
    assert wait_until(lambda: "selected" in classes(first), 5), classes(first)
    browser.settle()
    x, y = centre(second)
    ActionChains(browser.driver).move_to_element_with_offset(viewport, int(x - origin[0]), int(y - origin[1])).click().perform()
    assert wait_until(lambda: "selected" in classes(second), 5), classes(second)
    browser.settle()
    # Single selection (the engine's default): the first is deselected, and no drag began.
    assert "selected" not in classes(first)
    selected = browser.js("return mosaic.renderer.state.elements.filter((e) => e.selected).map((e) => e.name)")
    assert selected == [second], selected
    assert "selected " + second in browser.js("return document.getElementById('hit').textContent")
    assert browser.js("return mosaic.renderer.state.dragging") is False
    browser.screenshot("hover-and-selection")
    # The pointer leaves the viewport: no cell is outlined.
    ActionChains(browser.driver).move_to_element(browser.driver.find_element("tag name", "h1")).perform()
    assert wait_until(lambda: browser.js("return document.querySelectorAll('.cell.hovered').length") == 0, 5)


def test_the_command_lines_documents_come_first(browser):
    options = browser.js("return [...document.querySelectorAll('#examples option')].slice(0, 2)"
                         ".map((o) => [o.value, o.textContent])")
    assert options == [["#0", "flow-sticky.json (command line)"], ["#1", "flow-chat.json (command line)"]], options
    browser.run("await mosaic.pick('#1');")
    browser.settle()
    assert '"contentInset"' in browser.js("return document.getElementById('editor').value")
    assert browser.js("return mosaic.download()") == "flow-chat.json"
    names = browser.js("return [...document.querySelectorAll('#examples option')].map((o) => o.value)")
    assert "large/rows-10M.json" in names and "flow-grid.json" in names, names


def test_the_strategy_and_modifier_pickers_come_from_the_registry(browser):
    pickers = browser.js("""return {
      strategies: [...document.querySelectorAll('#strategy option')].map((o) => [o.value, o.title]),
      modifiers: [...document.querySelectorAll('#modifiers input')].map((b) => b.dataset.modifier),
      groups: [...document.querySelectorAll('#examples optgroup')].map((g) => [g.label,
        [...g.querySelectorAll('option')].map((o) => o.value)]) };""")
    assert [s[0] for s in pickers["strategies"]] == ["carousel", "compositional", "flow", "waterfall"], pickers
    assert all(s[1] for s in pickers["strategies"]), "each strategy has its summary"
    assert pickers["modifiers"] == ["shelf", "sticky"], pickers
    groups = dict(pickers["groups"])
    assert "carousel.json" in groups["carousel"] and "waterfall-masonry.json" in groups["waterfall"], groups
    assert "large/rows-10M.json" in groups["flow"], groups
    # The pickers follow the document, and rewrite it.
    browser.run("await mosaic.pick('flow-sticky.json');")
    browser.settle()
    state = browser.js("return [document.getElementById('strategy').value,"
                       " [...document.querySelectorAll('#modifiers input')].map((b) => b.checked)]")
    assert state == ["flow", [False, True]], state
    browser.js("const s = document.getElementById('strategy'); s.value = 'waterfall';"
               "s.dispatchEvent(new Event('change'));")
    browser.settle()
    layout = browser.js("return JSON.parse(document.getElementById('editor').value).layout")
    assert layout["strategy"] == "waterfall" and "options" not in layout, layout
    assert layout["modifiers"][0]["name"] == "sticky", layout
    assert browser.js("return mosaic.lastError") is None
    assert browser.js("return document.querySelectorAll('#content > .cell').length") > 0
    browser.screenshot("strategy-waterfall")
    browser.js("document.querySelector('#modifiers input[data-modifier=\"sticky\"]').click()")
    browser.settle()
    layout = browser.js("return JSON.parse(document.getElementById('editor').value).layout")
    assert "modifiers" not in layout, layout
    browser.js("document.querySelector('#modifiers input[data-modifier=\"shelf\"]').click()")
    browser.settle()
    layout = browser.js("return JSON.parse(document.getElementById('editor').value).layout")
    assert layout["modifiers"] == [{"name": "shelf"}], layout
    assert browser.js("return document.querySelectorAll('#content > .decoration').length") > 0
    assert browser.js("return mosaic.lastError") is None


def test_inline_errors_name_the_json_path(browser):
    browser.run("await mosaic.pick('flow-sticky.json');")
    browser.settle()
    browser.js("""const e = document.getElementById('editor');
      e.value = e.value.replace(/"width": 110/, '"width": -110');
      e.dispatchEvent(new Event('input'));""")
    wait_until(lambda: browser.js("return document.querySelectorAll('#errors li').length") > 0, 5)
    text = browser.js("return document.getElementById('errors').textContent")
    assert "layout.options.itemSize.width" in text, text
    assert "line " in text, text
    browser.screenshot("inline-error")


def test_a_million_item_feed_keeps_the_dom_to_the_window(browser):
    reply = browser.load(FEED)
    assert reply["contentSize"]["height"] > 2e7
    counts = []
    for fraction in [0.0, 0.25, 0.5, 0.999, 0.73, 0.1]:
        browser.js("const v = document.getElementById('viewport');"
                   "v.scrollTop = (v.scrollHeight - v.clientHeight) * arguments[0];", fraction)
        browser.settle()
        # The engine's offset: 23.3 million px is past the page's own box (10,000,000 px), so
        # the scroll position is the box's, not the content's.
        scroll = browser.js("return mosaic.renderer.engineOffset().y")
        elements = browser.dom_elements()
        counts.append(len(elements))
        # Window: the viewport plus a viewport above and below.
        for element in elements:
            x, y, w, h = element["frame"]
            assert y + h > scroll - 600 - 1 and y < scroll + 1200 + 1, (fraction, element)
        # The screen is covered: a cell sits under the viewport's centre line.
        middle = scroll + 300
        assert any(e["frame"][1] <= middle + 10 <= e["frame"][1] + 70 for e in elements), fraction
        assert len(elements) <= 3 * (1800 // 70 + 2), len(elements)
    browser.screenshot("feed-million")
    print("  feed: DOM elements per position %s (of 1,000,000 items)" % counts)


def drag(browser, source, target, steps=12):
    viewport = browser.driver.find_element("id", "viewport")
    def centre(name):
        return browser.js("""const n = document.querySelector('#content > .cell[data-name="' + arguments[0] + '"]');
          const r = n.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];""", name)
    (sx, sy), (tx, ty) = centre(source), centre(target)
    origin = browser.js("const r = document.getElementById('viewport').getBoundingClientRect();"
                        "return [r.left + r.width / 2, r.top + r.height / 2];")
    actions = ActionChains(browser.driver, duration=16)
    actions.move_to_element_with_offset(viewport, int(sx - origin[0]), int(sy - origin[1]))
    actions.click_and_hold()
    for step in range(1, steps + 1):
        fx = sx + (tx - sx) * step / steps
        fy = sy + (ty - sy) * step / steps
        actions.move_to_element_with_offset(viewport, int(fx - origin[0]), int(fy - origin[1]))
        actions.pause(0.03)
    return actions


def test_a_drag_across_sections_ends_with_the_engines_order(browser):
    browser.run("await mosaic.pick('flow-reorder.json');")
    browser.settle()
    browser.js("mosaic.dragLatencies = []; mosaic.lastMove = null")
    actions = drag(browser, "0.0", "1.2")
    actions.perform()
    time.sleep(0.2)
    during = browser.dom_elements()
    lifted = [e for e in during if e["name"] == "0.0"]
    assert lifted and browser.js("return document.querySelector('.cell.dragging') !== null"), "the cell is lifted"
    # The engine's slot for the target and its two auto-scroll bands, drawn where it says.
    overlays = browser.js("""const v = document.getElementById('viewport');
      const box = v.getBoundingClientRect(), o = mosaic.renderer.engineOffset(), s = mosaic.renderer.state;
      const at = (n) => { const r = n.getBoundingClientRect();
        return [r.left - box.left - v.clientLeft + o.x, r.top - box.top - v.clientTop + o.y, r.width, r.height]; };
      return { slot: s.slot, zones: s.autoScrollZones,
        drawnSlot: [...document.querySelectorAll('#content > .overlay.slot')].map(at),
        drawnZones: [...document.querySelectorAll('#content > .overlay.zone')].map(at) };""")
    def same(drawn, frames):  # to the browser's layout unit, 1/64 px
        return len(drawn) == len(frames) and all(
            abs(a - b) <= 1 / 64 for d, f in zip(drawn, frames) for a, b in zip(d, f))
    assert overlays["slot"] and same(overlays["drawnSlot"], [overlays["slot"]]), overlays
    assert len(overlays["zones"]) == 2 and same(overlays["drawnZones"], overlays["zones"]), overlays
    browser.screenshot("drag-in-progress")
    ActionChains(browser.driver).release().perform()
    assert wait_until(lambda: browser.js("return mosaic.lastMove"), 5), "the drag ended"
    browser.settle()
    move = browser.js("return mosaic.lastMove")
    assert move["from"] == [0, 0] and move["to"][0] == 1, move
    order = browser.run("return (await mosaic.request({op: 'order'})).order;")
    assert order[1][move["to"][1]] == "0.0", order
    # The DOM shows every cell where the engine's order puts it.
    for element in browser.dom_elements():
        if element["category"] == "cell":
            assert order[element["section"]][element["item"]] == element["name"], element
    browser.screenshot("drag-done")
    assert browser.js("return document.querySelectorAll('#content > .overlay').length") == 0, "overlays stay"
    latencies = browser.js("return mosaic.dragLatencies")
    assert latencies, "the drag sent moves"


def test_a_drag_held_at_the_edge_auto_scrolls(browser):
    browser.run("await mosaic.pick('flow-long-list.json');")
    browser.settle()
    browser.js("mosaic.lastMove = null")
    start = browser.js("return document.getElementById('viewport').scrollTop")
    viewport = browser.driver.find_element("id", "viewport")
    # From a cell near the top to 10 pt inside the bottom edge, then hold still for a second.
    actions = ActionChains(browser.driver, duration=16)
    actions.move_to_element_with_offset(viewport, 0, -200).click_and_hold()
    for step in range(1, 9):
        actions.move_to_element_with_offset(viewport, 0, -200 + step * 61).pause(0.02)
    actions.pause(1.0).perform()
    scrolled = browser.js("return document.getElementById('viewport').scrollTop")
    state = browser.js("return {dragging: mosaic.renderer.state.dragging, y: mosaic.renderer.state.contentOffset.y}")
    browser.screenshot("drag-auto-scroll")
    ActionChains(browser.driver).release().perform()
    assert wait_until(lambda: browser.js("return mosaic.lastMove"), 5)
    browser.settle()
    print("  edge auto-scroll: %d px in about a second of holding" % (scrolled - start))
    assert state["dragging"] and scrolled - start > 100, (start, scrolled, state)


def test_drag_update_round_trip_latency(browser):
    browser.run("await mosaic.pick('flow-reorder.json');")
    browser.settle()
    samples = browser.run("""
      const begin = await mosaic.request({op: 'dragBegin', point: {x: 40, y: 70}});
      if (begin.type !== 'state') throw new Error(JSON.stringify(begin));
      const samples = [];
      for (let i = 0; i < 1000; i++) {
        const point = {x: 40 + (i * 7) % 330, y: 70 + (i * 13) % 320};
        const t = performance.now();
        const reply = await mosaic.request({op: 'dragMove', point});
        samples.push(performance.now() - t);
        if (reply.type !== 'state') throw new Error(JSON.stringify(reply));
      }
      await mosaic.request({op: 'dragCancel'});
      return samples;""")
    p50, p99 = percentile(samples, 0.5), percentile(samples, 0.99)
    print("  drag update round trip over loopback (1,000 dragMove, WebSocket, JSON parsed): "
          "p50 %.3f ms, p99 %.3f ms" % (p50, p99))
    assert p99 < 100, p99


def test_a_prepend_while_scrolled_keeps_the_anchor_still(browser):
    browser.run("await mosaic.pick('flow-long-list.json');")
    browser.settle()
    browser.js("document.getElementById('viewport').scrollTop = 3000")
    browser.settle()
    anchor = browser.js("""const v = document.getElementById('viewport').getBoundingClientRect();
      const cells = [...document.querySelectorAll('#content > .cell')]
        .filter((n) => n.getBoundingClientRect().top >= v.top)
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
      return cells[1].dataset.name;""")
    def top():
        return browser.js("return document.querySelector('#content > .cell[data-name=\"' + arguments[0] + '\"]')"
                          ".getBoundingClientRect().top", anchor)
    before = top()
    browser.js("document.getElementById('prepend').click()")
    time.sleep(0.05)
    browser.settle()
    time.sleep(0.4)  # the batch animation (300 ms) has ended
    after = top()
    print("  prepend while scrolled: anchor %s moved %.3f px on screen" % (anchor, after - before))
    assert abs(after - before) < 0.5, (before, after)
    names = browser.run("return (await mosaic.request({op: 'order'})).order[0].slice(0, 3);")
    assert names == ["n1", "n2", "n3"], names
    browser.screenshot("prepend-anchored")


def test_batch_buttons_animate_to_the_engines_order(browser):
    browser.run("await mosaic.pick('flow-sticky.json');")
    browser.settle()
    for button in ["insert", "delete", "move", "shuffle", "prepend"]:
        browser.js("mosaic.lastError = null; document.getElementById(arguments[0]).click()", button)
        time.sleep(0.05)
        browser.settle()
        assert browser.js("return mosaic.lastError") is None, (button, browser.js("return mosaic.lastError"))
        time.sleep(0.35)  # the batch animation has ended: every node sits at its frame
        order = browser.run("return (await mosaic.request({op: 'order'})).order;")
        for element in browser.dom_elements():
            if element["category"] == "cell":
                assert order[element["section"]][element["item"]] == element["name"], (button, element)
    assert browser.js("return document.querySelectorAll('#content > .cell[data-name^=n]').length") > 0
    assert not browser.console_errors()
    browser.screenshot("batches")


def test_a_batch_animation_starts_where_the_engines_transition_says(browser):
    browser.run("await mosaic.pick('flow-sticky.json');")
    browser.settle()
    browser.js("document.getElementById('viewport').scrollTop = 200")
    browser.settle()
    # A long animation, so the first frame is within a pixel of the start; sampled one frame in.
    sample = browser.run("""mosaic.batchMs = 60000;
      const v = document.getElementById('viewport');
      const reply = await mosaic.insert();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box = v.getBoundingClientRect();
      const origin = { x: box.left + v.clientLeft, y: box.top + v.clientTop };
      const from = reply.transition.fromOffset, to = reply.contentOffset;
      const rows = [];
      for (const t of reply.transition.elements) {
        if (t.category !== 'cell' || t.change === 'disappearing') continue;
        const node = document.querySelector('#content > .cell[data-name="' + t.name + '"]');
        if (!node) continue;
        const r = node.getBoundingClientRect();
        rows.push({ name: t.name, change: t.change, x: r.left, y: r.top,
          opacity: Number(getComputedStyle(node).opacity),
          startX: origin.x + t.start.frame[0] - from.x, startY: origin.y + t.start.frame[1] - from.y,
          endX: origin.x + t.end.frame[0] - to.x, endY: origin.y + t.end.frame[1] - to.y,
          startAlpha: t.start.alpha });
      }
      document.getAnimations().forEach((a) => a.finish());
      mosaic.batchMs = 300;
      return { rows, total: reply.transition.elements.length, elements: reply.elements.length };""")
    rows = sample["rows"]
    assert sample["total"] >= sample["elements"] > 0, sample
    moving = [r for r in rows if r["change"] == "surviving" and abs(r["startY"] - r["endY"]) + abs(r["startX"] - r["endX"]) > 10]
    appearing = [r for r in rows if r["change"] == "appearing"]
    assert moving and appearing, rows
    for r in moving:
        assert abs(r["x"] - r["startX"]) < 1 and abs(r["y"] - r["startY"]) < 1, r
    for r in appearing:
        assert r["opacity"] < 0.05 and r["startAlpha"] == 0, r
    print("  batch animation: %d moving cells and %d appearing at the engine's start on the first frame"
          % (len(moving), len(appearing)))
    browser.screenshot("batch-transition")


def test_estimated_text_cells_settle_to_their_measured_heights(browser):
    browser.load(TEXT_FEED)
    jumps = []
    for position in [0, 2500, 6000, 4000, 1500, 0]:
        browser.js("document.getElementById('viewport').scrollTop = arguments[0]", position)
        browser.settle()
        time.sleep(0.1)
        browser.settle()
        cells = [e for e in browser.dom_elements() if e["category"] == "cell"]
        assert cells
        for cell in cells:
            assert abs(cell["height"] - cell["frame"][3]) <= 0.5, cell
        ordered = sorted(cells, key=lambda e: e["item"])
        for a, b in zip(ordered, ordered[1:]):
            assert b["frame"][1] >= a["frame"][1] + a["frame"][3], (a, b)
        heights = {round(c["frame"][3]) for c in cells}
        assert len(heights) > 2, heights
    browser.screenshot("self-sizing")


def test_scrolling_up_through_estimates_never_jumps(browser):
    browser.load(TEXT_FEED)
    browser.js("document.getElementById('viewport').scrollTop = 20000")
    browser.settle()
    worst = 0.0
    for _ in range(12):
        anchor = browser.js("""const v = document.getElementById('viewport').getBoundingClientRect();
          const n = [...document.querySelectorAll('#content > .cell')]
            .filter((n) => n.getBoundingClientRect().top >= v.top + 100)
            .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
          return [n.dataset.name, n.getBoundingClientRect().top];""")
        browser.js("document.getElementById('viewport').scrollTop -= 400")
        browser.settle()
        after = browser.js("return document.querySelector('#content > .cell[data-name=\"' + arguments[0] + '\"]')"
                           ".getBoundingClientRect().top", anchor[0])
        worst = max(worst, abs(after - (anchor[1] + 400)))
    print("  scrolling up through estimated cells: worst anchor drift %.2f px" % worst)
    assert worst < 0.5, worst


# 10^7 rows of 44 pt, 1 pt apart: 449,999,999 px, 13 times what Chromium lays out (33,554,430).
ROWS = "large/rows-10M.json"
ROW_PITCH = 45
ROW_COUNT = 10000000


def shown_cells(browser):
    """Every cell node: where it is on screen, relative to the viewport's client area, against
    where the engine's frame less the engine's offset puts it (`dx`, `dy`: 0 when exact)."""
    return browser.js("""
      const v = document.getElementById('viewport');
      const box = v.getBoundingClientRect();
      const origin = { x: box.left + v.clientLeft, y: box.top + v.clientTop };
      const o = mosaic.renderer.engineOffset();
      return [...document.querySelectorAll('#content > .cell')].map((n) => {
        const r = n.getBoundingClientRect();
        const f = n.dataset.frame.split(',').map(Number);
        return { section: Number(n.dataset.section), item: Number(n.dataset.item), name: n.dataset.name,
                 top: r.top - origin.y, bottom: r.bottom - origin.y, frame: f, offset: o.y,
                 dx: (r.left - origin.x) - (f[0] - o.x), dy: (r.top - origin.y) - (f[1] - o.y) }; });""")


def check_rows_exact(browser, where):
    """The DOM shows the engine's frames at the engine's offset, to the pixel, without overlap,
    and covers the viewport; returns the cells by item."""
    cells = sorted(shown_cells(browser), key=lambda c: c["item"])
    assert cells, where
    worst = max(max(abs(c["dx"]), abs(c["dy"])) for c in cells)
    assert worst == 0, (where, worst, [c for c in cells if abs(c["dy"]) > 0][:3])
    for a, b in zip(cells, cells[1:]):
        assert b["top"] >= a["bottom"], (where, a, b)
        assert b["item"] == a["item"] + 1, (where, a["item"], b["item"])
    assert cells[0]["top"] <= 0 or cells[0]["item"] == 0, (where, cells[0])
    assert cells[-1]["bottom"] >= 600 or cells[-1]["item"] == ROW_COUNT - 1, (where, cells[-1])
    assert len(cells) <= 3 * (600 // ROW_PITCH + 2), (where, len(cells))
    return {c["item"]: c for c in cells}


def test_ten_million_rows_are_reachable_to_the_pixel(browser):
    browser.run("await mosaic.pick(args[0]);", ROWS)
    browser.settle()
    state = browser.js("return {size: mosaic.renderer.state.contentSize, long: mosaic.renderer.long,"
                       " box: document.getElementById('viewport').scrollHeight}")
    assert state["size"]["height"] == ROW_COUNT * ROW_PITCH - 1 and state["long"], state
    assert state["box"] < 33554430, state
    last_offset = ROW_COUNT * ROW_PITCH - 1 - 600
    # The scrollbar: its thumb dragged to the end, the middle, anywhere, and back to the top.
    for fraction in [1.0, 0.5, 0.123457, 0.0]:
        browser.js("const v = document.getElementById('viewport');"
                   "v.scrollTop = (v.scrollHeight - v.clientHeight) * arguments[0];", fraction)
        browser.settle()
        offset = browser.js("return mosaic.renderer.engineOffset().y")
        assert abs(offset - fraction * last_offset) <= 1 + last_offset / 1e7, (fraction, offset)
        cells = check_rows_exact(browser, "scrollbar at %s" % fraction)
        if fraction == 1.0:
            assert offset == last_offset and cells[ROW_COUNT - 1]["bottom"] == 600, (offset, cells.get(ROW_COUNT - 1))
    browser.screenshot("rows-10M-top")
    # scrollToItem: the last item, then items anywhere, where UIKit puts them.
    targets = [(ROW_COUNT - 1, "bottom", 600 - 44), (7654321, "top", 0), (31337, "centeredVertically", 278),
               (9999000, "top", 0), (4999999, "centeredVertically", 278), (123, "bottom", 600 - 44)]
    for item, position, top in targets:
        reply = browser.run("return await mosaic.scrollToItem(0, args[0], args[1]);", item, position)
        assert reply["type"] == "state", reply
        browser.settle()
        cells = check_rows_exact(browser, "scrollToItem %d %s" % (item, position))
        assert item in cells and cells[item]["top"] == top, (item, position, cells.get(item))
        if item == 7654321:
            browser.screenshot("rows-10M-deep")
    # Small steps (a wheel, keys, a finger) move the content by exactly the step, past rebases of
    # the box, which move nothing on screen.
    shifts = set()
    for step in [300] * 8 + [-170] * 5 + [599, -599, 1, -1]:
        before = {c["name"]: c["top"] for c in shown_cells(browser)}
        browser.js("document.getElementById('viewport').scrollTop += arguments[0]", step)
        browser.settle()
        shifts.add(browser.js("return mosaic.renderer.shift"))
        after = check_rows_exact(browser, "step %d" % step)
        moved = [before[c["name"]] - c["top"] for c in after.values() if c["name"] in before]
        assert moved and all(m == step for m in moved), (step, sorted(set(moved)))
    assert len(shifts) > 1, "the box was never rebased: %s" % shifts
    print("  10^7 rows (449,999,999 px): scrollbar, scrollToItem and %d small steps exact to the pixel, "
          "%d rebases of a 10,000,000 px box" % (17, len(shifts) - 1))


# 10^7 columns of 44 pt scrolling sideways, with content insets: the same box along x.
COLUMNS = document(
    {"strategy": "flow", "options": {"scrollDirection": "horizontal", "itemSize": {"width": 44, "height": 200},
                                     "minimumLineSpacing": 1, "sectionInset": {"top": 10, "bottom": 10}}},
    {"width": 390, "height": 220, "contentInset": {"left": 30, "right": 30}}, [{"items": ROW_COUNT}])


def test_ten_million_columns_scroll_sideways_to_the_pixel(browser):
    browser.load(COLUMNS)
    assert browser.js("return mosaic.renderer.long && mosaic.renderer.engineOffset().x") == -30
    def cells():
        return browser.js("""const v = document.getElementById('viewport'); const box = v.getBoundingClientRect();
          const o = mosaic.renderer.engineOffset();
          return [...document.querySelectorAll('#content > .cell')].map((n) => {
            const r = n.getBoundingClientRect(); const f = n.dataset.frame.split(',').map(Number);
            const left = r.left - box.left - v.clientLeft, top = r.top - box.top - v.clientTop;
            return { item: Number(n.dataset.item), left, error: Math.abs(left - (f[0] - o.x)) + Math.abs(top - (f[1] - o.y)) }; });""")
    # UIKit's positions, inside the content insets: the item's edge at the inset, or centred.
    for item, position, left in [(ROW_COUNT - 1, "right", 390 - 30 - 44), (5000000, "left", 30),
                                 (123, "centeredHorizontally", 173)]:
        browser.run("await mosaic.scrollToItem(0, args[0], args[1]);", item, position)
        browser.settle()
        shown = {c["item"]: c for c in cells()}
        assert max(c["error"] for c in shown.values()) == 0, (item, position)
        assert shown[item]["left"] == left, (item, position, shown.get(item))
    for step in [300, 300, 300, -200, 1]:
        before = {c["item"]: c["left"] for c in cells()}
        browser.js("document.getElementById('viewport').scrollLeft += arguments[0]", step)
        browser.settle()
        after = cells()
        assert max(c["error"] for c in after) == 0, step
        assert all(before[c["item"]] - c["left"] == step for c in after if c["item"] in before), step
    browser.js("const v = document.getElementById('viewport'); v.scrollLeft = v.scrollWidth;")
    browser.settle()
    end = browser.js("return [mosaic.renderer.engineOffset().x, mosaic.renderer.state.contentSize.width]")
    assert end[0] == end[1] + 30 - 390, end


def test_anchoring_and_drags_hold_deep_in_ten_million_rows(browser):
    browser.run("await mosaic.pick(args[0]);", ROWS)
    browser.settle()
    browser.run("await mosaic.scrollToItem(0, 8765432, 'top');")
    browser.settle()
    cells = check_rows_exact(browser, "deep")
    anchor = cells[8765433]["name"]
    before = cells[8765433]["top"]
    browser.js("document.getElementById('prepend').click()")
    time.sleep(0.05)
    browser.settle()
    time.sleep(0.4)  # the batch animation (300 ms) has ended
    cells = check_rows_exact(browser, "after a prepend")
    moved = {c["name"]: c for c in cells.values()}[anchor]
    assert moved["item"] == 8765436 and moved["top"] == before, (before, moved)
    # A drag from the second row to the sixth, 8.7 million rows down.
    source, target = cells[8765437]["name"], cells[8765441]["name"]
    browser.js("mosaic.lastMove = null")
    drag(browser, source, target).perform()
    ActionChains(browser.driver).release().perform()
    assert wait_until(lambda: browser.js("return mosaic.lastMove"), 5), "the drag ended"
    browser.settle()
    time.sleep(0.3)
    move = browser.js("return mosaic.lastMove")
    assert move["from"] == [0, 8765437] and move["to"] == [0, 8765441], move
    cells = check_rows_exact(browser, "after a drag")
    assert cells[8765441]["name"] == source, cells[8765441]
    browser.screenshot("rows-10M-after-drag")


def test_the_carousel_auto_advances_past_the_wrap(browser):
    browser.run("await mosaic.pick('carousel-autoadvance.json');")
    browser.settle()
    browser.js("mosaic.timeScale = 20")
    pages = []
    def seen():
        page = browser.js("return mosaic.renderer.state.page")
        if not pages or pages[-1] != page:
            pages.append(page)
        return len(pages) >= 5
    assert wait_until(seen, 20, 0.02), pages
    browser.js("mosaic.timeScale = 0")
    assert pages[:5] == [0, 1, 2, 0, 1], pages
    time.sleep(0.5)
    browser.screenshot("carousel")
    # The cell in the middle of the viewport is the current page's item.
    centre = browser.js("""const v = document.getElementById('viewport').getBoundingClientRect();
      const n = document.elementFromPoint(v.left + v.width / 2, v.top + v.height / 2);
      return n && n.closest('.cell') && n.closest('.cell').dataset.name;""")
    page = browser.js("return mosaic.renderer.state.page")
    assert centre == "0.%d" % page, (centre, page)


def test_a_masonry_feed_spans_columns_and_reorders(browser):
    # Spans (a full-width banner, items two columns wide) and a placement tolerance, drawn where
    # the engine puts them; a drag reflows the masonry and drops in the engine's order.
    browser.run("await mosaic.pick('waterfall-spans.json');")
    browser.settle()
    def exact():
        return max(max(abs(c["dx"]), abs(c["dy"])) for c in shown_cells(browser)) <= 1 / 64
    assert wait_until(exact, 5), "cells not where the engine puts them"
    cells = {c["name"]: c for c in shown_cells(browser)}
    width = browser.js("return mosaic.renderer.state.contentSize.width")
    assert cells["0.0"]["frame"][2] == width - 16, cells["0.0"]["frame"]  # full: inside 8 + 8 insets
    assert abs(cells["0.5"]["frame"][2] - (2 * cells["0.1"]["frame"][2] + 8)) < 1e-6, cells["0.5"]["frame"]
    browser.js("document.getElementById('viewport').scrollIntoView({block: 'center'});"
               "mosaic.lastMove = null")
    time.sleep(0.1)
    actions = drag(browser, "0.1", "0.7")
    actions.perform()
    time.sleep(0.2)
    browser.screenshot("masonry-drag")
    ActionChains(browser.driver).release().perform()
    assert wait_until(lambda: browser.js("return mosaic.lastMove"), 5), "the drag ended"
    browser.settle()
    move = browser.js("return mosaic.lastMove")
    assert move["from"] == [0, 1] and move["to"][0] == 0 and move["to"][1] > 1, move
    order = browser.run("return (await mosaic.request({op: 'order'})).order;")
    assert order[0][move["to"][1]] == "0.1", order
    for element in browser.dom_elements():
        if element["category"] == "cell":
            assert order[element["section"]][element["item"]] == element["name"], element
    # The drop glides each cell to its new frame: exact once the glide is over.
    assert wait_until(exact, 5), "cells not where the engine puts them after the drop"
    browser.screenshot("masonry")


def test_an_app_store_screen_swipes_its_banner_a_page_on(browser):
    # A compositional layout: a centred paging banner, paged rows, a grid, a masonry section,
    # pinned headers and backgrounds, drawn where the engine puts them; a swipe on the banner
    # pages it one group on (groupPagingCentered) and nothing else moves.
    browser.run("await mosaic.pick('compositional-app-store.json');")
    browser.settle()
    def exact():
        return max(max(abs(c["dx"]), abs(c["dy"])) for c in shown_cells(browser)) <= 1 / 64
    assert wait_until(exact, 5), "cells not where the engine puts them"
    assert browser.js("return mosaic.doc.bands") == [0, 1], browser.js("return mosaic.doc.bands")
    before = {c["name"]: c["frame"] for c in shown_cells(browser)}
    width = browser.js("return mosaic.renderer.state.contentSize.width")
    assert abs(before["0.0"][0] + before["0.0"][2] / 2 - width / 2) < 1e-6, before["0.0"]
    browser.js("document.getElementById('viewport').scrollIntoView({block: 'center'});")
    time.sleep(0.1)
    viewport = browser.driver.find_element("id", "viewport")
    centre = browser.js("""const n = document.querySelector('#content > .cell[data-name="0.0"]');
      const r = n.getBoundingClientRect(); const v = document.getElementById('viewport').getBoundingClientRect();
      return [r.left + r.width / 2 - (v.left + v.width / 2), r.top + r.height / 2 - (v.top + v.height / 2)];""")
    actions = ActionChains(browser.driver, duration=16)
    actions.move_to_element_with_offset(viewport, int(centre[0]), int(centre[1]))
    actions.click_and_hold()
    for step in range(1, 7):
        actions.move_to_element_with_offset(viewport, int(centre[0] - 20 * step), int(centre[1]))
        actions.pause(0.02)
    actions.release()
    actions.perform()
    def paged():
        cells = {c["name"]: c["frame"] for c in shown_cells(browser)}
        second = cells.get("0.1")
        return second and abs(second[0] + second[2] / 2 - width / 2) < 1e-6
    assert wait_until(paged, 5), "the banner did not page one group on"
    assert wait_until(exact, 5), "cells not where the engine puts them after the swipe"
    after = {c["name"]: c["frame"] for c in shown_cells(browser)}
    for name, frame in after.items():
        if not name.startswith("0.") and name in before:
            assert frame == before[name], (name, frame, before[name])
    browser.screenshot("compositional")


from interaction_scenes import (  # noqa: E402  (after the scenes above: they run in this order)
    test_a_cell_is_dragged_from_one_column_into_the_other, test_a_selection_is_dragged_as_one,
    test_the_keyboard_moves_focus_and_a_picked_up_cell_and_announces_each_step)


def main():
    shutil.rmtree(ARTEFACTS, ignore_errors=True)
    server = Server(os.path.join(ROOT, "Examples", "flow-sticky.json"),
                    os.path.join(ROOT, "Examples", "flow-chat.json"))
    passed, failed = 0, 0
    browser = None
    try:
        browser = Browser(server.url)
        path = browser.screenshot("start")
        tests = [value for name, value in globals().items() if name.startswith("test_")]
        for test in tests:
            started = time.time()
            try:
                test(browser)
                passed += 1
                print("✔ %s (%.1f s)" % (test.__name__, time.time() - started))
            except Exception:
                failed += 1
                print("✘ %s" % test.__name__)
                traceback.print_exc()
                try:
                    browser.screenshot("failed-" + test.__name__)
                except Exception:
                    pass
        print("screenshots: %s" % os.path.dirname(path))
    finally:
        if browser:
            browser.quit()
        server.stop()
    print("browser: %d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
