"""Search while typing, on a site whose texts fill several text shards: results follow every keystroke, and the
text shards (for snippets) are loaded once typing pauses, for the results then shown only."""

import shutil
import tempfile
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import conftest
from helpers import console_errors, load

# About 4 KB of text a page: 40 pages fill three text shards of 64 KB, and the last page is in the last one.
FILLER = "Orchards keep rows of trees that grow slowly through the seasons of every year. " * 50


@pytest.fixture(scope="module")
def typing_site(fixtures):
    root = Path(tempfile.mkdtemp(prefix="foldmark-search-typing-"))
    site = root / "site"
    (site / "Content").mkdir(parents=True)
    (site / "foldmark.yml").write_text("title: Orchard\n", encoding="utf-8")
    (site / "Content" / "index.md").write_text("# Orchard\n\nThe home page.\n", encoding="utf-8")
    for n in range(40):
        (site / "Content" / f"apple-{n:02}.md").write_text(
            f"# Apple {n}\n\n## Harvest {n}\n\nApplesauce number {n}. {FILLER}\n", encoding="utf-8")
    (site / "Content" / "zz-apricot.md").write_text(
        f"# Stone fruit\n\n## Drying\n\n{FILLER}\n\nThe apricot dries in the sun.\n", encoding="utf-8")
    output = fixtures.root / "search-typing-site"
    conftest.run("build", site, "--output", output, "--quiet")
    assert len(list((output / "assets").glob("search-text.*.js"))) >= 3
    yield output
    shutil.rmtree(root, ignore_errors=True)


def searched(driver):
    return driver.execute_script("return document.querySelector('.fm-search').getAttribute('data-fm-searched')")


def result_pages(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('.fm-search-page')).map(p => p.textContent)")


def requested_shards(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('script[src*=\"search-text.\"]')).map(s => s.src.split('.')"
        ".slice(-2, -1)[0])")


def wait_index(driver):
    """Focuses the box and waits for the index to load (a query with no results shows it has)."""
    box = driver.find_element(By.CSS_SELECTOR, ".fm-search-input")
    box.click()
    box.send_keys("qqqq")
    WebDriverWait(driver, 10).until(lambda d: searched(d) == "qqqq")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.DELETE)
    return box


def test_results_follow_each_keystroke(browser, typing_site):
    load(browser, (typing_site / "index.html").resolve().as_uri())
    box = wait_index(browser)
    for typed, page in [("a", None), ("ap", None), ("app", "Apple"), ("appl", "Apple"), ("apr", "Stone fruit")]:
        box.send_keys(Keys.BACKSPACE * 4 + typed if typed == "apr" else typed[-1])
        WebDriverWait(browser, 10).until(lambda d: searched(d) == typed)
        pages = result_pages(browser)
        assert pages, typed
        if page:
            assert pages[0].startswith(page), (typed, pages)
    assert result_pages(browser) == ["Stone fruit"]
    assert console_errors(browser) == []


def test_text_shards_load_after_typing_pauses_for_the_final_results_only(browser, typing_site):
    load(browser, (typing_site / "index.html").resolve().as_uri())
    wait_index(browser)
    # Four keystrokes in a row, faster than anyone types: each shows its results at once, with no text shard
    # requested yet (the intermediate ones match every apple page, in the first shards).
    shown = browser.execute_script("""
        const input = document.querySelector('.fm-search-input'), shown = [];
        for (const typed of ['a', 'ap', 'app', 'apr']) {
          input.value = typed;
          input.dispatchEvent(new Event('input', { bubbles: true }));
          shown.push([document.querySelector('.fm-search').getAttribute('data-fm-searched'),
                      document.querySelectorAll('.fm-search-option').length]);
        }
        return shown;""")
    assert [typed for typed, _ in shown] == ["a", "ap", "app", "apr"]
    assert all(count > 0 for _, count in shown) and shown[0][1] > shown[3][1]
    assert requested_shards(browser) == []
    # After the pause: the final results' shard only, and their snippets filled, with the word marked.
    WebDriverWait(browser, 10).until(lambda d: d.execute_script(
        "return Array.from(document.querySelectorAll('.fm-search-snippet')).every(s => s.hasAttribute('data-filled'))"))
    shards = requested_shards(browser)
    assert len(shards) == 1
    shard = next((typing_site / "assets").glob(f"search-text.*.{shards[0]}.js"))
    assert "apricot" in shard.read_text(encoding="utf-8")
    marked = browser.execute_script(
        "return Array.from(document.querySelectorAll('.fm-search-snippet mark')).map(m => m.textContent)")
    assert marked == ["apricot"]
    assert console_errors(browser) == []


@pytest.fixture(scope="module")
def crowded_site(fixtures):
    """One page whose 300 headings all hold the word, so the best 240 records are all on it, and 50 pages that
    hold it once, in their text: the results must reach past the crowded page's six to the others."""
    root = Path(tempfile.mkdtemp(prefix="foldmark-search-crowded-"))
    site = root / "site"
    (site / "Content").mkdir(parents=True)
    (site / "foldmark.yml").write_text("title: Crowd\n", encoding="utf-8")
    (site / "Content" / "index.md").write_text("# Crowd\n\nThe home page.\n", encoding="utf-8")
    crowded = "".join(f"## Marigold {n}\n\nPetals.\n\n" for n in range(300))
    (site / "Content" / "aaa-crowded.md").write_text(f"# Crowded\n\n{crowded}", encoding="utf-8")
    for n in range(50):
        (site / "Content" / f"page-{n:02}.md").write_text(
            f"# Page {n}\n\n## Garden {n}\n\nA marigold grows here.\n", encoding="utf-8")
    output = fixtures.root / "search-crowded-site"
    conftest.run("build", site, "--output", output, "--quiet")
    yield output
    shutil.rmtree(root, ignore_errors=True)


def test_a_page_with_hundreds_of_matches_leaves_room_for_the_others(browser, crowded_site):
    load(browser, (crowded_site / "index.html").resolve().as_uri())
    box = wait_index(browser)
    box.send_keys("marigold")
    WebDriverWait(browser, 10).until(lambda d: searched(d) == "marigold")
    groups = browser.execute_script(
        "return Array.from(document.querySelectorAll('.fm-search-group')).map(g => "
        "[g.querySelector('.fm-search-page').textContent, g.querySelectorAll('.fm-search-option').length])")
    # Headings rank first: the crowded page's group comes first with its six, then 34 pages with one each, in
    # page order (same score, depth and length), as a sort of all 350 matches gives.
    assert groups[0] == ["Crowded", 6]
    assert groups[1:] == [[f"Page {n}", 1] for n in range(34)]
    assert console_errors(browser) == []
