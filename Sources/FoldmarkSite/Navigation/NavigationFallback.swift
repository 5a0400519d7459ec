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
        // Appended piece by piece into one buffer (see HTMLBuffer): every page of a site carries this.
        var html = HTMLBuffer(capacity: 2 * frameURL.utf8.count + 180)
        html.append("<noscript class=\"fm-nav-fallback\"><a class=\"fm-nav-page\" href=\"")
        appendURL(frameURL, item: item, to: &html)
        html.append("\">Menu</a><iframe class=\"fm-nav-frame\" src=\"")
        appendURL(frameURL, item: item, to: &html)
        html.append("\" title=\"Site navigation\"></iframe></noscript>")
        return html.string()
    }

    /// The frame's URL, escaped, with `#n` and the item's number when there is one.
    private static func appendURL(_ frameURL: String, item: Int?, to html: inout HTMLBuffer) {
        html.append(escaping: frameURL)
        if let item {
            html.append("#n")
            html.append(item)
        }
    }
}
