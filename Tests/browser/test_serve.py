"""`foldmark serve` in the browser: an edit reloads the page by itself, keeping folded sections and the scroll position."""

import subprocess
import tempfile
import time
from pathlib import Path

from selenium.webdriver.support.ui import WebDriverWait

from conftest import BINARY, deep_markdown
from helpers import is_open, load, settle


def start_serve(site):
    process = subprocess.Popen(
        [str(BINARY), "serve", str(site), "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    if "http://" not in line:
        process.kill()
        raise RuntimeError(f"serve did not start: {line}{process.stderr.read()}")
    return process, line[line.index("http://"):].split()[0]


def test_an_edit_reloads_with_sections_still_folded_and_scroll_kept(browser):
    with tempfile.TemporaryDirectory(prefix="foldmark-serve-browser-") as folder:
        site = Path(folder)
        (site / "Content").mkdir()
        page = site / "Content" / "guide.md"
        page.write_text(deep_markdown(), encoding="utf-8")
        (site / "Content" / "index.md").write_text("# Home\n\n[Guide](guide.md)\n", encoding="utf-8")
        process, url = start_serve(site)
        try:
            load(browser, url + "guide/")
            assert is_open(browser, "delta")
            # Fold a section the page opens by default, open one it folds, and scroll down.
            browser.execute_script("document.getElementById('delta').open = false")
            browser.execute_script("document.getElementById('epsilon').open = true")
            settle(browser)
            browser.execute_script("document.getElementById('zeta').scrollIntoView()")
            settle(browser)
            scrolled = browser.execute_script("return window.scrollY")
            assert scrolled > 300
            browser.execute_script("window.fmBeforeEdit = true")
            # Save as editors do: a new text and a renamed heading (so the page's fold-state version changes too).
            text = deep_markdown().replace("### Beta two", "### Beta renamed").replace(
                "## Zeta\n\n", "## Zeta\n\nThe freshly edited sentence.\n\n")
            temporary = site / "Content" / ".guide.md.tmp"
            temporary.write_text(text, encoding="utf-8")
            temporary.replace(page)
            WebDriverWait(browser, 15).until(lambda d: d.execute_script(
                "return !window.fmBeforeEdit && document.readyState === 'complete' && "
                "document.body.textContent.indexOf('The freshly edited sentence.') >= 0"))
            settle(browser, 0.5)
            assert not is_open(browser, "delta")
            assert is_open(browser, "epsilon")
            assert is_open(browser, "alpha")
            assert abs(browser.execute_script("return window.scrollY") - scrolled) < 40
            assert browser.execute_script("return document.getElementById('fm-serve-problems')") is None
        finally:
            process.terminate()
            process.wait(timeout=10)


def test_a_failed_rebuild_shows_the_problem_until_it_is_fixed(browser):
    with tempfile.TemporaryDirectory(prefix="foldmark-serve-browser-") as folder:
        site = Path(folder)
        (site / "Content").mkdir()
        page = site / "Content" / "index.md"
        page.write_text("# Home\n\nThe first version.\n", encoding="utf-8")
        process, url = start_serve(site)
        try:
            load(browser, url)
            page.write_text("---\norder: <img src=x onerror=alert(1)>\n---\n# Home\n\nBroken.\n", encoding="utf-8")
            WebDriverWait(browser, 15).until(lambda d: d.execute_script(
                "return document.getElementById('fm-serve-problems') !== null"))
            overlay = browser.execute_script("return document.getElementById('fm-serve-problems').textContent")
            assert "Content/index.md:2:8: error: " in overlay
            assert "order: <img src=x onerror=alert(1)>" in overlay  # shown as text, not markup
            assert browser.execute_script("return document.querySelector('#fm-serve-problems img')") is None
            assert "The first version." in browser.execute_script("return document.body.textContent")
            page.write_text("# Home\n\nThe fixed version.\n", encoding="utf-8")
            WebDriverWait(browser, 15).until(lambda d: d.execute_script(
                "return document.readyState === 'complete' && "
                "document.body.textContent.indexOf('The fixed version.') >= 0"))
            assert browser.execute_script("return document.getElementById('fm-serve-problems')") is None
        finally:
            process.terminate()
            process.wait(timeout=10)
