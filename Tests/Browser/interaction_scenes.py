"""Scenes of the playground beyond UIKit's drag: the keyboard (focus moves by the engine's
geometry, a picked-up cell moved by arrows, every step announced) and a selection dragged as one.
playground_browser.py runs them with its own scenes."""
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from server import wait_until


def cell_centre(browser, name):
    return browser.js("""const n = document.querySelector('#content > .cell[data-name="' + arguments[0] + '"]');
      const r = n.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];""", name)


def viewport_origin(browser):
    return browser.js("const r = document.getElementById('viewport').getBoundingClientRect();"
                      "return [r.left + r.width / 2, r.top + r.height / 2];")


def click_cell(browser, name):
    viewport = browser.driver.find_element("id", "viewport")
    (x, y), (ox, oy) = cell_centre(browser, name), viewport_origin(browser)
    ActionChains(browser.driver).move_to_element_with_offset(viewport, int(x - ox), int(y - oy)).click().perform()
    browser.settle()


def press(browser, key):
    browser.driver.find_element("id", "viewport").send_keys(key)
    time.sleep(0.05)
    browser.settle()
    return browser.js("return document.getElementById('announcer').textContent")


def focused(browser):
    return browser.js("return [...document.querySelectorAll('#content > .cell.focused')].map((n) => n.dataset.name)")


def test_the_keyboard_moves_focus_and_a_picked_up_cell_and_announces_each_step(browser):
    browser.run("await mosaic.pick('flow-reorder.json');")
    browser.settle()
    click_cell(browser, "0.1")
    assert focused(browser) == ["0.1"], focused(browser)
    # Down keeps the column (the engine's focus movement): 0.5, four cells on.
    press(browser, Keys.ARROW_DOWN)
    assert focused(browser) == ["0.5"], focused(browser)
    assert press(browser, Keys.SPACE) == "Picked up item 6 of section 1."
    assert browser.js("return document.querySelector('.cell.dragging').dataset.name") == "0.5"
    assert press(browser, Keys.ARROW_RIGHT) == "Moved item 6 of section 1 to position 7 of section 1."
    # Down from the second line's third column: section 1's third cell.
    assert press(browser, Keys.ARROW_DOWN) == "Moved item 6 of section 1 to position 3 of section 2."
    browser.screenshot("keyboard-reorder")
    assert press(browser, Keys.SPACE) == "Dropped item 6 of section 1 at position 3 of section 2."
    order = browser.run("return (await mosaic.request({op: 'order'})).order;")
    assert order[1][2] == "0.5" and len(order[0]) == 7, order
    for element in browser.dom_elements():
        if element["category"] == "cell":
            assert order[element["section"]][element["item"]] == element["name"], element
    # Escape puts a picked-up cell back.
    assert press(browser, Keys.SPACE) == "Picked up item 3 of section 2."
    assert press(browser, Keys.ARROW_LEFT) == "Moved item 3 of section 2 to position 2 of section 2."
    assert press(browser, Keys.ESCAPE) == "Cancelled: item 3 of section 2 is back in place."
    assert browser.run("return (await mosaic.request({op: 'order'})).order;") == order
    assert browser.js("return document.querySelector('.cell.dragging')") is None


def test_a_selection_is_dragged_as_one(browser):
    browser.run("await mosaic.pick('flow-reorder.json');")
    browser.settle()
    browser.driver.find_element("id", "multiSelect").click()
    browser.settle()
    for name in ["0.1", "0.2", "0.3"]:
        click_cell(browser, name)
    selected = browser.js("return mosaic.renderer.state.elements.filter((e) => e.selected).map((e) => e.name)")
    assert sorted(selected) == ["0.1", "0.2", "0.3"], selected
    viewport = browser.driver.find_element("id", "viewport")
    (sx, sy), (tx, ty), (ox, oy) = cell_centre(browser, "0.2"), cell_centre(browser, "1.2"), viewport_origin(browser)
    actions = ActionChains(browser.driver, duration=16)
    actions.move_to_element_with_offset(viewport, int(sx - ox), int(sy - oy)).click_and_hold()
    for step in range(1, 13):
        actions.move_to_element_with_offset(
            viewport, int(sx + (tx - sx) * step / 12 - ox), int(sy + (ty - sy) * step / 12 - oy))
        actions.pause(0.03)
    actions.perform()
    time.sleep(0.2)
    # Mid-drag: the lead under the finger, its companions off the layout.
    names = [e["name"] for e in browser.dom_elements() if e["category"] == "cell"]
    assert "0.2" in names and "0.1" not in names and "0.3" not in names, names
    assert browser.js("return document.querySelector('.cell.dragging').dataset.count") == "3"
    browser.screenshot("selection-drag")
    ActionChains(browser.driver).release().perform()
    assert wait_until(lambda: browser.js("return mosaic.lastMove"), 5), "the drag ended"
    browser.settle()
    order = browser.run("return (await mosaic.request({op: 'order'})).order;")
    at = order[1].index("0.1")
    assert order[1][at:at + 3] == ["0.1", "0.2", "0.3"], order
    assert order[0] == ["0.0", "0.4", "0.5", "0.6", "0.7"], order
    for element in browser.dom_elements():
        if element["category"] == "cell":
            assert order[element["section"]][element["item"]] == element["name"], element
    browser.driver.find_element("id", "multiSelect").click()
    browser.settle()


def test_a_cell_is_dragged_from_one_column_into_the_other(browser):
    browser.run("await mosaic.pick('flow-reorder.json');")
    browser.settle()
    browser.driver.find_element("id", "twoColumns").click()
    assert wait_until(lambda: browser.js("return document.querySelectorAll('#board .column').length") == 2, 5)
    browser.settle()

    def centre(column, name):
        return browser.js("""const n = document.querySelector('#board .column[data-column="' + arguments[0] + '"] .cell[data-name="' + arguments[1] + '"]');
          const r = n.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];""", column, name)

    def names(column):
        return browser.js("""return [...document.querySelectorAll('#board .column[data-column="' + arguments[0] + '"] .cell')]
          .map((n) => n.dataset.name)""", column)

    assert "2.2" in names(1) and "0.1" in names(0), (names(0), names(1))
    # Wholly in the window: pointer offsets are taken from the element's visible centre.
    browser.js("document.getElementById('board').scrollIntoView({block: 'center'})")
    time.sleep(0.1)
    board = browser.driver.find_element("id", "board")
    origin = browser.js("const r = document.getElementById('board').getBoundingClientRect();"
                        "return [r.left + r.width / 2, r.top + r.height / 2];")
    (sx, sy), (tx, ty) = centre(0, "0.1"), centre(1, "2.2")
    actions = ActionChains(browser.driver, duration=16)
    actions.move_to_element_with_offset(board, int(sx - origin[0]), int(sy - origin[1])).click_and_hold()
    for step in range(1, 16):
        actions.move_to_element_with_offset(
            board, int(sx + (tx - sx) * step / 15 - origin[0]), int(sy + (ty - sy) * step / 15 - origin[1]))
        actions.pause(0.03)
    actions.perform()
    time.sleep(0.2)
    # Mid-drag: the first column reflows without 0.1; the second draws it lifted, with a slot.
    assert "0.1" not in names(0) and "0.1" in names(1), (names(0), names(1))
    assert browser.js("return document.querySelector('#board .column[data-column=\"1\"] .cell.dragging').dataset.name") == "0.1"
    assert browser.js("return document.querySelectorAll('#board .column[data-column=\"1\"] .overlay.slot').length") == 1
    browser.screenshot("board-drag")
    ActionChains(browser.driver).release().perform()
    assert wait_until(lambda: browser.js("return mosaic.board.lastDrop"), 5), "the drop ended"
    browser.settle()
    assert browser.js("return mosaic.board.lastDrop") == {"source": 0, "destination": 1}
    assert "0.1" in names(1) and "0.1" not in names(0)
    state = browser.run("return await mosaic.request({op: 'boardState'});")
    second = [e["name"] for e in state["columns"][1]["elements"] if e["category"] == "cell"]
    assert second.index("0.1") == second.index("2.2") - 1, second
    browser.screenshot("board-done")
    browser.driver.find_element("id", "twoColumns").click()
