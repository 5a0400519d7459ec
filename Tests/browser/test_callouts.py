"""Callouts in headless Chromium: they fold like sections (deep links, find in page, expand and collapse all,
remembered state, print). Screenshots of every type, light and dark, wide and narrow, go to the artifacts folder."""

import pytest
from selenium.webdriver.common.by import By

import conftest
from helpers import is_open, load, settle

TYPES = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"]


def callouts_markdown():
    gallery = "".join(
        f"> [!{t}]\n> A {t.lower()} callout, as GitHub draws it, with `code` and a [link](#gallery).\n\n" for t in TYPES)
    gallery += "".join(
        f"> [!{t}]- Folding {t.lower()}, closed\n> Inside the closed {t.lower()} callout.\n\n" for t in TYPES[:2])
    gallery += "> [!WARNING]+ Folding warning, open\n> Inside the open callout.\n>\n> - a list\n> - in it\n\n"
    gallery += "> [!Recipe]\n> An unknown type: a plain callout titled with its type.\n\n"
    return (
        "# Callouts fixture\n\n"
        "Links: [to the hidden callout](#hidden-callout) and [to the heading inside it](#inside-heading).\n\n"
        "## Gallery\n\n" + gallery +
        "## Deep\n\n" + conftest.filler("deep", 3) +
        "### Closed part\n\n" + conftest.filler("closed part", 3) +
        "> [!NOTE]- Hidden callout\n> The platypuswobbegong phrase lives only in this closed callout.\n>\n"
        "> #### Inside heading\n>\n> > [!TIP]- Inner callout\n> > The echidnaquoll phrase is nested two callouts deep.\n\n"
        "## After\n\n" + conftest.filler("after", 12)
    )


@pytest.fixture(scope="module")
def page(fixtures):
    return fixtures.render("callouts", callouts_markdown())


def served(http_site, fixtures, path):
    return f"{http_site}/{path.relative_to(fixtures.root).as_posix()}"


def open_callouts(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('details.fm-callout')).filter(d => d.open).map(d => d.id)")


def stored_callouts(driver):
    return driver.execute_script(
        "const s = JSON.parse(localStorage.getItem('foldmark-blocks:' + location.pathname) || 'null');"
        "return s && s.open")


def test_a_deep_link_to_a_closed_callout_opens_it_and_its_sections(browser, fixtures, page):
    load(browser, fixtures.url(page, "#hidden-callout"))
    assert is_open(browser, "closed-part") and is_open(browser, "hidden-callout")
    assert browser.execute_script(
        "const r = document.getElementById('hidden-callout').getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight")


def test_a_deep_link_into_a_closed_callout_opens_it(browser, fixtures, page):
    load(browser, fixtures.url(page, "#inside-heading"))
    assert is_open(browser, "hidden-callout")
    assert not is_open(browser, "inner-callout")
    browser.execute_script("location.hash = '#gallery'")
    browser.execute_script("document.getElementById('hidden-callout').open = false")
    browser.find_element(By.CSS_SELECTOR, "a[href='#hidden-callout']").click()
    settle(browser)
    assert is_open(browser, "hidden-callout")


def test_find_in_page_reaches_text_in_closed_callouts(browser, fixtures, page):
    load(browser, fixtures.url(page, "#:~:text=echidnaquoll"))
    settle(browser, 0.3)
    assert is_open(browser, "closed-part") and is_open(browser, "hidden-callout") and is_open(browser, "inner-callout")
    # The script's beforematch handler opens every <details> around a match, callouts included.
    browser.execute_script(
        "document.querySelectorAll('details').forEach(d => d.open = false);"
        "document.querySelector('#inner-callout p').dispatchEvent(new Event('beforematch', {bubbles: true}))")
    assert is_open(browser, "deep") and is_open(browser, "closed-part")
    assert is_open(browser, "hidden-callout") and is_open(browser, "inner-callout")


def test_expand_and_collapse_all_include_callouts(browser, fixtures, page):
    load(browser, fixtures.url(page))
    every = browser.execute_script("return Array.from(document.querySelectorAll('details.fm-callout')).map(d => d.id)")
    assert open_callouts(browser) == ["folding-warning-open"]
    toolbar = browser.find_element(By.CSS_SELECTOR, ".fm-toolbar")
    toolbar.find_element(By.XPATH, ".//button[.='Expand all']").click()
    assert open_callouts(browser) == every
    toolbar.find_element(By.XPATH, ".//button[.='Collapse all']").click()
    assert open_callouts(browser) == []
    # Expand to level 3: callouts directly in level-2 sections count as level 3, those in level-3 sections as 4.
    browser.find_element(By.TAG_NAME, "body").send_keys("3")
    assert open_callouts(browser) == ["folding-note-closed", "folding-tip-closed", "folding-warning-open"]
    browser.find_element(By.TAG_NAME, "body").send_keys("e")
    assert open_callouts(browser) == every


def test_callout_state_is_remembered_and_a_deep_link_wins(browser, fixtures, http_site, page):
    url = served(http_site, fixtures, page)
    load(browser, url)
    assert stored_callouts(browser) is None, "merely opening a page must not store anything"
    browser.execute_script(
        "document.querySelector('#folding-note-closed > summary').click();"
        "document.querySelector('#folding-warning-open > summary').click()")
    settle(browser, 0.3)
    assert stored_callouts(browser) == ["folding-note-closed"]
    load(browser, url, fresh=False)
    assert open_callouts(browser) == ["folding-note-closed"]
    load(browser, url + "#inner-callout", fresh=False)
    assert open_callouts(browser) == ["folding-note-closed", "hidden-callout", "inner-callout"]


def test_print_opens_every_callout_and_restores_the_readers_state(browser, fixtures, http_site, page):
    url = served(http_site, fixtures, page)
    load(browser, url)
    browser.execute_script("document.querySelector('#folding-tip-closed > summary').click()")
    settle(browser, 0.3)
    before = ["folding-tip-closed", "folding-warning-open"]
    assert open_callouts(browser) == before
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    settle(browser)
    assert browser.execute_script("return Array.from(document.querySelectorAll('details.fm-section, details.fm-callout')).every(d => d.open)")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    settle(browser)
    assert open_callouts(browser) == before
    assert stored_callouts(browser) == before, "printing must not change the remembered state"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1440, 390])
def test_screenshots_of_every_callout_type(browser, fixtures, artifacts, page, scheme, width):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [
        {"name": "prefers-color-scheme", "value": scheme}]})
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 1500, "deviceScaleFactor": 1, "mobile": width < 500})
    load(browser, fixtures.url(page))
    browser.execute_script("document.getElementById('gallery').scrollIntoView()")
    settle(browser)
    path = artifacts / f"callouts-{width}-{scheme}.png"
    browser.save_screenshot(str(path))
    assert path.stat().st_size > 0
    # Each GitHub type has its own colour, and the title is drawn in it.
    colours = browser.execute_script(
        "return ['note','tip','important','warning','caution'].map(t => "
        "getComputedStyle(document.querySelector('.fm-callout-' + t + ' > .fm-callout-title')).color)")
    assert len(set(colours)) == 5
    # Nothing sticks out sideways on a phone.
    assert browser.execute_script("return document.documentElement.scrollWidth <= innerWidth")


def outline_markdown():
    return (
        "# Outline fixture\n\n[To the deep item](#level-three).\n\n## Plan {.outline}\n\n"
        "- Level one\n  - Level two\n    - Level three\n      - The wombatkestrel leaf, three items deep\n"
        "- Sibling\n  - Its child\n\n## After\n\n" + conftest.filler("after", 12))


@pytest.fixture(scope="module")
def outline_page(fixtures):
    return fixtures.render("outline", outline_markdown())


def open_items(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('details.fm-outline-item')).filter(d => d.open).map(d => d.id)")


def test_outline_items_open_for_deep_links_find_expand_all_and_print(browser, fixtures, outline_page):
    load(browser, fixtures.url(outline_page, "#level-three"))
    assert open_items(browser) == ["level-one", "level-two", "level-three"]
    load(browser, fixtures.url(outline_page, "#:~:text=wombatkestrel"))
    settle(browser, 0.3)
    assert open_items(browser) == ["level-one", "level-two", "level-three"]
    load(browser, fixtures.url(outline_page))
    assert open_items(browser) == []
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys("e")
    assert open_items(browser) == ["level-one", "level-two", "level-three", "sibling"]
    body.send_keys("c")
    assert open_items(browser) == []
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    settle(browser)
    assert open_items(browser) == ["level-one", "level-two", "level-three", "sibling"]
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    settle(browser)
    assert open_items(browser) == []


def test_outline_item_state_is_remembered(browser, fixtures, http_site, outline_page):
    url = served(http_site, fixtures, outline_page)
    load(browser, url)
    browser.execute_script("document.querySelector('#sibling > summary').click()")
    settle(browser, 0.3)
    load(browser, url, fresh=False)
    assert open_items(browser) == ["sibling"]


def test_callout_state_is_not_remembered_when_remembering_is_off(browser, fixtures, http_site):
    page = fixtures.render("callouts-forgetful", callouts_markdown(), "--no-remember")
    url = served(http_site, fixtures, page)
    load(browser, url)
    browser.execute_script("document.querySelector('#folding-note-closed > summary').click()")
    settle(browser, 0.3)
    assert browser.execute_script("return localStorage.length") == 0
    load(browser, url, fresh=False)
    assert open_callouts(browser) == ["folding-warning-open"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_violations_in_callouts_and_outline_lists(browser, fixtures, page, outline_page, scheme):
    from test_a11y import dark, serious_violations

    dark(browser, scheme == "dark")
    problems = []
    for path in (page, outline_page):
        load(browser, fixtures.url(path))
        # Every section, callout and outline item open, so that axe sees all of them.
        browser.find_element(By.TAG_NAME, "body").send_keys("e")
        settle(browser)
        problems += [f"{path.name}: {p}" for p in serious_violations(browser)]
    dark(browser, False)
    assert problems == []
