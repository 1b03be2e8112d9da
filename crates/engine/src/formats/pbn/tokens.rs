//! The PBN tokenizer: a file's bytes into games, each a list of tags with
//! the tokens of their sections. Comments (`%` lines, `;` to the end of a
//! line, `{…}`) are skipped; a blank line ends a game (PBN 2.1 §3). A tag
//! pair may span lines (§3.3). A tag repeated in a game is kept in the list
//! but ignored (§3.4: [`find`] returns the first), so any number of `Note`
//! tags (§3.5.5) stays in one game. Values are ISO 8859-1 (§2.2), or UTF-8
//! when the whole file is valid UTF-8 (with or without a byte order mark).
//! Syntax problems are reported at line and byte column.

use super::super::{Problem, ProblemKind, split_lines};

/// A tag with the tokens of its section (the lines after it).
#[derive(Debug, Clone)]
pub(super) struct Tag {
    /// The tag's name, as written.
    pub name: String,
    /// The value between the quotes, unescaped.
    pub value: String,
    /// Line of the tag, from 1.
    pub line: usize,
    /// Column of the value's first byte.
    pub column: usize,
    /// The tokens on the lines after the tag (a `Play` section's cards).
    pub section: Vec<Token>,
}

/// One token of a tag's section, where it was written.
#[derive(Debug, Clone)]
pub(super) struct Token {
    /// The token, as written.
    pub text: String,
    /// Line, from 1.
    pub line: usize,
    /// Byte column, from 1.
    pub column: usize,
}

/// How the file's text is written: PBN's ISO 8859-1, or UTF-8.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Encoding {
    /// ISO 8859-1 (Latin-1): each byte is the character of that code.
    Latin1,
    /// UTF-8 (the whole file is valid UTF-8).
    Utf8,
}

impl Encoding {
    /// The file's encoding: UTF-8 when all of it is valid UTF-8 (a byte
    /// order mark is allowed), else ISO 8859-1.
    pub(super) fn of(bytes: &[u8]) -> Self {
        let text = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
        if std::str::from_utf8(text).is_ok() {
            Self::Utf8
        } else {
            Self::Latin1
        }
    }

    /// Bytes of the file as text.
    pub(super) fn decode(self, bytes: &[u8]) -> String {
        match self {
            Self::Utf8 => String::from_utf8_lossy(bytes).into_owned(),
            Self::Latin1 => bytes.iter().map(|&b| char::from(b)).collect(),
        }
    }
}

/// A place in the file: line index (from 0) and byte index in the line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct At {
    line: usize,
    byte: usize,
}

/// The file's lines, walked by a tag pair that may span several of them.
struct Lines<'a> {
    lines: &'a [&'a [u8]],
}

impl Lines<'_> {
    fn byte(&self, at: At) -> Option<u8> {
        self.lines.get(at.line)?.get(at.byte).copied()
    }

    /// Whether a line may continue a tag pair: it exists, is not blank (a
    /// blank line ends the game) and is no `%` line.
    fn continues(&self, line: usize) -> bool {
        self.lines
            .get(line)
            .is_some_and(|l| l.first() != Some(&b'%') && !l.iter().all(u8::is_ascii_whitespace))
    }

    /// Skips white space, onto the next lines when `across` and they may
    /// continue the tag.
    fn skip_space(&self, mut at: At, across: bool) -> At {
        loop {
            match self.byte(at) {
                Some(b) if b.is_ascii_whitespace() => at.byte += 1,
                None if across && self.continues(at.line + 1) => {
                    at = At {
                        line: at.line + 1,
                        byte: 0,
                    };
                }
                _ => return at,
            }
        }
    }
}

/// A problem at a place.
fn problem_at(at: At, kind: ProblemKind) -> Problem {
    Problem::new(at.line + 1, at.byte + 1, kind)
}

/// Splits the file into games (lists of tags), reporting syntax problems.
pub(super) fn tokenize(bytes: &[u8], problems: &mut Vec<Problem>) -> Vec<Vec<Tag>> {
    let encoding = Encoding::of(bytes);
    let all = split_lines(bytes);
    let lines = Lines { lines: &all };
    let mut games: Vec<Vec<Tag>> = Vec::new();
    let mut game: Vec<Tag> = Vec::new();
    let mut in_brace: Option<At> = None;
    let mut at = At { line: 0, byte: 0 };
    while let Some(&raw) = all.get(at.line) {
        if at.byte == 0 && in_brace.is_none() {
            if raw.first() == Some(&b'%') {
                at.line += 1;
                continue;
            }
            if raw.iter().all(u8::is_ascii_whitespace) {
                if !game.is_empty() {
                    games.push(std::mem::take(&mut game));
                }
                at.line += 1;
                continue;
            }
        }
        let Some(b) = raw.get(at.byte).copied() else {
            at = At {
                line: at.line + 1,
                byte: 0,
            };
            continue;
        };
        if in_brace.is_some() {
            if b == b'}' {
                in_brace = None;
            }
            at.byte += 1;
            continue;
        }
        match b {
            b'{' => {
                in_brace = Some(at);
                at.byte += 1;
            }
            b';' => at.byte = raw.len(),
            _ if b.is_ascii_whitespace() => at.byte += 1,
            b'[' => match parse_tag(&lines, at, encoding) {
                Ok((tag, next)) => {
                    game.push(tag);
                    at = next;
                }
                Err(problem) => {
                    problems.push(problem);
                    // The rest of the line where the tag went wrong is skipped.
                    at = At {
                        line: problem_line(problems).max(at.line + 1),
                        byte: 0,
                    };
                }
            },
            _ => {
                let start = at.byte;
                let mut end = start;
                while raw
                    .get(end)
                    .is_some_and(|&c| !c.is_ascii_whitespace() && !matches!(c, b'[' | b'{' | b';'))
                {
                    end += 1;
                }
                let text = encoding.decode(raw.get(start..end).unwrap_or_default());
                match game.last_mut() {
                    Some(tag) => tag.section.push(Token {
                        text,
                        line: at.line + 1,
                        column: start + 1,
                    }),
                    None => problems.push(problem_at(at, ProblemKind::OutsideGame { text })),
                }
                at.byte = end;
            }
        }
    }
    if let Some(at) = in_brace {
        problems.push(problem_at(at, ProblemKind::CommentUnclosed));
    }
    if !game.is_empty() {
        games.push(game);
    }
    games
}

/// The line index after the last problem's line (its lines are 1-based).
fn problem_line(problems: &[Problem]) -> usize {
    problems.last().map_or(0, |p| p.line)
}

/// Parses `[Name "value"]` starting at the `[` at `start`: white space
/// (and line ends) may come between its four tokens, not inside the value.
/// Returns the tag and the place after its `]`.
fn parse_tag(lines: &Lines<'_>, start: At, encoding: Encoding) -> Result<(Tag, At), Problem> {
    let mut at = lines.skip_space(
        At {
            byte: start.byte + 1,
            ..start
        },
        true,
    );
    let name_start = at;
    while lines
        .byte(at)
        .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
    {
        at.byte += 1;
    }
    if at == name_start {
        return Err(problem_at(at, ProblemKind::TagWithoutName));
    }
    let name = lines
        .lines
        .get(at.line)
        .and_then(|l| l.get(name_start.byte..at.byte))
        .map(|n| encoding.decode(n))
        .unwrap_or_default();
    let after_name = at;
    at = lines.skip_space(at, true);
    if lines.byte(at) != Some(b'"') {
        let at = if lines.byte(at).is_none() {
            after_name
        } else {
            at
        };
        return Err(problem_at(at, ProblemKind::TagValueUnquoted { tag: name }));
    }
    let quote = at;
    at.byte += 1;
    let value_at = at;
    let mut value = Vec::new();
    loop {
        match lines.byte(at) {
            None => {
                return Err(problem_at(
                    quote,
                    ProblemKind::TagValueUnclosed { tag: name },
                ));
            }
            Some(b'\\')
                if matches!(
                    lines.byte(At {
                        byte: at.byte + 1,
                        ..at
                    }),
                    Some(b'"' | b'\\')
                ) =>
            {
                value.extend(lines.byte(At {
                    byte: at.byte + 1,
                    ..at
                }));
                at.byte += 2;
            }
            Some(b'"') => break,
            Some(b) => {
                value.push(b);
                at.byte += 1;
            }
        }
    }
    at.byte += 1;
    let after_value = lines.skip_space(at, false);
    at = lines.skip_space(at, true);
    if lines.byte(at) != Some(b']') {
        let at = if at.line == after_value.line {
            at
        } else {
            after_value
        };
        return Err(problem_at(at, ProblemKind::TagUnclosed { tag: name }));
    }
    let tag = Tag {
        name,
        value: encoding.decode(&value),
        line: value_at.line + 1,
        column: value_at.byte + 1,
        section: Vec::new(),
    };
    at.byte += 1;
    Ok((tag, at))
}

/// The first tag of a game named `name` (any case).
pub(super) fn find<'a>(tags: &'a [Tag], name: &str) -> Option<&'a Tag> {
    tags.iter().find(|t| t.name.eq_ignore_ascii_case(name))
}
