//! No literal prose in the page: every word the page shows or announces
//! comes from the catalog (`crates/i18n`, one Fluent file per language), so a
//! language is added in one place and none is left half translated.
//!
//! This scans the string literals of `src/web/**/*.rs` and fails on any
//! that reads as words meant for people. Allowed: CSS class lists, ids,
//! keys, ARIA roles, attribute names, URLs, paths, MIME types, format
//! skeletons of symbols and placeholders (`"{} ({}/{})"`, `"{:+}"`, `"—"`).
//!
//! `src/web/components/bench.rs` is left out: the `?bench` page is a
//! developer's tool (timings and solver counts for BENCHMARKS.md, read by
//! the browser benchmark test), not part of the game a player sees, and it
//! is in English on purpose so its figures can be quoted as they are.

use std::path::{Path, PathBuf};

/// Files of `src/web/` not scanned, and why (see the module's doc).
const EXCLUDED: &[&str] = &["components/bench.rs"];

/// Capitalised tokens that are not words for people: the file, the token,
/// and why.
const ALLOWED: &[(&str, &str, &str)] = &[
    (
        "components/settings.rs",
        "Escape",
        "a KeyboardEvent key value",
    ),
    (
        "cards.rs",
        "A",
        "the index printed on a card, the same in every language, as ♠ is",
    ),
    ("cards.rs", "K", "the index printed on a card"),
    ("cards.rs", "Q", "the index printed on a card"),
    ("cards.rs", "J", "the index printed on a card"),
    ("components/aids.rs", "Escape", "a KeyboardEvent key value"),
    (
        "components/aids.rs",
        "H",
        "the key of the Hint button, aria-keyshortcuts",
    ),
    (
        "components/aids.rs",
        "U",
        "the key of the Undo button, aria-keyshortcuts",
    ),
    (
        "components/review.rs",
        "Escape",
        "a KeyboardEvent key value",
    ),
    (
        "components/review.rs",
        "NT",
        "No Trump's symbol in the double-dummy table's heading, as ♠ is",
    ),
    (
        "components/files.rs",
        "Files",
        "a DataTransfer type: what a drag of files carries",
    ),
    (
        "motion.rs",
        "translate({}px,{}px)scale({})",
        "a CSS transform: where a played card starts",
    ),
    ("net.rs", "POST", "an HTTP method"),
    (
        "online/mod.rs",
        "N",
        "a seat's letter in the online tables' addresses (docs/PROTOCOL.md)",
    ),
    ("online/mod.rs", "E", "a seat's letter in addresses"),
    ("online/mod.rs", "S", "a seat's letter in addresses"),
    ("online/mod.rs", "W", "a seat's letter in addresses"),
    (
        "online/mod.rs",
        "GBridge",
        "the view's `game` on the wire (docs/PROTOCOL.md), which picks the view's shape",
    ),
    (
        "worker.rs",
        "\"WorkerLoaded\"",
        "JSON of a variant of the worker library's envelope",
    ),
];

/// A string literal found in a source file.
#[derive(Debug)]
struct Literal {
    line: usize,
    text: String,
    /// The literal is the value of a `class=` attribute.
    class_value: bool,
}

/// The string literals of Rust source `src` (plain, raw and byte strings),
/// skipping comments and char literals.
fn literals(src: &str) -> Vec<Literal> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let before = |i: usize| -> String {
        let head: String = chars[..i].iter().collect();
        head.trim_end().to_string()
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if c == '\'' {
            // A char literal ('a', '\n', '\u{1F0A1}') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
            }
        } else if c == '"' || ((c == 'r' || c == 'b') && starts_raw_or_byte(&chars, i)) {
            let start_line = line;
            let class_value = before(i).ends_with("class=");
            // Prefix: b, r, br, then hashes.
            let mut j = i;
            let mut raw = false;
            while chars[j] == 'b' || chars[j] == 'r' {
                raw |= chars[j] == 'r';
                j += 1;
            }
            let mut hashes = 0;
            while chars[j] == '#' {
                hashes += 1;
                j += 1;
            }
            j += 1; // the opening quote
            let mut text = String::new();
            while j < chars.len() {
                let d = chars[j];
                if d == '\n' {
                    line += 1;
                }
                if !raw && d == '\\' {
                    if let Some(&e) = chars.get(j + 1) {
                        if e == '\n' {
                            line += 1;
                        }
                        text.push(match e {
                            'n' | '\n' => ' ',
                            other => other,
                        });
                    }
                    j += 2;
                    continue;
                }
                if d == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                text.push(d);
                j += 1;
            }
            out.push(Literal {
                line: start_line,
                text,
                class_value,
            });
            i = j;
        } else if c.is_alphanumeric() || c == '_' {
            // An identifier: skip it whole, so `for`'s r is not a raw string.
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Whether `chars[i..]` starts a raw or byte string (`r"`, `r#"`, `b"`, `br"`).
fn starts_raw_or_byte(chars: &[char], i: usize) -> bool {
    let mut j = i;
    if chars.get(j) == Some(&'b') {
        j += 1;
    }
    if chars.get(j) == Some(&'r') {
        j += 1;
        while chars.get(j) == Some(&'#') {
            j += 1;
        }
    }
    j > i && chars.get(j) == Some(&'"')
}

/// The text of a literal without its format placeholders (`{}`, `{name}`,
/// `{:+}`); `{{` and `}}` are braces.
fn without_placeholders(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                out.push('{');
            }
            '}' if chars.peek() == Some(&'}') => {
                chars.next();
                out.push('}');
            }
            '{' => {
                for d in chars.by_ref() {
                    if d == '}' {
                        break;
                    }
                }
            }
            c => out.push(c),
        }
    }
    out
}

/// Whether a token is machine text: an id, key, role, attribute or class
/// name (lowercase), or a path, URL, MIME type or selector.
fn is_machine_token(word: &str) -> bool {
    word.contains(['.', '/', '#', '=', ':', '?', '&'])
        || word
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

/// Whether a literal reads as words meant for people. `classes` are the
/// class names defined in `style/main.css`.
fn is_prose(literal: &str, class_value: bool, classes: &[String]) -> bool {
    let text = without_placeholders(literal);
    if !text.chars().any(char::is_alphabetic) {
        return false; // symbols, numbers, format skeletons
    }
    if text.chars().any(|c| c.is_alphabetic() && !c.is_ascii()) {
        return true; // Japanese, accented words
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let lowercase = |w: &&str| {
        w.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
    };
    match words.as_slice() {
        [word] => !is_machine_token(word),
        // A class list: the value of `class=`, or every word a class of
        // the style sheet.
        _ => {
            !(words.iter().all(lowercase)
                && (class_value || words.iter().all(|w| classes.iter().any(|c| c == w))))
        }
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/web")
        .map(|e| e.expect("an entry").path())
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

/// The class names of the style sheet.
fn css_classes(root: &Path) -> Vec<String> {
    let css = std::fs::read_to_string(root.join("style/main.css")).expect("style/main.css");
    let mut classes = Vec::new();
    let chars: Vec<char> = css.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == '.' && chars.get(i + 1).is_some_and(|d| d.is_ascii_lowercase()) {
            let name: String = chars[i + 1..]
                .iter()
                .take_while(|d| d.is_ascii_alphanumeric() || **d == '-' || **d == '_')
                .collect();
            classes.push(name);
        }
    }
    classes.sort();
    classes.dedup();
    classes
}

#[test]
fn components_hold_no_literal_prose() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let web = root.join("src/web");
    let classes = css_classes(root);
    let mut files = Vec::new();
    rust_files(&web, &mut files);
    assert!(files.len() > 5, "src/web/ was not found");
    let mut found = Vec::new();
    for path in files {
        let relative = path
            .strip_prefix(&web)
            .expect("under src/web")
            .to_string_lossy()
            .replace('\\', "/");
        if EXCLUDED.contains(&relative.as_str()) {
            continue;
        }
        let src = std::fs::read_to_string(&path).expect("a source file");
        for lit in literals(&src) {
            let allowed = ALLOWED
                .iter()
                .any(|(file, token, _)| *file == relative && *token == lit.text);
            if !allowed && is_prose(&lit.text, lit.class_value, &classes) {
                found.push(format!("src/web/{relative}:{}: {:?}", lit.line, lit.text));
            }
        }
    }
    assert!(
        found.is_empty(),
        "literal prose in the page; put it in the catalog (crates/i18n/locales/*.ftl) and ask Lang for it:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scanner_tells_prose_from_machine_text() {
    let classes: Vec<String> = ["slot", "north", "hand", "plain"]
        .map(String::from)
        .to_vec();
    for prose in [
        "Share link",
        "HCP",
        "{hcp} HCP",
        "NS",
        "Open hand file (.HND, .PBN)…",
        "the file could not be read",
        "{name}: no deal could be read; your match is unchanged.",
        "ファイルと共有",
        "Board",
        "Escape",
    ] {
        assert!(is_prose(prose, false, &classes), "{prose:?} is prose");
    }
    for machine in [
        "plain",
        "slot north",
        "text/plain",
        ".hnd,.HND,.pbn,.PBN,text/plain",
        "./worker_loader.js?build={}#{role}",
        "{:+}",
        "{} {} ({}/{})",
        "—",
        "‹",
        "halfbridge-{}.hnd",
        "aria-pressed",
        "#d=",
    ] {
        assert!(
            !is_prose(machine, false, &classes),
            "{machine:?} is not prose"
        );
    }
    assert!(
        !is_prose("comparison pending", true, &classes),
        "a class= value"
    );
    assert!(
        is_prose("comparison pending", false, &classes),
        "not classes of the style sheet"
    );

    let src = "// \"Not this\"\nlet a = \"Hello there\"; /* \"nor this\" */ let c = 'x'; fn f<'a>() {}\nlet b = r#\"Raw \"words\"\"#; view! { <p class=\"x y\">\"Text\"</p> }";
    let lits: Vec<(usize, String, bool)> = literals(src)
        .into_iter()
        .map(|l| (l.line, l.text, l.class_value))
        .collect();
    assert_eq!(
        lits,
        [
            (2, "Hello there".to_string(), false),
            (3, "Raw \"words\"".to_string(), false),
            (3, "x y".to_string(), true),
            (3, "Text".to_string(), false)
        ]
    );
}
