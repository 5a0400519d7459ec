// Foldmark: opens the folded sections that hold a link's target.
(function () {
  "use strict";
  function reveal(id) {
    var target = id && document.getElementById(id);
    if (!target) return;
    for (var node = target; node; node = node.parentElement) {
      if (node.tagName === "DETAILS") node.open = true;
    }
    target.scrollIntoView();
  }
  function revealHash() {
    var id = location.hash.slice(1);
    try { id = decodeURIComponent(id); } catch (error) { /* keep the raw fragment */ }
    reveal(id);
  }
  window.addEventListener("hashchange", revealHash);
  if (location.hash) revealHash();
})();
