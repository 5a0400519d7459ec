import FoldmarkCore

/// What a page's sidebar holds in its own HTML, for readers without JavaScript: the site's navigation page
/// (``NavigationFrame``) in a frame, scrolled to the page's entry, and a "Menu" link to the same page, which the
/// stylesheet shows on a phone instead of the frame. Both sit in a `<noscript>`: with JavaScript, `foldmark.js`
/// builds the sidebar from the navigation script, and shows the frame only when that script did not load.
enum NavigationFallback {
    /// The sidebar's HTML of a page: `frameURL` is the link from the page to the navigation page (nil when the site
    /// has none, which gives ""), `item` the page's entry in it (nil for a page the navigation does not show).
    static func html(frameURL: String?, item: Int?) -> String {
        guard let frameURL else { return "" }
        var target = frameURL
        if let item {
            target += "#n"
            target += String(item)
        }
        let url = HTMLEscaping.escape(target)
        var html = "<noscript class=\"fm-nav-fallback\"><a class=\"fm-nav-page\" href=\""
        html.reserveCapacity(2 * url.utf8.count + 160)
        html += url
        html += "\">Menu</a><iframe class=\"fm-nav-frame\" src=\""
        html += url
        html += "\" title=\"Site navigation\"></iframe></noscript>"
        return html
    }
}
