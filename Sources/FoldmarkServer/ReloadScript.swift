/// The script `serve` adds to every HTML page it serves (never to built files): it listens for changes on
/// ``eventsPath`` and reloads the page when the site changed, keeping the reader's scroll position and open and
/// closed sections, and shows the diagnostics of a failed rebuild over the page until they are fixed.
///
/// Fold state: `foldmark.js` remembers open sections in `localStorage` only while the page's headings stay the
/// same; across a live reload this script keeps them by section id instead (in `sessionStorage`, for this tab),
/// so an edited heading elsewhere does not lose the reader's place. A hidden tab closes its connection (browsers
/// allow six per host) and checks again when shown.
enum ReloadScript {
    /// The reserved path of the live-reload event stream; content cannot be served there.
    static let eventsPath = "/__foldmark/events"

    /// The `<script>` element for a page served at `version`.
    static func element(version: String) -> String {
        "<script id=\"fm-serve\">" + source.replacingOccurrences(of: "@VERSION@", with: version) + "</script>\n"
    }

    /// `html` with the script before its last `</body>`, or at the end when it has none.
    static func inject(into html: [UInt8], version: String) -> [UInt8] {
        let script = Array(element(version: version).utf8)
        let closing = Array("</body>".utf8)
        var index = html.count - closing.count
        while index >= 0 {
            if html[index] == UInt8(ascii: "<"), html[index..<index + closing.count].elementsEqual(closing) {
                return Array(html[..<index]) + script + html[index...]
            }
            index -= 1
        }
        return html + script
    }

    private static let source = #"""
        (function () {
          "use strict";
          var version = "@VERSION@";
          var key = "foldmark-serve:" + location.pathname;
          var saved = null;
          try { saved = JSON.parse(sessionStorage.getItem(key) || "null"); sessionStorage.removeItem(key); } catch (e) {}
          function sections() { return Array.prototype.slice.call(document.querySelectorAll("details.fm-section")); }
          function restore() {
            if (!saved) return;
            var open = {}, closed = {};
            (saved.open || []).forEach(function (id) { open[id] = true; });
            (saved.closed || []).forEach(function (id) { closed[id] = true; });
            sections().forEach(function (d) {
              if (open[d.id] && !d.open) d.open = true;
              else if (closed[d.id] && d.open) d.open = false;
            });
            window.scrollTo(saved.x || 0, saved.y || 0);
          }
          if (saved) {
            if ("scrollRestoration" in history) history.scrollRestoration = "manual";
            if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", restore);
            else restore();
            window.addEventListener("load", function () { window.scrollTo(saved.x || 0, saved.y || 0); });
          }
          function reload() {
            var all = sections();
            try {
              sessionStorage.setItem(key, JSON.stringify({
                x: window.scrollX, y: window.scrollY,
                open: all.filter(function (d) { return d.open; }).map(function (d) { return d.id; }),
                closed: all.filter(function (d) { return !d.open; }).map(function (d) { return d.id; })
              }));
            } catch (e) {}
            location.reload();
          }
          function overlay(problems) {
            var old = document.getElementById("fm-serve-problems");
            if (old) old.parentNode.removeChild(old);
            if (!problems.length) return;
            var box = document.createElement("div");
            box.id = "fm-serve-problems";
            box.setAttribute("role", "alert");
            box.style.cssText = "position:fixed;left:0;right:0;bottom:0;max-height:60vh;overflow:auto;z-index:2147483647;" +
              "background:#2b0b0b;color:#fde8e8;font:13px/1.45 ui-monospace,Menlo,Consolas,monospace;padding:12px 16px;" +
              "border-top:3px solid #e5484d;white-space:pre-wrap";
            var title = document.createElement("div");
            title.style.cssText = "font-weight:bold;margin-bottom:6px";
            title.textContent = "foldmark serve: the last change did not build; showing the last good version";
            box.appendChild(title);
            problems.forEach(function (p) {
              var line = document.createElement("div");
              line.className = "fm-serve-problem";
              line.textContent = p.location + ": " + p.severity + ": " + p.message + " [" + p.code + "]";
              box.appendChild(line);
              if (p.source !== undefined && p.source !== null) {
                var source = document.createElement("pre");
                source.style.cssText = "margin:2px 0 8px 2ch;color:#ffd7a8;white-space:pre-wrap";
                var caret = p.column ? "\n" + new Array(Math.max(p.column, 1)).join(" ") + "^" : "";
                source.textContent = p.source + caret;
                box.appendChild(source);
              }
            });
            document.body.appendChild(box);
          }
          var events = null;
          function connect() {
            if (events || !window.EventSource) return;
            events = new EventSource("/__foldmark/events");
            events.addEventListener("state", function (event) {
              var state = JSON.parse(event.data);
              if (state.version !== version) { events.close(); reload(); return; }
              overlay(state.problems || []);
            });
          }
          function disconnect() { if (events) { events.close(); events = null; } }
          document.addEventListener("visibilitychange", function () {
            if (document.visibilityState === "hidden") disconnect(); else connect();
          });
          if (document.visibilityState !== "hidden") connect();
        })();
        """#
}
