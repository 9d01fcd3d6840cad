//! Maximum matching in a general graph (Edmonds' blossom algorithm, unweighted), the Swiss
//! pairing's test of whether the players not yet paired can all still be paired.
//!
//! The graph is a dense matrix of allowed games. Vertices can be taken out one by one
//! ([`Matcher::remove`]); the matching is kept maximum by augmenting from the vertices a
//! removal exposes, one search of `O(n²)` each, so that trying a candidate pair costs one or
//! two searches rather than a whole new matching.

use std::rc::Rc;

/// No vertex.
const NONE: usize = usize::MAX;

/// A graph of allowed pairs over `n` vertices, some of them taken out, and a matching of the
/// vertices still in.
#[derive(Debug, Clone)]
pub(super) struct Matcher {
    n: usize,
    /// `adj[a * n + b]`: `a` and `b` may be paired. Shared: trials clone the matcher.
    adj: Rc<[bool]>,
    /// Still in the graph.
    active: Vec<bool>,
    /// The matched partner, or [`NONE`].
    mate: Vec<usize>,
}

impl Matcher {
    /// A graph with every vertex in and an empty matching; `allowed(a, b)` must be symmetric.
    pub(super) fn new(n: usize, allowed: impl Fn(usize, usize) -> bool) -> Matcher {
        let mut adj = vec![false; n * n];
        for a in 0..n {
            for b in 0..n {
                adj[a * n + b] = a != b && allowed(a, b);
            }
        }
        Matcher {
            n,
            adj: adj.into(),
            active: vec![true; n],
            mate: vec![NONE; n],
        }
    }

    /// Whether `a` and `b` may be paired.
    pub(super) fn allowed(&self, a: usize, b: usize) -> bool {
        self.adj[a * self.n + b]
    }

    /// Takes `v` out of the graph; its partner, if any, is left unmatched.
    pub(super) fn remove(&mut self, v: usize) {
        let m = self.mate[v];
        if m != NONE {
            self.mate[m] = NONE;
        }
        self.mate[v] = NONE;
        self.active[v] = false;
    }

    /// The number of matched pairs.
    pub(super) fn size(&self) -> usize {
        self.mate.iter().filter(|&&m| m != NONE).count() / 2
    }

    /// A copy with `a` and `b` taken out and, if the matching was perfect, made perfect again
    /// where possible: then the only unmatched vertices are the partners they leave, so one
    /// search from one of them finds any augmenting path. (With other vertices unmatched
    /// too, the copy's matching need not be maximum.)
    pub(super) fn without(&self, a: usize, b: usize) -> Matcher {
        let mut m = self.clone();
        let partners = [m.mate(a), m.mate(b)];
        m.remove(a);
        m.remove(b);
        for x in partners.into_iter().flatten() {
            if m.active[x] && m.mate[x] == NONE {
                m.augment(x);
            }
        }
        m
    }

    /// The partner of `v` in the current matching.
    pub(super) fn mate(&self, v: usize) -> Option<usize> {
        (self.mate[v] != NONE).then_some(self.mate[v])
    }

    /// Makes the matching maximum; returns how many vertices still in stay unmatched.
    pub(super) fn maximize(&mut self) -> usize {
        for v in 0..self.n {
            if self.active[v] && self.mate[v] == NONE {
                if let Some(w) = (0..self.n)
                    .find(|&w| self.active[w] && self.mate[w] == NONE && self.allowed(v, w))
                {
                    self.mate[v] = w;
                    self.mate[w] = v;
                }
            }
        }
        let mut exposed = 0;
        for v in 0..self.n {
            if self.active[v] && self.mate[v] == NONE && !self.augment(v) {
                exposed += 1;
            }
        }
        exposed
    }

    /// Augments the matching along a path from the unmatched vertex `root`, if there is one.
    pub(super) fn augment(&mut self, root: usize) -> bool {
        let mut search = Search::new(self.n);
        let Some(mut v) = search.run(self, root) else {
            return false;
        };
        while v != NONE {
            let pv = search.parent[v];
            let next = self.mate[pv];
            self.mate[v] = pv;
            self.mate[pv] = v;
            v = next;
        }
        true
    }
}

/// The state of one search for an augmenting path.
struct Search {
    /// The vertex from which an odd vertex was reached.
    parent: Vec<usize>,
    /// The base of the blossom each vertex is in.
    base: Vec<usize>,
    /// In the search tree as an even vertex.
    used: Vec<bool>,
    /// Scratch: bases of the blossom being contracted.
    blossom: Vec<bool>,
    queue: std::collections::VecDeque<usize>,
}

impl Search {
    fn new(n: usize) -> Search {
        Search {
            parent: vec![NONE; n],
            base: (0..n).collect(),
            used: vec![false; n],
            blossom: vec![false; n],
            queue: std::collections::VecDeque::new(),
        }
    }

    /// The unmatched vertex an augmenting path from `root` ends at.
    fn run(&mut self, m: &Matcher, root: usize) -> Option<usize> {
        self.used[root] = true;
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for to in 0..m.n {
                if !m.active[to] || !m.allowed(v, to) {
                    continue;
                }
                if self.base[v] == self.base[to] || m.mate[v] == to {
                    continue;
                }
                if to == root || (m.mate[to] != NONE && self.parent[m.mate[to]] != NONE) {
                    self.contract(m, v, to);
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if m.mate[to] == NONE {
                        return Some(to);
                    }
                    let next = m.mate[to];
                    self.used[next] = true;
                    self.queue.push_back(next);
                }
            }
        }
        None
    }

    /// Contracts the blossom closed by the edge `v`–`to`.
    fn contract(&mut self, m: &Matcher, v: usize, to: usize) {
        let base = self.common_base(m, v, to);
        self.blossom.iter_mut().for_each(|b| *b = false);
        self.mark_path(m, v, base, to);
        self.mark_path(m, to, base, v);
        for i in 0..m.n {
            if self.blossom[self.base[i]] {
                self.base[i] = base;
                if !self.used[i] {
                    self.used[i] = true;
                    self.queue.push_back(i);
                }
            }
        }
    }

    /// The lowest common ancestor of `a` and `b` in the search tree, by blossom bases.
    fn common_base(&self, m: &Matcher, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; m.n];
        loop {
            a = self.base[a];
            seen[a] = true;
            if m.mate[a] == NONE {
                break;
            }
            a = self.parent[m.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[m.mate[b]];
        }
    }

    /// Marks the blossom's path from `v` down to `base`, pointing odd vertices back across.
    fn mark_path(&mut self, m: &Matcher, mut v: usize, base: usize, mut child: usize) {
        while self.base[v] != base {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[m.mate[v]]] = true;
            self.parent[v] = child;
            child = m.mate[v];
            v = self.parent[m.mate[v]];
        }
    }
}
