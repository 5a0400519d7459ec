"""Accessibility and looks: axe-core, Chromium's accessibility tree, screenshots in both themes."""

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

from helpers import load, settle

SITE_PAGES = ["index.html", "templates/index.html", "reading/index.html", "configuration/index.html"]


def dark(browser, on=True):
    features = [{"name": "prefers-color-scheme", "value": "dark" if on else "light"}]
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})


def serious_violations(browser):
    axe = Axe(browser)
    axe.inject()
    results = axe.run()
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in results["violations"] if v.get("impact") in ("serious", "critical")
    ]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_serious_or_critical_violations(browser, fixtures, scheme):
    dark(browser, scheme == "dark")
    urls = [fixtures.url(fixtures.deep)] + [fixtures.url(fixtures.site / page) for page in SITE_PAGES]
    problems = []
    for url in urls:
        load(browser, url)
        # Every section open, so that axe sees every heading, table and code block; then the help panel too.
        body = browser.find_element(By.TAG_NAME, "body")
        body.send_keys("e")
        body.send_keys("?")
        settle(browser)
        problems += [f"{url}: {p}" for p in serious_violations(browser)]
    assert problems == []


def ax_nodes(browser):
    tree = browser.execute_cdp_cmd("Accessibility.getFullAXTree", {})
    nodes = {n["nodeId"]: n for n in tree["nodes"]}
    parents = {c: n["nodeId"] for n in tree["nodes"] for c in n.get("childIds", [])}
    return nodes, parents


def props(node):
    return {p["name"]: p["value"].get("value") for p in node.get("properties", [])}


def test_section_titles_are_headings_of_their_level_inside_disclosure_controls(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep))
    # Gamma sits in Beta, closed by default; the content of a closed <details> is not rendered, so open Beta.
    browser.execute_script("document.getElementById('beta').open = true")
    settle(browser)
    nodes, parents = ax_nodes(browser)
    # A heading's name is its title alone (the permalink is hidden from assistive technology).
    headings = {(n.get("name", {}).get("value") or ""): (n, props(n))
                for n in nodes.values() if not n.get("ignored") and n["role"]["value"] == "heading"}
    # Closed sections' titles are in the tree too (Gamma, Epsilon), with the level of their heading.
    for title, level in (("Alpha", 2), ("Beta", 3), ("Gamma", 4), ("Delta", 2), ("Epsilon", 3)):
        assert title in headings, f"no heading named {title!r}: {sorted(h for h in headings if h)}"
        node, p = headings[title]
        assert p.get("level") == level
        parent = nodes[parents[node["nodeId"]]]
        while parent.get("ignored"):
            parent = nodes[parents[parent["nodeId"]]]
        assert parent["role"]["value"] == "DisclosureTriangle"
        assert "expanded" in props(parent)
    assert props(nodes[parents[headings["Gamma"][0]["nodeId"]]]).get("expanded") is False


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width,height", [(1280, 900), (375, 740)], ids=["desktop", "phone"])
def test_screenshots(browser, fixtures, artifacts, scheme, width, height):
    dark(browser, scheme == "dark")
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    size = "desktop" if width > 600 else "phone"
    for name, url in (("report", fixtures.url(fixtures.deep, "#gamma")),
                      ("site", fixtures.url(fixtures.site / "templates" / "index.html"))):
        load(browser, url)
        path = artifacts / f"{name}-{scheme}-{size}.png"
        browser.save_screenshot(str(path))
        assert path.stat().st_size > 1000
        assert browser.execute_script("return document.documentElement.scrollWidth <= innerWidth + 1"), \
            f"{name} scrolls sideways at {width}px"
