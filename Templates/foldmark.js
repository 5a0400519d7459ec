// Foldmark: makes folding pleasant. Links open the sections they point into, the reader can expand and collapse
// everything or one subtree, open and closed sections are remembered per page, printing shows everything, and
// open sections' summaries stack at the top. Without this script every section is still a native <details>.
(function () {
  "use strict";
  var root = document.documentElement;
  var main = document.querySelector("main.fm-document") || document.querySelector(".fm-document");
  var sections = Array.prototype.slice.call(document.querySelectorAll("details.fm-section"));
  var remember = root.getAttribute("data-fm-remember") !== "false";
  var storageKey = "foldmark:" + location.pathname;
  root.classList.add("fm-js");

  function isSection(node) {
    return !!node && node.tagName === "DETAILS" && node.classList.contains("fm-section");
  }
  function summaryOf(details) {
    var first = details.firstElementChild;
    return first && first.tagName === "SUMMARY" ? first : null;
  }
  function parentSection(node) {
    for (var n = node && node.parentElement; n; n = n.parentElement) if (isSection(n)) return n;
    return null;
  }
  function levelOf(details) {
    var match = /(?:^|\s)fm-level-(\d)(?:\s|$)/.exec(details.className);
    return match ? +match[1] : 6;
  }
  function setOpen(details, open) {
    if (details.open !== open) details.open = open;
  }

  // Remembered state, for the sections and (see Callouts) under their own key for the blocks that fold inside
  // them: which of `folds` are open is kept per page in localStorage, unless the page says
  // data-fm-remember="false", and printing opens them all, then puts the reader's state back. `versionText`
  // describes the folds; state saved for another version of the page (another hash of it) is ignored. The open
  // list the page starts with (the folds open by default, less those `isDefault` rejects) is never stored.
  function foldMemory(folds, key, versionText, isDefault) {
    var hash = 2166136261;
    for (var i = 0; i < versionText.length; i++) hash = Math.imul(hash ^ versionText.charCodeAt(i), 16777619);
    var version = (hash >>> 0).toString(36) + "." + folds.length;
    function openList() {
      return folds.filter(function (d) { return d.open; }).map(function (d) { return d.id; }).join(" ");
    }
    var defaults = folds.filter(function (d) { return d.open && (!isDefault || isDefault(d)); })
      .map(function (d) { return d.id; }).join(" ");
    // What storage holds for this page right now, as an open list (the defaults when nothing is stored). Only a
    // state that differs from it is written, so the toggle events that the parser and restore() cause (they are
    // delivered asynchronously, after this script has run) never write anything: a page that is merely opened
    // leaves storage alone.
    var stored = defaults;
    var printState = null;
    function storage() {
      try { return remember ? window.localStorage : null; } catch (error) { return null; }
    }
    var memory = {
      printing: function () { return printState !== null; },
      restore: function () {
        var store = storage();
        if (!store) return;
        try {
          var saved = JSON.parse(store.getItem(key) || "null");
          if (!saved || saved.v !== version || !Array.isArray(saved.open)) {
            if (saved) store.removeItem(key);
            return;
          }
          var open = {};
          saved.open.forEach(function (id) { open[id] = true; });
          folds.forEach(function (d) { setOpen(d, open[d.id] === true); });
          stored = openList();
        } catch (error) { /* unreadable state: keep the page's defaults */ }
      },
      // Writes the current state if it differs from the stored one. Synchronous: called from every fold's toggle
      // event (which fires once the browser has applied the change), and again when the page is hidden or left,
      // so no change is ever waiting on a timer. Not while printing: that state is not the reader's.
      save: function () {
        var store = storage();
        if (!store || printState) return;
        var open = openList();
        if (open === stored) return;
        try {
          // The page's own defaults need no remembering.
          if (open === defaults) store.removeItem(key);
          else store.setItem(key, JSON.stringify({ v: version, open: open ? open.split(" ") : [] }));
          stored = open;
        } catch (error) { /* full or denied */ }
      }
    };
    // Printing: everything open, then the reader's own state back. The toggle events of both changes come later
    // and find the reader's state unchanged: nothing is written.
    function beforePrint() {
      if (printState) return;
      printState = folds.map(function (d) { return d.open; });
      folds.forEach(function (d) { setOpen(d, true); });
    }
    function afterPrint() {
      if (!printState) return;
      var state = printState;
      folds.forEach(function (d, i) { setOpen(d, state[i]); });
      printState = null;
    }
    window.addEventListener("beforeprint", beforePrint);
    window.addEventListener("afterprint", afterPrint);
    if (window.matchMedia) {
      var print = window.matchMedia("print");
      var onPrint = function () { if (print.matches) beforePrint(); else afterPrint(); };
      if (print.addEventListener) print.addEventListener("change", onPrint);
      else if (print.addListener) print.addListener(onPrint);
    }
    // A change whose toggle event has not been delivered yet is written before the page goes away.
    window.addEventListener("pagehide", memory.save);
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "hidden") memory.save();
    });
    return memory;
  }
  // The sections' version: every section's id, level, default state and title.
  var memory = foldMemory(sections, storageKey, sections.map(function (d) {
    var summary = summaryOf(d);
    return d.id + "\u0001" + levelOf(d) + (d.open ? "o" : "c") + (summary ? summary.textContent : "");
  }).join("\u0002"));
  // The <head> script hides the page while state is put back, for 1.5 s at most; once the page has been shown,
  // changing its sections would make it jump, so a state that comes too late is not applied.
  function restore() {
    if (root.classList.contains("fm-restoring")) memory.restore();
  }

  // Sticky summaries: each open section's summary sticks below those of its open ancestors. The offsets are
  // measured (titles may wrap); all heights are read before any offset is written.
  var tops = [];
  function layout() {
    var heights = sections.map(function (d) { var s = summaryOf(d); return s ? s.offsetHeight : 0; });
    var index = new Map();
    sections.forEach(function (d, i) { index.set(d, i); });
    tops = sections.map(function () { return 0; });
    sections.forEach(function (d, i) {
      var parent = parentSection(d);
      var p = parent ? index.get(parent) : undefined;
      tops[i] = p === undefined ? 0 : tops[p] + heights[p];
    });
    sections.forEach(function (d, i) {
      var summary = summaryOf(d);
      if (summary) summary.style.top = tops[i] + "px";
    });
    // The phone's cap on stuck titles moves some of them again.
    onScroll();
  }
  function stuckTop(details) {
    // On a phone a section sticks as the innermost of two, just below its parent's summary.
    if (narrowQuery && narrowQuery.matches) {
      var parent = parentSection(details), above = parent && summaryOf(parent);
      return above ? above.offsetHeight : 0;
    }
    var summary = summaryOf(details);
    var top = summary ? parseFloat(getComputedStyle(summary).top) : 0;
    return isNaN(top) ? 0 : top;
  }
  // How far below the top of the window `node` should land, so that the stuck summaries do not cover it.
  function offsetFor(node) {
    if (isSection(node)) return stuckTop(node);
    var parent = parentSection(node);
    if (!parent) return 0;
    var summary = summaryOf(parent);
    return stuckTop(parent) + (summary && summary.contains(node) ? 0 : summary ? summary.offsetHeight : 0) + 4;
  }
  function scrollToNode(node) {
    var y = node.getBoundingClientRect().top + window.pageYOffset - offsetFor(node);
    window.scrollTo(window.pageXOffset, Math.max(0, Math.round(y)));
  }
  function isStuck(details) {
    var summary = summaryOf(details);
    return !!summary && details.getBoundingClientRect().top < summary.getBoundingClientRect().top - 1;
  }

  // Deep links: the target, and every section around it, open; then it is scrolled to below the stuck summaries.
  function openAround(node) {
    for (var n = node; n; n = n.parentElement) if (n.tagName === "DETAILS") setOpen(n, true);
  }
  function targetOf(hash) {
    if (!hash || hash.length < 2) return null;
    var id = hash.slice(1);
    try { id = decodeURIComponent(id); } catch (error) { /* keep the raw fragment */ }
    return document.getElementById(id);
  }
  function reveal(node) {
    if (!node) return;
    openAround(node);
    scrollToNode(node);
  }
  function revealHash() {
    reveal(targetOf(location.hash));
  }

  // Expanding and collapsing.
  function setAll(test) {
    sections.forEach(function (d) { setOpen(d, test(d)); });
    // Blocks that fold inside sections (callouts) follow, except for printing; see "Callouts" below.
    if (!memory.printing()) document.dispatchEvent(new CustomEvent("foldmark:setall", { detail: test }));
  }
  function expandAll() { setAll(function () { return true; }); }
  function collapseAll() { setAll(function () { return false; }); }
  function expandToLevel(level) { setAll(function (d) { return levelOf(d) <= level; }); }
  function toggleSubtree(details) {
    var open = !details.open;
    var stuck = !open && isStuck(details);
    setOpen(details, open);
    Array.prototype.forEach.call(details.querySelectorAll("details.fm-section"), function (d) { setOpen(d, open); });
    if (stuck) scrollToNode(details);
  }

  function isTyping(node) {
    return !!node && (node.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(node.tagName));
  }
  function sameDocument(link) {
    return link.hash && link.href.split("#")[0] === location.href.split("#")[0];
  }

  var help = null, tools = null;
  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function button(text, label, action) {
    var node = element("button", "", text);
    node.type = "button";
    if (label) node.setAttribute("aria-label", label);
    node.addEventListener("click", action);
    return node;
  }
  function buildToolbar() {
    if (!main || !sections.length || main.querySelector(".fm-toolbar")) return;
    var bar = element("div", "fm-toolbar");
    bar.setAttribute("role", "group");
    bar.setAttribute("aria-label", "Sections");
    // The buttons sit in a menu: a row of buttons on wide screens (held open), one "Sections" button on a phone.
    tools = element("details", "fm-tools");
    tools.appendChild(element("summary", "", "Sections"));
    var row = element("div", "fm-tools-panel");
    tools.appendChild(row);
    bar.appendChild(tools);
    bar = row;
    bar.appendChild(button("Expand all", "", expandAll));
    bar.appendChild(button("Collapse all", "", collapseAll));
    var levels = [];
    sections.forEach(function (d) { var l = levelOf(d); if (levels.indexOf(l) < 0) levels.push(l); });
    levels.sort();
    if (levels.length > 1) {
      bar.appendChild(element("span", "fm-toolbar-label", "Level"));
      levels.forEach(function (l) {
        bar.appendChild(button(String(l), "Expand to level " + l, function () { expandToLevel(l); }));
      });
    }
    help = element("details", "fm-help");
    help.appendChild(element("summary", "", "Shortcuts"));
    var panel = element("div", "fm-help-panel");
    var list = element("dl");
    [
      ["E", "Expand every section"],
      ["C", "Collapse every section"],
      ["1 – 6", "Expand down to that heading level"],
      ["Enter, Space", "Open or close the focused section"],
      ["Alt + click, Alt + Enter", "Open or close a section and every section inside it"],
      ["?", "Show or hide this help"],
    ].concat(document.querySelector(".fm-search-input") ? [["/, Ctrl + K", "Search"]] : []).forEach(function (row) {
      var term = element("dt");
      row[0].split(", ").forEach(function (key, i) {
        if (i) term.appendChild(document.createTextNode(" "));
        term.appendChild(element("kbd", "", key));
      });
      list.appendChild(term);
      list.appendChild(element("dd", "", row[1]));
    });
    panel.appendChild(list);
    panel.appendChild(element("p", "", "Find in page also searches closed sections. " +
      (remember ? "Open and closed sections are remembered for this page on this device." : "")));
    help.appendChild(panel);
    bar.appendChild(help);
    main.insertBefore(tools.parentNode, main.firstChild);
  }

  // ==== Navigation tree =========================================================================================
  // Without this script, a site's sidebar is the site's navigation page, assets/nav.<hash>.html, in a frame: the
  // page carries only a <noscript> with that frame (and a Menu link to the same page for phones). With it, the
  // sidebar is built here; only when the tree below did not load (or a template of your own does not name it) is
  // the frame shown instead. The whole tree is one shared file per site, assets/nav.<hash>.js, loaded before this
  // script with a plain <script src> (so it works from file:// too). It sets window.foldmarkNav = {version: 1, index, items}: the items
  // in reading order, the root first, each [depth, kind, title, path] with kind 0 page, 1 folder, 2 part, 3
  // separator, 4 external link, 5 draft. A path is relative to the folder of the closest ancestor with a path, or
  // from the site's root when it starts with "/"; an empty path or one ending in "/" gets `index` appended. The page
  // names the site's root as seen from itself (data-fm-nav-root) and its own item (data-fm-nav-item). The tree
  // takes the frame's place: groups fold, the current page's branch is open and the page marked. A closed
  // group's entries are made when it is first opened, so a folder of thousands of pages costs nothing until then,
  // and long lists are made a slice at a time.
  // Titles and paths are data, never HTML: the tree is built with textContent and setAttribute.
  (function () {
    var nav = document.querySelector("nav.fm-nav[data-fm-nav-root]");
    var data = window.foldmarkNav;
    var fallback = document.querySelector("noscript.fm-nav-fallback");
    if (!nav || !data || data.version !== 1 || !Array.isArray(data.items) || !data.items.length) {
      // The frame, as the page has it for readers without JavaScript (with JavaScript its markup is text).
      if (fallback) {
        fallback.insertAdjacentHTML("afterend", fallback.textContent);
        // A frame that loaded inside a folded menu (a phone's) did not scroll to the page's entry: load it again
        // when the menu opens.
        var menu = fallback.closest("details"), frame = menu && menu.querySelector("iframe.fm-nav-frame");
        if (frame) menu.addEventListener("toggle", function () { if (menu.open) frame.src = frame.src; });
      }
      return;
    }
    var rows = data.items;
    var count = rows.length;
    var siteRoot = nav.getAttribute("data-fm-nav-root") || "";
    var index = typeof data.index === "string" ? data.index : "index.html";
    var current = nav.hasAttribute("data-fm-nav-item") ? +nav.getAttribute("data-fm-nav-item") : -1;
    if (!(current >= 0 && current < count)) current = -1;
    // The tree from the depths (first child and next sibling of each item), and each item's address.
    var parent = new Int32Array(count), firstChild = new Int32Array(count), lastChild = new Int32Array(count);
    var nextSibling = new Int32Array(count), kinds = new Uint8Array(count), hrefs = new Array(count);
    var bases = new Array(count), stack = [];
    firstChild.fill(-1); lastChild.fill(-1); nextSibling.fill(-1);
    for (var i = 0; i < count; i++) {
      var row = Array.isArray(rows[i]) ? rows[i] : [];
      var depth = Math.max(0, Math.min(row[0] | 0, stack.length));
      stack.length = depth;
      var up = depth ? stack[depth - 1] : -1;
      parent[i] = up;
      if (up >= 0) {
        if (lastChild[up] < 0) firstChild[up] = i; else nextSibling[lastChild[up]] = i;
        lastChild[up] = i;
      }
      kinds[i] = row[1] | 0;
      var base = up >= 0 ? bases[up] : "";
      var path = row[3];
      if (typeof path === "string" && (kinds[i] === 0 || kinds[i] === 1)) {
        path = path.charAt(0) === "/" ? path.slice(1) : base + path;
        base = path.slice(0, path.lastIndexOf("/") + 1);
        if (path === "" || path.charAt(path.length - 1) === "/") path += index;
        hrefs[i] = siteRoot + path;
      } else if (typeof path === "string" && kinds[i] === 4) {
        hrefs[i] = path;
      }
      bases[i] = base;
      stack.push(i);
    }
    var onPath = new Uint8Array(count);
    for (var a = current; a >= 0; a = parent[a]) onPath[a] = 1;
    var currentLink = null;

    function isGroup(item) {
      var kind = kinds[item];
      return kind === 1 || kind === 2 || (kind === 0 && firstChild[item] >= 0);
    }
    function titleOf(item) {
      var title = Array.isArray(rows[item]) ? rows[item][2] : "";
      return typeof title === "string" ? title : "";
    }
    // What an entry shows: a link, or the title of a part or a draft.
    function label(item) {
      var kind = kinds[item];
      if (hrefs[item] === undefined) {
        return element("span", kind === 2 ? "fm-nav-part" : "fm-nav-draft", titleOf(item));
      }
      var link = element("a", kind === 4 ? "fm-nav-external" : "", titleOf(item));
      link.setAttribute("href", hrefs[item]);
      if (kind === 4) {
        var mark = element("span", "fm-nav-external-mark", "\u2197");
        mark.setAttribute("aria-hidden", "true");
        link.appendChild(mark);
        link.appendChild(element("span", "fm-nav-hidden-text", " (external link)"));
      }
      if (item === current) {
        link.setAttribute("aria-current", "page");
        currentLink = link;
      }
      return link;
    }
    // Fills lists without recursion: `pending` holds [list, group] pairs; an open group adds its own list. A long
    // list is filled a slice at a time, so that a folder of thousands of pages never holds the page up: first the
    // slice around the entry on the way to the current page, then, one task each, the slices after it and before it
    // (the sidebar's scroll position is kept when entries are added above). Meanwhile the tree is aria-busy.
    var pending = [], later = [], slice = 250;
    function fill(list, group) {
      pending.push(list, group);
      drain();
    }
    function drain() {
      while (pending.length) {
        var item = pending.pop(), target = pending.pop(), children = [], focus = 0;
        for (var child = firstChild[item]; child >= 0; child = nextSibling[child]) {
          if (onPath[child]) focus = children.length;
          children.push(child);
        }
        var low = Math.max(0, Math.min(focus - (slice >> 1), children.length - slice));
        var job = {list: target, children: children, low: low, high: Math.min(children.length, low + slice)};
        target.appendChild(entries(children, job.low, job.high));
        if (job.low > 0 || job.high < children.length) later.push(job);
      }
      if (later.length && !tree.hasAttribute("aria-busy")) {
        tree.setAttribute("aria-busy", "true");
        setTimeout(fillLater, 0);
      }
    }
    function entries(children, from, to) {
      var fragment = document.createDocumentFragment();
      for (var i = from; i < to; i++) fragment.appendChild(entry(children[i]));
      return fragment;
    }
    function fillLater() {
      var job = later[0];
      if (job.high < job.children.length) {
        var high = Math.min(job.children.length, job.high + slice * 4);
        job.list.appendChild(entries(job.children, job.high, high));
        job.high = high;
      } else {
        var low = Math.max(0, job.low - slice * 4), box = scrollBox(), height = box ? box.scrollHeight : 0;
        job.list.insertBefore(entries(job.children, low, job.low), job.list.firstChild);
        job.low = low;
        if (box) box.scrollTop += box.scrollHeight - height;
      }
      if (job.low === 0 && job.high === job.children.length) later.shift();
      drain();
      if (later.length) setTimeout(fillLater, 0);
      else tree.removeAttribute("aria-busy");
    }
    function entry(item) {
      var li = element("li");
      if (kinds[item] === 3) {
        li.className = "fm-nav-separator";
        li.setAttribute("aria-hidden", "true");
        return li;
      }
      if (!isGroup(item)) {
        li.appendChild(label(item));
        return li;
      }
      var details = element("details"), summary = element("summary"), list = element("ul");
      summary.appendChild(label(item));
      details.appendChild(summary);
      details.appendChild(list);
      li.appendChild(details);
      if (onPath[item]) {
        details.open = true;
        pending.push(list, item);
      } else {
        details.fmNavGroup = item;
      }
      return li;
    }
    var tree = element("ul", "fm-nav-list");
    fill(tree, 0);
    var place = fallback && nav.contains(fallback) ? fallback : null;
    if (place) place.parentNode.replaceChild(tree, place);
    else (nav.querySelector(".fm-nav-menu") || nav).appendChild(tree);
    nav.setAttribute("data-fm-nav", "tree");

    // The box the tree scrolls in: the sidebar, or on a phone the menu's list; null when nothing scrolls.
    function scrollBox() {
      for (var box = tree; box && box !== document.body; box = box.parentElement) {
        if (box.scrollHeight > box.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(box).overflowY)) return box;
      }
      return null;
    }
    // The current page stays in view in the sidebar (or in the phone's menu, once opened), a third of the way down.
    function revealCurrent() {
      var box = currentLink && scrollBox();
      if (!box) return;
      var top = currentLink.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
      if (top < box.scrollTop || top + currentLink.offsetHeight > box.scrollTop + box.clientHeight) {
        box.scrollTop = Math.max(0, top - box.clientHeight / 3);
      }
    }
    nav.addEventListener("toggle", function (event) {
      var details = event.target;
      if (!details.open) return;
      if (details.fmNavGroup !== undefined) {
        var group = details.fmNavGroup;
        details.fmNavGroup = undefined;
        fill(details.lastElementChild, group);
      } else if (details.classList.contains("fm-nav-menu")) {
        revealCurrent();
      }
    }, true);
    revealCurrent();
  })();

  // ==== Layout ==================================================================================================
  // The narrow-screen menus (the section toolbar and a site's contents panel fold on a phone and are held open on
  // wide screens), the contents panel's current section, and the cap on stuck titles on a phone: only the
  // innermost two open sections around the top of the window keep their summaries stuck.
  var narrowQuery = window.matchMedia ? window.matchMedia("(max-width: 44rem)") : null;
  function whenWidthChanges(query, fit) {
    if (!query) return;
    fit();
    if (query.addEventListener) query.addEventListener("change", fit);
    else if (query.addListener) query.addListener(fit);
  }
  function foldTools() {
    if (!tools) return;
    whenWidthChanges(narrowQuery, function () { setOpen(tools, !narrowQuery.matches); });
    // A choice made from the phone's menu closes it.
    tools.addEventListener("click", function (event) {
      if (narrowQuery && narrowQuery.matches && event.target.closest && event.target.closest("button")) {
        tools.open = false;
      }
    });
  }
  var tocPanel = document.querySelector(".fm-toc-panel");
  var tocLinks = new Map();
  function foldContents() {
    if (!tocPanel || !window.matchMedia) return;
    Array.prototype.forEach.call(tocPanel.querySelectorAll("a[href^='#']"), function (link) {
      var id = link.getAttribute("href").slice(1);
      try { id = decodeURIComponent(id); } catch (error) { /* keep the raw fragment */ }
      tocLinks.set(id, link);
    });
    // A site's panel is the sidebar on wide screens and folded above the page below 64rem; a report's panel is
    // beside the report from 80rem, and above it keeps the state the report was written with.
    var site = !!tocPanel.closest(".fm-site");
    var query = window.matchMedia(site ? "(max-width: 64rem)" : "(min-width: 80rem)");
    var initial = tocPanel.open;
    whenWidthChanges(query, function () { setOpen(tocPanel, site ? !query.matches : query.matches || initial); });
    tocPanel.classList.add("fm-ready");
  }
  // Sections in document order at each level, so that the open sections around a line of the window are found by
  // binary search, level by level: O(depth × log n) per scroll, whatever the page's size.
  var topSections = [], childSections = new Map();
  sections.forEach(function (d) {
    var parent = parentSection(d);
    if (!parent) { topSections.push(d); return; }
    if (!childSections.has(parent)) childSections.set(parent, []);
    childSections.get(parent).push(d);
  });
  // The open sections around the line `y` pixels down the window, outermost first. With `stacked`, the line for a
  // section is `y` below the place its summary sticks: under its parent's summary on a phone (where it sticks as
  // the innermost), else at its measured offset.
  function sectionsAround(y, stacked) {
    var chain = [], list = topSections, base = y, narrow = narrowQuery && narrowQuery.matches;
    while (list && list.length) {
      if (stacked && chain.length) {
        var above = summaryOf(chain[chain.length - 1]), first = summaryOf(list[0]);
        y = base + (narrow ? (above ? above.offsetHeight : 0) : first ? parseFloat(first.style.top) || 0 : 0);
      }
      var low = 0, high = list.length - 1, found = -1;
      while (low <= high) {
        var middle = (low + high) >> 1;
        if (list[middle].getBoundingClientRect().top <= y) { found = middle; low = middle + 1; } else high = middle - 1;
      }
      if (found < 0) break;
      var d = list[found];
      if (d.getBoundingClientRect().bottom <= y) break;
      chain.push(d);
      if (!d.open) break;
      list = childSections.get(d);
    }
    return chain;
  }
  var currentLink = null;
  function markCurrent() {
    if (!tocLinks.size) return;
    var chain = sectionsAround(Math.min(window.innerHeight * 0.25, 160)), link = null;
    for (var i = chain.length - 1; i >= 0 && !link; i--) link = tocLinks.get(chain[i].id) || null;
    if (link === currentLink) return;
    if (currentLink) currentLink.removeAttribute("aria-current");
    if (link) link.setAttribute("aria-current", "location");
    currentLink = link;
  }
  var capped = [], leaving = [];
  function capStuck() {
    var keep = [], chain = sectionsAround(0, true);
    if (narrowQuery && narrowQuery.matches) {
      keep = chain.slice(-2);
      capped.forEach(function (d) { if (chain.indexOf(d) < 0 || keep.indexOf(d) >= 0) uncap(d); });
      capped = chain.slice(0, -2);
      capped.forEach(function (d) { var s = summaryOf(d); if (s) s.classList.add("fm-unstuck"); });
    } else {
      capped.forEach(uncap);
      capped = [];
    }
    // The two kept summaries stack from the top of the window.
    var top = 0;
    keep.forEach(function (d) {
      var s = summaryOf(d);
      if (!s) return;
      s.style.top = top + "px";
      top += s.offsetHeight;
    });
    kept.forEach(function (d) { if (keep.indexOf(d) < 0) uncap(d); });
    kept = keep;
    // A nested summary that the end of its short section pushes up slides under its parent's: hidden while it
    // does (with the summaries inside it), so that no sliver of them peeks out below the parent.
    var now = chain.filter(function (d, i) {
      var s = summaryOf(d);
      if (!i || !s || s.classList.contains("fm-unstuck")) return false;
      return s.getBoundingClientRect().top < parseFloat(s.style.top || "0") - 0.5;
    });
    leaving.forEach(function (d) { if (now.indexOf(d) < 0) d.classList.remove("fm-leaving"); });
    now.forEach(function (d) { d.classList.add("fm-leaving"); });
    leaving = now;
  }
  var kept = [];
  function uncap(d) {
    var s = summaryOf(d);
    if (!s) return;
    s.classList.remove("fm-unstuck");
    var i = sections.indexOf(d);
    if (i >= 0 && tops[i] !== undefined) s.style.top = tops[i] + "px";
  }
  var scrollQueued = false;
  function onScroll() {
    if (scrollQueued) return;
    scrollQueued = true;
    window.requestAnimationFrame(function () {
      scrollQueued = false;
      capStuck();
      markCurrent();
    });
  }
  function startLayout() {
    foldTools();
    foldContents();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    document.addEventListener("toggle", function (event) { if (isSection(event.target)) onScroll(); }, true);
    capStuck();
    markCurrent();
  }

  // The site's sidebar folds away on narrow screens.
  function foldMenu() {
    var menu = document.querySelector(".fm-nav-menu");
    if (!menu || !window.matchMedia) return;
    var narrow = window.matchMedia("(max-width: 44rem)");
    var fit = function () { setOpen(menu, !narrow.matches); };
    fit();
    menu.classList.add("fm-ready");
    if (narrow.addEventListener) narrow.addEventListener("change", fit);
    else if (narrow.addListener) narrow.addListener(fit);
  }

  document.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0 || !event.target.closest) return;
    var link = event.target.closest("a[href]");
    if (link) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !sameDocument(link)) return;
      var node = targetOf(link.hash);
      if (!node) return;
      openAround(node);
      // The browser scrolls to the target first; then it is moved out from under the stuck summaries.
      setTimeout(function () { scrollToNode(node); }, 0);
      return;
    }
    var summary = event.target.closest("summary");
    var details = summary && summary.parentElement;
    if (!isSection(details) || summaryOf(details) !== summary) return;
    if (event.altKey) {
      event.preventDefault();
      toggleSubtree(details);
    } else if (details.open && isStuck(details)) {
      // Folding a stuck summary leaves the reader at that summary, not further down the page.
      event.preventDefault();
      setOpen(details, false);
      scrollToNode(details);
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    var summary = event.target.closest ? event.target.closest("summary") : null;
    if (event.altKey) {
      if (event.key === "Enter" && summary && isSection(summary.parentElement)) {
        event.preventDefault();
        toggleSubtree(summary.parentElement);
      }
      return;
    }
    var key = event.key || "";
    if (key.length === 1) key = key.toLowerCase();
    if (key === "e") expandAll();
    else if (key === "c") collapseAll();
    else if (/^[1-6]$/.test(key)) expandToLevel(+key);
    else if (key === "?" && help) help.open = !help.open;
    else if (key === "Escape" && help && help.open) help.open = false;
    else return;
    event.preventDefault();
  });

  document.addEventListener("toggle", function (event) {
    if (isSection(event.target)) memory.save();
  }, true);
  // Find in page: browsers that reveal hidden matches fire beforematch; open the sections around the match.
  document.addEventListener("beforematch", function (event) { openAround(event.target); }, true);
  window.addEventListener("hashchange", revealHash);
  window.addEventListener("resize", function () { layout(); });

  restore();
  buildToolbar();
  foldMenu();
  layout();
  startLayout();
  root.classList.remove("fm-restoring");
  // Tells tests (and anything else watching) that the remembered state, if any, has been applied.
  root.setAttribute("data-fm-ready", "");
  if (location.hash) {
    revealHash();
    // The browser may scroll to the fragment again once the page has loaded; land below the summaries then too.
    window.addEventListener("load", function () { setTimeout(revealHash, 0); });
  }
  if (document.fonts && document.fonts.ready) document.fonts.ready.then(layout, function () {});

  // ===== Search =================================================================================================
  // The header's search box. The index (window.FoldmarkSearchIndex, written by `foldmark build` or inlined in a
  // report; format in FoldmarkCore/Search/SearchIndex.swift) is loaded with a <script> tag when the box is first
  // focused, so pages do not pay for it and it works from file://. Records are sections; a query's words must all
  // match (the last one as a prefix), in the section's own text, its heading, a heading above it or the page title.
  // Words are folded and cut as SearchTerms.swift does: keep the two in step.
  (function () {
    var box = document.querySelector(".fm-search");
    var input = box && box.querySelector(".fm-search-input");
    if (!input) return;
    // The page holds only the input; the combobox's parts are added here, so a page without the script shows none.
    var key = element("kbd", "fm-search-key", "/");
    key.setAttribute("aria-hidden", "true");
    var status = element("p", "fm-search-status");
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    var panel = element("div", "fm-search-panel");
    panel.hidden = true;
    var count = element("p", "fm-search-count");
    count.setAttribute("aria-hidden", "true");
    var list = element("div", "fm-search-results");
    list.id = "fm-search-results";
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", "Search results");
    panel.appendChild(count);
    panel.appendChild(list);
    [key, status, panel].forEach(function (node) { box.appendChild(node); });
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", list.id);
    var source = box.getAttribute("data-fm-search-index");
    var indexURL = source ? new URL(source, location.href) : null;
    var index = null, failed = false, requested = false;
    var options = [], active = -1, lastQuery = null, lastWords = [];
    var MAX_WORD = 32, MAX_RESULTS = 40, PER_PAGE = 6, SNIPPET = 160;
    var LETTER = /[\p{L}\p{N}]/u, MARK = /\p{M}/u;

    function isCJK(c) {
      return (c >= 0x1100 && c <= 0x11FF) || (c >= 0x2E80 && c <= 0x2FDF) || (c >= 0x3040 && c <= 0x30FF) ||
        (c >= 0x3100 && c <= 0x318F) || (c >= 0x31F0 && c <= 0x31FF) || (c >= 0x3400 && c <= 0x4DBF) ||
        (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA960 && c <= 0xA97F) || (c >= 0xAC00 && c <= 0xD7AF) ||
        (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF66 && c <= 0xFF9F) || (c >= 0x20000 && c <= 0x3FFFF);
    }
    // "word", "cjk", "mark" or "" (a separator), as SearchTerms.classify.
    function kindOf(ch) {
      var c = ch.codePointAt(0);
      if (c < 0x80) return /[A-Za-z0-9]/.test(ch) ? "word" : "";
      if (LETTER.test(ch)) return isCJK(c) ? "cjk" : "word";
      return MARK.test(ch) ? "mark" : "";
    }
    function fold(word) {
      word = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
      var chars = Array.from(word);
      return chars.length > MAX_WORD ? chars.slice(0, MAX_WORD).join("") : word;
    }
    // The query's terms: [{term, prefix}], each to match; CJK runs become bigrams, as in the index. `marks` are
    // the words to mark in the text, [{word, prefix}]: a prefix marks the whole word it starts, as a word cut at
    // MAX_WORD does; any other word marks only where it is a whole word.
    function queryTerms(text) {
      var terms = [], word = "", cjk = [], kind = "";
      terms.marks = [];
      function finish() {
        if (kind === "word" && word) {
          var folded = fold(word);
          terms.marks.push({ word: folded, prefix: Array.from(folded).length >= MAX_WORD });
        }
        if (kind === "cjk" && cjk.length) terms.marks.push({ word: cjk.join(""), prefix: false });
        if (kind === "word" && word) terms.push({ term: fold(word) });
        if (kind === "cjk" && cjk.length === 1) terms.push({ term: cjk[0] });
        for (var i = 0; kind === "cjk" && i + 1 < cjk.length; i++) terms.push({ term: cjk[i] + cjk[i + 1] });
        word = ""; cjk = [];
      }
      for (var ch of text) {
        var next = kindOf(ch);
        if (next === "mark") { if (kind === "word") word += ch; continue; }
        if (next !== kind) { finish(); kind = next; }
        if (next === "word") word += ch; else if (next === "cjk") cjk.push(ch);
      }
      var single = kind === "cjk" && cjk.length === 1;
      finish();
      // The word being typed matches as a prefix; so does a lone CJK character (it starts bigrams).
      if (terms.length && (kind === "word" || single)) terms[terms.length - 1].prefix = true;
      if (terms.marks.length && kind === "word") terms.marks[terms.marks.length - 1].prefix = true;
      return terms;
    }

    // Numbers as SearchNumbers.swift writes them.
    var LOW = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_", HIGH = "!#$%&'()*+,./:;=?@[]^`{|}~";
    var digit = new Int16Array(128).fill(-1), high = new Int16Array(128).fill(-1);
    for (var d = 0; d < LOW.length; d++) digit[LOW.charCodeAt(d)] = d;
    for (d = 0; d < HIGH.length; d++) high[HIGH.charCodeAt(d)] = d;
    function numbers(text) {
      var values = [], acc = 0;
      for (var i = 0; i < text.length; i++) {
        var c = text.charCodeAt(i);
        if (high[c] >= 0) acc = acc * 26 + high[c];
        else { values.push(acc * 64 + digit[c]); acc = 0; }
      }
      return values;
    }

    // A list of words kept as the one string they came in, separated by `separator` (a space, or a line feed
    // between fields that may hold spaces or be empty, whose `count` is then known): word i is made only when
    // asked for, so loading the index does not make a string for each of its terms, ids and titles (nor leave
    // them to the garbage collector while the reader types).
    function Words(text, separator, count) {
      text = typeof text === "string" ? text : "";
      separator = separator || " ";
      if (count === undefined) {
        count = text ? 1 : 0;
        for (var at = text.indexOf(separator); at >= 0; at = text.indexOf(separator, at + 1)) count++;
      }
      var starts = new Int32Array(count + 1);
      for (var i = 1, from = 0; i < count; i++) starts[i] = from = text.indexOf(separator, from) + 1;
      starts[count] = text.length + 1;
      this.length = count;
      this.text = text;
      this.starts = starts;
      this.at = function (i) { return text.slice(starts[i], starts[i + 1] - 1); };
    }

    function prepare(raw) {
      if (!raw || raw.version !== 2) { failed = true; return; }
      var sizes = numbers(raw.sizes), lengths = numbers(raw.lengths), pageRecords = numbers(raw.pageRecords);
      var n = sizes.length;
      var page = new Int32Array(n), first = new Uint8Array(n), parent = new Int32Array(n), depth = new Uint8Array(n);
      for (var p = 0, r = 0; p < pageRecords.length; p++) {
        if (r < n) first[r] = 1;
        for (var k = 0; k < pageRecords[p]; k++, r++) page[r] = p;
      }
      var stack = [];
      for (r = 0; r < n; r++) {
        while (stack.length && stack[stack.length - 1] + sizes[stack[stack.length - 1]] <= r) stack.pop();
        parent[r] = stack.length ? stack[stack.length - 1] : -1;
        depth[r] = Math.min(255, stack.length);
        stack.push(r);
      }
      // The postings hold one list per term: counted once, in the terms.
      var terms = new Words(raw.terms);
      index = {
        n: n, pages: new Words(raw.pages, "\n", pageRecords.length * 2), page: page, first: first, parent: parent,
        depth: depth, sizes: sizes, lengths: lengths, ids: new Words(raw.ids, "\n", n),
        titles: new Words(raw.titles, "\n", n), terms: terms, postings: new Words(raw.postings, " ", terms.length),
        shards: raw.shards,
        textPrefix: raw.textPrefix,
        // Scratch arrays of one slot per record, made once and cleared for each query: a keystroke then makes
        // little for the garbage collector to pause for.
        scores: new Float32Array(n), touched: new Int32Array(n), candidates: new Int32Array(n),
        total: new Float32Array(n), own: new Uint8Array(n), keys: new Float64Array(n)
      };
    }
    function load() {
      if (index || failed) return;
      if (window.FoldmarkSearchIndex) { prepare(window.FoldmarkSearchIndex); return; }
      if (requested || !indexURL) { if (!indexURL) failed = true; return; }
      requested = true;
      var script = document.createElement("script");
      script.src = indexURL.href;
      script.onload = function () { prepare(window.FoldmarkSearchIndex); update(true); };
      script.onerror = function () { failed = true; update(true); };
      document.head.appendChild(script);
    }

    function lowerBound(term) {
      var lo = 0, hi = index.terms.length;
      while (lo < hi) { var mid = (lo + hi) >> 1; if (index.terms.at(mid) < term) lo = mid + 1; else hi = mid; }
      return lo;
    }
    // Each record's score for one query term (0: no match), in index.scores; the records that got one are the
    // first `count` of index.touched, and the caller sets their scores back to 0 before the next call. The page
    // title scores 8, a heading 4, the text 2; a prefix match 60% of that; a heading above the record (or the
    // page title) 1, which alone never shows it. Each matching term's postings are read straight from the
    // index's string, every time: nothing is kept, so typing leaves nothing for the garbage collector. The work
    // is in proportion to the postings read and the records they reach, not to the size of the index: no loop
    // runs over every record, so a keystroke stays quick even before the browser has compiled this code.
    function termScores(query) {
      var scores = index.scores, touched = index.touched, sizes = index.sizes, count = 0;
      var t = lowerBound(query.term), terms = index.terms;
      for (; t < terms.length; t++) {
        // Compared in place in the terms' string: no string is made for each term a short prefix matches.
        var start = terms.starts[t], exact = terms.starts[t + 1] - 1 - start === query.term.length;
        if (!terms.text.startsWith(query.term, start) || (!exact && !query.prefix)) break;
        var factor = exact ? 1 : 0.6, text = index.postings.text, end = index.postings.starts[t + 1] - 1;
        // Numbers as SearchNumbers.swift writes them: gaps between records, times 2, plus 1 in a heading. The
        // records below a matching heading get 0.5 unless they match themselves; postings come in record
        // order, so `covered` skips what an enclosing heading of this term already reached.
        for (var i = index.postings.starts[t], r = 0, acc = 0, covered = 0; i < end; i++) {
          var c = text.charCodeAt(i);
          if (high[c] >= 0) { acc = acc * 26 + high[c]; continue; }
          var value = acc * 64 + digit[c], inHeading = value & 1;
          acc = 0;
          r += value >> 1;
          var weight = (inHeading ? (index.first[r] ? 8 : 4) : 2) * factor;
          if (scores[r] === 0) touched[count++] = r;
          if (scores[r] < weight) scores[r] = weight;
          if (!inHeading) continue;
          for (var below = Math.max(r + 1, covered), last = r + sizes[r]; below < last; below++) {
            if (scores[below] === 0) { scores[below] = 0.5; touched[count++] = below; }
          }
          if (last > covered) covered = last;
        }
      }
      return count;
    }
    function search(text) {
      var terms = queryTerms(text);
      if (!terms.length) return [];
      // The records that match every term so far, in order, with their total and whether a term matched them
      // (not only a heading above them).
      var total = index.total, own = index.own, scores = index.scores, touched = index.touched;
      var candidates = index.candidates, kept = 0;
      terms.forEach(function (query, q) {
        var count = termScores(query), r, s;
        if (q === 0) {
          for (var i = 0; i < count; i++) {
            r = candidates[i] = touched[i];
            s = scores[r];
            total[r] = s;
            own[r] = s > 0.5 ? 1 : 0;
          }
          kept = count;
          candidates.subarray(0, kept).sort();
        } else {
          var next = 0;
          for (var j = 0; j < kept; j++) {
            r = candidates[j];
            s = scores[r];
            if (s === 0) continue;
            total[r] += s;
            if (s > 0.5) own[r] = 1;
            candidates[next++] = r;
          }
          kept = next;
        }
        for (var k = 0; k < count; k++) scores[touched[k]] = 0;
      });
      // Higher scores first; then shallower, then shorter sections; then document order. The first three are one
      // number per record: a score is a sum of weights that are multiples of 0.1 (16 bits as tenths), a depth
      // is at most 255 (8 bits), a text at most 1 MiB long (24 bits).
      var found = [], keys = index.keys;
      for (var c = 0; c < kept; c++) {
        var r = candidates[c];
        if (!own[r]) continue;
        found.push(r);
        var tenths = Math.min(65535, Math.round(total[r] * 10));
        keys[r] = ((65535 - tenths) * 256 + index.depth[r]) * 16777216 + Math.min(index.lengths[r], 16777215);
      }
      function before(a, b) {
        return keys[a] - keys[b] || a - b;
      }
      return { records: found, total: found.length, words: terms.marks, before: before };
    }
    // The first `k` of `records` in the order `before` gives, sorted: a heap of the best k seen so far (its root
    // the worst of them), so a common word costs O(n log k), not a sort of every match.
    function best(records, k, before) {
      if (records.length <= k) return records.slice().sort(before);
      var heap = records.slice(0, k);
      function down(i) {
        for (;;) {
          var l = i * 2 + 1, r = l + 1, worst = i;
          if (l < k && before(heap[worst], heap[l]) < 0) worst = l;
          if (r < k && before(heap[worst], heap[r]) < 0) worst = r;
          if (worst === i) return;
          var t = heap[i]; heap[i] = heap[worst]; heap[worst] = t; i = worst;
        }
      }
      for (var i = (k >> 1) - 1; i >= 0; i--) down(i);
      for (i = k; i < records.length; i++) {
        if (before(records[i], heap[0]) < 0) { heap[0] = records[i]; down(0); }
      }
      return heap.sort(before);
    }

    // Text shards, for snippets: loaded SHARD_DELAY ms after typing pauses, for the results then shown, not on
    // every keystroke (a keystroke would otherwise start loading shards that the next one no longer needs).
    var shardsWanted = {}, shardTimer = 0, SHARD_DELAY = 120;
    function shardOf(record) {
      var s = index.shards, lo = 0, hi = s.length - 1;
      while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (s[mid] <= record) lo = mid; else hi = mid - 1; }
      return lo;
    }
    function textOf(record) {
      var k = shardOf(record), loaded = window.FoldmarkSearchText && window.FoldmarkSearchText[k];
      if (loaded) return loaded[record - index.shards[k]] || "";
      return null;
    }
    function loadShardsSoon() {
      clearTimeout(shardTimer);
      if (!indexURL) return;
      shardTimer = setTimeout(function () {
        options.forEach(function (option) {
          var k = shardOf(+option.getAttribute("data-record"));
          if (shardsWanted[k] || (window.FoldmarkSearchText && window.FoldmarkSearchText[k])) return;
          shardsWanted[k] = true;
          var script = document.createElement("script");
          script.src = new URL(index.textPrefix + k + ".js", indexURL).href;
          script.onload = function () { fillSnippets(); };
          document.head.appendChild(script);
        });
      }, SHARD_DELAY);
    }
    // Where the query's words (queryTerms' marks) occur in `text`: [start, end] pairs, in order. Each character is
    // folded alone, so positions map back to the text as written; a word must start where a word starts, and end
    // where one ends unless it is a prefix (CJK anywhere).
    var ASCII = /^[\x00-\x7F]*$/;
    function matches(text, words) {
      var map = null, found = [], folded;
      if (ASCII.test(text)) {
        // ASCII text folds to itself lowercased, position for position: no map needed.
        folded = text.toLowerCase();
      } else {
        var parts = [], i = 0;
        map = [];
        for (var ch of text) {
          var c = ch.charCodeAt(0);
          // ASCII folds by itself; anything else goes through fold().
          var f = c < 0x80 ? (c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : ch) : fold(ch);
          for (var j = 0; j < f.length; j++) map.push(i);
          parts.push(f);
          i += ch.length;
        }
        map.push(text.length);
        folded = parts.join("");
      }
      words.forEach(function (mark) {
        // (A plain string: a word from a page of an older version of the script, kept in the session.)
        var word = typeof mark === "string" ? mark : mark.word, prefix = typeof mark === "string" || mark.prefix;
        for (var at = folded.indexOf(word); at >= 0 && found.length < 200; at = folded.indexOf(word, at + 1)) {
          var before = at > 0 ? folded[at - 1] : "";
          var wordy = kindOf(word[0]) === "word", end = at + word.length;
          if (before && wordy && kindOf(before) === "word") continue;
          var longer = wordy && end < folded.length && kindOf(folded[end]) === "word";
          if (longer && !prefix) continue;
          // A prefix marks the whole word it starts.
          while (longer && end < folded.length && kindOf(folded[end]) === "word") end++;
          found.push(map ? [map[at], map[end]] : [at, end]);
        }
      });
      found.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
      var merged = [];
      found.forEach(function (span) {
        var last = merged[merged.length - 1];
        if (last && span[0] < last[1]) last[1] = Math.max(last[1], span[1]); else merged.push(span.slice());
      });
      return merged;
    }
    function appendMarked(node, text, offset, spans) {
      var at = 0;
      spans.forEach(function (span) {
        var start = span[0] - offset, end = span[1] - offset;
        if (start < at || end > text.length || start < 0) return;
        if (start > at) node.appendChild(document.createTextNode(text.slice(at, start)));
        node.appendChild(element("mark", "", text.slice(start, end)));
        at = end;
      });
      if (at < text.length) node.appendChild(document.createTextNode(text.slice(at)));
    }
    function fillSnippet(option) {
      var record = +option.getAttribute("data-record"), node = option.querySelector(".fm-search-snippet");
      if (!node || node.getAttribute("data-filled")) return;
      var text = textOf(record);
      if (text === null) return;
      node.setAttribute("data-filled", "");
      var spans = matches(text, lastWords), start = 0;
      if (spans.length && spans[0][0] > 40) {
        start = text.lastIndexOf(" ", spans[0][0] - 30) + 1;
      }
      var end = Math.min(text.length, start + SNIPPET);
      if (end < text.length) { var space = text.lastIndexOf(" ", end); if (space > start + 40) end = space; }
      var shown = text.slice(start, end);
      node.textContent = "";
      if (start > 0) node.appendChild(document.createTextNode("… "));
      appendMarked(node, shown, start, spans);
      if (end < text.length) node.appendChild(document.createTextNode(" …"));
    }
    function fillSnippets() {
      options.forEach(fillSnippet);
      if (options.some(function (option) { return !option.querySelector(".fm-search-snippet[data-filled]"); }))
        loadShardsSoon();
    }

    function pathOf(record) {
      var titles = [];
      for (var r = record; r >= 0 && !index.first[r]; r = index.parent[r]) titles.unshift(index.titles.at(r));
      return titles;
    }
    // Each page's address, made once: every keystroke shows up to MAX_RESULTS links.
    var pageAddresses = [], siteRoot = indexURL && new URL("../", indexURL);
    function urlOf(record) {
      var p = index.page[record], id = index.ids.at(record), base = pageAddresses[p];
      if (base === undefined) {
        var url = index.pages.at(p * 2);
        base = pageAddresses[p] = (url ? new URL(url, siteRoot).href : location.href).split("#")[0];
      }
      return base + (id ? "#" + encodeURIComponent(id) : "");
    }
    // Marks option i as the active one; `scroll` brings it into the panel's view (keyboard moves only: a scroll
    // forces a layout, which typing should not pay for).
    function setActive(i, scroll) {
      if (active >= 0 && options[active]) options[active].setAttribute("aria-selected", "false");
      active = i;
      if (i >= 0 && options[i]) {
        options[i].setAttribute("aria-selected", "true");
        input.setAttribute("aria-activedescendant", options[i].id);
        if (scroll) options[i].scrollIntoView({ block: "nearest" });
      } else input.removeAttribute("aria-activedescendant");
    }
    function show(open) {
      panel.hidden = !open;
      input.setAttribute("aria-expanded", open ? "true" : "false");
      if (!open) setActive(-1);
    }
    function announce(text) {
      status.textContent = text;
      count.textContent = text;
    }
    function render(result) {
      // Built apart and put in at once, snippets included, so the page lays out once per keystroke.
      var holder = document.createDocumentFragment();
      options = [];
      active = -1;
      var groups = new Map(), shown = 0;
      // The shown results come from the best MAX_RESULTS × PER_PAGE records, unless pages with more than
      // PER_PAGE of them left places free: then from every record, sorted once (a broad query, such as one
      // letter, whose best records crowd into a few pages).
      var ranked = best(result.records, MAX_RESULTS * PER_PAGE, result.before);
      if (ranked.length < result.records.length) {
        var perPage = new Map(), room = 0;
        ranked.forEach(function (r) { perPage.set(index.page[r], (perPage.get(index.page[r]) || 0) + 1); });
        perPage.forEach(function (n) { room += Math.min(n, PER_PAGE); });
        if (room < MAX_RESULTS) ranked = result.records.slice().sort(result.before);
      }
      ranked.forEach(function (r) {
        if (shown >= MAX_RESULTS) return;
        var p = index.page[r], group = groups.get(p);
        if (!group) {
          group = element("div", "fm-search-group");
          group.setAttribute("role", "group");
          var label = element("div", "fm-search-page", index.pages.at(p * 2 + 1));
          label.id = "fm-search-page-" + p;
          label.setAttribute("role", "presentation");
          group.setAttribute("aria-labelledby", label.id);
          group.appendChild(label);
          group.count = 0;
          groups.set(p, group);
          holder.appendChild(group);
        }
        if (group.count >= PER_PAGE) return;
        group.count++;
        shown++;
        var option = element("div", "fm-search-option");
        option.id = "fm-search-option-" + options.length;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.setAttribute("data-record", r);
        // A link, as a result is elsewhere: it can be opened in a new tab, and its address copied. Out of the tab
        // order: the arrow keys move through the results.
        var path = pathOf(r), heading = element("span", "fm-search-path"), link = element("a", "fm-search-link");
        link.href = urlOf(r);
        link.tabIndex = -1;
        appendMarked(heading, path.length ? path.join(" › ") : index.pages.at(p * 2 + 1), 0, []);
        link.appendChild(heading);
        link.appendChild(element("span", "fm-search-snippet"));
        option.appendChild(link);
        group.appendChild(option);
        options.push(option);
      });
      var total = result.total;
      announce(total === 0 ? "No results" : total === 1 ? "1 result" : total > shown ?
        total + " results, " + shown + " shown" : total + " results");
      fillSnippets();
      list.textContent = "";
      list.appendChild(holder);
      show(true);
    }
    function update(force) {
      var query = input.value.trim();
      if (!force && query === lastQuery) return;
      lastQuery = query;
      if (!query) { show(false); announce(""); list.textContent = ""; options = []; return; }
      load();
      if (failed) { announce("Search is not available"); list.textContent = ""; options = []; show(true); return; }
      if (!index) { announce("Loading the search index…"); show(true); return; }
      var result = search(query);
      lastWords = result.words || [];
      render(result.records ? result : { records: [], total: 0 });
      if (options.length) setActive(0);
      box.setAttribute("data-fm-searched", query);
    }

    // Marks the query's words in the section a result led to, until the next click.
    var marked = [];
    function clearMarks() {
      marked.forEach(function (mark) {
        var parent = mark.parentNode;
        if (!parent) return;
        parent.replaceChild(document.createTextNode(mark.textContent), mark);
        parent.normalize();
      });
      marked = [];
    }
    // What holds the section a result names: a folding section holds its own text; a heading that does not fold
    // (a page's title, a section left unfolded) is followed by it, up to the next heading or folding section of
    // its level or above, or the page's own navigation.
    function sectionParts(target) {
      var level = headingLevel(target);
      if (!level) return [target];
      var parts = [target];
      for (var next = target.nextElementSibling; next; next = next.nextElementSibling) {
        var other = headingLevel(next) || (isSection(next) ? levelOf(next) : 0);
        if ((other && other <= level) || next.tagName === "NAV") break;
        parts.push(next);
      }
      return parts;
    }
    // The level of an h1 to h6 element; 0 for any other.
    function headingLevel(node) {
      var match = /^H([1-6])$/.exec(node.tagName);
      return match ? +match[1] : 0;
    }
    function markWords(root, words) {
      clearMarks();
      if (!root || !words.length) return;
      var nodes = [];
      sectionParts(root).forEach(function (part) {
        var walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        for (var node = walker.nextNode(); node && nodes.length < 2000; node = walker.nextNode()) nodes.push(node);
      });
      nodes.forEach(function (node) {
        // Not in the search box, nor in the breadcrumbs and other navigation.
        if (marked.length >= 200 || (node.parentNode && node.parentNode.closest(".fm-search, mark, script, style, nav")))
          return;
        var spans = matches(node.data, words);
        if (!spans.length) return;
        var holder = document.createDocumentFragment();
        appendMarked(holder, node.data, 0, spans);
        Array.prototype.forEach.call(holder.querySelectorAll("mark"), function (mark) {
          mark.className = "fm-search-mark";
          marked.push(mark);
        });
        node.parentNode.replaceChild(holder, node);
      });
    }
    function targetFor(id) {
      return id ? document.getElementById(id) : main;
    }
    // Opens the closed blocks (callouts, folding list items) that hide a mark in the section's own text; a mark in
    // a closed subsection stays there, since that subsection is a result of its own.
    function openAroundMarks(target) {
      var boundary = headingLevel(target) ? target.parentElement : target;
      marked.forEach(function (mark) {
        for (var n = mark.parentElement; n && n !== boundary; n = n.parentElement) if (isSection(n)) return;
        openAround(mark);
      });
    }
    function arrive(id, words) {
      var target = targetFor(id);
      if (!target) return;
      reveal(target);
      markWords(target, words);
      openAroundMarks(target);
      layout();
    }
    function choose(i) {
      var option = options[i];
      if (!option) return;
      var record = +option.getAttribute("data-record"), url = urlOf(record), id = index.ids.at(record);
      var words = lastWords.slice();
      show(false);
      input.blur();
      if (url.split("#")[0] === location.href.split("#")[0]) {
        if (id && location.hash !== "#" + encodeURIComponent(id)) history.pushState(null, "", "#" + encodeURIComponent(id));
        arrive(id, words);
        return;
      }
      try { sessionStorage.setItem("foldmark:search", JSON.stringify({ url: url, words: words })); } catch (error) {}
      location.href = url;
    }
    // After a result led to another page: open and mark its section.
    try {
      var pending = JSON.parse(sessionStorage.getItem("foldmark:search") || "null");
      sessionStorage.removeItem("foldmark:search");
      var arrived = pending && new URL(pending.url, location.href);
      if (arrived && arrived.pathname === location.pathname && arrived.hash === location.hash) {
        var id = location.hash ? targetOf(location.hash) && targetOf(location.hash).id : "";
        arrive(id, pending.words);
        window.addEventListener("load", function () { setTimeout(function () { arrive(id, pending.words); }, 0); });
      }
    } catch (error) { /* no storage: the section still opens */ }

    // One pair of listeners for every option: a press keeps the focus in the box, a click chooses. A click with
    // Ctrl, ⌘, Shift or Alt is the browser's: the result's link opens in a new tab or window (or is saved).
    list.addEventListener("mousedown", function (event) {
      if (event.button === 0 && event.target.closest(".fm-search-option")) event.preventDefault();
    });
    list.addEventListener("click", function (event) {
      var option = event.target.closest(".fm-search-option");
      if (!option || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      choose(options.indexOf(option));
    });
    input.addEventListener("focus", function () { load(); if (input.value.trim()) update(true); });
    input.addEventListener("input", function () { update(false); });
    input.addEventListener("blur", function () { setTimeout(function () { if (document.activeElement !== input) show(false); }, 150); });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (panel.hidden) update(true);
        if (!options.length) return;
        event.preventDefault();
        var step = event.key === "ArrowDown" ? 1 : -1;
        setActive((active + step + options.length) % options.length, true);
      } else if (event.key === "Enter") {
        if (!panel.hidden && options.length) { event.preventDefault(); choose(active < 0 ? 0 : active); }
      } else if (event.key === "Escape") {
        event.preventDefault();
        if (!panel.hidden) show(false);
        else { input.value = ""; lastQuery = null; input.blur(); }
      }
    });
    document.addEventListener("keydown", function (event) {
      var k = event.key;
      if ((k === "k" || k === "K") && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        input.focus();
        input.select();
      } else if (k === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)) {
        event.preventDefault();
        input.focus();
        input.select();
      }
    });
    document.addEventListener("click", function (event) {
      if (!box.contains(event.target)) { clearMarks(); show(false); }
    }, true);
    box.classList.add("fm-ready");
  })();
  // ===== End of Search ==========================================================================================

  // A copy button on each code block; without the script the code is still there to select.
  function copyText(text, done) {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(false); });
      return;
    }
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var copied = false;
    try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
    document.body.removeChild(area);
    done(copied);
  }
  Array.prototype.forEach.call(document.querySelectorAll(".fm-document pre > code"), function (code) {
    var pre = code.parentElement;
    if (pre.parentElement && pre.parentElement.classList.contains("fm-code")) return;
    var wrapper = document.createElement("div");
    wrapper.className = "fm-code";
    pre.parentNode.insertBefore(wrapper, pre);
    wrapper.appendChild(pre);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "fm-copy";
    button.textContent = "Copy";
    var timer = null;
    button.addEventListener("click", function () {
      copyText(code.textContent, function (copied) {
        button.textContent = copied ? "Copied" : "Copy failed";
        button.setAttribute("data-state", copied ? "copied" : "failed");
        clearTimeout(timer);
        timer = setTimeout(function () {
          button.textContent = "Copy";
          button.removeAttribute("data-state");
        }, 2000);
      });
    });
    wrapper.appendChild(button);
  });

  // ==== Callouts ====
  // Callouts and the other blocks that fold inside a section's body (details.fm-callout, details.fm-outline-item)
  // fold like sections. Links into them and find in page open them through the code above, which opens every
  // <details> around a target; here they join expand and collapse all (and expand to a level, as one level below
  // their section), are remembered per page under their own key, and open for printing.
  (function () {
    var folds = Array.prototype.slice.call(document.querySelectorAll("details.fm-callout, details.fm-outline-item"));
    if (!folds.length) return;
    // The level a block counts as for "expand to level N": one below the section it is in, and one more for each
    // folding block around it.
    function blockLevel(details) {
      var level = 1;
      for (var n = details.parentElement; n; n = n.parentElement) {
        if (n.tagName !== "DETAILS") continue;
        var match = /(?:^|\s)fm-level-(\d)(?:\s|$)/.exec(n.className);
        if (match) { level += +match[1]; break; }
        level += 1;
      }
      return Math.min(level, 6);
    }
    var target = null;
    if (location.hash.length > 1) {
      var id = location.hash.slice(1);
      try { id = decodeURIComponent(id); } catch (error) { /* keep the raw fragment */ }
      target = document.getElementById(id);
    }
    // The version: every block's id and title. The code above has already opened the blocks around a deep link's
    // target: they count as closed.
    var blocks = foldMemory(folds, "foldmark-blocks:" + location.pathname, folds.map(function (d) {
      var summary = d.firstElementChild;
      return d.id + "\u0001" + (summary ? summary.textContent : "");
    }).join("\u0002"), function (d) { return !(target && d.contains(target)); });

    document.addEventListener("foldmark:setall", function (event) {
      var test = event.detail;
      if (typeof test !== "function") return;
      folds.forEach(function (d) {
        setOpen(d, !!test({ className: "fm-level-" + blockLevel(d), id: d.id, open: d.open }));
      });
    });
    document.addEventListener("toggle", function (event) {
      var node = event.target;
      if (node && node.tagName === "DETAILS" && (node.classList.contains("fm-callout") ||
        node.classList.contains("fm-outline-item"))) blocks.save();
    }, true);

    blocks.restore();
    // A deep link is stronger than remembered state.
    for (var n = target; n; n = n.parentElement) if (n.tagName === "DETAILS") setOpen(n, true);
  })();
})();
