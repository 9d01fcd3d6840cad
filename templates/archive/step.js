// yubin's archive: a game page's stepping, improved. The page works without this script:
// every ply is an anchor (#p0 … #pN) shown by CSS :target, and the move list marks the
// move shown by CSS too. The script only
// * steps without adding a history entry or moving the page: a step link, a move of the list
//   or an arrow key replaces the address's anchor (location.replace keeps :target right) and
//   puts the page back where it was;
// * keeps focus on the control used (Forward stays on Forward) in the board shown;
// * sets aria-current="step" on the move shown and scrolls the move list (not the page) to it;
// * names a square on hover: `black dragon king (DK) on 5e`, from the page's piece key, and
//   on focus: a focused board has a square cursor that the arrow keys move, its name shown
//   and announced under the board;
// * remembers the switches (letters on the pieces, White at the bottom) from page to page.
// Keys: Left/Right one ply, Home/End the start and the end; in a focused board the arrows
// move the square cursor.
(function () {
  var plies = document.querySelectorAll(".ply");
  if (!plies.length) return;
  var last = plies.length - 1;
  var list = document.querySelector(".movelist");
  function current() {
    var m = /^#p(\d+)$/.exec(location.hash);
    return m ? Math.min(+m[1], last) : last;
  }
  function mark() {
    if (!list) return;
    var n = current();
    var links = list.querySelectorAll("a[href^='#p']");
    for (var i = 0; i < links.length; i++) {
      if (links[i].getAttribute("href") === "#p" + n) {
        links[i].setAttribute("aria-current", "step");
        var li = links[i].closest("li") || links[i];
        // The list scrolls; the page does not.
        var top = li.offsetTop, bottom = top + li.offsetHeight;
        if (top < list.scrollTop || bottom > list.scrollTop + list.clientHeight) {
          list.scrollTop = Math.max(0, top - list.clientHeight / 2);
        }
      } else {
        links[i].removeAttribute("aria-current");
      }
    }
  }
  function go(n, from) {
    var x = window.scrollX, y = window.scrollY;
    // A new anchor moves :target without adding to the history; the browser's scroll to
    // it is undone at once, before anything is drawn.
    location.replace("#p" + n);
    window.scrollTo(x, y);
    mark();
    // The control used was in the board now hidden: the same control of the new one.
    if (from && from.parentNode && from.parentNode.classList.contains("step")) {
      var i = Array.prototype.indexOf.call(from.parentNode.children, from);
      var bar = document.querySelector("#p" + n + " .step");
      var same = bar && bar.children[i];
      var target = same && same.tagName === "A" ? same : bar && bar.querySelector("a");
      if (target) target.focus({ preventScroll: true });
    }
  }
  document.addEventListener("click", function (e) {
    if (e.button !== 0 || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    var a = e.target.closest && e.target.closest("a[href^='#p']");
    if (!a) return;
    var m = /^#p(\d+)$/.exec(a.getAttribute("href"));
    if (!m) return;
    e.preventDefault();
    go(Math.min(+m[1], last), a);
  });
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var t = e.target && e.target.tagName;
    if (t === "INPUT" || t === "TEXTAREA" || t === "SELECT") return;
    // In a focused board the arrow keys move the square named under it.
    if (e.target.classList && e.target.classList.contains("board-box") && cursorKey(e)) return;
    var n = current(), to = null;
    if (e.key === "ArrowLeft") to = Math.max(0, n - 1);
    else if (e.key === "ArrowRight") to = Math.min(last, n + 1);
    else if (e.key === "Home") to = 0;
    else if (e.key === "End") to = last;
    if (to === null || to === n) return;
    e.preventDefault();
    go(to, null);
  });
  ["letters", "flip"].forEach(function (id) {
    var box = document.getElementById(id);
    if (!box) return;
    try {
      if (localStorage.getItem("yubin-" + id) === "1") box.checked = true;
      box.addEventListener("change", function () {
        localStorage.setItem("yubin-" + id, box.checked ? "1" : "0");
      });
    } catch (e) {
      // No storage (a file: page in some browsers, or storage refused): each page starts plain.
    }
  });
  window.addEventListener("hashchange", mark);
  mark();
  // Square names on hover, from the key (abbreviation -> name) and the headers.
  var names = {};
  var key = document.querySelectorAll("dl.pieces div");
  for (var k = 0; k < key.length; k++) {
    var dt = key[k].querySelector("dt [aria-label]"), dd = key[k].querySelector("dd");
    if (dt && dd) names[dt.getAttribute("aria-label")] = dd.textContent.replace(/ \([^)]*\)$/, "");
  }
  // `black dragon king (DK) on 5e, last move`: a square's name, in the page's language
  // (its words are the page's `data-*` attributes: this script holds no sentence).
  var words = (document.querySelector("div.game") || document.body).dataset;
  function fill(text, parts) {
    return (text || "").replace(/%(name|code|square)%/g, function (_, k) { return parts[k]; });
  }
  function nameOf(td) {
    var tr = td.parentNode, table = td.closest("table");
    var col = Array.prototype.indexOf.call(tr.children, td);
    var file = table.tHead.rows[0].children[col];
    var square = (file ? file.textContent : "") + tr.children[0].textContent;
    var code = td.textContent;
    var parts = { name: names[code] || code, code: code, square: square };
    var form = /\bb/.test(td.className) ? words.pieceBlack : /\bw/.test(td.className) ? words.pieceWhite : words.piece;
    var title = fill(code ? form : words.empty, parts);
    if (/\bt\b/.test(td.className)) title += words.lastTo || "";
    else if (/\bf\b/.test(td.className)) title += words.lastFrom || "";
    if (/\bx\b/.test(td.className)) title += words.taken || "";
    if (/\bz\b/.test(td.className)) title += words.burned || "";
    return title;
  }
  document.addEventListener("mouseover", function (e) {
    var td = e.target.closest && e.target.closest("table.board tbody td");
    if (td && !td.title) td.title = nameOf(td);
  });
  // Square names on focus: a focused board has a square cursor, on the last move's square
  // at first, moved by the arrow keys; its name is shown (and announced) under the board.
  function cells(box) {
    var rows = box.querySelectorAll("tbody tr"), out = [];
    for (var r = 0; r < rows.length; r++) out.push(rows[r].querySelectorAll("td"));
    return out;
  }
  function place(box, r, c) {
    var grid = cells(box);
    if (!grid.length) return;
    r = Math.max(0, Math.min(grid.length - 1, r));
    c = Math.max(0, Math.min(grid[r].length - 1, c));
    var old = box.querySelector("td.cursor");
    if (old) old.classList.remove("cursor");
    var td = grid[r][c];
    td.classList.add("cursor");
    box.dataset.r = r;
    box.dataset.c = c;
    var label = box.nextElementSibling;
    if (!label || !label.classList.contains("square-name")) {
      label = document.createElement("p");
      label.className = "square-name";
      label.setAttribute("aria-live", "polite");
      box.parentNode.insertBefore(label, box.nextSibling);
    }
    label.textContent = nameOf(td);
    if (td.scrollIntoView) td.scrollIntoView({ block: "nearest", inline: "nearest" });
  }
  document.addEventListener("focusin", function (e) {
    var box = e.target;
    if (!box.classList || !box.classList.contains("board-box") || box.dataset.r) return;
    var grid = cells(box), at = [Math.floor(grid.length / 2), 0];
    for (var r = 0; r < grid.length; r++)
      for (var c = 0; c < grid[r].length; c++)
        if (/\bt\b/.test(grid[r][c].className)) at = [r, c];
    place(box, at[0], at[1]);
  });
  document.addEventListener("focusout", function (e) {
    var box = e.target;
    if (!box.classList || !box.classList.contains("board-box")) return;
    var old = box.querySelector("td.cursor");
    if (old) old.classList.remove("cursor");
    var label = box.nextElementSibling;
    if (label && label.classList.contains("square-name")) label.remove();
    delete box.dataset.r;
  });
  // The flipped board is turned: its cursor moves as the reader sees it.
  function cursorKey(e) {
    var box = e.target, d = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (!d) return false;
    var flip = document.getElementById("flip");
    var k = flip && flip.checked ? -1 : 1;
    e.preventDefault();
    place(box, +box.dataset.r + k * d[0], +box.dataset.c + k * d[1]);
    return true;
  }
})();
