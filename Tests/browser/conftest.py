"""Browser tests for Foldmark's theme: fixtures rendered with the debug binary, opened in headless Chromium.

Run with `python3 -m pytest -q Tests/browser` after `swift build --product foldmark`. Screenshots go to
$FOLDMARK_ARTIFACTS (default: a folder under the system's temp folder), never into the repository.
"""

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPO = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("FOLDMARK_BIN", REPO / ".build" / "debug" / "foldmark"))
ARTIFACTS = Path(os.environ.get("FOLDMARK_ARTIFACTS", Path(tempfile.gettempdir()) / "foldmark-browser-artifacts"))


def filler(topic, paragraphs=6):
    sentence = f"This paragraph about {topic} is here so that the page is long enough to scroll through. "
    return "\n\n".join(sentence * 4 for _ in range(paragraphs)) + "\n\n"


def deep_markdown(extra=""):
    """Three levels of folding sections (2 open, 3 and 4 closed by default), long enough to scroll."""
    return (
        "# Deep fixture\n\n"
        "Links: [to gamma](#gamma), [to the footnote reference](#fnref-deep), [to delta](#delta) "
        "and [to epsilon](#epsilon).\n\n"
        "## Alpha\n\n" + filler("alpha") +
        "### Beta\n\n" + filler("beta") +
        "#### Gamma\n\n" + filler("gamma", 10) +
        "The quokkazanzibar phrase lives only here, with a footnote[^deep].\n\n" + filler("gamma again", 10) +
        "### Beta two\n\n" + filler("beta two") +
        "## Delta\n\n" + filler("delta", 4) +
        "### Epsilon\n\n" + filler("epsilon", 4) +
        "## Zeta\n\n" + filler("zeta", 20) + extra +
        "[^deep]: A footnote whose back link points into a folded section.\n"
    )


def run(*args, cwd=None):
    result = subprocess.run([str(BINARY), *map(str, args)], cwd=cwd, capture_output=True, text=True, timeout=60)
    if result.returncode != 0:
        raise RuntimeError(f"foldmark {' '.join(map(str, args))} failed:\n{result.stdout}\n{result.stderr}")
    return result


class Fixtures:
    def __init__(self, root: Path):
        self.root = root

    def render(self, name, markdown, *flags):
        source = self.root / f"{name}.md"
        source.write_text(markdown, encoding="utf-8")
        out = self.root / f"{name}.html"
        run("render", source, "-o", out, *flags)
        return out

    def url(self, path: Path, fragment=""):
        return path.resolve().as_uri() + fragment


@pytest.fixture(scope="session")
def fixtures():
    if not BINARY.exists():
        pytest.exit(f"{BINARY} is missing: run `swift build --product foldmark` first", returncode=2)
    root = Path(tempfile.mkdtemp(prefix="foldmark-browser-"))
    f = Fixtures(root)
    f.deep = f.render("deep", deep_markdown())
    f.forgetful = f.render("forgetful", deep_markdown(), "--no-remember")
    # The docs site, built from this repository's Content/ and foldmark.yml.
    f.site = root / "site"
    run("build", REPO, "--output", f.site, "--quiet")
    # A small site whose pages fold three levels deep, and the same with remember_state: false.
    for name, extra in (("minisite", ""), ("minisite-forget", "remember_state: false\n")):
        folder = root / name
        (folder / "Content").mkdir(parents=True)
        (folder / "foldmark.yml").write_text(f"title: Mini\nnav: [guide.md]\n{extra}", encoding="utf-8")
        (folder / "Content" / "index.md").write_text(
            "# Mini\n\nSee the [deep part of the guide](guide.md#gamma).\n\n## About\n\nA site.\n", encoding="utf-8")
        (folder / "Content" / "guide.md").write_text(deep_markdown(), encoding="utf-8")
        run("build", folder, "--output", root / f"{name}-out", "--quiet")
    f.minisite = root / "minisite-out"
    f.minisite_forget = root / "minisite-forget-out"
    yield f
    shutil.rmtree(root, ignore_errors=True)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# What the servers below add to http.server's handler: `Cache-Control: no-store`, because tests render a page
# again and reload it, often within the second that http.server's Last-Modified resolves, so a revalidated copy
# could otherwise be the old page; and, with `not_found_page`, a missing path answered with that page and 404, as
# static hosts do.
_HANDLER = (
    "import functools, http.server, os, sys\n"
    "class Handler(http.server.SimpleHTTPRequestHandler):\n"
    "    def end_headers(self):\n"
    "        self.send_header('Cache-Control', 'no-store')\n"
    "        super().end_headers()\n"
    "    def send_error(self, code, message=None, explain=None):\n"
    "        page = sys.argv[3]\n"
    "        if code != 404 or not page: return super().send_error(code, message, explain)\n"
    "        body = open(os.path.join(sys.argv[2], page), 'rb').read()\n"
    "        self.send_response(404)\n"
    "        self.send_header('Content-Type', 'text/html; charset=utf-8')\n"
    "        self.send_header('Content-Length', str(len(body)))\n"
    "        self.end_headers()\n"
    "        self.wfile.write(body)\n"
    "handler = functools.partial(Handler, directory=sys.argv[2])\n"
    "http.server.ThreadingHTTPServer(('127.0.0.1', int(sys.argv[1])), handler).serve_forever()\n")


@contextlib.contextmanager
def static_server(root, not_found_page=""):
    """Serves the folder `root` over http://127.0.0.1 with Python's http.server; yields its address, and stops
    the server on exit."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-c", _HANDLER, str(port), str(root), not_found_page],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise RuntimeError("http.server did not start")
                time.sleep(0.05)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()


@pytest.fixture(scope="session")
def http_site(fixtures):
    """The mini site over http://127.0.0.1, stopped at the end."""
    with static_server(fixtures.root) as address:
        yield address


def make_driver(width=1100, height=800, javascript=True):
    options = webdriver.ChromeOptions()
    for path in ("/usr/lib/chromium/chromium", "/usr/bin/chromium"):
        if os.path.exists(path):
            options.binary_location = path
            break
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--window-size={width},{height}", "--hide-scrollbars", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


@pytest.fixture(scope="session")
def driver():
    d = make_driver()
    d.set_page_load_timeout(20)
    d.set_script_timeout(10)
    yield d
    d.quit()


@pytest.fixture()
def browser(driver):
    """The shared browser, reset: light colours, screen media, desktop size, no remembered state."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    yield driver
    for url in ("about:blank",):
        driver.get(url)


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
