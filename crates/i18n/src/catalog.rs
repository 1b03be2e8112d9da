//! The compiled catalog: `build.rs` reads `locales/*.ftl` and generates
//! the texts ([`Text`]), the patterns with variables ([`Pattern`], their
//! values in [`args`]) and each language's data ([`LOCALES`]); this module
//! formats a pattern with its values, and selects a number's CLDR plural
//! category with `intl_pluralrules` (the crate Fluent itself uses).

use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

/// A value given to a pattern: text, or a whole number (which selects a
/// variant by its exact value, `[0]`, or by its plural category, `[one]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Arg<'a> {
    /// Text, placed as it is.
    Str(&'a str),
    /// A whole number, written in plain digits.
    Int(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(s)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Str(s)
    }
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_arg!(u8, u32, usize, i32, i64);

/// One piece of a pattern.
#[derive(Debug)]
pub(crate) enum Part {
    /// Text.
    Text(&'static str),
    /// The value of the argument at this index.
    Arg(u8),
    /// A number with its sign always written: `+3`, `-1`, `+0`.
    Signed(u8),
    /// A select expression on the argument at the first index: the
    /// variant whose key matches, else the one at the second index.
    Select(u8, u8, &'static [(Key, &'static [Part])]),
}

/// A variant's key.
#[derive(Debug)]
pub(crate) enum Key {
    /// Matches this exact number.
    Number(i64),
    /// Matches a number of this CLDR plural category (`one`, `other`…).
    Category(&'static str),
}

/// One language's compiled catalog.
#[derive(Debug)]
pub(crate) struct Locale {
    /// The file's name: a BCP 47 code (`en`, `zh-Hant`).
    pub(crate) code: &'static str,
    /// The code's language subtag, which names its CLDR plural rules.
    pub(crate) language: &'static str,
    /// Every [`Text`], in its order.
    pub(crate) texts: &'static [&'static str],
    /// Every [`Pattern`], in its order.
    pub(crate) patterns: &'static [&'static [Part]],
}

impl Locale {
    /// A text.
    pub(crate) fn text(&self, text: Text) -> &'static str {
        self.texts[text as usize]
    }

    /// A pattern with its values (in the order of its variables' names).
    pub(crate) fn format(&self, pattern: Pattern, args: &[Arg<'_>]) -> String {
        let mut out = String::new();
        self.write(&mut out, self.patterns[pattern as usize], args);
        out
    }

    fn write(&self, out: &mut String, parts: &[Part], args: &[Arg<'_>]) {
        use core::fmt::Write as _;
        let arg = |i: &u8| args.get(usize::from(*i)).copied().unwrap_or(Arg::Str(""));
        for part in parts {
            match part {
                Part::Text(t) => out.push_str(t),
                Part::Arg(i) => match arg(i) {
                    Arg::Str(s) => out.push_str(s),
                    Arg::Int(n) => {
                        let _ = write!(out, "{n}");
                    }
                },
                Part::Signed(i) => match arg(i) {
                    Arg::Str(s) => out.push_str(s),
                    Arg::Int(n) => {
                        let _ = write!(out, "{n:+}");
                    }
                },
                Part::Select(i, default, variants) => {
                    let chosen = match arg(i) {
                        Arg::Int(n) => {
                            let exact = variants
                                .iter()
                                .position(|(k, _)| matches!(k, Key::Number(m) if *m == n));
                            exact.or_else(|| {
                                let category = plural_category(self.language, n);
                                variants.iter().position(
                                    |(k, _)| matches!(k, Key::Category(c) if *c == category),
                                )
                            })
                        }
                        Arg::Str(_) => None,
                    };
                    let (_, parts) = &variants[chosen.unwrap_or(usize::from(*default))];
                    self.write(out, parts, args);
                }
            }
        }
    }
}

/// The CLDR plural category of a whole number in a language (its
/// subtag: `en`, `fr`, `zh`): `one`, `few`, `many`, `other`…
pub(crate) fn plural_category(language: &str, n: i64) -> &'static str {
    let Ok(langid) = language.parse::<LanguageIdentifier>() else {
        return "other";
    };
    let category = PluralRules::create(langid, PluralRuleType::CARDINAL).and_then(|r| r.select(n));
    match category {
        Ok(PluralCategory::ZERO) => "zero",
        Ok(PluralCategory::ONE) => "one",
        Ok(PluralCategory::TWO) => "two",
        Ok(PluralCategory::FEW) => "few",
        Ok(PluralCategory::MANY) => "many",
        _ => "other",
    }
}

/// The index in [`LOCALES`] of the file `<code>.ftl`, at compile time: a
/// [`crate::Lang`] without its file does not build.
pub(crate) const fn locale_index(code: &str) -> usize {
    let mut i = 0;
    while i < CODES.len() {
        let a = CODES[i].as_bytes();
        let b = code.as_bytes();
        if a.len() == b.len() {
            let mut j = 0;
            while j < a.len() && a[j] == b[j] {
                j += 1;
            }
            if j == a.len() {
                return i;
            }
        }
        i += 1;
    }
    panic!("a language of Lang has no file crates/i18n/locales/<code>.ftl")
}

include!(concat!(env!("OUT_DIR"), "/catalog.rs"));
