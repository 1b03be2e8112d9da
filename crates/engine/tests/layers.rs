//! No circles: within each crate of the workspace, the top-level modules
//! import each other in layers, a module only from modules below it
//! (`docs/ARCHITECTURE.md`, "Layers").
//!
//! The check reads the sources, comments and doc comments stripped (test
//! code inside the modules counts too), and collects every path that leaves
//! a top-level module: `use crate::{a, b::c}` groups, inline `crate::x::y`
//! paths, and `super::` paths that climb out of their top-level module. The
//! edges between the modules must form no cycle; on failure the test names
//! each ring, with a line that makes each step, and prints the modules in
//! layers (bottom first, a ring as one group).
//!
//! A scope is a crate's source directory (its top-level modules are the
//! files and directories beside `lib.rs` or `main.rs`) or a module's
//! directory (`src/web`, whose modules are `web`'s children). A path to an
//! item of the scope's root file itself (`lib.rs`, `mod.rs`) is no edge,
//! unless the root re-exports it from one of its modules (`pub use`).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The workspace's scopes: a directory, the module path it holds (empty
/// for a crate's source root), and its subdirectories that are no module
/// (a package's `src/bin`: other crates).
fn scopes() -> [(
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
); 6] {
    [
        ("crates/engine/src", &[], &[]),
        ("crates/cli/src", &[], &[]),
        ("crates/thinking/src", &[], &[]),
        ("crates/i18n/src", &[], &[]),
        ("src", &[], &["bin"]),
        ("src/web", &["web"], &[]),
    ]
}

#[test]
fn the_modules_of_each_crate_form_no_cycle() {
    let mut failures = String::new();
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for (dir, prefix, skip) in scopes() {
        let graph = Graph::read(&workspace.join(dir), prefix, skip);
        // The layers, for `--nocapture` (the docs' "Layers" list).
        println!("{dir}:");
        for (level, layer) in graph.layers().iter().enumerate() {
            println!("  {level}: {layer}");
        }
        let rings = graph.rings();
        if !rings.is_empty() {
            let _ = writeln!(failures, "\n{dir}:");
            for ring in &rings {
                let _ = writeln!(
                    failures,
                    "  a ring of {}: {}\n    its steps:",
                    ring.join(", "),
                    graph.describe(ring)
                );
                for from in ring {
                    for (to, step) in graph.edges.get(from).into_iter().flatten() {
                        if ring.contains(to) {
                            let _ = writeln!(
                                failures,
                                "      {from} → {to}: {}:{} `{}`",
                                step.file, step.line, step.path
                            );
                        }
                    }
                }
            }
            let _ = writeln!(
                failures,
                "  the modules, bottom layer first (a ring in braces):"
            );
            for (level, layer) in graph.layers().iter().enumerate() {
                let _ = writeln!(failures, "    {level}: {layer}");
            }
        }
    }
    assert!(
        failures.is_empty(),
        "modules import each other in a ring:{failures}"
    );
}

/// The test's own finder on hand-made graphs: it must see a ring.
#[test]
fn the_finder_names_a_ring_and_orders_a_dag() {
    let graph = Graph::from_edges(&[("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("e", "d")]);
    assert_eq!(graph.rings(), vec![vec!["a", "b", "c"]]);
    assert_eq!(graph.layers(), vec!["d", "e {a, b, c}"]);

    let graph = Graph::from_edges(&[("a", "b"), ("b", "c"), ("a", "c"), ("d", "a")]);
    assert!(graph.rings().is_empty());
    assert_eq!(graph.layers(), vec!["c", "b", "a", "d"]);
}

/// The whole check on a hand-made crate on disk whose two modules use each
/// other (one by `use crate::…`, the other by `super::` from a file below
/// it): it must name the ring.
#[test]
fn the_check_finds_a_ring_across_files() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("layers-ring");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("b")).expect("a scratch directory");
    for (file, text) in [
        ("lib.rs", "mod a;\nmod b;\nmod c;\n"),
        ("a.rs", "use crate::b::Thing;\nuse crate::c;\n"),
        ("b/mod.rs", "pub struct Thing;\nmod inner;\n"),
        ("b/inner.rs", "fn f() { super::super::a::g() }\n"),
        ("c.rs", "// crate::a, in a comment: no edge\n"),
    ] {
        std::fs::write(dir.join(file), text).expect("a scratch file");
    }
    let graph = Graph::read(&dir, &[], &[]);
    assert_eq!(graph.rings(), vec![vec!["a", "b"]]);
    assert_eq!(graph.describe(&graph.rings()[0]), "a → b → a");
    assert_eq!(graph.layers(), vec!["c", "{a, b}"]);
    let step = &graph.edges["b"]["a"];
    assert_eq!((step.file.as_str(), step.line), ("b/inner.rs", 1));
}

/// The reader on a hand-made module: what counts as an edge.
#[test]
fn the_reader_sees_groups_inline_paths_and_super() {
    let src = r##"
        //! A doc comment naming crate::commented does not count.
        use crate::{alpha, beta::{Gamma, delta::Epsilon as E}, self as _};
        use super::sibling::Thing; /* crate::blocked /* nested */ crate::too */
        fn f() -> crate::gamma::T {
            let s = "crate::in_a_string";
            let r = r#"crate::raw"#;
            let c = '"';
            let q = '\'';
            let b = b'\'';
            super::super::up::call();
            crate::own::x::<u8>();
            pub(crate) struct S;
            crate::delta::Deep::new()
        }
        #[cfg(test)]
        mod tests {
            use super::*;
            use super::super::epsilon;
        }
    "##;
    let tokens = lex(src);
    let found: BTreeSet<String> = paths(&tokens, &["own".into(), "inner".into()])
        .into_iter()
        .map(|p| p.path.join("::"))
        .collect();
    let want: BTreeSet<String> = [
        "alpha",
        "beta::Gamma",
        "beta::delta::Epsilon",
        "",
        "own::sibling::Thing",
        "gamma::T",
        "up::call",
        "own::x",
        "delta::Deep::new",
        "own::inner",
        "own::epsilon",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    assert_eq!(found, want);

    let graph = Graph::from_source("own", src);
    let to: BTreeSet<&str> = graph.edges["own"].keys().map(String::as_str).collect();
    assert_eq!(to, ["alpha", "beta", "delta", "gamma", "up"].into());
}

// The reader: tokens without comments, strings or characters.

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Ident(String),
    /// `::`
    Sep,
    Punct(char),
    /// A literal (string, character, number): its text is irrelevant.
    Lit,
}

#[derive(Debug, Clone)]
struct Token {
    tok: Tok,
    line: usize,
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn is_ident_char(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

/// Rust tokens enough for paths: comments (nested block comments too),
/// strings (raw ones too), characters and lifetimes are read over.
fn lex(src: &str) -> Vec<Token> {
    let s: Vec<char> = src.chars().collect();
    let at = |i: usize| s.get(i).copied().unwrap_or('\0');
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let newlines = |from: usize, to: usize| {
        s[from..to.min(s.len())]
            .iter()
            .filter(|&&c| c == '\n')
            .count()
    };
    while i < s.len() {
        let c = s[i];
        let start = i;
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < s.len() && s[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < s.len() {
                if s[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if s[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            line += newlines(start, i);
        } else if c == '"' {
            i = skip_string(&s, i + 1);
            line += newlines(start, i);
            out.push(Token {
                tok: Tok::Lit,
                line,
            });
        } else if c == '\'' {
            if at(i + 1) == '\\' {
                // '\n', '\'', '\u{..}': past the escaped character.
                i += 3;
                while i < s.len() && s[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(Token {
                    tok: Tok::Lit,
                    line,
                });
            } else if at(i + 2) == '\'' {
                i += 3;
                out.push(Token {
                    tok: Tok::Lit,
                    line,
                });
            } else {
                // A lifetime or a label.
                i += 1;
                while i < s.len() && is_ident_char(s[i]) {
                    i += 1;
                }
            }
        } else if is_ident_start(c) {
            while i < s.len() && is_ident_char(s[i]) {
                i += 1;
            }
            let word: String = s[start..i].iter().collect();
            let raw_prefix = matches!(word.as_str(), "r" | "br" | "cr");
            let str_prefix = matches!(word.as_str(), "b" | "c");
            if raw_prefix
                && (at(i) == '"' || (at(i) == '#' && (at(i + 1) == '#' || at(i + 1) == '"')))
            {
                let mut hashes = 0;
                while at(i) == '#' {
                    hashes += 1;
                    i += 1;
                }
                i += 1; // the opening quote
                loop {
                    if i >= s.len() {
                        break;
                    }
                    if s[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#') {
                        i += 1 + hashes;
                        break;
                    }
                    i += 1;
                }
                line += newlines(start, i);
                out.push(Token {
                    tok: Tok::Lit,
                    line,
                });
            } else if str_prefix && at(i) == '"' {
                i = skip_string(&s, i + 1);
                line += newlines(start, i);
                out.push(Token {
                    tok: Tok::Lit,
                    line,
                });
            } else if str_prefix && at(i) == '\'' {
                // b'x', b'\n'
                i += 1;
                if at(i) == '\\' {
                    i += 1;
                }
                i += 1;
                while i < s.len() && s[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(Token {
                    tok: Tok::Lit,
                    line,
                });
            } else if word == "r" && at(i) == '#' && is_ident_start(at(i + 1)) {
                // A raw identifier, r#type.
                i += 1;
                let from = i;
                while i < s.len() && is_ident_char(s[i]) {
                    i += 1;
                }
                out.push(Token {
                    tok: Tok::Ident(s[from..i].iter().collect()),
                    line,
                });
            } else {
                out.push(Token {
                    tok: Tok::Ident(word),
                    line,
                });
            }
        } else if c.is_ascii_digit() {
            while i < s.len()
                && (is_ident_char(s[i]) || (s[i] == '.' && at(i + 1).is_ascii_digit()))
            {
                i += 1;
            }
            out.push(Token {
                tok: Tok::Lit,
                line,
            });
        } else if c == ':' && at(i + 1) == ':' {
            i += 2;
            out.push(Token {
                tok: Tok::Sep,
                line,
            });
        } else {
            i += 1;
            out.push(Token {
                tok: Tok::Punct(c),
                line,
            });
        }
    }
    out
}

/// The index after a string's closing quote, from just after its opening one.
fn skip_string(s: &[char], mut i: usize) -> usize {
    while i < s.len() {
        match s[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// A path found in a file, resolved from the crate's root.
#[derive(Debug, Clone)]
struct Found {
    path: Vec<String>,
    /// The name a `use` gives it (`as`), if any.
    alias: Option<String>,
    line: usize,
}

fn ident(tokens: &[Token], i: usize) -> Option<&str> {
    match tokens.get(i).map(|t| &t.tok) {
        Some(Tok::Ident(w)) => Some(w),
        _ => None,
    }
}

fn is(tokens: &[Token], i: usize, tok: &Tok) -> bool {
    tokens.get(i).is_some_and(|t| &t.tok == tok)
}

/// Every `crate::` and `super::` path of a file whose module path is
/// `module` (from the crate's root), resolved from the root; inline
/// modules (`mod tests { … }`) move `super` down a level.
fn paths(tokens: &[Token], module: &[String]) -> Vec<Found> {
    let mut out = Vec::new();
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i].tok {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth = depth.saturating_sub(1);
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
            }
            Tok::Ident(w) if w == "mod" => {
                if let Some(name) = ident(tokens, i + 1)
                    && is(tokens, i + 2, &Tok::Punct('{'))
                {
                    inline.push((name.to_string(), depth));
                    depth += 1;
                    i += 3;
                    continue;
                }
            }
            Tok::Ident(w)
                if (w == "crate" || w == "super")
                    && is(tokens, i + 1, &Tok::Sep)
                    && !(i > 0
                        && (is(tokens, i - 1, &Tok::Sep)
                            || is(tokens, i - 1, &Tok::Punct('$')))) =>
            {
                let line = tokens[i].line;
                let mut base: Vec<String> = if w == "crate" {
                    Vec::new()
                } else {
                    let mut here: Vec<String> = module.to_vec();
                    here.extend(inline.iter().map(|(n, _)| n.clone()));
                    here.pop();
                    here
                };
                i += 1;
                while is(tokens, i, &Tok::Sep) && ident(tokens, i + 1) == Some("super") {
                    base.pop();
                    i += 2;
                }
                // At the `::` before the rest of the path.
                i += 1;
                for (path, alias) in tree(tokens, &mut i, base) {
                    out.push(Found { path, alias, line });
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// A use tree (or the rest of an inline path) from `tokens[*i]`, its first
/// segment, below `prefix`: every path it names, with its alias.
fn tree(
    tokens: &[Token],
    i: &mut usize,
    prefix: Vec<String>,
) -> Vec<(Vec<String>, Option<String>)> {
    let mut path = prefix;
    loop {
        match tokens.get(*i).map(|t| &t.tok) {
            Some(Tok::Ident(w)) if w == "self" => *i += 1,
            Some(Tok::Ident(w)) => {
                path.push(w.clone());
                *i += 1;
            }
            Some(Tok::Punct('*')) => {
                *i += 1;
                return vec![(path, None)];
            }
            Some(Tok::Punct('{')) => {
                *i += 1;
                let mut all = Vec::new();
                while *i < tokens.len() && !is(tokens, *i, &Tok::Punct('}')) {
                    if is(tokens, *i, &Tok::Punct(',')) {
                        *i += 1;
                        continue;
                    }
                    let before = *i;
                    all.extend(tree(tokens, i, path.clone()));
                    if *i == before {
                        *i += 1;
                    }
                }
                *i += 1;
                return all;
            }
            _ => return vec![(path, None)],
        }
        if is(tokens, *i, &Tok::Sep) {
            *i += 1;
            continue;
        }
        let alias = if ident(tokens, *i) == Some("as") {
            *i += 2;
            ident(tokens, *i - 1).map(String::from)
        } else {
            None
        };
        return vec![(path, alias)];
    }
}

// The graph of one scope.

/// One step of a module to another: where it is made.
#[derive(Debug, Clone)]
struct Step {
    file: String,
    line: usize,
    path: String,
}

#[derive(Debug, Default)]
struct Graph {
    modules: BTreeSet<String>,
    /// `edges[from][to]`: the first step found.
    edges: BTreeMap<String, BTreeMap<String, Step>>,
}

impl Graph {
    fn from_edges(edges: &[(&str, &str)]) -> Self {
        let mut g = Self::default();
        for &(a, b) in edges {
            g.modules.insert(a.into());
            g.modules.insert(b.into());
            g.edges.entry(a.into()).or_default().insert(
                b.into(),
                Step {
                    file: a.into(),
                    line: 0,
                    path: b.into(),
                },
            );
        }
        g
    }

    /// One module's file, for the reader's test: every path it names that
    /// leaves it is an edge.
    fn from_source(module: &str, src: &str) -> Self {
        let mut g = Self::default();
        g.modules.insert(module.into());
        for found in paths(&lex(src), &[module.into(), "inner".into()]) {
            if let Some(to) = found.path.first()
                && to != module
            {
                g.modules.insert(to.clone());
                g.edges
                    .entry(module.into())
                    .or_default()
                    .entry(to.clone())
                    .or_insert(Step {
                        file: module.into(),
                        line: found.line,
                        path: found.path.join("::"),
                    });
            }
        }
        g
    }

    /// The modules of the scope `dir` (module path `prefix` from its crate's
    /// root) and their edges.
    fn read(dir: &Path, prefix: &[&str], skip: &[&str]) -> Self {
        let prefix: Vec<String> = prefix.iter().map(|s| s.to_string()).collect();
        let mut g = Self::default();
        let mut root = None;
        let mut files: Vec<(String, PathBuf)> = Vec::new();
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.expect("a directory entry").path())
            .collect();
        entries.sort();
        for path in entries {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default()
                .to_string();
            if path.is_dir() {
                if skip.contains(&name.as_str()) {
                    continue;
                }
                g.modules.insert(name.clone());
                let mut under = Vec::new();
                rust_files(&path, &mut under);
                files.extend(under.into_iter().map(|f| (name.clone(), f)));
            } else if let Some(stem) = name.strip_suffix(".rs") {
                if matches!(stem, "lib" | "main" | "mod") {
                    root = Some(path);
                } else {
                    g.modules.insert(stem.to_string());
                    files.push((stem.to_string(), path));
                }
            }
        }
        // What the root re-exports from a module counts as that module's.
        let mut reexports: BTreeMap<String, String> = BTreeMap::new();
        if let Some(root) = &root {
            let src = std::fs::read_to_string(root).expect("the scope's root file");
            let tokens = lex(&src);
            let mut found = paths(&tokens, &prefix);
            // The root names its modules without `crate::` too.
            for i in 0..tokens.len() {
                if ident(&tokens, i) == Some("use")
                    && ident(&tokens, i + 1).is_some_and(|m| g.modules.contains(m))
                {
                    let mut at = i + 1;
                    for (path, alias) in tree(&tokens, &mut at, prefix.clone()) {
                        found.push(Found {
                            path,
                            alias,
                            line: tokens[i].line,
                        });
                    }
                }
            }
            for found in found {
                if let Some(rest) = found.path.strip_prefix(prefix.as_slice())
                    && let [module, .., last] = rest
                    && g.modules.contains(module)
                {
                    reexports.insert(found.alias.unwrap_or_else(|| last.clone()), module.clone());
                }
            }
        }
        let src_root = dir
            .ancestors()
            .nth(prefix.len())
            .expect("the crate's source root");
        for (from, file) in files {
            let src = std::fs::read_to_string(&file).expect("a source file");
            let relative = file.strip_prefix(src_root).expect("a file under the root");
            let mut module: Vec<String> = relative
                .with_extension("")
                .iter()
                .map(|c| c.to_string_lossy().into_owned())
                .collect();
            if module.last().is_some_and(|m| m == "mod") {
                module.pop();
            }
            for found in paths(&lex(&src), &module) {
                let Some(rest) = found.path.strip_prefix(prefix.as_slice()) else {
                    continue;
                };
                let Some(first) = rest.first() else { continue };
                let to = if g.modules.contains(first) {
                    first.clone()
                } else if let Some(module) = reexports.get(first) {
                    module.clone()
                } else {
                    continue;
                };
                if to == from {
                    continue;
                }
                g.edges
                    .entry(from.clone())
                    .or_default()
                    .entry(to)
                    .or_insert(Step {
                        file: relative.display().to_string(),
                        line: found.line,
                        path: found.path.join("::"),
                    });
            }
        }
        g
    }

    fn targets(&self, from: &str) -> impl Iterator<Item = &String> {
        self.edges.get(from).into_iter().flat_map(|e| e.keys())
    }

    /// The strongly connected components (Tarjan), each sorted.
    fn components(&self) -> Vec<Vec<String>> {
        struct State<'a> {
            g: &'a Graph,
            index: BTreeMap<&'a str, usize>,
            low: BTreeMap<&'a str, usize>,
            stack: Vec<&'a str>,
            on_stack: BTreeSet<&'a str>,
            out: Vec<Vec<String>>,
        }
        fn visit<'a>(st: &mut State<'a>, v: &'a str) {
            let n = st.index.len();
            st.index.insert(v, n);
            st.low.insert(v, n);
            st.stack.push(v);
            st.on_stack.insert(v);
            for w in st.g.targets(v) {
                let w = w.as_str();
                if !st.index.contains_key(w) {
                    visit(st, w);
                    let lw = st.low[w];
                    let lv = st.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(lw);
                } else if st.on_stack.contains(w) {
                    let iw = st.index[w];
                    let lv = st.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(iw);
                }
            }
            if st.low[v] == st.index[v] {
                let mut comp = Vec::new();
                while let Some(w) = st.stack.pop() {
                    st.on_stack.remove(w);
                    comp.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                comp.sort();
                st.out.push(comp);
            }
        }
        let mut st = State {
            g: self,
            index: BTreeMap::new(),
            low: BTreeMap::new(),
            stack: Vec::new(),
            on_stack: BTreeSet::new(),
            out: Vec::new(),
        };
        for v in &self.modules {
            if !st.index.contains_key(v.as_str()) {
                visit(&mut st, v);
            }
        }
        st.out
    }

    /// The rings: components of more than one module, or a module that
    /// names itself (which `read` never records).
    fn rings(&self) -> Vec<Vec<String>> {
        let mut rings: Vec<Vec<String>> = self
            .components()
            .into_iter()
            .filter(|c| c.len() > 1 || self.targets(&c[0]).any(|t| *t == c[0]))
            .collect();
        rings.sort();
        rings
    }

    /// One cycle through a ring's modules.
    fn describe(&self, ring: &[String]) -> String {
        let members: BTreeSet<&str> = ring.iter().map(String::as_str).collect();
        // Walk from the first module along edges inside the ring until a
        // module repeats: that closes a cycle.
        let mut walk: Vec<&str> = vec![ring[0].as_str()];
        loop {
            let here = *walk.last().expect("a start");
            let next = self
                .targets(here)
                .map(String::as_str)
                .find(|t| members.contains(t) && !walk[1..].contains(t))
                .or_else(|| {
                    self.targets(here)
                        .map(String::as_str)
                        .find(|t| members.contains(t))
                })
                .expect("a ring has an edge inside it");
            if let Some(at) = walk.iter().position(|&m| m == next) {
                walk.drain(..at);
                walk.push(next);
                break;
            }
            walk.push(next);
        }
        walk.join(" → ")
    }

    /// The modules in layers, bottom first: each module one layer above the
    /// highest it uses; a ring is one group in braces.
    fn layers(&self) -> Vec<String> {
        let components = self.components();
        let of: BTreeMap<&str, usize> = components
            .iter()
            .enumerate()
            .flat_map(|(k, c)| c.iter().map(move |m| (m.as_str(), k)))
            .collect();
        // Tarjan emits a component after every component it reaches.
        let mut level = vec![0usize; components.len()];
        for (k, comp) in components.iter().enumerate() {
            level[k] = comp
                .iter()
                .flat_map(|m| self.targets(m))
                .map(|t| of[t.as_str()])
                .filter(|&j| j != k)
                .map(|j| level[j] + 1)
                .max()
                .unwrap_or(0);
        }
        let top = level.iter().copied().max().unwrap_or(0);
        let mut layers = vec![Vec::new(); top + 1];
        for (k, comp) in components.iter().enumerate() {
            layers[level[k]].push(if comp.len() > 1 {
                format!("{{{}}}", comp.join(", "))
            } else {
                comp[0].clone()
            });
        }
        layers
            .into_iter()
            .map(|mut l| {
                l.sort();
                l.join(" ")
            })
            .collect()
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}
