"""The layout at phone, tablet, laptop and desktop widths, light and dark: nothing covers the title, the contents
panel is reachable everywhere and its links open their sections, stuck titles stay within their cap on a phone,
and the smaller things (right edge, shortcuts help, the home page's top, late remembered state)."""

import pytest
from selenium.webdriver.common.by import By

from conftest import run
from helpers import load, settle

WIDTHS = [390, 768, 1100, 1440]


def sections_markdown(count=8):
    """A `#` title of five words over `count` sections, each with `###` and `####` below it, long enough to scroll."""
    text = "# A title of five words\n\nIntroduction.\n\n"
    for i in range(count):
        text += f"## Second level section {i}\n\n" + ("Text of the section. " * 40 + "\n\n") * 2
        text += f"### Third level heading {i}\n\nMore.\n\n"
        text += f"#### Fourth level title here {i}\n\n" + ("A line of filler text. " * 50 + "\n\n") * 3
    return text


@pytest.fixture(scope="module")
def layout(fixtures):
    root = fixtures.root / "layout"
    root.mkdir(exist_ok=True)
    pages = {}
    source = root / "many.md"
    source.write_text(sections_markdown(), encoding="utf-8")
    pages["report"] = root / "many.html"
    run("render", source, "-o", pages["report"])
    short = root / "short.md"
    short.write_text("# Short\n\n## One\n\nx\n\n## Two\n\ny\n", encoding="utf-8")
    pages["short"] = root / "short.html"
    run("render", short, "-o", pages["short"])
    site = root / "site"
    (site / "Content" / "guide").mkdir(parents=True)
    (site / "foldmark.yml").write_text("title: Layout\n", encoding="utf-8")
    (site / "Content" / "guide" / "many.md").write_text(sections_markdown(), encoding="utf-8")
    run("build", site, "--output", root / "site-out", "--quiet")
    pages["site"] = root / "site-out" / "guide" / "many" / "index.html"
    pages["home"] = root / "site-out" / "index.html"
    return pages


def emulate(browser, width, scheme="light", height=844):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                            {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def rects(browser, selectors):
    """The rectangles (in page coordinates) of the first visible element of each selector that has one."""
    return browser.execute_script("""
        const out = {};
        for (const selector of arguments[0]) {
          for (const node of document.querySelectorAll(selector)) {
            const r = node.getBoundingClientRect();
            // checkVisibility: not inside a closed <details>, not display:none, not visibility:hidden.
            if (r.width > 0 && r.height > 0 && node.checkVisibility({visibilityProperty: true})) {
              out[selector] = [r.left, r.top + scrollY, r.right, r.bottom + scrollY];
              break;
            }
          }
        }
        return out;""", selectors)


def intersect(a, b):
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


CHROME = [".fm-toolbar .fm-tools > summary", ".fm-toolbar button", ".fm-toolbar .fm-help > summary", "main h1",
          ".fm-toc-title", ".fm-header", ".fm-nav-toggle", ".fm-breadcrumbs"]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("page", ["report", "site"])
def test_nothing_covers_the_title(browser, layout, artifacts, page, width, scheme):
    emulate(browser, width, scheme)
    load(browser, layout[page].resolve().as_uri())
    browser.save_screenshot(str(artifacts / f"layout-{page}-{width}-{scheme}.png"))
    found = rects(browser, CHROME)
    assert "main h1" in found
    assert ".fm-toolbar button" in found or ".fm-toolbar .fm-tools > summary" in found
    names = sorted(found)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not intersect(found[a], found[b]), f"{a} {found[a]} overlaps {b} {found[b]} at {width}px"
    # The toolbar is one row, above the title.
    toolbar = browser.execute_script("return document.querySelector('.fm-toolbar').getBoundingClientRect().height")
    assert toolbar < 40, f"the toolbar wraps at {width}px ({toolbar}px high)"
    assert browser.execute_script("return document.documentElement.scrollWidth <= innerWidth + 1"), \
        f"{page} scrolls sideways at {width}px"
    # Nothing is put off the right edge of the window (the contents list touched it between 1100 and 1344 px).
    right = browser.execute_script(
        "return Math.max(...Array.from(document.querySelectorAll('.fm-toc a, .fm-toc-title'))"
        ".filter(a => a.getBoundingClientRect().width > 0).map(a => a.getBoundingClientRect().right), 0)")
    assert right <= width - 12


def open_contents(browser):
    """Makes the contents panel's links reachable the way a reader would: by opening the panel if it is folded."""
    panel = browser.find_element(By.CSS_SELECTOR, ".fm-toc-panel")
    if not panel.get_attribute("open"):
        panel.find_element(By.CSS_SELECTOR, "summary").click()
        settle(browser)
    assert panel.get_attribute("open")
    return panel


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("page", ["report", "site"])
def test_contents_panel_is_reachable_and_its_links_open_their_sections(browser, layout, artifacts, page, width):
    emulate(browser, width)
    load(browser, layout[page].resolve().as_uri())
    panel = open_contents(browser)
    assert len(panel.find_elements(By.CSS_SELECTOR, "a")) == 24
    # A closed section deep inside the page (level 4 starts closed).
    assert not browser.execute_script("return document.getElementById('fourth-level-title-here-5').open")
    link = panel.find_element(By.CSS_SELECTOR, "a[href='#fourth-level-title-here-5']")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    settle(browser, 0.4)
    assert browser.execute_script("return document.getElementById('fourth-level-title-here-5').open")
    top = browser.execute_script(
        "return document.querySelector('#fourth-level-title-here-5 > summary').getBoundingClientRect().top")
    assert 0 <= top < browser.execute_script("return innerHeight") / 2
    # Its title is not covered by the stuck titles above it, and it stays put when the reader starts scrolling.
    covered = "const s = document.querySelector('#fourth-level-title-here-5 > summary'), r = s.getBoundingClientRect();" \
        "return !s.contains(document.elementFromPoint(r.left + 40, (r.top + r.bottom) / 2))"
    assert not browser.execute_script(covered)
    browser.execute_script("window.scrollBy(0, 5)")
    settle(browser, 0.2)
    assert not browser.execute_script(covered)
    browser.save_screenshot(str(artifacts / f"layout-{page}-{width}-contents-link.png"))
    # The section scrolled to is the one marked in the contents.
    current = browser.execute_script(
        "const a = document.querySelector('.fm-toc a[aria-current=\"location\"]'); return a && a.getAttribute('href')")
    assert current == "#fourth-level-title-here-5"


@pytest.mark.parametrize("page", ["report", "site"])
def test_current_section_is_marked_while_scrolling(browser, layout, page):
    emulate(browser, 1440)
    load(browser, layout[page].resolve().as_uri())
    current = "return Array.from(document.querySelectorAll('.fm-toc a[aria-current]')).map(a => a.getAttribute('href'))"
    # The section's top 100 px down the window: the marking line (a quarter of the window, at most 160 px) is in it.
    to = "window.scrollTo(0, document.getElementById(arguments[0]).getBoundingClientRect().top + scrollY - 100)"
    for i in (1, 6, 3):
        browser.execute_script(to, f"second-level-section-{i}")
        settle(browser, 0.25)
        # Levels 3 and 4 start closed: the level-2 section is the open one around the line.
        assert browser.execute_script(current) == [f"#second-level-section-{i}"]
    # Opened, the innermost section around the line is marked.
    browser.execute_script("document.querySelectorAll('details.fm-section').forEach(d => d.open = true)")
    for i in (5, 0, 7):
        browser.execute_script(to, f"fourth-level-title-here-{i}")
        settle(browser, 0.25)
        assert browser.execute_script(current) == [f"#fourth-level-title-here-{i}"]


def stuck_summaries(browser):
    """The summaries stuck at the top of the window: their section began above them."""
    return browser.execute_script("""
        return Array.from(document.querySelectorAll('details.fm-section[open] > summary')).filter(s => {
          const r = s.getBoundingClientRect(), d = s.parentElement.getBoundingClientRect();
          return d.top < r.top - 1 && r.bottom > 0 && r.top < innerHeight / 2;
        }).map(s => { const r = s.getBoundingClientRect(); return [s.parentElement.id, r.top, r.bottom]; })""")


@pytest.mark.parametrize("width,cap", [(390, 2), (768, 3), (1440, 3)])
def test_stuck_titles_stay_within_their_cap(browser, layout, artifacts, width, cap):
    emulate(browser, width)
    load(browser, layout["report"].resolve().as_uri())
    browser.execute_script("document.querySelectorAll('details.fm-section').forEach(d => d.open = true)")
    settle(browser)
    browser.execute_script(
        "window.scrollTo(0, document.getElementById('fourth-level-title-here-2').getBoundingClientRect().top"
        " + scrollY + 600)")
    settle(browser, 0.3)
    browser.save_screenshot(str(artifacts / f"layout-stuck-{width}.png"))
    stuck = stuck_summaries(browser)
    ids = [s[0] for s in stuck]
    # The innermost ones are the ones kept, stacked from the top without overlapping.
    assert ids == ["second-level-section-2", "third-level-heading-2", "fourth-level-title-here-2"][-cap:], stuck
    assert abs(stuck[0][1]) < 1
    for upper, lower in zip(stuck, stuck[1:]):
        assert abs(upper[2] - lower[1]) < 1.5
    if width < 600:
        assert stuck[-1][2] <= 844 * 0.2, f"stuck titles take {stuck[-1][2]}px of 844"


def test_a_report_with_many_sections_opens_on_its_contents(browser, layout):
    emulate(browser, 390)
    load(browser, layout["report"].resolve().as_uri())
    assert browser.execute_script("return document.querySelector('.fm-toc-panel').open")
    title = browser.find_element(By.CSS_SELECTOR, ".fm-toc-title").text
    assert "24 sections" in title
    # In view without scrolling, right under the title.
    assert browser.execute_script("return document.querySelector('.fm-toc-panel a').getBoundingClientRect().top") \
        < 400
    # A short report keeps its contents folded on a phone.
    load(browser, layout["short"].resolve().as_uri())
    assert not browser.execute_script("return document.querySelector('.fm-toc-panel').open")


def test_phone_toolbar_is_one_menu_button(browser, layout, artifacts):
    emulate(browser, 390)
    load(browser, layout["site"].resolve().as_uri())
    tools = browser.find_element(By.CSS_SELECTOR, ".fm-tools")
    assert not tools.get_attribute("open")
    assert not browser.find_element(By.CSS_SELECTOR, ".fm-toolbar button").is_displayed()
    tools.find_element(By.CSS_SELECTOR, "summary").click()
    settle(browser)
    browser.save_screenshot(str(artifacts / "layout-site-390-toolbar-menu.png"))
    expand = [b for b in tools.find_elements(By.CSS_SELECTOR, "button") if b.text == "Expand all"][0]
    assert expand.is_displayed()
    r = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.right]",
                               tools.find_element(By.CSS_SELECTOR, ".fm-tools-panel"))
    assert r[0] >= 0 and r[1] <= 390
    expand.click()
    settle(browser)
    assert browser.execute_script("return Array.from(document.querySelectorAll('details.fm-section')).every(d => d.open)")
    assert not tools.get_attribute("open"), "a choice closes the phone's menu"


def test_shortcuts_help_gives_its_descriptions_room(browser, layout, artifacts):
    emulate(browser, 1440)
    load(browser, layout["report"].resolve().as_uri())
    browser.find_element(By.CSS_SELECTOR, ".fm-help > summary").click()
    settle(browser)
    browser.save_screenshot(str(artifacts / "layout-help-1440.png"))
    widths = browser.execute_script(
        "return Array.from(document.querySelectorAll('.fm-help-panel dd')).map(d => d.getBoundingClientRect().width)")
    assert min(widths) >= 190, widths


def test_a_page_without_sections_has_no_gap_above_its_title(browser, layout):
    emulate(browser, 1440)
    load(browser, layout["home"].resolve().as_uri())
    gap = browser.execute_script(
        "const m = document.querySelector('main'), h = m.querySelector('h1');"
        "return h.getBoundingClientRect().top - m.getBoundingClientRect().top")
    assert gap < 32, f"{gap}px above the title"


def test_state_that_comes_too_late_is_not_applied(browser, layout, fixtures):
    """The head script shows the page after 1.5 s even if the remembered state is not back yet; the script then
    leaves the page as it is rather than make it jump. Simulated by a copy of the page whose head script has
    already given up (it never hides the page)."""
    emulate(browser, 1440)
    url = layout["report"].resolve().as_uri()
    load(browser, url)
    browser.execute_script("document.getElementById('third-level-heading-0').open = true")
    settle(browser, 0.3)
    state = browser.execute_script("return localStorage.getItem('foldmark:' + location.pathname)")
    assert state and "third-level-heading-0" in state
    # The same page, but the head script timed out before foldmark.js ran.
    late = layout["report"].parent / "many.html"
    html = late.read_text(encoding="utf-8")
    assert 'd.classList.add("fm-restoring");' in html
    browser.get(url)
    # On time: the remembered state is applied.
    settle(browser, 0.3)
    assert browser.execute_script("return document.getElementById('third-level-heading-0').open")
    late.write_text(html.replace('d.classList.add("fm-restoring");', ""), encoding="utf-8")
    try:
        browser.get("about:blank")
        browser.get(url)
        settle(browser, 0.3)
        assert not browser.execute_script("return document.getElementById('third-level-heading-0').open")
        assert browser.execute_script("return document.documentElement.hasAttribute('data-fm-ready')")
    finally:
        late.write_text(html, encoding="utf-8")


@pytest.fixture(scope="module")
def not_found_server(layout):
    """The layout site over http, answering a missing path with 404.html as static hosts do."""
    from conftest import static_server
    with static_server(layout["home"].parent, not_found_page="404.html") as address:
        yield address


@pytest.mark.parametrize("path", ["/missing", "/guide/missing/", "/guide/many/deeper/still/missing.html"])
def test_the_404_page_has_its_styles_and_a_working_home_link_at_any_depth(browser, not_found_server, artifacts,
                                                                         path):
    emulate(browser, 1100)
    browser.get(not_found_server + path)
    assert browser.find_element(By.CSS_SELECTOR, "main h1").text == "Page not found"
    # Styled: the theme's font and the header's rule are there.
    assert browser.execute_script(
        "return getComputedStyle(document.querySelector('.fm-header')).borderBottomStyle") == "solid"
    assert "system-ui" in browser.execute_script("return getComputedStyle(document.body).fontFamily")
    browser.save_screenshot(str(artifacts / f"layout-404{path.replace('/', '-')}.png"))
    home = browser.find_element(By.LINK_TEXT, "home page")
    home.click()
    settle(browser, 0.3)
    assert browser.current_url == not_found_server + "/"
    assert browser.find_element(By.CSS_SELECTOR, "main h1").text != "Page not found"
    # The 404 status is logged as a console error: read it here, so that later tests do not see it.
    errors = [e["message"] for e in browser.get_log("browser") if e.get("level") == "SEVERE"]
    assert all("404" in message for message in errors), errors


def test_a_nested_stuck_title_does_not_peek_out_under_its_parent(browser, layout):
    """At the end of a short nested section its summary is pushed up under its parent's: no part of it shows."""
    source = layout["report"].parent / "peek.md"
    source.write_text("# Peek\n\n## Parent section\n\n" + ("Parent text. " * 80 + "\n\n") * 3 +
                      "### Short child\n\nOne line.\n\n#### Deeper still\n\nTiny.\n\n## Next section\n\n" +
                      ("Next text. " * 80 + "\n\n") * 8, encoding="utf-8")
    page = layout["report"].parent / "peek.html"
    run("render", source, "-o", page, "--open-level", "4")
    emulate(browser, 1200, height=700)
    load(browser, page.resolve().as_uri())
    base = browser.execute_script("return document.getElementById('deeper-still').getBoundingClientRect().top + scrollY")
    for offset in range(-40, 30, 4):
        browser.execute_script("window.scrollTo(0, arguments[0])", base + offset)
        settle(browser, 0.15)
        # Every visible stuck summary below the first lies wholly inside the stack above it or below it.
        peeking = browser.execute_script("""
            const shown = Array.from(document.querySelectorAll('details.fm-section[open] > summary'))
              .filter(s => s.checkVisibility({visibilityProperty: true}))
              .map(s => [s.parentElement.id, s.getBoundingClientRect()]);
            const out = [];
            for (const [id, r] of shown) for (const [other, o] of shown) {
              // A summary that starts under another one and ends below it, by a sliver, peeks out.
              if (id !== other && r.top > o.top && r.top < o.bottom - 1 && r.bottom > o.bottom + 0.5) out.push(id);
            }
            return out;""")
        assert peeking == [], f"{peeking} peek out at offset {offset}"
