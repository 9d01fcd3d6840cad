#!/usr/bin/env python3
"""Finds cycles between sibling modules of a Rust crate, with the references that close them.

    python3 tools/modcycles/modcycles.py [--graph] DIR
    python3 tools/modcycles/modcycles.py --selftest

DIR is a crate's `src` directory (holding lib.rs or main.rs) or a module's directory inside one
(`src/engine`): the whole crate is read, so that paths through re-exports resolve, and the
modules under DIR are checked. Exit status: 0 without a cycle, 1 with one, 2 on bad input.

What counts as a reference from module M to module T: a `use` path (grouped, renamed, glob,
`pub use` alike) or a path in code (`crate::a::b::X`, `super::x`, `self::x`, `child::X`, a
name imported by `use`) that resolves to an item of T. A path resolves to the deepest module
that exists; a name that module imports (`pub use` or not, glob imports included) is followed
to where it is defined, so `crate::Position` is a reference to `position` when lib.rs
re-exports it from there. Comments, doc comments, strings, attributes and test code
(`#[cfg(test)]` items, modules named `tests`, and so `tests.rs` and `tests/`) are left out.

Cycles are reported between siblings only: for each module P, the graph over P's direct
children, a reference lifted to the children of P that contain its two ends. A parent's file
naming its children and a child naming its parent's own items are how Rust modules nest, not
cycles, and are never edges between siblings (`--graph` lists them apart).
"""

import os
import signal
import sys
import tempfile
from collections import defaultdict, deque

# Rust keywords that may not name an item (a `fn` after `const` is no constant's name).
KEYWORDS = {
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum",
    "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move",
    "mut", "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait",
    "true", "type", "union", "unsafe", "use", "where", "while",
}
ITEM_KEYWORDS = {"fn", "struct", "enum", "trait", "type", "const", "static", "union"}
ROOT = ()


# ------------------------------------------------------------------------------------ lexer


def lex(text):
    """Tokens `(kind, text, line)`, kind `id`, `p` (punctuation; `::` is one token) or `lit`.

    Comments vanish and literals keep no text, so nothing inside them is read as a path.
    """
    out = []
    i, n, line = 0, len(text), 1

    def skip_quoted(j, quote):
        # j is just past the opening quote; returns the index past the closing one.
        nonlocal line
        while j < n and text[j] != quote:
            if text[j] == "\\":
                j += 1
            if j < n and text[j] == "\n":
                line += 1
            j += 1
        return j + 1

    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    line += text[i] == "\n"
                    i += 1
        elif c in "rbc" and raw_string_at(text, i):
            j = i + (2 if text[i + 1] == "r" else 1)
            hashes = 0
            while text[j] == "#":
                hashes, j = hashes + 1, j + 1
            end = text.find('"' + "#" * hashes, j + 1)
            end = n if end < 0 else end + 1 + hashes
            line += text.count("\n", i, end)
            out.append(("lit", "", line))
            i = end
        elif c == "r" and text.startswith("r#", i) and i + 2 < n and ident_start(text[i + 2]):
            j = i + 2
            while j < n and ident_char(text[j]):
                j += 1
            out.append(("id", text[i + 2 : j], line))
            i = j
        elif c in "bc" and i + 1 < n and text[i + 1] in "\"'":
            start = line
            i = skip_quoted(i + 2, text[i + 1])
            out.append(("lit", "", start))
        elif c == '"':
            start = line
            i = skip_quoted(i + 1, '"')
            out.append(("lit", "", start))
        elif c == "'":
            if i + 1 < n and text[i + 1] == "\\":
                i = skip_quoted(i + 1, "'")
                out.append(("lit", "", line))
            elif i + 2 < n and text[i + 2] == "'":
                i += 3
                out.append(("lit", "", line))
            else:  # a lifetime or a loop label
                i += 1
                while i < n and ident_char(text[i]):
                    i += 1
        elif ident_start(c):
            j = i
            while j < n and ident_char(text[j]):
                j += 1
            out.append(("id", text[i:j], line))
            i = j
        elif c.isdigit():
            j = i
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            out.append(("lit", "", line))
            i = j
        elif text.startswith("::", i):
            out.append(("p", "::", line))
            i += 2
        else:
            out.append(("p", c, line))
            i += 1
    return out


def ident_start(c):
    return c.isalpha() or c == "_"


def ident_char(c):
    return c.isalnum() or c == "_"


def raw_string_at(text, i):
    """Whether a raw string (`r"`, `r#"`, `br"`, `cr#"`) starts at i."""
    j = i + 1 if text[i] in "bc" else i
    if j >= len(text) or text[j] != "r":
        return False
    j += 1
    while j < len(text) and text[j] == "#":
        j += 1
    return j < len(text) and text[j] == '"'


# ------------------------------------------------------------------------------------ crate


class Crate:
    """The modules of a crate and the references between them, unresolved until `resolve`."""

    def __init__(self):
        self.files = {}  # module -> file it is written in
        self.children = defaultdict(dict)  # module -> {name: child module}
        self.defs = defaultdict(set)  # module -> names of items defined there
        self.imports = defaultdict(dict)  # module -> {name: (module of the use, segments)}
        self.globs = defaultdict(list)  # module -> [(module of the use, segments)]
        self.refs = []  # (module, file, line, segments, path as written)

    # ------------------------------------------------------------------------- reading

    def read(self, module, path, child_dir):
        """Reads the file of `module`; `child_dir` is where its file modules live."""
        self.files[module] = path
        with open(path, encoding="utf-8") as f:
            toks = lex(f.read())
        if file_is_test(toks):
            return
        self.parse(toks, module, path, child_dir)

    def parse(self, toks, module, path, child_dir):
        # One context per module being read: (module, its directory, brace depth of its body).
        contexts = [(module, child_dir, 0)]
        depth, i, n = 0, 0, len(toks)
        test_item = False
        while i < n:
            kind, text, line = toks[i]
            ctx, ctx_dir, ctx_depth = contexts[-1]
            at_module_level = depth == ctx_depth
            if text == "#" and kind == "p":
                end, is_test = read_attribute(toks, i)
                test_item = test_item or is_test
                i = end
                continue
            if test_item:
                test_item = False
                i = skip_item(toks, i, at_module_level)
                continue
            if kind == "p" and text == "{":
                depth += 1
            elif kind == "p" and text == "}":
                depth -= 1
                if depth < ctx_depth:
                    contexts.pop()
            elif kind == "id" and text == "mod" and i + 2 < n and toks[i + 1][0] == "id":
                name = toks[i + 1][1]
                follow = toks[i + 2][1]
                child = ctx + (name,)
                if name == "tests":
                    i = skip_item(toks, i, at_module_level)
                    continue
                self.children[ctx][name] = child
                if follow == ";":
                    self.read_file_module(child, name, ctx_dir)
                    i += 3
                    continue
                if follow == "{":
                    self.files[child] = path
                    depth += 1
                    contexts.append((child, os.path.join(ctx_dir, name), depth))
                    i += 3
                    continue
            elif kind == "id" and text == "use":
                i = self.read_use(toks, i + 1, ctx, path, at_module_level)
                continue
            elif kind == "id" and at_module_level and text in ITEM_KEYWORDS:
                nxt = toks[i + 1] if i + 1 < n else ("p", "", line)
                if nxt[0] == "id" and nxt[1] not in KEYWORDS:
                    self.defs[ctx].add(nxt[1])
            elif kind == "id" and text == "macro_rules" and at_module_level:
                if i + 2 < n and toks[i + 2][0] == "id":
                    self.defs[ctx].add(toks[i + 2][1])
            elif kind == "id" and self.starts_path(toks, i):
                segs, i = read_code_path(toks, i)
                self.refs.append((ctx, path, line, segs, "::".join(segs)))
                continue
            i += 1

    def read_file_module(self, module, name, directory):
        for candidate in (os.path.join(directory, name + ".rs"),
                          os.path.join(directory, name, "mod.rs")):
            if os.path.isfile(candidate):
                own_dir = os.path.join(directory, name)
                self.read(module, candidate, own_dir)
                return
        print(f"modcycles: no file for module {fmt_module(module)} in {directory}",
              file=sys.stderr)

    @staticmethod
    def starts_path(toks, i):
        """Whether toks[i] begins a path of two or more segments in code."""
        if i + 1 >= len(toks) or toks[i + 1][1] != "::":
            return False
        if i > 0 and toks[i - 1][1] == "::":
            return False
        # `pub(in crate::a)` restricts visibility; it uses nothing.
        return not (i > 1 and toks[i - 1][1] == "in" and toks[i - 2][1] == "(")

    def read_use(self, toks, i, ctx, path, at_module_level):
        """Reads a use tree from toks[i] to its `;`; returns the index past it."""
        leaves = []
        i = read_use_tree(toks, i, [], leaves)
        while i < len(toks) and toks[i][1] != ";":
            i += 1
        for segs, alias, glob, line in leaves:
            if segs and segs[-1] == "self":
                segs = segs[:-1]
            if not segs:
                continue
            text = "::".join(segs) + ("::*" if glob else "")
            self.refs.append((ctx, path, line, segs, text))
            if not at_module_level:
                continue  # a use inside a function binds nothing for the module
            if glob:
                self.globs[ctx].append((ctx, segs))
            elif alias != "_":
                self.imports[ctx].setdefault(alias or segs[-1], (ctx, segs))
        return i + 1

    # ------------------------------------------------------------------------- resolving

    def resolve(self, ctx, segs, seen=None):
        """The module a path written in module `ctx` refers to, or None (another crate, a
        local item, a generic parameter)."""
        seen = set() if seen is None else seen
        first = segs[0]
        if first == "::":
            return None
        if first in ("crate", "$crate"):
            return self.descend(ROOT, segs[1:], seen)
        if first == "self":
            return self.descend(ctx, segs[1:], seen)
        if first == "super":
            m, k = ctx, 0
            while k < len(segs) and segs[k] == "super":
                m, k = m[:-1], k + 1
            return self.descend(m, segs[k:], seen)
        found = self.lookup(ctx, first, seen)
        if found is None:
            return None
        module, is_module = found
        return self.descend(module, segs[1:], seen) if is_module else module

    def descend(self, module, rest, seen):
        for k, seg in enumerate(rest):
            if seg in self.children[module]:
                module = self.children[module][seg]
                continue
            found = self.lookup(module, seg, seen)
            if found is None:
                return module
            target, is_module = found
            return self.descend(target, rest[k + 1 :], seen) if is_module else target
        return module

    def lookup(self, module, name, seen):
        """Where `name`, as seen from inside `module`, is defined: (module, whether the name is
        that module itself), or None when `module` neither defines nor imports it."""
        if name in self.children[module]:
            return self.children[module][name], True
        if name in self.defs[module]:
            return module, False
        key = (module, name)
        if key in seen:
            return None
        seen.add(key)
        if name in self.imports[module]:
            ctx, segs = self.imports[module][name]
            target = self.resolve(ctx, segs, seen)
            if target is None:
                return None
            # The import names a module when the whole path is modules.
            return target, self.is_module_path(ctx, segs, target)
        for ctx, segs in self.globs[module]:
            source = self.resolve(ctx, segs, seen)
            if source is not None and source != module:
                found = self.lookup(source, name, seen)
                if found is not None:
                    return found
        return None

    def is_module_path(self, ctx, segs, target):
        last = segs[-1]
        return target[-1:] == (last,) and self.children[target[:-1]].get(last) == target

    def references(self):
        """Resolved references: (from module, to module, file, line, path text)."""
        out = []
        for ctx, path, line, segs, text in self.refs:
            target = self.resolve(ctx, segs)
            if target is not None and target != ctx and target in self.files:
                # The module it reached, unless the path as written already names it.
                whole = fmt_module(target)
                shown = text if text.startswith(whole) else f"{text} → {whole}"
                out.append((ctx, target, path, line, shown))
        return out


def file_is_test(toks):
    """Whether the file starts with `#![cfg(test)]`."""
    i = 0
    while i + 1 < len(toks) and toks[i][1] == "#" and toks[i + 1][1] == "!":
        end, is_test = read_attribute(toks, i)
        if is_test:
            return True
        i = end
    return False


def read_attribute(toks, i):
    """Skips the attribute at toks[i] (`#[...]` or `#![...]`); returns (index past it, whether
    it is `cfg(test)` or a cfg that needs test)."""
    j = i + 1
    if j < len(toks) and toks[j][1] == "!":
        j += 1
    if j >= len(toks) or toks[j][1] != "[":
        return i + 1, False
    start, depth = j, 0
    while j < len(toks):
        t = toks[j][1]
        depth += t in "[(" and toks[j][0] == "p"
        depth -= t in "])" and toks[j][0] == "p"
        j += 1
        if depth == 0:
            break
    words = [t[1] for t in toks[start:j] if t[0] == "id"]
    is_test = bool(words) and words[0] == "cfg" and "test" in words and "not" not in words
    is_test = is_test and "any" not in words
    return j, is_test


def skip_item(toks, i, at_module_level):
    """The index past the item starting at toks[i]: its `;`, or its block's closing brace."""
    depth = 0
    while i < len(toks):
        kind, t, _ = toks[i]
        if kind == "p":
            if t in "([":
                depth += 1
            elif t in ")]":
                if depth == 0:
                    return i
                depth -= 1
            elif t == "}" and depth == 0:
                return i  # the end of the enclosing block; the item ended before it
            elif t == ";" and depth == 0:
                return i + 1
            elif t == "," and depth == 0 and not at_module_level:
                return i + 1
            elif t == "{" and depth == 0:
                braces = 0
                while i < len(toks):
                    if toks[i][0] == "p" and toks[i][1] == "{":
                        braces += 1
                    elif toks[i][0] == "p" and toks[i][1] == "}":
                        braces -= 1
                        if braces == 0:
                            return i + 1
                    i += 1
                return i
        i += 1
    return i


def read_use_tree(toks, i, prefix, leaves):
    """Reads one use tree at toks[i] under `prefix`, appending (segments, alias, glob, line)
    leaves; returns the index past the tree."""
    segs = list(prefix)
    if i < len(toks) and toks[i][1] == "::":
        if not segs:
            segs.append("::")  # `::std::x`: another crate
        i += 1
    while i < len(toks):
        kind, t, line = toks[i]
        if t == "{":
            i += 1
            while i < len(toks) and toks[i][1] != "}":
                i = read_use_tree(toks, i, segs, leaves)
                if i < len(toks) and toks[i][1] == ",":
                    i += 1
            return i + 1
        if t == "*":
            leaves.append((segs, None, True, line))
            return i + 1
        if kind != "id":
            return i
        segs.append(t)
        i += 1
        if i < len(toks) and toks[i][1] == "::":
            i += 1
            continue
        alias = None
        if i + 1 < len(toks) and toks[i][1] == "as":
            alias = toks[i + 1][1]
            i += 2
        leaves.append((segs, alias, False, line))
        return i
    return i


def read_code_path(toks, i):
    """The segments of the path in code starting at toks[i], up to generics or a non-name."""
    segs = [toks[i][1]]
    if i > 0 and toks[i - 1][1] == "$" and segs[0] == "crate":
        segs[0] = "$crate"
    i += 1
    while i + 1 < len(toks) and toks[i][1] == "::" and toks[i + 1][0] == "id":
        segs.append(toks[i + 1][1])
        i += 2
    return segs, i


def find_root(directory):
    """(crate root file, module path of `directory`) for a directory inside a crate's src."""
    directory = os.path.abspath(directory)
    parts = []
    d = directory
    while True:
        for root_name in ("lib.rs", "main.rs"):
            root_file = os.path.join(d, root_name)
            if os.path.isfile(root_file):
                return root_file, tuple(reversed(parts))
        parent = os.path.dirname(d)
        if parent == d or os.path.isfile(os.path.join(d, "Cargo.toml")):
            return None, None
        parts.append(os.path.basename(d))
        d = parent


def load(directory):
    root_file, module = find_root(directory)
    if root_file is None:
        print(f"modcycles: no lib.rs or main.rs in {directory} or above it", file=sys.stderr)
        raise SystemExit(2)
    crate = Crate()
    crate.read(ROOT, root_file, os.path.dirname(root_file))
    if module not in crate.files:
        print(f"modcycles: {directory} is no module of {root_file} "
              f"(expected module {fmt_module(module)})", file=sys.stderr)
        raise SystemExit(2)
    return crate, module


# ------------------------------------------------------------------------------------ graph


def fmt_module(module):
    return "::".join(("crate",) + module)


def under(module, ancestor):
    return module[: len(ancestor)] == ancestor


def sibling_edges(crate, scope):
    """{parent: {(child a, child b): [(file, line, path), ...]}} for every module under
    `scope`, and the parent/child references apart: [(parent, from, to, file, line, path)]."""
    edges = defaultdict(lambda: defaultdict(list))
    nesting = []
    for src, dst, path, line, text in crate.references():
        common = 0
        while common < min(len(src), len(dst)) and src[common] == dst[common]:
            common += 1
        parent = src[:common]
        if not under(parent, scope):
            continue
        if common == len(src) or common == len(dst):
            nesting.append((parent, src, dst, path, line, text))
            continue
        a, b = src[common], dst[common]
        edges[parent][(a, b)].append((path, line, text))
    return edges, nesting


def components(nodes, adjacency):
    """Strongly connected components (Tarjan), each sorted, in a stable order."""
    index, low, on_stack, stack, out = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(adjacency[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))

    sys.setrecursionlimit(max(1000, 10 * len(nodes)))
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return sorted(out)


def shortest_cycle(start, adjacency, allowed):
    """The shortest cycle through `start` inside `allowed`, as a list of nodes."""
    prev = {start: None}
    queue = deque([start])
    while queue:
        v = queue.popleft()
        for w in sorted(adjacency[v]):
            if w not in allowed:
                continue
            if w == start:
                path = [v]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return list(reversed(path)) + [start]
            if w not in prev:
                prev[w] = v
                queue.append(w)
    return [start]


def find_cycles(crate, scope):
    """[(parent, component, cycles, {edge: references})] for every sibling cycle under
    `scope`, parents in order."""
    edges, _ = sibling_edges(crate, scope)
    found = []
    for parent in sorted(edges):
        adjacency = defaultdict(set)
        for a, b in edges[parent]:
            adjacency[a].add(b)
        nodes = set(adjacency) | {b for targets in adjacency.values() for b in targets}
        for comp in components(nodes, adjacency):
            if len(comp) < 2:
                continue
            members = set(comp)
            cycles, covered = [], set()
            for v in comp:
                if v not in covered:
                    cycle = shortest_cycle(v, adjacency, members)
                    cycles.append(cycle)
                    covered.update(cycle)
            inside = {e: refs for e, refs in edges[parent].items()
                      if e[0] in members and e[1] in members}
            found.append((parent, comp, cycles, inside))
    return found


def show_ref(refs):
    path, line, text = min(refs)
    more = f"  (+{len(refs) - 1} more)" if len(refs) > 1 else ""
    return f"{os.path.relpath(path)}:{line}  {text}{more}"


def report(crate, scope, graph=False, out=sys.stdout):
    """Prints the cycles (and with `graph` every edge); returns the number of cycles."""
    print(f"modcycles: {fmt_module(scope)} ({os.path.relpath(crate.files[scope])}), "
          f"{sum(1 for m in crate.files if under(m, scope))} modules", file=out)
    if graph:
        edges, nesting = sibling_edges(crate, scope)
        for parent in sorted(edges):
            print(f"\nsiblings in {fmt_module(parent)}:", file=out)
            for (a, b), refs in sorted(edges[parent].items()):
                print(f"  {a} -> {b}   {show_ref(refs)}", file=out)
        by_pair = defaultdict(list)
        for parent, src, dst, path, line, text in nesting:
            by_pair[(src, dst)].append((path, line, text))
        print("\nparent and child (never a cycle):", file=out)
        for (src, dst), refs in sorted(by_pair.items()):
            print(f"  {fmt_module(src)} -> {fmt_module(dst)}   {show_ref(refs)}", file=out)
        print(file=out)
    cycles = find_cycles(crate, scope)
    for parent, comp, paths, inside in cycles:
        print(f"\ncycle among the children of {fmt_module(parent)}: {', '.join(comp)}",
              file=out)
        for path in paths:
            print(f"  {' -> '.join(path)}", file=out)
        for (a, b), refs in sorted(inside.items()):
            print(f"    {a} -> {b}   {show_ref(refs)}", file=out)
    if cycles:
        print(f"\n{len(cycles)} cycle(s) between sibling modules", file=out)
    else:
        print("no cycle between sibling modules", file=out)
    return len(cycles)


# ------------------------------------------------------------------------------------ self-test

SELFTEST_CYCLIC = {
    "lib.rs": """
        //! Doc comments naming crate::c::Z make no edge.
        pub mod a;
        pub mod b;
        pub mod c;
        pub mod p;
        pub mod q;
        pub use q::Reexported;
        /// `crate::b::Y` in a doc comment is no reference either.
        pub fn root_item() {}
    """,
    "a.rs": """
        use crate::b::Y; // a -> b
        pub struct X;
        fn f() -> &'static str { let _c = 'x'; "crate::c::Z" }
        #[cfg(test)]
        mod tests { use crate::c::Z; }
    """,
    "b.rs": """
        use super::{c::{self, Z}, root_item}; // b -> c, and b -> crate (its parent)
        pub struct Y;
    """,
    "c.rs": """
        pub struct Z;
        pub fn g() { let _ = super::super_free(); crate::a::X; } // c -> a closes a -> b -> c
        /* crate::p::r::W in a block comment /* nested */ crate::b::Y */
    """,
    "p/mod.rs": """
        mod q_child;
        mod r;
        pub use self::r::W;
        pub fn parent_item() {}
    """,
    "p/q_child.rs": """
        use super::r::W; // q_child -> r
        pub fn h() { super::parent_item(); }
    """,
    "p/r.rs": """
        pub struct W;
        pub fn k() { super::super::p::q_child::h(); } // r -> q_child
    """,
    "q.rs": """
        pub struct Reexported;
        #[cfg(test)]
        use crate::a::X;
    """,
}
SELFTEST_ACYCLIC = {
    "lib.rs": """
        mod leaf;
        mod middle;
        mod top;
        pub use leaf::Leaf;
        mod tests;
    """,
    "leaf.rs": "pub struct Leaf;\n",
    "middle/mod.rs": """
        mod inner;
        pub use inner::Inner;
        pub struct Middle(pub crate::Leaf);
        pub fn uses_child() -> inner::Inner { self::inner::Inner }
    """,
    "middle/inner.rs": """
        use super::Middle; // a child naming its parent's item: no cycle
        pub struct Inner;
        pub fn f(_: Middle) {}
    """,
    "top.rs": "use crate::middle::{Inner, Middle};\npub fn t(_: Inner, _: Middle) {}\n",
    "tests.rs": "use crate::top::t;\nuse crate::leaf::Leaf;\n",
}


def write_tree(root, files):
    for name, text in files.items():
        path = os.path.join(root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


def selftest():
    failures = []

    def check(what, got, want):
        if got != want:
            failures.append(f"{what}: got {got!r}, want {want!r}")

    with tempfile.TemporaryDirectory() as tmp:
        cyclic = os.path.join(tmp, "cyclic", "src")
        write_tree(cyclic, SELFTEST_CYCLIC)
        crate, scope = load(cyclic)
        found = {(p, tuple(c)) for p, c, _, _ in find_cycles(crate, scope)}
        check("cyclic tree", found, {((), ("a", "b", "c")), (("p",), ("q_child", "r"))})
        edges, nesting = sibling_edges(crate, scope)
        check("root edges", sorted(edges[()]), [("a", "b"), ("b", "c"), ("c", "a")])
        check("child to parent", sorted((s, d) for _, s, d, _, _, _ in nesting),
              [((), ("q",)), (("b",), ()), (("c",), ()), (("p",), ("p", "r")),
               (("p", "q_child"), ("p",))])
        check("re-export", crate.resolve(("a",), ["crate", "Reexported"]), ("q",))
        check("re-export in a child", crate.resolve((), ["crate", "p", "W"]), ("p", "r"))
        check("tests module", ("a", "tests") in crate.files, False)

        acyclic = os.path.join(tmp, "acyclic", "src")
        write_tree(acyclic, SELFTEST_ACYCLIC)
        crate, scope = load(acyclic)
        check("acyclic tree", find_cycles(crate, scope), [])
        edges, _ = sibling_edges(crate, scope)
        check("acyclic edges", sorted(edges[()]),
              [("middle", "leaf"), ("top", "middle")])
        check("tests.rs", ("tests",) in crate.files, False)

        sub_crate, sub_scope = load(os.path.join(cyclic, "p"))
        check("module directory", sub_scope, ("p",))
        check("subtree cycles", [(p, c) for p, c, _, _ in find_cycles(sub_crate, sub_scope)],
              [(("p",), ["q_child", "r"])])
    if failures:
        print("modcycles self-test failed:\n  " + "\n  ".join(failures))
        return 1
    print("modcycles self-test passed")
    return 0


def main(argv):
    # Piped into `head`, end quietly rather than with a traceback.
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    args = [a for a in argv if not a.startswith("--")]
    flags = {a for a in argv if a.startswith("--")}
    unknown = flags - {"--graph", "--selftest", "--help"}
    if "--help" in flags:
        print(__doc__)
        return 0
    if "--selftest" in flags:
        return selftest()
    if unknown or len(args) != 1:
        print("usage: modcycles.py [--graph] DIR | --selftest", file=sys.stderr)
        return 2
    if not os.path.isdir(args[0]):
        print(f"modcycles: {args[0]} is not a directory", file=sys.stderr)
        return 2
    crate, scope = load(args[0])
    return 1 if report(crate, scope, graph="--graph" in flags) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
