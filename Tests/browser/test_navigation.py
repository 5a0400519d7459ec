"""The site navigation with JavaScript: the whole tree from the shared navigation script.

A generated site with nested folders, one of them long: every page must be reachable from the navigation of every
page, the current page marked and its branch open, from file:// and http://. Without JavaScript the sidebar is the
shared navigation page in a frame: test_navigation_frame.py.
"""

import json
import shutil

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import run
from helpers import console_errors, load, settle

# Folder → how many pages it holds besides its landing page. `beta` has no index.md (a generated landing page).
FOLDERS = {"alpha": 30, "alpha/inner": 28, "alpha/inner/deepest": 2, "beta": 27, "gamma": 3, "big": 400}
# Sample pages → how many folders of the tree hold (or are) the page, all of which must be open.
# The titles of the folder `big`, in the navigation's order (by title).
BIG_TITLES = sorted(f"big {index:02d}" for index in range(1, FOLDERS["big"] + 1))
SAMPLES = {"index.html": 0, "alpha/p15/index.html": 1, "alpha/inner/deepest/p02/index.html": 3, "beta/index.html": 1,
           "gamma/p01/index.html": 1, "about/index.html": 0}


def page_markdown(title):
    return f"# {title}\n\n## First part\n\nSome text about {title}.\n\n## Second part\n\nMore text.\n"


@pytest.fixture(scope="module")
def navsite(fixtures):
    # Built once per session: test_navigation_frame.py uses the same site.
    output = fixtures.root / "navsite-out"
    if output.exists():
        return output
    source = fixtures.root / "navsite"
    content = source / "Content"
    content.mkdir(parents=True)
    (source / "foldmark.yml").write_text("title: Navigation test\n", encoding="utf-8")
    (content / "index.md").write_text("# Home\n\nThe home page.\n", encoding="utf-8")
    (content / "about.md").write_text(page_markdown("About <this> & that"), encoding="utf-8")
    for folder, count in FOLDERS.items():
        (content / folder).mkdir(parents=True, exist_ok=True)
        if folder != "beta":
            name = folder.split("/")[-1].capitalize()
            (content / folder / "index.md").write_text(f"# {name}\n\nThe {name} folder.\n", encoding="utf-8")
        for index in range(1, count + 1):
            (content / folder / f"p{index:02d}.md").write_text(page_markdown(f"{folder} {index:02d}"),
                                                              encoding="utf-8")
    run("build", source, "--output", output, "--quiet")
    return output


def site_pages(output):
    """Every page of the built site (what the navigation must reach), as paths relative to the output folder."""
    return sorted(str(p.relative_to(output)) for p in output.rglob("*.html")
                  if p.name != "404.html" and p.parent != output / "assets")


def wait_tree(browser):
    """Waits until the tree has every entry of its open folders (long lists are filled a slice at a time)."""
    WebDriverWait(browser, 10).until(lambda d: d.execute_script(
        "const tree = document.querySelector('nav.fm-nav .fm-nav-list');"
        "return tree && !tree.hasAttribute('aria-busy')"))


def nav_links(browser):
    """Opens every folder of the sidebar's tree (closed ones are filled when first opened) and returns the set of
    resolved page addresses it links to."""
    for _ in range(50):
        closed = browser.execute_script(
            "const closed = Array.from(document.querySelectorAll('.fm-nav-list details:not([open])'));"
            "closed.forEach(d => d.open = true); return closed.length")
        settle(browser, 0.05)
        if closed == 0:
            break
    return set(browser.execute_script(
        "return Array.from(document.querySelectorAll('nav.fm-nav a[href]:not(.fm-nav-external)'), a => a.href)"))


def as_page_urls(base, pages):
    return {base + page for page in pages}


@pytest.mark.parametrize("scheme", ["file", "http"])
def test_every_page_is_reachable_from_the_tree_of_every_page(browser, fixtures, http_site, navsite, scheme):
    base = navsite.resolve().as_uri() + "/" if scheme == "file" else f"{http_site}/navsite-out/"
    everything = as_page_urls(base, site_pages(navsite))
    assert len(everything) == sum(FOLDERS.values()) + len(FOLDERS) + 2  # the pages, the landings, home, about
    browser.get_log("browser")
    for sample, folders in SAMPLES.items():
        load(browser, base + sample)
        assert browser.execute_script("return document.querySelector('nav.fm-nav').dataset.fmNav") == "tree"
        # The current page is marked, once, and every folder around it is open.
        current = browser.execute_script(
            "const marked = document.querySelectorAll('nav.fm-nav [aria-current=page]');"
            "if (marked.length !== 1) return null;"
            "const chain = []; for (let n = marked[0].parentElement; n && !n.matches('.fm-nav-list'); n = n.parentElement)"
            "  if (n.tagName === 'DETAILS') chain.push(n.open);"
            "return {href: marked[0].href, chain: chain}")
        if sample == "index.html":
            assert current is None, "the home page is the site's title, not an entry of the tree"
        else:
            assert current is not None, sample
            assert current["href"] == base + sample
            assert current["chain"] == [True] * folders, f"{sample}: a folder around the current page is closed"
            # It is scrolled into view inside the sidebar.
            assert browser.execute_script(
                "const a = document.querySelector('nav.fm-nav [aria-current=page]').getBoundingClientRect();"
                "const n = document.querySelector('nav.fm-nav').getBoundingClientRect();"
                "return a.top >= n.top && a.bottom <= Math.min(n.bottom, innerHeight)"), sample
        links = nav_links(browser)
        # The site title links home; the tree holds every other page.
        assert links | {base + "index.html"} == everything, sample
        assert console_errors(browser) == [], sample


def test_closed_folders_are_filled_when_first_opened(browser, fixtures, navsite):
    load(browser, navsite.resolve().as_uri() + "/gamma/p01/index.html")
    big = "nav.fm-nav details:has(> summary > a[href$='big/index.html'])"
    assert browser.execute_script(f"return document.querySelector(\"{big}\").open") is False
    assert browser.execute_script(f"return document.querySelectorAll(\"{big} li\").length") == 0
    browser.find_element(By.CSS_SELECTOR, big + " > summary").click()
    settle(browser)
    wait_tree(browser)
    titles = browser.execute_script(f"return Array.from(document.querySelectorAll(\"{big} > ul > li\"), li => li.textContent)")
    assert titles == BIG_TITLES
    # Closing and opening again does not fill it twice.
    browser.find_element(By.CSS_SELECTOR, big + " > summary").click()
    browser.find_element(By.CSS_SELECTOR, big + " > summary").click()
    settle(browser)
    wait_tree(browser)
    assert browser.execute_script(f"return document.querySelectorAll(\"{big} > ul > li\").length") == 400


def current_in_sidebar(browser):
    return browser.execute_script(
        "const a = document.querySelector('nav.fm-nav [aria-current=page]').getBoundingClientRect();"
        "const n = document.querySelector('nav.fm-nav'); const r = n.getBoundingClientRect();"
        "return [Math.round(a.top - r.top), Math.round(a.bottom - r.top), n.clientHeight, n.scrollTop]")


@pytest.mark.parametrize("page", ["p200", "p390"])
def test_a_page_deep_in_a_long_folder_stays_in_view_while_the_folder_fills(browser, fixtures, navsite, page):
    load(browser, navsite.resolve().as_uri() + f"/big/{page}/index.html")
    wait_tree(browser)
    top, bottom, height, scrolled = current_in_sidebar(browser)
    assert scrolled > 1000 and 0 <= top and bottom <= height
    # Filled a slice at a time, the folder ends up whole and in order.
    titles = browser.execute_script(
        "return Array.from(document.querySelectorAll('.fm-nav-list details[open] > ul > li'), li => li.textContent)")
    assert titles == BIG_TITLES


# Every kind of entry, from a navigation script written here: parts, separators, external links, drafts, and titles
# that try to be HTML.

HOSTILE = "</script><img src=x onerror=\"window.hacked=1\">\u2028&amp;"


def test_every_kind_of_entry_is_drawn_as_data(browser, fixtures, navsite, artifacts):
    items = [
        [0, 1, "Home", ""],
        [1, 2, "Getting started"],
        [2, 0, "About", "about/"],
        [2, 0, HOSTILE, "gamma/p01/"],
        [1, 3],
        [1, 2, "Reference"],
        [2, 1, "Gamma", "gamma/"],
        [3, 0, "Gamma one", "p02/"],
        [2, 5, "Planned chapter"],
        [2, 4, "Example", "https://example.com/"],
    ]
    text = "window.foldmarkNav=" + json.dumps({"version": 1, "index": "index.html", "items": items}) + ";\n"
    text = text.replace("<", "\\u003c").replace("\u2028", "\\u2028")
    folder = fixtures.root / "kinds"
    if folder.exists():
        shutil.rmtree(folder)
    shutil.copytree(navsite, folder)
    script = next((folder / "assets").glob("nav.*.js"))
    script.write_text(text, encoding="utf-8")
    # The page of "Gamma one" (item 7 of the script above).
    page = folder / "gamma" / "p02" / "index.html"
    html = page.read_text(encoding="utf-8")
    start = html.index('data-fm-nav-item="')
    end = html.index('"', start + len('data-fm-nav-item="'))
    page.write_text(html[:start] + 'data-fm-nav-item="7' + html[end:], encoding="utf-8")
    browser.get_log("browser")
    load(browser, page.resolve().as_uri())
    tree = browser.execute_script("""
        const list = document.querySelector('nav.fm-nav .fm-nav-list');
        const top = Array.from(list.children);
        const part = top[0].querySelector('details');
        return {
          topCount: top.length,
          partSummary: part.querySelector('summary').innerHTML,
          partOpen: part.open,
          partFilled: part.querySelectorAll('li').length,
          separator: [top[1].className, top[1].getAttribute('aria-hidden'), top[1].textContent],
          reference: top[2].querySelector('details').open,
          gammaOpen: top[2].querySelector('details details').open,
          current: document.querySelector('[aria-current=page]').textContent,
          draft: top[2].querySelector('.fm-nav-draft').outerHTML,
          external: [top[2].querySelector('a.fm-nav-external').getAttribute('href'),
                     top[2].querySelector('a.fm-nav-external').textContent],
          images: document.querySelectorAll('nav img').length,
          hacked: !!window.hacked,
        }""")
    assert tree["topCount"] == 3
    assert tree["partSummary"] == '<span class="fm-nav-part">Getting started</span>'
    assert tree["partOpen"] is False and tree["partFilled"] == 0
    assert tree["separator"] == ["fm-nav-separator", "true", ""]
    assert tree["reference"] is True and tree["gammaOpen"] is True
    assert tree["current"] == "Gamma one"
    assert tree["draft"] == '<span class="fm-nav-draft">Planned chapter</span>'
    assert tree["external"] == ["https://example.com/", "Example\u2197 (external link)"]
    # The part fills on opening; the hostile title is text.
    browser.find_element(By.CSS_SELECTOR, "nav.fm-nav .fm-nav-list > li:first-child > details > summary").click()
    settle(browser)
    titles = browser.execute_script(
        "return Array.from(document.querySelectorAll('.fm-nav-list > li:first-child a'), a => a.textContent)")
    assert titles == ["About", HOSTILE]
    assert browser.execute_script("return document.querySelectorAll('nav img').length") == 0
    assert browser.execute_script("return !!window.hacked") is False
    assert console_errors(browser) == []
    axe = Axe(browser)
    axe.inject()
    violations = [f"{v['id']}: {[n['target'] for n in v['nodes']][:3]}" for v in axe.run()["violations"]
                  if v.get("impact") in ("serious", "critical")]
    assert violations == []
    for scheme in ("light", "dark"):
        features = [{"name": "prefers-color-scheme", "value": scheme}]
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})
        browser.save_screenshot(str(artifacts / f"navigation-kinds-1100-{scheme}.png"))


# Looks

@pytest.mark.parametrize("width", [1440, 390])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_sidebar_screenshots(browser, navsite, artifacts, width, scheme):
    features = [{"name": "prefers-color-scheme", "value": scheme}]
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": 844 if width < 500 else 900, "deviceScaleFactor": 1,
                             "mobile": width < 500})
    load(browser, navsite.resolve().as_uri() + "/alpha/inner/p14/index.html")
    if width < 500:
        browser.find_element(By.CSS_SELECTOR, ".fm-nav-toggle").click()
        settle(browser)
    # Nothing sticks out sideways, and the current page is in view.
    assert browser.execute_script("return document.documentElement.scrollWidth <= innerWidth + 1")
    assert browser.execute_script(
        "const a = document.querySelector('nav.fm-nav [aria-current=page]').getBoundingClientRect();"
        "return a.top >= 0 && a.bottom <= innerHeight && a.width > 0")
    browser.save_screenshot(str(artifacts / f"navigation-{width}-{scheme}.png"))
