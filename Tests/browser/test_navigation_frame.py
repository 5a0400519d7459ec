"""The sidebar without JavaScript: the site's navigation page (assets/nav.HASH.html) in a frame, at the page's entry.

With JavaScript the frame is not there (the tree is built instead), unless the navigation script did not load. On a
phone, without JavaScript, a Menu link opens the navigation page in the whole window.
"""

import os
import re
import shutil
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import make_driver
from helpers import console_errors, load, settle
from test_navigation import navsite, site_pages  # noqa: F401 (a fixture)

PAGE = "alpha/inner/p14/index.html"


@pytest.fixture(scope="module")
def nojs():
    """A second browser with JavaScript turned off."""
    driver = make_driver(1440, 900, javascript=False)
    yield driver
    driver.quit()


def set_screen(driver, width, scheme="light"):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 844 if width < 500 else 900, "deviceScaleFactor": 1,
                            "mobile": width < 500})


def open_without_script(driver, url):
    driver.get("about:blank")
    driver.get(url)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState === 'complete'"))
    settle(driver, 0.3)


def frame_state(driver):
    """Inside the frame: the entry the page points at, whether it is marked and in view, the folders around it."""
    frame = driver.find_element(By.CSS_SELECTOR, "iframe.fm-nav-frame")
    assert frame.is_displayed()
    driver.switch_to.frame(frame)
    try:
        return driver.execute_script("""
            const target = document.querySelector(':target');
            if (!target) return null;
            const chain = [];
            for (let n = target.parentElement; n; n = n.parentElement) if (n.tagName === 'DETAILS') chain.push(n.open);
            const r = target.getBoundingClientRect();
            return {text: target.textContent, href: target.href, weight: getComputedStyle(target).fontWeight,
                    inView: r.top >= 0 && r.bottom <= innerHeight, chain: chain, base: document.baseURI,
                    closed: document.querySelectorAll('details:not([open])').length}""")
    finally:
        driver.switch_to.default_content()


def test_without_javascript_the_frame_shows_the_current_page(nojs, navsite):
    set_screen(nojs, 1440)
    base = navsite.resolve().as_uri() + "/"
    open_without_script(nojs, base + PAGE)
    assert nojs.execute_script("return document.documentElement.classList.contains('fm-js')") is False
    assert not nojs.find_element(By.CSS_SELECTOR, ".fm-nav-page").is_displayed()
    state = frame_state(nojs)
    assert state is not None, "the frame has no entry at its address"
    assert state["text"] == "alpha/inner 14" and state["href"] == base + PAGE
    assert state["weight"] == "600" and state["inView"]
    # The folders around it are open (alpha, inner), the others closed.
    assert state["chain"] == [True, True] and state["closed"] > 0
    # A link in the frame opens its page in the whole window.
    nojs.switch_to.frame(nojs.find_element(By.CSS_SELECTOR, "iframe.fm-nav-frame"))
    link = nojs.find_element(By.CSS_SELECTOR, "a[href$='gamma/p02/index.html']")
    link.find_element(By.XPATH, "ancestor::details[1]/summary").click()
    link.click()
    nojs.switch_to.default_content()
    WebDriverWait(nojs, 10).until(lambda d: d.current_url == base + "gamma/p02/index.html")
    settle(nojs, 0.3)
    assert frame_state(nojs)["text"] == "gamma 02"


def test_without_javascript_the_frame_does_not_move_the_page(nojs, navsite):
    set_screen(nojs, 1440)
    open_without_script(nojs, navsite.resolve().as_uri() + "/" + PAGE + "#second-part")
    # The page is where its own fragment puts it (as far as a short page scrolls), not where the frame's is.
    place, scrolled, furthest = nojs.execute_script(
        "const e = document.getElementById('second-part');"
        "return [e.getBoundingClientRect().top + scrollY, scrollY,"
        " document.documentElement.scrollHeight - innerHeight]")
    assert scrolled > 0 and abs(scrolled - min(place, furthest)) < 5


def test_without_javascript_every_page_is_linked_from_the_navigation_page(navsite):
    frames = list((navsite / "assets").glob("nav.*.html"))
    assert len(frames) == 1
    html = frames[0].read_text(encoding="utf-8")
    assert '<base href="../" target="_top">' in html
    links = set()
    for href in re.findall(r'<a id="n[0-9]+" href="([^"]*)"', html):
        path = os.path.normpath(urllib.parse.unquote(href))
        assert (navsite / path).is_file(), href
        links.add(path)
    assert links == set(site_pages(navsite))
    # Each page carries the frame, not the tree.
    for page in site_pages(navsite):
        text = (navsite / page).read_text(encoding="utf-8")
        nav = text[text.index('<nav class="fm-nav"'):]
        nav = nav[:nav.index("</nav>")]
        assert "<li" not in nav and f'/{frames[0].name}#n' in nav.replace('"assets/', '"/assets/'), page


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_without_javascript_a_phone_has_a_menu_link(nojs, navsite, artifacts, scheme):
    set_screen(nojs, 390, scheme)
    base = navsite.resolve().as_uri() + "/"
    open_without_script(nojs, base + PAGE)
    assert not nojs.find_element(By.CSS_SELECTOR, "iframe.fm-nav-frame").is_displayed()
    assert not nojs.find_element(By.CSS_SELECTOR, ".fm-nav-toggle").is_displayed()
    menu = nojs.find_element(By.CSS_SELECTOR, "a.fm-nav-page")
    assert menu.is_displayed() and menu.text == "Menu"
    assert nojs.execute_script("return document.documentElement.scrollWidth <= innerWidth + 1")
    nojs.save_screenshot(str(os.path.join(artifacts, f"navigation-frame-390-{scheme}-nojs.png")))
    menu.click()
    WebDriverWait(nojs, 10).until(lambda d: "/assets/nav." in d.current_url)
    settle(nojs, 0.3)
    target = nojs.execute_script(
        "const t = document.querySelector(':target'); const r = t.getBoundingClientRect();"
        "return [t.textContent, r.top >= 0 && r.bottom <= innerHeight]")
    assert target == ["alpha/inner 14", True]
    nojs.save_screenshot(str(os.path.join(artifacts, f"navigation-page-390-{scheme}-nojs.png")))
    # Another folder's page: its folder is opened first, as a reader would.
    link = nojs.find_element(By.CSS_SELECTOR, "a[href$='gamma/p02/index.html']")
    link.find_element(By.XPATH, "ancestor::details[1]/summary").click()
    link.click()
    WebDriverWait(nojs, 10).until(lambda d: d.current_url == base + "gamma/p02/index.html")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_without_javascript_screenshots(nojs, navsite, artifacts, scheme):
    set_screen(nojs, 1440, scheme)
    open_without_script(nojs, navsite.resolve().as_uri() + "/" + PAGE)
    assert frame_state(nojs)["inView"]
    nojs.save_screenshot(str(os.path.join(artifacts, f"navigation-frame-1440-{scheme}-nojs.png")))


def test_with_javascript_the_frame_is_not_there(browser, navsite, artifacts):
    load(browser, navsite.resolve().as_uri() + "/" + PAGE)
    assert browser.execute_script("return document.querySelector('nav.fm-nav').dataset.fmNav") == "tree"
    assert browser.find_elements(By.CSS_SELECTOR, "iframe") == []
    assert browser.find_elements(By.CSS_SELECTOR, ".fm-nav-page") == []
    current = browser.find_element(By.CSS_SELECTOR, "nav.fm-nav [aria-current=page]")
    assert current.text == "alpha/inner 14" and current.is_displayed()
    assert console_errors(browser) == []


@pytest.mark.parametrize("width", [1440, 390])
def test_with_javascript_the_frame_stands_in_when_the_navigation_script_is_missing(browser, fixtures, navsite,
                                                                                    artifacts, width):
    folder = fixtures.root / "no-nav-script"
    if not folder.exists():
        shutil.copytree(navsite, folder)
        for script in (folder / "assets").glob("nav.*.js"):
            script.unlink()
    set_screen(browser, width)
    browser.get_log("browser")
    load(browser, folder.resolve().as_uri() + "/" + PAGE)
    try:
        if width < 500:
            # The frame is in the menu, which folds on a phone as it does with the tree.
            assert not browser.find_element(By.CSS_SELECTOR, "iframe.fm-nav-frame").is_displayed()
            browser.find_element(By.CSS_SELECTOR, ".fm-nav-toggle").click()
            settle(browser, 0.3)
        assert browser.find_elements(By.CSS_SELECTOR, ".fm-nav-list") == []
        state = frame_state(browser)
        assert state["text"] == "alpha/inner 14" and state["inView"]
        assert not browser.find_element(By.CSS_SELECTOR, "a.fm-nav-page").is_displayed()
        browser.save_screenshot(str(os.path.join(artifacts, f"navigation-frame-{width}-js-no-script.png")))
    finally:
        # The missing script's errors belong to this test: the browser's log is read here, not by the next test.
        errors = [entry["message"] for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors and all("/assets/nav." in message and ".js" in message for message in errors)
