"""Small helpers shared by the browser tests."""

import time

from selenium.webdriver.support.ui import WebDriverWait


def load(driver, url, fresh=True):
    """Opens `url`; `fresh` first forgets every section state saved for its origin."""
    if fresh:
        driver.get(url.split("#")[0])
        settle(driver)
        driver.execute_script("localStorage.clear()")
    driver.get("about:blank")
    driver.get(url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.readyState === 'complete' && document.documentElement.hasAttribute('data-fm-ready')"))
    settle(driver)


def settle(driver, seconds=0.15):
    """Lets the asynchronous toggle events and the saving they trigger happen."""
    time.sleep(seconds)


def is_open(driver, section_id):
    return driver.execute_script("return document.getElementById(arguments[0]).open", section_id)


def open_ids(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('details.fm-section')).filter(d => d.open).map(d => d.id)")


def all_ids(driver):
    return driver.execute_script("return Array.from(document.querySelectorAll('details.fm-section')).map(d => d.id)")


def rect_top(driver, selector):
    return driver.execute_script("return document.querySelector(arguments[0]).getBoundingClientRect().top", selector)


def in_viewport(driver, selector):
    return driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return r.bottom > 0 && r.top < innerHeight", selector)


def console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def stored_open(driver):
    """The open sections remembered for the current page, or None when nothing is stored for it."""
    return driver.execute_script(
        "const s = JSON.parse(localStorage.getItem('foldmark:' + location.pathname) || 'null');"
        "return s && s.open")


def wait_stored(driver, expected, timeout=10):
    """Waits until the state remembered for the current page is `expected` (a list of ids; None: nothing stored).

    Toggle events, and so the saving they trigger, are delivered asynchronously after a section opens or closes."""
    WebDriverWait(driver, timeout).until(lambda d: stored_open(d) == expected)
