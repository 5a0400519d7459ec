import FoldmarkCore

/// The site's whole navigation as one small HTML page, written once per site (`assets/nav.<hash>.html`): the
/// sidebar for readers without JavaScript.
///
/// Every page shows it in an `<iframe>` pointed at the page's own entry (`#n12`), and on a phone links to it with a
/// "Menu" link instead (see ``NavigationFallback``), so a page carries about 230 bytes of navigation whatever the
/// site's size, where each page used to carry part of the tree. The page holds the tree as nested lists, every
/// folder and part a closed `<details>`; each linked entry has the id `n` + its row in the navigation script
/// (``NavigationOutline/position``, the page's `data-fm-nav-item`). Browsers open the folders around the entry a
/// page points at, scroll to it, and the page's styles (inlined) mark it (`:target`). Links start from the site's
/// root (`<base href="../">`, or absolute with a base URL) and open in the whole window (`target="_top"`), so the
/// one file serves every page, from a server or from the disk.
struct NavigationFrame: Sendable {
    /// The page's text.
    let text: String
    /// Where it is written, relative to the output folder; named after its content.
    let path: String

    init(outline: NavigationOutline, routes: SiteRoutes, siteTitle: String, language: String) {
        let site = HTMLEscaping.escape(siteTitle)
        let home = outline.escapedTitles.first.flatMap { $0.isEmpty ? nil : $0 } ?? site
        var html = "<!DOCTYPE html>\n<html lang=\"" + HTMLEscaping.escape(language) + "\">\n<head>\n"
        html += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"robots\" content=\"noindex\">\n"
        html += "<title>Navigation – " + (site.isEmpty ? home : site) + "</title>\n"
        html += "<base href=\"../\" target=\"_top\">\n<link rel=\"icon\" href=\"data:,\">\n"
        html += "<style>\n" + Self.styles + "</style>\n</head>\n<body>\n<nav class=\"fm-nav\" aria-label=\"Site\">\n"
        html += "<p class=\"fm-nav-home\"><a id=\"n0\" href=\""
        html += HTMLEscaping.escape(Self.link(to: outline.encodedPaths.first ?? "index.html", routes: routes))
        html += "\">" + (home.isEmpty ? "Home" : home) + "</a></p>\n"
        html += Self.treeHTML(outline, routes: routes)
        html += "</nav>\n</body>\n</html>\n"
        text = html
        path = "assets/nav.\(ContentHash.hex(html).prefix(10)).html"
    }

    /// Every entry below the root, in reading order, as nested lists. Built without recursion: the open groups
    /// are a stack of depths, closed when an entry no deeper than them comes. Appended piece by piece (see
    /// HTMLBuffer): a tree of thousands of entries is built on the build's one-thread path.
    static func treeHTML(_ outline: NavigationOutline, routes: SiteRoutes) -> String {
        var html = HTMLBuffer(capacity: outline.order.count * 96 + 64)
        html.append("<ul class=\"fm-nav-list\">\n")
        var open: [Int] = []
        for item in outline.order.dropFirst() {
            let depth = outline.depth[item]
            while let last = open.last, last >= depth {
                html.append("</ul>\n</details></li>\n")
                open.removeLast()
            }
            let entry = outline.items[item]
            if entry.kind == .separator {
                html.append(html: NavigationOutline.separatorHTML)
            } else if NavigationOutline.isGroup(entry) {
                html.append("<li><details><summary>")
                outline.appendLabel(item, from: "index.html", routes: routes, anchored: true, to: &html)
                html.append("</summary>\n<ul>\n")
                open.append(depth)
            } else {
                html.append("<li>")
                outline.appendLabel(item, from: "index.html", routes: routes, anchored: true, to: &html)
                html.append("</li>\n")
            }
        }
        for _ in open { html.append("</ul>\n</details></li>\n") }
        html.append("</ul>\n")
        return html.string()
    }

    /// The link to the percent-encoded output path `path` from the site's root, which `<base>` makes the page's.
    private static func link(to path: String, routes: SiteRoutes) -> String {
        routes.encodedLink(from: "index.html", to: path)
    }

    /// The page's styles: the theme's colours and the sidebar's look, and the entry pointed at marked.
    static let styles = """
        :root { --fm-text: #1f2328; --fm-muted: #59636e; --fm-background: #ffffff; --fm-border: #d1d9e0; \
        --fm-rule: #e1e6eb; --fm-link: #0550ae; --fm-accent: #0969da; }
        @media (prefers-color-scheme: dark) {
          :root { --fm-text: #e6edf3; --fm-muted: #9198a1; --fm-background: #0d1117; --fm-border: #3d444d; \
        --fm-rule: #262c36; --fm-link: #71b7ff; --fm-accent: #4493f8; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 0 0.5rem 2rem 0.5rem; color: var(--fm-text); background: var(--fm-background); \
        font: 0.9rem/1.65 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; \
        overflow-wrap: break-word; }
        ul { list-style: none; margin: 0; padding-left: 0.9rem; }
        .fm-nav-list { padding-left: 0; }
        li { margin: 0.2rem 0; }
        summary { cursor: pointer; padding: 0.05rem 0; }
        summary::marker { color: var(--fm-muted); }
        details > ul { margin-top: 0.15rem; border-left: 1px solid var(--fm-rule); margin-left: 0.3rem; \
        padding-left: 0.75rem; }
        a { color: var(--fm-text); text-decoration: none; }
        a:hover { color: var(--fm-link); text-decoration: underline; }
        a:focus-visible, summary:focus-visible { outline: 2px solid var(--fm-accent); outline-offset: 2px; \
        border-radius: 3px; }
        [id] { scroll-margin-top: 30vh; }
        a:target { font-weight: 600; color: var(--fm-link); box-shadow: inset 2px 0 0 var(--fm-accent); \
        padding-left: 0.4rem; margin-left: -0.4rem; }
        .fm-nav-home { margin: 0.5rem 0; font-weight: 600; }
        .fm-nav-part { font-weight: 600; color: var(--fm-muted); font-size: 0.8rem; text-transform: uppercase; \
        letter-spacing: 0.04em; }
        .fm-nav-draft { color: var(--fm-muted); font-style: italic; }
        .fm-nav-separator { height: 0; margin: 0.6rem 0.5rem 0.6rem 0; border-top: 1px solid var(--fm-border); }
        .fm-nav-external-mark { margin-left: 0.25em; color: var(--fm-muted); font-size: 0.85em; }
        .fm-nav-hidden-text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); \
        clip-path: inset(50%); white-space: nowrap; }

        """
}
