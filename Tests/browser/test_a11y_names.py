"""Accessible names: every section title is announced once, as a heading inside a disclosure with its state.

Read from Chromium's accessibility tree (CDP Accessibility.getFullAXTree), for a report and for a site page with
its navigation tree."""

import pytest

from helpers import load, settle

TITLES = ("Alpha", "Beta", "Gamma", "Beta two", "Delta", "Epsilon", "Zeta")


def ax_tree(browser):
    tree = browser.execute_cdp_cmd("Accessibility.getFullAXTree", {})
    nodes = {n["nodeId"]: n for n in tree["nodes"]}
    parents = {c: n["nodeId"] for n in tree["nodes"] for c in n.get("childIds", [])}
    return nodes, parents


def name(node):
    return (node.get("name") or {}).get("value") or ""


def props(node):
    return {p["name"]: p["value"].get("value") for p in node.get("properties", [])}


def visible(nodes):
    return [n for n in nodes.values() if not n.get("ignored")]


def unignored_parent(nodes, parents, node):
    parent = nodes.get(parents.get(node["nodeId"]))
    while parent is not None and parent.get("ignored"):
        parent = nodes.get(parents.get(parent["nodeId"]))
    return parent


def check_sections(browser):
    # Every section open, so that every title is rendered into the tree.
    browser.execute_script("document.querySelectorAll('details.fm-section').forEach(d => d.open = true)")
    settle(browser)
    nodes, parents = ax_tree(browser)
    headings = [n for n in visible(nodes) if n["role"]["value"] == "heading"]
    names = [name(n) for n in headings]
    for title in TITLES:
        # Named exactly by the title: nothing appended (no permalink label), and only one heading has it.
        assert names.count(title) == 1, f"heading {title!r} named {[x for x in names if title in x]}"
        heading = headings[names.index(title)]
        disclosure = unignored_parent(nodes, parents, heading)
        assert disclosure["role"]["value"] == "DisclosureTriangle"
        assert name(disclosure) == title
        assert props(disclosure).get("expanded") is True
    # No node of any role says a title twice, and nothing announces a permalink.
    for node in visible(nodes):
        text = name(node)
        assert "Link to this section" not in text
        for title in TITLES:
            assert text.count(title + " " + title) == 0 and text != title + title
    links = [n for n in visible(nodes) if n["role"]["value"] == "link"]
    assert not [name(n) for n in links if name(n) in ("", "#")], "a nameless link is exposed"
    # A closed section still announces its state.
    browser.execute_script("document.getElementById('gamma').open = false")
    settle(browser)
    nodes, parents = ax_tree(browser)
    gamma = [n for n in visible(nodes) if n["role"]["value"] == "heading" and name(n) == "Gamma"][0]
    assert props(unignored_parent(nodes, parents, gamma)).get("expanded") is False


def test_report_section_titles_are_announced_once_with_their_state(browser, fixtures):
    load(browser, fixtures.url(fixtures.deep))
    check_sections(browser)


def test_site_page_section_titles_are_announced_once(browser, fixtures):
    load(browser, fixtures.url(fixtures.minisite / "guide" / "index.html"))
    check_sections(browser)


@pytest.mark.parametrize("width", [1440, 390])
def test_navigation_entries_are_named_once(browser, fixtures, width):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": width, "height": 844, "deviceScaleFactor": 1, "mobile": width < 600})
    load(browser, fixtures.url(fixtures.minisite / "guide" / "index.html"))
    browser.execute_script("document.querySelectorAll('.fm-nav details').forEach(d => d.open = true)")
    settle(browser)
    nodes, _ = ax_tree(browser)
    links = [name(n) for n in visible(nodes) if n["role"]["value"] == "link"]
    # The site's pages, each named once by its title.
    for title in ("Mini", "Deep fixture"):
        assert title in links
    for text in links:
        half = len(text) // 2
        assert not (len(text) > 1 and text[:half].strip() == text[half:].strip()), f"doubled name {text!r}"
    navigation = [n for n in visible(nodes) if n["role"]["value"] == "navigation"]
    assert all(name(n) for n in navigation), "every navigation landmark is named"
    assert len({name(n) for n in navigation}) == len(navigation), "navigation landmarks share a name"
