// yubin's archive: arrow keys step through a game's boards (the pages work without it:
// every ply is an anchor, #p0 … #pN). Left/Right one ply, Home/End the start and the end.
(function () {
  var plies = document.querySelectorAll(".ply");
  if (!plies.length) return;
  var last = plies.length - 1;
  function current() {
    var m = /^#p(\d+)$/.exec(location.hash);
    return m ? Math.min(+m[1], last) : last;
  }
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var t = e.target && e.target.tagName;
    if (t === "INPUT" || t === "TEXTAREA" || t === "SELECT") return;
    var n = current(), to = null;
    if (e.key === "ArrowLeft") to = Math.max(0, n - 1);
    else if (e.key === "ArrowRight") to = Math.min(last, n + 1);
    else if (e.key === "Home") to = 0;
    else if (e.key === "End") to = last;
    if (to === null || to === n) return;
    e.preventDefault();
    // A new anchor moves :target without adding to the history.
    location.replace("#p" + to);
  });
})();
