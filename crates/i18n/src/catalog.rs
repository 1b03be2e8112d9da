//! The compiled catalog: `build.rs` reads `locales/*.ftl` and generates
//! the texts ([`Text`]), the patterns with variables ([`Pattern`], their
//! values in [`args`]) and each language's data ([`LOCALES`]: its messages
//! in one string); this module reads a text, formats a pattern with its
//! values, and selects a number's CLDR plural category from the table
//! `build.rs` made with `intl_pluralrules` (the crate Fluent itself uses).

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

/// One language's compiled catalog: every message in one string, in the
/// code `build.rs` writes (its `encode` says how).
#[derive(Debug)]
pub(crate) struct Locale {
    /// The file's name: a BCP 47 code (`en`, `zh-Hant`).
    pub(crate) code: &'static str,
    /// Its CLDR plural rules for whole numbers: the category of 0 to 199,
    /// one letter each (`z`ero, `o`ne, `t`wo, `f`ew, `m`any, `x` other),
    /// past 199 that of `n % 100 + 100` (`build.rs` checks that this holds).
    pub(crate) plurals: &'static str,
    /// Every [`Text`], then every [`Pattern`], one after the other.
    pub(crate) messages: &'static str,
    /// Where each message ends in `messages`.
    pub(crate) ends: &'static [u16],
}

/// The codes of the patterns: a value, a signed number, a select, one of
/// its variants, a variant's key's end, the select's end.
const VALUE: u8 = 1;
const SIGNED: u8 = 2;
const SELECT: u8 = 3;
const VARIANT: u8 = 4;
const KEY_END: u8 = 5;
const SELECT_END: u8 = 6;

impl Locale {
    /// Message `index`'s code.
    fn message(&self, index: usize) -> &'static str {
        let end = self.ends.get(index).map_or(0, |&e| usize::from(e));
        let start = index
            .checked_sub(1)
            .and_then(|i| self.ends.get(i))
            .map_or(0, |&e| usize::from(e));
        self.messages.get(start..end).unwrap_or_default()
    }

    /// The CLDR plural category of a whole number: `one`, `few`, `many`,
    /// `other`…
    pub(crate) fn plural(&self, n: i64) -> &'static str {
        let n = n.unsigned_abs();
        let n = if n < 200 { n } else { n % 100 + 100 };
        let letter = usize::try_from(n)
            .ok()
            .and_then(|i| self.plurals.as_bytes().get(i));
        match letter {
            Some(b'z') => "zero",
            Some(b'o') => "one",
            Some(b't') => "two",
            Some(b'f') => "few",
            Some(b'm') => "many",
            _ => "other",
        }
    }

    /// A text.
    pub(crate) fn text(&self, text: Text) -> &'static str {
        self.message(text as usize)
    }

    /// A pattern with its values (in the order of its variables' names).
    pub(crate) fn format(&self, pattern: Pattern, args: &[Arg<'_>]) -> String {
        let mut out = String::new();
        self.write(&mut out, self.message(TEXTS + pattern as usize), args);
        out
    }

    fn write(&self, out: &mut String, code: &str, args: &[Arg<'_>]) {
        use core::fmt::Write as _;
        let bytes = code.as_bytes();
        let arg = |i: usize| {
            let index = bytes
                .get(i)
                .map_or(0, |b| usize::from(b.saturating_sub(b'0')));
            args.get(index).copied().unwrap_or(Arg::Str(""))
        };
        let mut i = 0;
        while let Some(&b) = bytes.get(i) {
            match b {
                VALUE | SIGNED => {
                    match arg(i + 1) {
                        Arg::Str(s) => out.push_str(s),
                        Arg::Int(n) if b == SIGNED => {
                            let _ = write!(out, "{n:+}");
                        }
                        Arg::Int(n) => {
                            let _ = write!(out, "{n}");
                        }
                    }
                    i += 2;
                }
                SELECT => {
                    let (variant, end) = self.select(code, i, arg(i + 1));
                    self.write(out, variant, args);
                    i = end;
                }
                _ => {
                    let start = i;
                    while bytes.get(i).is_some_and(|&b| b > SELECT_END) {
                        i += 1;
                    }
                    out.push_str(code.get(start..i).unwrap_or_default());
                }
            }
        }
    }

    /// The select at `at` in `code`: the variant chosen for `value` (the
    /// first whose key is the number, or its plural category; else the
    /// default) and where the select ends.
    fn select<'c>(&self, code: &'c str, at: usize, value: Arg<'_>) -> (&'c str, usize) {
        let bytes = code.as_bytes();
        let mut category = None;
        let (mut chosen, mut default) = (None, "");
        let mut i = at + 2;
        while bytes.get(i) == Some(&VARIANT) {
            i += 1;
            let is_default = bytes.get(i) == Some(&b'*');
            i += usize::from(is_default);
            let key_start = i;
            while bytes.get(i).is_some_and(|&b| b != KEY_END) {
                i += 1;
            }
            let key = code.get(key_start..i).unwrap_or_default();
            i += 1;
            // The variant's pattern, nested selects and all.
            let start = i;
            let mut depth = 0usize;
            while let Some(&b) = bytes.get(i) {
                match b {
                    VARIANT | SELECT_END if depth == 0 => break,
                    VALUE | SIGNED => i += 1,
                    SELECT => {
                        depth += 1;
                        i += 1;
                    }
                    SELECT_END => depth -= 1,
                    _ => {}
                }
                i += 1;
            }
            let pattern = code.get(start..i).unwrap_or_default();
            if is_default {
                default = pattern;
            }
            if chosen.is_none()
                && let Arg::Int(n) = value
            {
                let matches = match key.parse::<i64>() {
                    Ok(number) => number == n,
                    Err(_) => *category.get_or_insert_with(|| self.plural(n)) == key,
                };
                if matches {
                    chosen = Some(pattern);
                }
            }
        }
        (chosen.unwrap_or(default), i + 1)
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
