//! Compiles the catalog: reads every `locales/<code>.ftl` (Fluent), checks
//! it against `locales/en.ftl`, the reference, and writes Rust
//! (`$OUT_DIR/catalog.rs`, included by `src/catalog.rs`) that holds only
//! the texts and their patterns as static data. No Fluent parser goes into
//! the page: the files are parsed here, with `fluent-syntax`.
//!
//! The build fails, naming `file:line`, when a file does not parse, a
//! message of the English file is missing from another (or one is there
//! that English lacks), a message's variables differ from English's, a
//! variant key is not a plural category the language's CLDR rules can
//! select for a whole number, or the file uses a Fluent feature the
//! catalog does not have (see `Unsupported` below): attributes,
//! functions other than `NUMBER($x, signDisplay: "always")`, selectors
//! other than a variable. Message and term references are resolved here,
//! so a message's text may use `{ -term }` or `{ other-message }`.
//!
//! The plural rules come from `intl_pluralrules` (CLDR) here, at build
//! time, and reach the page as a table of 200 letters per language
//! (`plural_table`): the crate in the page cost 7 KB gzip, the table a few
//! bytes.

use fluent_syntax::ast;
use fluent_syntax::parser;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use unic_langid::LanguageIdentifier;

/// One piece of a resolved pattern.
#[derive(Debug, Clone)]
enum Node {
    Text(String),
    /// A variable's value, as it is (a number in plain digits).
    Var(String),
    /// `NUMBER($x, signDisplay: "always")`: a number with its sign, `+3`.
    Signed(String),
    /// A select expression on a variable's value.
    Select {
        var: String,
        variants: Vec<(Key, Vec<Node>)>,
        default: usize,
    },
}

/// A variant's key: an exact number (`[0]`) or a plural category (`[one]`).
#[derive(Debug, Clone)]
enum Key {
    Number(i64),
    Category(String),
}

/// One language's file, read and resolved.
struct Locale {
    code: String,
    /// Its plural rules for whole numbers ([`plural_table`]).
    plurals: String,
    /// The file's messages in order: id, line, resolved pattern, the
    /// variables it uses, its comment.
    messages: Vec<Message>,
}

struct Message {
    id: String,
    line: usize,
    nodes: Vec<Node>,
    vars: BTreeSet<String>,
    comment: String,
}

/// An error at `file:line`.
struct Error(String);

fn line_of(source: &str, byte: usize) -> usize {
    source[..byte.min(source.len())].matches('\n').count() + 1
}

/// The line on which the entry `id` (`-id` for a term) is defined.
fn entry_line(source: &str, id: &str) -> usize {
    source
        .lines()
        .position(|l| {
            l.strip_prefix(id)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
        .map_or(1, |i| i + 1)
}

/// The integer plural categories of a language by its CLDR rules.
fn categories(language: &str) -> Option<BTreeSet<&'static str>> {
    let langid: LanguageIdentifier = language.parse().ok()?;
    let rules = PluralRules::create(langid, PluralRuleType::CARDINAL).ok()?;
    let samples = (0..=1100_i64).chain((1..=10).map(|k| k * 1_000_000));
    // `other` is every language's (fractions, at least), and Fluent's default.
    let mut found: BTreeSet<&'static str> = samples
        .filter_map(|n| rules.select(n).ok())
        .map(category_name)
        .collect();
    found.insert("other");
    Some(found)
}

/// How many numbers the compact plural table lists: 0 to 199 as they
/// are, and from 200 on by the last two digits (`n % 100 + 100`).
const PLURAL_TABLE: i64 = 200;

/// A language's CLDR cardinal rules for whole numbers, from
/// `intl_pluralrules` here at build time, as one letter a number (`z`ero,
/// `o`ne, `t`wo, `f`ew, `m`any, `x` other) for 0 to 199, read past 199 by
/// `n % 100 + 100` (the page's `catalog::Locale::plural`). `None` when the
/// rules are not that periodic (checked against the crate for every number
/// to 100,000 and for large ones): such a language needs another table.
fn plural_table(language: &str) -> Option<String> {
    let langid: LanguageIdentifier = language.parse().ok()?;
    let rules = PluralRules::create(langid, PluralRuleType::CARDINAL).ok()?;
    let letter = |n: i64| -> Option<char> {
        Some(match rules.select(n).ok()? {
            PluralCategory::ZERO => 'z',
            PluralCategory::ONE => 'o',
            PluralCategory::TWO => 't',
            PluralCategory::FEW => 'f',
            PluralCategory::MANY => 'm',
            PluralCategory::OTHER => 'x',
        })
    };
    let table: String = (0..PLURAL_TABLE).map(letter).collect::<Option<_>>()?;
    let read = |n: i64| {
        let n = if n < PLURAL_TABLE { n } else { n % 100 + 100 };
        table.chars().nth(usize::try_from(n).ok()?)
    };
    let large = (1..=18).flat_map(|k| {
        let p = 10_i64.pow(k);
        [p, p + 1, 2 * p, 3 * p + 2, 5 * p + 11, 7 * p + 21]
    });
    let consistent = (0..=100_000).chain(large).all(|n| read(n) == letter(n));
    consistent.then_some(table)
}

fn category_name(c: PluralCategory) -> &'static str {
    match c {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    }
}

/// Resolves one file's entries into patterns of [`Node`]s.
struct Resolver<'a> {
    file: &'a str,
    source: &'a str,
    messages: HashMap<&'a str, &'a ast::Pattern<&'a str>>,
    terms: HashMap<&'a str, &'a ast::Pattern<&'a str>>,
    /// The plural categories the language has, for checking keys.
    categories: &'a BTreeSet<&'static str>,
    /// References being resolved, to catch cycles.
    stack: Vec<String>,
}

impl Resolver<'_> {
    fn err(&self, id: &str, what: impl std::fmt::Display) -> Error {
        let line = entry_line(self.source, id);
        Error(format!("{}:{line}: {id}: {what}", self.file))
    }

    fn pattern(&mut self, id: &str, pattern: &ast::Pattern<&str>) -> Result<Vec<Node>, Error> {
        let mut nodes = Vec::new();
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => push_text(&mut nodes, value),
                ast::PatternElement::Placeable { expression } => {
                    self.expression(id, expression, &mut nodes)?;
                }
            }
        }
        Ok(nodes)
    }

    fn expression(
        &mut self,
        id: &str,
        expression: &ast::Expression<&str>,
        nodes: &mut Vec<Node>,
    ) -> Result<(), Error> {
        match expression {
            ast::Expression::Inline(inline) => self.inline(id, inline, nodes),
            ast::Expression::Select { selector, variants } => {
                let ast::InlineExpression::VariableReference { id: var } = selector else {
                    return Err(self.err(id, "a selector must be a variable, like { $count -> … }"));
                };
                let mut resolved = Vec::new();
                let mut default = 0;
                for (i, variant) in variants.iter().enumerate() {
                    let key = match &variant.key {
                        ast::VariantKey::NumberLiteral { value } => {
                            Key::Number(value.parse().map_err(|_| {
                                self.err(
                                    id,
                                    format!("[{value}]: a number key must be a whole number"),
                                )
                            })?)
                        }
                        ast::VariantKey::Identifier { name } => {
                            if !self.categories.contains(name) {
                                let known: Vec<_> = self.categories.iter().copied().collect();
                                return Err(self.err(
                                    id,
                                    format!(
                                        "[{name}] is not a plural category of this language (CLDR gives whole numbers: {})",
                                        known.join(", ")
                                    ),
                                ));
                            }
                            Key::Category((*name).to_string())
                        }
                    };
                    if variant.default {
                        default = i;
                    }
                    resolved.push((key, self.pattern(id, &variant.value)?));
                }
                nodes.push(Node::Select {
                    var: var.name.to_string(),
                    variants: resolved,
                    default,
                });
                Ok(())
            }
        }
    }

    fn inline(
        &mut self,
        id: &str,
        inline: &ast::InlineExpression<&str>,
        nodes: &mut Vec<Node>,
    ) -> Result<(), Error> {
        match inline {
            ast::InlineExpression::StringLiteral { value } => {
                push_text(
                    nodes,
                    &fluent_syntax::unicode::unescape_unicode_to_string(value),
                );
            }
            ast::InlineExpression::NumberLiteral { value } => push_text(nodes, value),
            ast::InlineExpression::VariableReference { id: var } => {
                nodes.push(Node::Var(var.name.to_string()));
            }
            ast::InlineExpression::FunctionReference {
                id: function,
                arguments,
            } => {
                let signed = arguments.named.len() == 1
                    && arguments.named[0].name.name == "signDisplay"
                    && matches!(
                        arguments.named[0].value,
                        ast::InlineExpression::StringLiteral { value: "always" }
                    );
                match (function.name, arguments.positional.as_slice()) {
                    ("NUMBER", [ast::InlineExpression::VariableReference { id: var }])
                        if arguments.named.is_empty() || signed =>
                    {
                        let var = var.name.to_string();
                        nodes.push(if signed {
                            Node::Signed(var)
                        } else {
                            Node::Var(var)
                        });
                    }
                    _ => {
                        return Err(self.err(
                            id,
                            "the only function is NUMBER($variable) or NUMBER($variable, signDisplay: \"always\")",
                        ));
                    }
                }
            }
            ast::InlineExpression::MessageReference {
                id: other,
                attribute,
            } => {
                if attribute.is_some() {
                    return Err(self.err(id, "attributes are not used"));
                }
                let pattern = *self
                    .messages
                    .get(other.name)
                    .ok_or_else(|| self.err(id, format!("no message {}", other.name)))?;
                self.reference(id, other.name, pattern, nodes)?;
            }
            ast::InlineExpression::TermReference {
                id: term,
                attribute,
                arguments,
            } => {
                if attribute.is_some() || arguments.is_some() {
                    return Err(self.err(id, "terms take no attribute or argument here"));
                }
                let pattern = *self
                    .terms
                    .get(term.name)
                    .ok_or_else(|| self.err(id, format!("no term -{}", term.name)))?;
                self.reference(id, &format!("-{}", term.name), pattern, nodes)?;
            }
            ast::InlineExpression::Placeable { expression } => {
                self.expression(id, expression, nodes)?;
            }
        }
        Ok(())
    }

    /// Inlines another message's or a term's pattern.
    fn reference(
        &mut self,
        id: &str,
        name: &str,
        pattern: &ast::Pattern<&str>,
        nodes: &mut Vec<Node>,
    ) -> Result<(), Error> {
        if self.stack.iter().any(|s| s == name) {
            return Err(self.err(id, format!("{name} refers to itself")));
        }
        self.stack.push(name.to_string());
        let inner = self.pattern(id, pattern)?;
        self.stack.pop();
        for node in inner {
            match node {
                Node::Text(t) => push_text(nodes, &t),
                other => nodes.push(other),
            }
        }
        Ok(())
    }
}

fn push_text(nodes: &mut Vec<Node>, text: &str) {
    if let Some(Node::Text(last)) = nodes.last_mut() {
        last.push_str(text);
    } else if !text.is_empty() {
        nodes.push(Node::Text(text.to_string()));
    }
}

/// Whether a text holds a character the catalog's code uses.
fn has_control(nodes: &[Node]) -> bool {
    nodes.iter().any(|node| match node {
        Node::Text(t) => t.chars().any(|c| c <= '\u{8}'),
        Node::Var(_) | Node::Signed(_) => false,
        Node::Select { variants, .. } => variants.iter().any(|(_, n)| has_control(n)),
    })
}

fn collect_vars(nodes: &[Node], vars: &mut BTreeSet<String>) {
    for node in nodes {
        match node {
            Node::Text(_) => {}
            Node::Var(v) | Node::Signed(v) => {
                vars.insert(v.clone());
            }
            Node::Select { var, variants, .. } => {
                vars.insert(var.clone());
                for (_, nodes) in variants {
                    collect_vars(nodes, vars);
                }
            }
        }
    }
}

/// Reads and resolves one `.ftl` file.
fn read_locale(path: &Path) -> Result<Locale, Vec<Error>> {
    let file = format!(
        "crates/i18n/locales/{}",
        path.file_name().unwrap_or_default().to_string_lossy()
    );
    let code = path
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .to_string();
    let source = std::fs::read_to_string(path)
        .map_err(|e| vec![Error(format!("{file}: cannot read: {e}"))])?;
    let resource = match parser::parse(source.as_str()) {
        Ok(r) => r,
        Err((_, errors)) => {
            return Err(errors
                .into_iter()
                .map(|e| {
                    let line = line_of(&source, e.pos.start);
                    Error(format!("{file}:{line}: {}", e.kind))
                })
                .collect());
        }
    };
    let language = code.split('-').next().unwrap_or_default();
    let Some(categories) = categories(language) else {
        return Err(vec![Error(format!(
            "{file}:1: the file's name must be a language code with CLDR plural rules (en.ftl, fr.ftl, zh-Hant.ftl); {code:?} has none"
        ))]);
    };
    let mut errors = Vec::new();
    let mut messages = HashMap::new();
    let mut terms = HashMap::new();
    let mut order = Vec::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let line = entry_line(&source, m.id.name);
                if !m.attributes.is_empty() {
                    errors.push(Error(format!(
                        "{file}:{line}: {}: attributes are not used",
                        m.id.name
                    )));
                }
                let Some(value) = &m.value else {
                    errors.push(Error(format!("{file}:{line}: {}: no text", m.id.name)));
                    continue;
                };
                if messages.insert(m.id.name, value).is_some() {
                    errors.push(Error(format!(
                        "{file}:{line}: {} is defined twice",
                        m.id.name
                    )));
                }
                let comment = m
                    .comment
                    .as_ref()
                    .map(|c| c.content.join(" "))
                    .unwrap_or_default();
                order.push((m.id.name, line, comment));
            }
            ast::Entry::Term(t) => {
                terms.insert(t.id.name, &t.value);
            }
            ast::Entry::Junk { content } => {
                let at = content.as_ptr() as usize - source.as_ptr() as usize;
                errors.push(Error(format!(
                    "{file}:{}: cannot be read",
                    line_of(&source, at)
                )));
            }
            _ => {}
        }
    }
    let mut resolver = Resolver {
        file: &file,
        source: &source,
        messages,
        terms,
        categories: &categories,
        stack: Vec::new(),
    };
    let mut resolved = Vec::new();
    for (id, line, comment) in order {
        let pattern = resolver.messages[id];
        resolver.stack = vec![id.to_string()];
        match resolver.pattern(id, pattern) {
            Ok(nodes) if has_control(&nodes) => {
                errors.push(Error(format!(
                    "{file}:{line}: {id}: a control character (U+0000 to U+0008) in the text"
                )));
            }
            Ok(nodes) => {
                let mut vars = BTreeSet::new();
                collect_vars(&nodes, &mut vars);
                resolved.push(Message {
                    id: id.to_string(),
                    line,
                    nodes,
                    vars,
                    comment,
                });
            }
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let Some(plurals) = plural_table(language) else {
        return Err(vec![Error(format!(
            "{file}:1: {language}'s CLDR plural rules do not fit the catalog's table (past 199 by the last two digits): extend plural_table in build.rs"
        ))]);
    };
    Ok(Locale {
        code,
        plurals,
        messages: resolved,
    })
}

/// `vul-none` → `VulNone`; `total2` → `Total2`.
fn camel(id: &str) -> String {
    id.split('-')
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or_else(String::new, |c| {
                c.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

/// Checks every locale against English: the same messages, each with the
/// same variables.
fn check(english: &Locale, other: &Locale) -> Vec<Error> {
    let file = |l: &Locale| format!("crates/i18n/locales/{}.ftl", l.code);
    let mut errors = Vec::new();
    let theirs: HashMap<&str, &Message> =
        other.messages.iter().map(|m| (m.id.as_str(), m)).collect();
    let ours: HashMap<&str, &Message> = english
        .messages
        .iter()
        .map(|m| (m.id.as_str(), m))
        .collect();
    for m in &english.messages {
        match theirs.get(m.id.as_str()) {
            None => errors.push(Error(format!(
                "{}:{}: {} is missing from {} (every message of en.ftl must be in every language)",
                file(english),
                m.line,
                m.id,
                file(other)
            ))),
            Some(t) if t.vars != m.vars => {
                let list = |v: &BTreeSet<String>| {
                    v.iter()
                        .map(|v| format!("${v}"))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                errors.push(Error(format!(
                    "{}:{}: {} uses the variables [{}], but en.ftl's uses [{}]",
                    file(other),
                    t.line,
                    m.id,
                    list(&t.vars),
                    list(&m.vars)
                )));
            }
            Some(_) => {}
        }
    }
    for m in &other.messages {
        if !ours.contains_key(m.id.as_str()) {
            errors.push(Error(format!(
                "{}:{}: {} is not a message of en.ftl (a misspelt or removed id?)",
                file(other),
                m.line,
                m.id
            )));
        }
    }
    errors
}

fn rust_str(s: &str) -> String {
    format!("{s:?}")
}

/// A pattern in the catalog's code (`src/catalog.rs` reads it): text as
/// it is; `\u{1}` and an argument's index (`'0'` + index) for its value,
/// `\u{2}` and the index for a number with its sign; `\u{3}` and the
/// index for a select, then each variant as `\u{4}`, `*` when it is the
/// default, its key, `\u{5}` and its pattern, and `\u{6}` to end it. The
/// arguments are numbered by `vars` (English's, sorted).
fn encode(nodes: &[Node], vars: &[&String], out: &mut String) {
    let index = |v: &String| {
        let i = vars
            .iter()
            .position(|x| *x == v)
            .expect("checked against English");
        char::from(b'0' + u8::try_from(i).expect("fewer than 10 variables"))
    };
    for node in nodes {
        match node {
            Node::Text(t) => out.push_str(t),
            Node::Var(v) => {
                out.push('\u{1}');
                out.push(index(v));
            }
            Node::Signed(v) => {
                out.push('\u{2}');
                out.push(index(v));
            }
            Node::Select {
                var,
                variants,
                default,
            } => {
                out.push('\u{3}');
                out.push(index(var));
                for (i, (key, nodes)) in variants.iter().enumerate() {
                    out.push('\u{4}');
                    if i == *default {
                        out.push('*');
                    }
                    match key {
                        Key::Number(n) => write!(out, "{n}").ok(),
                        Key::Category(c) => write!(out, "{c}").ok(),
                    };
                    out.push('\u{5}');
                    encode(nodes, vars, out);
                }
                out.push('\u{6}');
            }
        }
    }
}

fn doc(comment: &str) -> String {
    if comment.is_empty() {
        "    /// (No comment in en.ftl.)\n".to_string()
    } else {
        format!("    /// {comment}\n")
    }
}

fn generate(locales: &[Locale]) -> String {
    let english = locales.iter().find(|l| l.code == "en").expect("checked");
    let (texts, patterns): (Vec<&Message>, Vec<&Message>) =
        english.messages.iter().partition(|m| m.vars.is_empty());
    let mut out =
        String::from("// Generated by crates/i18n/build.rs from crates/i18n/locales/*.ftl.\n\n");
    out.push_str("/// A message of the catalog without variables, by its id in `en.ftl`.\n");
    out.push_str("#[derive(Debug, Clone, Copy, PartialEq, Eq)]\n#[allow(dead_code, clippy::enum_variant_names)]\npub(crate) enum Text {\n");
    for m in &texts {
        writeln!(out, "{}    {},", doc(&m.comment), camel(&m.id)).ok();
    }
    write!(out, "}}\n\n/// How many [`Text`]s there are: the [`Pattern`]s follow them.\npub(crate) const TEXTS: usize = {};\n", texts.len()).ok();
    out.push_str("\n/// A message of the catalog with variables, by its id in `en.ftl`.\n");
    out.push_str("#[derive(Debug, Clone, Copy, PartialEq, Eq)]\n#[allow(dead_code)]\npub(crate) enum Pattern {\n");
    for m in &patterns {
        writeln!(out, "{}    {},", doc(&m.comment), camel(&m.id)).ok();
    }
    out.push_str("}\n\n");
    // The arguments of each pattern, named as its variables.
    out.push_str("/// The values of each [`Pattern`], one field a variable.\n#[allow(dead_code)]\npub(crate) mod args {\n    use super::{Arg, Locale, Pattern};\n");
    for m in &patterns {
        let name = camel(&m.id);
        write!(
            out,
            "\n    /// The values of `{}`.\n    pub(crate) struct {name}<'a> {{\n",
            m.id
        )
        .ok();
        for v in &m.vars {
            writeln!(out, "        pub(crate) {v}: Arg<'a>,").ok();
        }
        write!(
            out,
            "    }}\n\n    impl {name}<'_> {{\n        /// The message in `locale`.\n        pub(crate) fn format(&self, locale: &Locale) -> String {{\n            locale.format(Pattern::{name}, &[{}])\n        }}\n    }}\n",
            m.vars.iter().map(|v| format!("self.{v}")).collect::<Vec<_>>().join(", ")
        )
        .ok();
    }
    out.push_str("}\n\n");
    write!(out, "/// Every language's catalog, by file name.\npub(crate) static LOCALES: [Locale; {}] = [\n", locales.len()).ok();
    for locale in locales {
        let by_id: HashMap<&str, &Message> =
            locale.messages.iter().map(|m| (m.id.as_str(), m)).collect();
        // Every message in one string, the texts' then the patterns', each
        // ending at its offset: a few bytes a message in the page.
        let mut all = String::new();
        let mut ends = Vec::new();
        for m in texts.iter().chain(&patterns) {
            let vars: Vec<&String> = m.vars.iter().collect();
            encode(&by_id[m.id.as_str()].nodes, &vars, &mut all);
            ends.push(u16::try_from(all.len()).expect("a language's texts fit in 64 KB"));
        }
        write!(
            out,
            "    Locale {{\n        code: {},\n        plurals: {},\n        messages: {},\n        ends: &{:?},\n    }},\n",
            rust_str(&locale.code),
            rust_str(&locale.plurals),
            rust_str(&all),
            ends
        )
        .ok();
    }
    out.push_str("];\n\n/// Each catalog's code, as in [`LOCALES`].\n");
    writeln!(
        out,
        "pub(crate) const CODES: [&str; {}] = [{}];",
        locales.len(),
        locales
            .iter()
            .map(|l| rust_str(&l.code))
            .collect::<Vec<_>>()
            .join(", ")
    )
    .ok();
    out
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    paths.retain(|p| p.extension().is_some_and(|e| e == "ftl"));
    paths.sort();
    let mut errors = Vec::new();
    let mut locales = Vec::new();
    for path in &paths {
        println!("cargo:rerun-if-changed={}", path.display());
        match read_locale(path) {
            Ok(l) => locales.push(l),
            Err(e) => errors.extend(e),
        }
    }
    if let Some(english) = locales.iter().find(|l| l.code == "en") {
        for other in locales.iter().filter(|l| l.code != "en") {
            errors.extend(check(english, other));
        }
    } else if errors.is_empty() {
        errors.push(Error(
            "crates/i18n/locales/en.ftl: missing: English is the reference".into(),
        ));
    }
    if !errors.is_empty() {
        for Error(e) in &errors {
            eprintln!("error: {e}");
        }
        eprintln!(
            "error: the catalog cannot be built: {} errors above",
            errors.len()
        );
        std::process::exit(1);
    }
    let out =
        PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalog.rs");
    std::fs::write(&out, generate(&locales)).expect("OUT_DIR is writable");
}
