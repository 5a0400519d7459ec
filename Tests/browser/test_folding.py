"""Foldmark pages in headless Chromium: each test fails when the behaviour it names breaks."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import conftest
from helpers import (all_ids, console_errors, in_viewport, is_open, load, open_ids, rect_top, settle, stored_open,
                     wait_stored)

DEFAULT_OPEN = ["alpha", "delta", "zeta"]


def summary_bottom(driver, section_id):
    return driver.execute_script(
        "return document.querySelector('#' + arguments[0] + ' > summary').getBoundingClientRect().bottom", section_id)


def scroll_y(driver):
    return driver.execute_script("return window.scrollY")


# 1. Deep links

def test_deep_link_opens_a_closed_section_three_levels_deep(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep, "#gamma"))
    assert all(is_open(browser, i) for i in ("alpha", "beta", "gamma"))
    assert not is_open(browser, "beta-two")
    # The target lands just below the stuck summaries of its ancestors, not under them.
    assert scroll_y(browser) > 500
    assert abs(rect_top(browser, "#gamma") - summary_bottom(browser, "beta")) <= 2
    assert in_viewport(browser, "#gamma > summary")


def test_deep_link_to_an_element_inside_a_folded_section(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep, "#fnref-deep"))
    assert is_open(browser, "beta") and is_open(browser, "gamma")
    top = rect_top(browser, "#fnref-deep")
    assert top >= summary_bottom(browser, "gamma") - 1, "the target is hidden under the sticky summaries"
    assert in_viewport(browser, "#fnref-deep")


def test_hashchange_opens_the_target_and_its_ancestors(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep))
    assert not is_open(browser, "epsilon")
    browser.execute_script("document.getElementById('delta').open = false; location.hash = '#epsilon'")
    settle(browser)
    assert is_open(browser, "delta") and is_open(browser, "epsilon")
    assert in_viewport(browser, "#epsilon > summary")
    assert abs(rect_top(browser, "#epsilon") - summary_bottom(browser, "delta")) <= 2


def test_in_page_links_open_their_target_even_when_the_hash_is_unchanged(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep))
    link = browser.find_element(By.CSS_SELECTOR, "a[href='#gamma']")
    link.click()
    settle(browser)
    assert is_open(browser, "beta") and is_open(browser, "gamma")
    assert in_viewport(browser, "#gamma > summary")
    # Fold everything, go back to the top and follow the same link again: no hashchange this time.
    browser.execute_script("document.querySelectorAll('details.fm-section').forEach(d => d.open = false); scrollTo(0, 0)")
    settle(browser)
    browser.find_element(By.CSS_SELECTOR, "a[href='#gamma']").click()
    settle(browser)
    assert is_open(browser, "alpha") and is_open(browser, "beta") and is_open(browser, "gamma")
    assert in_viewport(browser, "#gamma > summary")
    # A cross-reference: the footnote's back link points into the folded section.
    browser.execute_script("document.getElementById('gamma').open = false")
    settle(browser)
    backref = browser.find_element(By.CSS_SELECTOR, "a.footnote-backref")
    browser.execute_script("arguments[0].scrollIntoView()", backref)
    backref.click()
    settle(browser)
    assert is_open(browser, "gamma")
    assert rect_top(browser, "#fnref-deep") >= summary_bottom(browser, "gamma") - 1


def test_deep_link_across_pages_of_a_site_over_http(browser, fixtures, http_site):
    load(browser, f"{http_site}/minisite-out/index.html")
    browser.find_element(By.CSS_SELECTOR, "main a[href$='#gamma']").click()
    settle(browser, 0.4)
    assert browser.current_url.endswith("#gamma")
    assert is_open(browser, "beta") and is_open(browser, "gamma")
    assert in_viewport(browser, "#gamma > summary")
    # The table of contents links into closed sections too.
    browser.execute_script("document.getElementById('delta').open = false; scrollTo(0, 0)")
    settle(browser)
    toc = browser.find_element(By.CSS_SELECTOR, ".fm-toc a[href='#epsilon']")
    toc.click()
    settle(browser)
    assert is_open(browser, "epsilon") and in_viewport(browser, "#epsilon > summary")
    assert console_errors(browser) == []


def test_deep_link_in_a_site_opened_from_disk(browser, fixtures):
    load(browser, fixtures.url(fixtures.minisite / "guide" / "index.html", "#gamma"))
    assert is_open(browser, "beta") and is_open(browser, "gamma")
    assert abs(rect_top(browser, "#gamma") - summary_bottom(browser, "beta")) <= 2


# 2. Find in page

def test_find_reaches_text_in_closed_sections(browser, fixtures):
    # A text fragment goes through the browser's find-in-page machinery (beforematch, then revealing).
    load(browser, fixtures.url(fixtures.deep, "#:~:text=quokkazanzibar"))
    settle(browser, 0.3)
    assert is_open(browser, "beta") and is_open(browser, "gamma")
    # The script's own beforematch handler opens every section around a match.
    browser.execute_script(
        "document.querySelectorAll('details.fm-section').forEach(d => d.open = false);"
        "document.querySelector('#epsilon p').dispatchEvent(new Event('beforematch', {bubbles: true}))")
    assert is_open(browser, "delta") and is_open(browser, "epsilon")


# 3. Expand all, collapse all, to level, subtree, shortcuts

def test_expand_all_collapse_all_and_expand_to_level(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep))
    toolbar = browser.find_element(By.CSS_SELECTOR, ".fm-toolbar")
    toolbar.find_element(By.XPATH, ".//button[.='Expand all']").click()
    assert open_ids(browser) == all_ids(browser)
    toolbar.find_element(By.XPATH, ".//button[.='Collapse all']").click()
    assert open_ids(browser) == []
    toolbar.find_element(By.CSS_SELECTOR, "button[aria-label='Expand to level 3']").click()
    assert open_ids(browser) == ["alpha", "beta", "beta-two", "delta", "epsilon", "zeta"]
    # The same with the keyboard.
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys("e")
    assert open_ids(browser) == all_ids(browser)
    body.send_keys("c")
    assert open_ids(browser) == []
    body.send_keys("2")
    assert open_ids(browser) == DEFAULT_OPEN
    body.send_keys("?")
    assert browser.execute_script("return document.querySelector('.fm-help').open")
    help_text = browser.find_element(By.CSS_SELECTOR, ".fm-help-panel").text
    assert "Expand every section" in help_text and "Alt" in help_text


def test_shortcuts_never_fire_while_typing(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep))
    browser.execute_script(
        "const i = document.createElement('input'); i.id = 'typing'; i.setAttribute('aria-label', 'x');"
        "document.querySelector('main').prepend(i);"
        "const t = document.createElement('textarea'); t.id = 'area'; t.setAttribute('aria-label', 'y');"
        "document.querySelector('main').prepend(t)")
    browser.find_element(By.ID, "typing").send_keys("ec3?")
    browser.find_element(By.ID, "area").send_keys("c e 1")
    assert open_ids(browser) == DEFAULT_OPEN
    assert not browser.execute_script("return document.querySelector('.fm-help').open")


def test_alt_click_and_alt_enter_toggle_a_whole_subtree(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep))
    summary = browser.find_element(By.CSS_SELECTOR, "#alpha > summary")
    ActionChains(browser).key_down(Keys.ALT).click(summary).key_up(Keys.ALT).perform()
    assert not any(is_open(browser, i) for i in ("alpha", "beta", "gamma", "beta-two"))
    ActionChains(browser).key_down(Keys.ALT).click(summary).key_up(Keys.ALT).perform()
    assert all(is_open(browser, i) for i in ("alpha", "beta", "gamma", "beta-two"))
    assert not is_open(browser, "epsilon"), "other subtrees are left alone"
    browser.execute_script("document.querySelector('#delta > summary').focus()")
    ActionChains(browser).key_down(Keys.ALT).send_keys(Keys.ENTER).key_up(Keys.ALT).perform()
    assert not is_open(browser, "delta") and not is_open(browser, "epsilon")
    ActionChains(browser).key_down(Keys.ALT).send_keys(Keys.ENTER).key_up(Keys.ALT).perform()
    assert is_open(browser, "delta") and is_open(browser, "epsilon")


def test_summaries_are_reachable_with_tab_and_toggle_with_enter_and_space(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep))
    body = browser.find_element(By.TAG_NAME, "body")
    focused = None
    for _ in range(20):
        body = browser.switch_to.active_element
        body.send_keys(Keys.TAB)
        focused = browser.execute_script(
            "const a = document.activeElement; return a.matches('#alpha > summary') ? 'alpha' : null")
        if focused:
            break
    assert focused == "alpha", "Tab never reached the first section's summary"
    summary = browser.switch_to.active_element
    summary.send_keys(Keys.ENTER)
    assert not is_open(browser, "alpha")
    summary.send_keys(Keys.SPACE)
    assert is_open(browser, "alpha")
    outline = browser.execute_script("return getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none", "no visible focus ring"


# 4. Remembered state
#
# These pages are served over http: Chromium's localStorage for file:// pages is not reliably shared between the
# documents of one test (a state saved by one page is, now and then, not seen by the next load of that page when
# the machine is busy), while an http origin's is.

def served(http_site, fixtures, path):
    return f"{http_site}/{path.relative_to(fixtures.root).as_posix()}"


def test_state_is_remembered_across_reload(browser, fixtures, http_site):
    url = served(http_site, fixtures, fixtures.deep)
    load(browser, url)
    assert stored_open(browser) is None, "merely opening a page must not store anything"
    browser.find_element(By.CSS_SELECTOR, "#alpha > summary").click()
    browser.execute_script("document.querySelector('#delta > summary').click(); document.querySelector('#epsilon > summary').click()")
    expected = ["epsilon", "zeta"]
    wait_stored(browser, expected)
    assert open_ids(browser) == expected
    load(browser, url, fresh=False)
    assert open_ids(browser) == expected
    assert "fm-restoring" not in browser.execute_script("return document.documentElement.className")


def test_remembered_state_is_ignored_when_the_page_changed(browser, fixtures, http_site):
    page = fixtures.render("changing", conftest.deep_markdown())
    url = served(http_site, fixtures, page)
    load(browser, url)
    browser.find_element(By.TAG_NAME, "body").send_keys("e")
    wait_stored(browser, all_ids(browser))
    load(browser, url, fresh=False)
    assert open_ids(browser) == all_ids(browser)
    fixtures.render("changing", conftest.deep_markdown(extra="## Eta\n\nA new section.\n\n"))
    load(browser, url, fresh=False)
    assert open_ids(browser) == DEFAULT_OPEN + ["eta"]
    settle(browser)
    assert browser.execute_script("return localStorage.getItem('foldmark:' + location.pathname)") is None


def test_a_deep_link_wins_over_remembered_state(browser, fixtures, http_site):
    url = served(http_site, fixtures, fixtures.deep)
    load(browser, url)
    browser.find_element(By.TAG_NAME, "body").send_keys("c")
    wait_stored(browser, [])
    load(browser, url + "#gamma", fresh=False)
    assert is_open(browser, "alpha") and is_open(browser, "gamma")
    assert not is_open(browser, "delta"), "the rest of the remembered state still applies"


@pytest.mark.parametrize("page", ["report", "site"])
def test_remembering_can_be_turned_off(browser, fixtures, page):
    path = fixtures.forgetful if page == "report" else fixtures.minisite_forget / "guide" / "index.html"
    url = fixtures.url(path)
    load(browser, url)
    assert browser.execute_script("return document.documentElement.dataset.fmRemember") == "false"
    browser.find_element(By.TAG_NAME, "body").send_keys("e")
    settle(browser)
    assert browser.execute_script("return localStorage.length") == 0
    load(browser, url, fresh=False)
    assert open_ids(browser) == DEFAULT_OPEN


# 5. Print

@pytest.mark.parametrize("page", ["report", "site"])
def test_print_opens_every_section_hides_chrome_and_restores_state(browser, fixtures, http_site, page):
    path = fixtures.deep if page == "report" else fixtures.minisite / "guide" / "index.html"
    url = served(http_site, fixtures, path)
    load(browser, url)
    browser.execute_script("document.querySelector('#zeta > summary').click()")
    before = ["alpha", "delta"]
    wait_stored(browser, before)
    assert open_ids(browser) == before
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    settle(browser)
    assert browser.execute_script("return Array.from(document.querySelectorAll('details.fm-section')).every(d => d.open)")
    hidden = browser.execute_script(
        "return Array.from(document.querySelectorAll('.fm-toolbar, .fm-nav, .fm-toc, .fm-header, .fm-pagination, .fm-permalink'))"
        ".map(e => getComputedStyle(e).display)")
    assert hidden and set(hidden) == {"none"}
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    settle(browser)
    assert open_ids(browser) == before
    assert stored_open(browser) == before, "printing must not change the remembered state"
    load(browser, url, fresh=False)
    assert open_ids(browser) == before, "printing must not change the remembered state"


# 6. Sticky summaries

def scroll_into_gamma(browser):
    browser.execute_script("for (const id of ['alpha', 'beta', 'gamma']) document.getElementById(id).open = true")
    settle(browser)
    browser.execute_script(
        "const p = document.querySelectorAll('#gamma > p')[8]; scrollTo(0, p.getBoundingClientRect().top + scrollY - 300)")
    settle(browser)


def test_open_summaries_stack_at_the_top_by_depth(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep))
    scroll_into_gamma(browser)
    tops = [rect_top(browser, f"#{i} > summary") for i in ("alpha", "beta", "gamma")]
    bottoms = [summary_bottom(browser, i) for i in ("alpha", "beta", "gamma")]
    assert abs(tops[0]) <= 1
    assert abs(tops[1] - bottoms[0]) <= 1 and abs(tops[2] - bottoms[1]) <= 1
    # They are really stuck: each section itself starts far above the window.
    assert rect_top(browser, "#gamma") < -200
    # The topmost element at each stuck summary's spot is that summary (or its content).
    for section_id in ("alpha", "beta", "gamma"):
        assert browser.execute_script(
            "const s = document.querySelector('#' + arguments[0] + ' > summary'); const r = s.getBoundingClientRect();"
            "return s.contains(document.elementFromPoint(r.left + 5, r.top + r.height / 2))", section_id)


def test_folding_a_stuck_summary_leaves_the_reader_at_that_summary(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep))
    scroll_into_gamma(browser)
    stuck_at = rect_top(browser, "#gamma > summary")
    browser.find_element(By.CSS_SELECTOR, "#gamma > summary").click()
    settle(browser)
    assert not is_open(browser, "gamma") and is_open(browser, "beta")
    assert abs(rect_top(browser, "#gamma > summary") - stuck_at) <= 2
    assert in_viewport(browser, "#gamma > summary")
    # And one level up.
    scroll_into_gamma(browser)
    beta_at = rect_top(browser, "#beta > summary")
    browser.find_element(By.CSS_SELECTOR, "#beta > summary").click()
    settle(browser)
    assert not is_open(browser, "beta")
    assert abs(rect_top(browser, "#beta > summary") - beta_at) <= 2


# Theme

def test_no_layout_shift_on_load_or_when_a_section_opens(browser, fixtures):
    load(browser, fixtures.url(fixtures.minisite / "guide" / "index.html"))
    shift = browser.execute_script(
        "return new Promise(done => { let total = 0; new PerformanceObserver(list => {"
        " for (const e of list.getEntries()) if (!e.hadRecentInput) total += e.value; })"
        ".observe({type: 'layout-shift', buffered: true}); setTimeout(() => done(total), 300); })")
    assert shift < 0.01, f"layout shift on load: {shift}"
    before = browser.execute_script(
        "const r = document.querySelector('#beta > summary').getBoundingClientRect(); return [r.left, r.top, r.width, r.height, document.documentElement.clientWidth]")
    browser.execute_script("document.getElementById('beta').open = true")
    settle(browser)
    after = browser.execute_script(
        "const r = document.querySelector('#beta > summary').getBoundingClientRect(); return [r.left, r.top, r.width, r.height, document.documentElement.clientWidth]")
    assert before == after


def test_sidebar_folds_away_on_a_phone(browser, fixtures):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": 375, "height": 740, "deviceScaleFactor": 1, "mobile": True})
    load(browser, fixtures.url(fixtures.site / "index.html"))
    assert not browser.execute_script("return document.querySelector('.fm-nav-menu').open")
    toggle = browser.find_element(By.CSS_SELECTOR, ".fm-nav-toggle")
    assert toggle.is_displayed()
    assert browser.execute_script("return document.documentElement.scrollWidth <= innerWidth + 1")
    assert not browser.find_element(By.CSS_SELECTOR, ".fm-nav-menu a").is_displayed()
    toggle.click()
    settle(browser)
    assert browser.execute_script("return document.querySelector('.fm-nav-menu').open")
    assert browser.find_element(By.CSS_SELECTOR, ".fm-nav-menu a").is_displayed()


def test_no_console_errors(browser, fixtures, http_site):
    pages = [
        fixtures.url(fixtures.deep, "#gamma"),
        fixtures.url(fixtures.forgetful),
        fixtures.url(fixtures.site / "index.html"),
        fixtures.url(fixtures.site / "templates" / "index.html"),
        f"{http_site}/site/index.html",
        f"{http_site}/site/reading/index.html#expanding-and-collapsing",
        f"{http_site}/minisite-out/guide/index.html#fnref-deep",
    ]
    browser.get_log("browser")
    for url in pages:
        load(browser, url)
        body = browser.find_element(By.TAG_NAME, "body")
        body.send_keys("e")
        body.send_keys("c")
        body.send_keys("?")
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        settle(browser)
        assert console_errors(browser) == [], url
