"""Search in headless Chromium, on a built site (from file:// and http://) and on a report: a result opens the
section it names and every section around it."""

import shutil
import tempfile
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import conftest
from helpers import console_errors, in_viewport, is_open, load, settle

JAPANESE = (
    "# 検索の手引き\n\n概要です。\n\n## 使い方\n\n本文はここです。\n\n### 詳しい説明\n\n"
    "全文検索機能はとても便利です。東京タワーの写真もあります。\n"
)
ACCENTS = "# Cuisine\n\n## Desserts\n\nA crème brûlée from the Café Zoë.\n"
# Sections whose headings do not fold: the page title's, and one marked {.nofold}, whose text follows the heading.
PLAIN_HEADINGS = (
    "# Okapi notes\n\nThe wobblefrond lives in the introduction.\n\n"
    "## Flat part {.nofold}\n\nA quillameter stands here.\n\n### Inside it\n\nA quillameter again.\n\n"
    "## Folding part\n\nNo quillameter here, nor a wobblefrond: only filler.\n"
)


@pytest.fixture(scope="module")
def search_fixtures(fixtures):
    root = Path(tempfile.mkdtemp(prefix="foldmark-search-"))
    site = root / "site"
    (site / "Content" / "guide").mkdir(parents=True)
    (site / "foldmark.yml").write_text("title: Searchable\n", encoding="utf-8")
    (site / "Content" / "index.md").write_text("# Searchable\n\nThe home page.\n\n## About\n\nA site.\n",
                                               encoding="utf-8")
    (site / "Content" / "guide" / "deep.md").write_text(conftest.deep_markdown(), encoding="utf-8")
    (site / "Content" / "ja.md").write_text(JAPANESE, encoding="utf-8")
    (site / "Content" / "food.md").write_text(ACCENTS, encoding="utf-8")
    (site / "Content" / "plain.md").write_text(PLAIN_HEADINGS, encoding="utf-8")
    conftest.run("build", site, "--output", fixtures.root / "search-site", "--quiet")
    report = root / "report.md"
    report.write_text(conftest.deep_markdown() + "\n## 日本語\n\n" + JAPANESE.split("\n", 2)[2] + "\n" + ACCENTS,
                      encoding="utf-8")
    conftest.run("render", report, "-o", root / "report.html")
    yield {"site": fixtures.root / "search-site", "report": root / "report.html", "http_folder": "search-site"}
    shutil.rmtree(root, ignore_errors=True)


def site_url(search_fixtures, page="index.html", fragment=""):
    return (search_fixtures["site"] / page).resolve().as_uri() + fragment


def report_url(search_fixtures):
    return search_fixtures["report"].resolve().as_uri()


def type_query(driver, text):
    box = driver.find_element(By.CSS_SELECTOR, ".fm-search-input")
    box.click()
    box.clear()
    box.send_keys(text)
    wait_results(driver, text)
    return box


def wait_results(driver, text):
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "const b = document.querySelector('.fm-search');"
        "return b.getAttribute('data-fm-searched') === arguments[0] && !b.querySelector('.fm-search-panel').hidden",
        text.strip()))


def results(driver):
    """Each shown result: its page, its heading path and its snippet."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('.fm-search-option')).map(o => ({"
        "page: o.closest('.fm-search-group').querySelector('.fm-search-page').textContent,"
        "path: o.querySelector('.fm-search-path').textContent,"
        "snippet: o.querySelector('.fm-search-snippet').textContent,"
        "marked: Array.from(o.querySelectorAll('.fm-search-snippet mark')).map(m => m.textContent)}))")


def wait_snippets(driver):
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return Array.from(document.querySelectorAll('.fm-search-snippet')).every(s => s.hasAttribute('data-filled'))"))


def marked_words(driver):
    return driver.execute_script("return Array.from(document.querySelectorAll('mark.fm-search-mark')).map(m => m.textContent)")


def wait_arrived(driver, section_id):
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "const t = document.getElementById(arguments[0]); return !!t && t.open && location.hash === '#' + arguments[0]",
        section_id))
    settle(driver, 0.3)


def assert_deep_word_found_and_opened(driver):
    assert not is_open(driver, "gamma") and not is_open(driver, "beta")
    type_query(driver, "quokkazan")
    wait_snippets(driver)
    shown = results(driver)
    assert shown and shown[0]["path"] == "Alpha › Beta › Gamma", shown
    assert "quokkazanzibar" in shown[0]["marked"][0].lower()
    driver.find_elements(By.CSS_SELECTOR, ".fm-search-option")[0].click()
    wait_arrived(driver, "gamma")
    assert all(is_open(driver, i) for i in ("alpha", "beta", "gamma"))
    assert in_viewport(driver, "#gamma > summary")
    assert [w.lower() for w in marked_words(driver)] == ["quokkazanzibar"]
    # The marked word is on screen, not under the stuck summaries once scrolled to.
    driver.execute_script("document.querySelector('mark.fm-search-mark').scrollIntoView({block: 'center'})")
    assert in_viewport(driver, "mark.fm-search-mark")
    # The marks go at the next click.
    driver.find_element(By.CSS_SELECTOR, "mark.fm-search-mark").click()
    assert marked_words(driver) == []


# 1. A word only in a closed section three levels deep: found, and choosing it opens the section and its ancestors.

def test_site_finds_a_word_in_a_closed_section_on_another_page_and_opens_it(browser, search_fixtures):
    load(browser, site_url(search_fixtures))
    type_query(browser, "quokkazan")
    assert results(browser)[0]["page"] == "Deep fixture"
    browser.find_elements(By.CSS_SELECTOR, ".fm-search-option")[0].click()
    WebDriverWait(browser, 10).until(lambda d: "guide/deep" in d.current_url)
    wait_arrived(browser, "gamma")
    assert all(is_open(browser, i) for i in ("alpha", "beta", "gamma"))
    assert in_viewport(browser, "#gamma > summary")
    assert [w.lower() for w in marked_words(browser)] == ["quokkazanzibar"]


def test_site_finds_a_word_in_a_closed_section_of_the_same_page(browser, search_fixtures):
    load(browser, site_url(search_fixtures, "guide/deep/index.html"))
    assert_deep_word_found_and_opened(browser)


def test_report_finds_a_word_in_a_closed_section_and_opens_it(browser, search_fixtures):
    load(browser, report_url(search_fixtures))
    assert_deep_word_found_and_opened(browser)


@pytest.mark.parametrize("query, section, marks", [
    # The page title's heading: its section is the whole page, the introduction that follows it first.
    ("wobblefrond", "okapi-notes", [["wobblefrond", ""], ["wobblefrond", "folding-part"]]),
    # A {.nofold} heading: its text and its subsection's, and not the next section of its level.
    ("quillameter", "flat-part", [["quillameter", ""], ["quillameter", "inside-it"]]),
])
def test_a_result_under_a_heading_that_does_not_fold_marks_the_words_that_follow_it(
        browser, search_fixtures, query, section, marks):
    load(browser, site_url(search_fixtures))
    type_query(browser, query)
    option = next(o for o in browser.find_elements(By.CSS_SELECTOR, ".fm-search-option")
                  if o.find_element(By.CSS_SELECTOR, ".fm-search-path").text in ("Okapi notes", "Flat part"))
    option.click()
    WebDriverWait(browser, 10).until(lambda d: "plain/" in d.current_url and d.execute_script(
        "return document.querySelectorAll('mark.fm-search-mark').length > 0"))
    settle(browser, 0.3)
    # Each mark and the folding section it is in ("" for none).
    found = browser.execute_script(
        "return Array.from(document.querySelectorAll('mark.fm-search-mark')).map(m => "
        "[m.textContent.toLowerCase(), m.closest('details.fm-section') ? m.closest('details.fm-section').id : ''])")
    assert found == marks
    assert browser.execute_script("return location.hash") == "#" + section
    assert in_viewport(browser, "#" + section)


def test_a_result_opens_the_callouts_that_hide_its_words_but_not_its_closed_subsections(browser, fixtures):
    report = fixtures.render("search-callouts", (
        "# Callouts\n\nIntro.\n\n## Setup\n\nThe setup.\n\n"
        "> [!NOTE]- Folded note\n> The zorblatt setting lives here.\n\n"
        "??? warning \"Folded warning\"\n    - A list with a zorblatt too.\n\n"
        "### Deeper {closed}\n\nAnother zorblatt, in a section of its own.\n\n"
        "## Other\n\nNothing.\n"))
    load(browser, fixtures.url(report))
    type_query(browser, "zorblatt")
    option = next(o for o in browser.find_elements(By.CSS_SELECTOR, ".fm-search-option")
                  if o.find_element(By.CSS_SELECTOR, ".fm-search-path").text == "Setup")
    option.click()
    wait_arrived(browser, "setup")
    # Each mark, the folding block or section around it, and whether that is open.
    found = browser.execute_script(
        "return Array.from(document.querySelectorAll('mark.fm-search-mark')).map(m => "
        "[m.textContent, m.closest('details').id, m.closest('details').open])")
    assert found == [["zorblatt", "folded-note", True], ["zorblatt", "folded-warning", True],
                     ["zorblatt", "deeper", False]], found
    assert is_open(browser, "setup")


def test_only_the_word_being_typed_marks_longer_words(browser, fixtures):
    report = fixtures.render("search-whole-words", (
        "# Words\n\nIntro.\n\n## One\n\nThe fold policy, Foldmark itself and its folds, then a policyholder.\n\n"
        "## Two\n\nNothing.\n"))
    load(browser, fixtures.url(report))
    type_query(browser, "fold pol")
    wait_snippets(browser)
    # "fold" is a whole word of the query: it marks "fold", not "Foldmark" nor "folds"; "pol" is being typed.
    assert results(browser)[0]["marked"] == ["fold", "policy", "policyholder"]
    browser.find_elements(By.CSS_SELECTOR, ".fm-search-option")[0].click()
    wait_arrived(browser, "one")
    assert marked_words(browser) == ["fold", "policy", "policyholder"]


def test_a_result_is_a_link_that_ctrl_click_opens_in_a_new_tab(browser, search_fixtures):
    load(browser, site_url(search_fixtures))
    type_query(browser, "quokkazan")
    link = browser.find_element(By.CSS_SELECTOR, ".fm-search-option .fm-search-link")
    assert link.get_attribute("href") == site_url(search_fixtures, "guide/deep/index.html", "#gamma")
    assert link.get_attribute("tabindex") == "-1"
    here, tabs = browser.current_url, browser.window_handles
    ActionChains(browser).key_down(Keys.CONTROL).click(link).key_up(Keys.CONTROL).perform()
    WebDriverWait(browser, 10).until(lambda d: len(d.window_handles) == len(tabs) + 1)
    try:
        assert browser.current_url == here
        browser.switch_to.window(next(t for t in browser.window_handles if t not in tabs))
        WebDriverWait(browser, 10).until(lambda d: "guide/deep" in d.current_url)
        wait_arrived(browser, "gamma")
    finally:
        for tab in browser.window_handles:
            if tab not in tabs:
                browser.switch_to.window(tab)
                browser.close()
        browser.switch_to.window(tabs[0])


# 2. Keyboard only.

def test_keyboard_only_slash_arrows_enter_and_escape(browser, search_fixtures):
    load(browser, report_url(search_fixtures))
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys("/")
    assert browser.execute_script("return document.activeElement.classList.contains('fm-search-input')")
    box = browser.switch_to.active_element
    box.send_keys("beta")
    wait_results(browser, "beta")
    assert box.get_attribute("aria-expanded") == "true"
    first = box.get_attribute("aria-activedescendant")
    assert first == "fm-search-option-0"
    box.send_keys(Keys.ARROW_DOWN)
    assert box.get_attribute("aria-activedescendant") == "fm-search-option-1"
    chosen = browser.execute_script(
        "return document.getElementById('fm-search-option-1').querySelector('.fm-search-path').textContent")
    box.send_keys(Keys.ARROW_UP)
    box.send_keys(Keys.ARROW_DOWN)
    box.send_keys(Keys.ENTER)
    settle(browser, 0.3)
    assert box.get_attribute("aria-expanded") == "false"
    target = browser.execute_script("return decodeURIComponent(location.hash.slice(1))")
    title = browser.execute_script(
        "return document.getElementById(arguments[0]).querySelector('.fm-heading').textContent", target)
    assert target == "beta-two" and chosen.endswith(title), (target, chosen, title)
    assert is_open(browser, target)
    # Esc closes the results, and Ctrl-K brings the box back.
    body.send_keys(Keys.CONTROL, "k")
    box = browser.switch_to.active_element
    assert box.get_attribute("class") == "fm-search-input"
    box.send_keys(Keys.ARROW_DOWN)
    WebDriverWait(browser, 5).until(lambda d: box.get_attribute("aria-expanded") == "true")
    box.send_keys(Keys.ESCAPE)
    assert box.get_attribute("aria-expanded") == "false"
    assert browser.execute_script("return document.querySelector('.fm-search-panel').hidden")


def test_the_result_count_is_announced_and_roles_are_set(browser, search_fixtures):
    load(browser, site_url(search_fixtures))
    box = type_query(browser, "filler paragraph")
    assert box.get_attribute("role") == "combobox"
    assert box.get_attribute("aria-label") == "Search"
    status = browser.find_element(By.CSS_SELECTOR, ".fm-search [role=status]")
    assert status.get_attribute("aria-live") == "polite"
    assert browser.execute_script("return document.querySelector('.fm-search [role=status]').textContent") \
        == "No results"
    type_query(browser, "paragraph")
    text = browser.execute_script("return document.querySelector('.fm-search [role=status]').textContent")
    assert text.endswith("shown") or text.endswith("results"), text
    assert browser.execute_script(
        "return document.querySelectorAll('[role=listbox] [role=group] [role=option]').length") > 1


# 3. Japanese and diacritics.

@pytest.mark.parametrize("where", ["site", "report"])
def test_a_japanese_query_finds_japanese_text(browser, search_fixtures, where):
    load(browser, site_url(search_fixtures) if where == "site" else report_url(search_fixtures))
    type_query(browser, "検索機能")
    wait_snippets(browser)
    shown = results(browser)
    assert shown and shown[0]["path"].endswith("詳しい説明"), shown
    assert shown[0]["marked"] == ["検索機能"]
    # Two characters from the middle of a run find it too; a word the text does not hold finds nothing.
    type_query(browser, "タワー")
    assert results(browser)[0]["path"].endswith("詳しい説明")
    type_query(browser, "大阪")
    assert results(browser) == []


@pytest.mark.parametrize("query", ["creme brulee", "CRÈME", "zoe", "cafe zo"])
def test_diacritics_and_case_are_folded(browser, search_fixtures, query):
    load(browser, site_url(search_fixtures))
    type_query(browser, query)
    wait_snippets(browser)
    shown = results(browser)
    assert shown and shown[0]["path"] == "Desserts", shown
    assert shown[0]["marked"]


def test_every_word_must_match_and_titles_rank_first(browser, search_fixtures):
    load(browser, site_url(search_fixtures))
    type_query(browser, "gamma again quokkazanzibar")
    assert [r["path"] for r in results(browser)] == ["Alpha › Beta › Gamma"]
    type_query(browser, "gamma alpha nowhere")
    assert results(browser) == []
    type_query(browser, "beta")
    paths = [r["path"] for r in results(browser)]
    # The section called Beta before sections that only mention it.
    assert paths[0] == "Alpha › Beta", paths


def test_a_page_shows_at_most_six_results_and_the_rest_come_from_other_pages(browser, tmp_path):
    # One page's 300 headings outrank every other match, so the best 240 records all come from it: the list is
    # then made from every match in order, six of that page's and one from each of 34 other pages.
    site = tmp_path / "site"
    (site / "Content").mkdir(parents=True)
    (site / "foldmark.yml").write_text("title: Crowded\n", encoding="utf-8")
    (site / "Content" / "crowd.md").write_text(
        "# Crowd\n\n" + "".join(f"## Widget {n}\n\nPart {n}.\n\n" for n in range(300)), encoding="utf-8")
    for n in range(50):
        (site / "Content" / f"page-{n:02}.md").write_text(f"# Page {n}\n\nA widget here.\n", encoding="utf-8")
    conftest.run("build", site, "--output", tmp_path / "out", "--quiet")
    load(browser, (tmp_path / "out" / "index.html").resolve().as_uri())
    type_query(browser, "widget")
    shown = results(browser)
    assert len(shown) == 40
    assert [r["page"] for r in shown[:6]] == ["Crowd"] * 6
    assert [r["path"] for r in shown[:6]] == [f"Widget {n}" for n in range(6)]
    assert [r["page"] for r in shown[6:]] == [f"Page {n}" for n in range(34)]
    assert browser.find_element(By.CSS_SELECTOR, ".fm-search-count").text == "350 results, 40 shown"


# 4. file:// and http://, and no console errors.

def test_over_http_under_a_folder(browser, search_fixtures, http_site):
    load(browser, f"{http_site}/{search_fixtures['http_folder']}/index.html")
    type_query(browser, "quokkazan")
    browser.find_elements(By.CSS_SELECTOR, ".fm-search-option")[0].click()
    WebDriverWait(browser, 10).until(lambda d: "guide/deep" in d.current_url)
    wait_arrived(browser, "gamma")
    assert in_viewport(browser, "#gamma > summary")
    assert console_errors(browser) == []


def test_no_console_errors(browser, search_fixtures):
    for url in (site_url(search_fixtures), report_url(search_fixtures)):
        load(browser, url)
        browser.get_log("browser")
        type_query(browser, "検索")
        type_query(browser, "delta eps")
        wait_snippets(browser)
        assert console_errors(browser) == [], url


def test_the_index_is_loaded_only_when_the_box_is_focused(browser, search_fixtures):
    load(browser, site_url(search_fixtures))
    assert browser.execute_script("return typeof window.FoldmarkSearchIndex") == "undefined"
    browser.find_element(By.CSS_SELECTOR, ".fm-search-input").click()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return typeof window.FoldmarkSearchIndex") == "object")


# 5. Screenshots of the search UI, light and dark, wide and narrow (for people to look at).

@pytest.mark.parametrize("width", [1440, 390])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots(browser, search_fixtures, artifacts, width, scheme):
    browser.set_window_size(width, 900)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                            {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
    for name, url in (("site", site_url(search_fixtures, "guide/deep/index.html")), ("report", report_url(search_fixtures))):
        load(browser, url)
        type_query(browser, "beta par")
        wait_snippets(browser)
        browser.find_element(By.CSS_SELECTOR, ".fm-search-input").send_keys(Keys.ARROW_DOWN)
        browser.save_screenshot(str(artifacts / f"search-{name}-{width}-{scheme}.png"))
    browser.set_window_size(1100, 800)
