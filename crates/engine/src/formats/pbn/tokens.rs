//! The PBN tokenizer: a file's bytes into games, each a list of tags with
//! the tokens of their sections. Comments (`%` lines, `;` to the end of a
//! line, `{…}`) are skipped; a blank line or a repeated tag starts a new
//! game. Syntax problems are reported at line and byte column.

use super::super::{Problem, split_lines};

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

/// Splits the file into games (lists of tags), reporting syntax problems.
pub(super) fn tokenize(bytes: &[u8], problems: &mut Vec<Problem>) -> Vec<Vec<Tag>> {
    let mut games: Vec<Vec<Tag>> = Vec::new();
    let mut game: Vec<Tag> = Vec::new();
    let mut in_brace: Option<(usize, usize)> = None;
    for (index, raw) in split_lines(bytes).into_iter().enumerate() {
        let line = index + 1;
        if in_brace.is_none() && raw.first() == Some(&b'%') {
            continue;
        }
        if in_brace.is_none() && raw.iter().all(u8::is_ascii_whitespace) {
            if !game.is_empty() {
                games.push(std::mem::take(&mut game));
            }
            continue;
        }
        let mut i = 0;
        while i < raw.len() {
            let col = i + 1;
            let Some(&b) = raw.get(i) else { break };
            if in_brace.is_some() {
                if b == b'}' {
                    in_brace = None;
                }
                i += 1;
                continue;
            }
            match b {
                b'{' => {
                    in_brace = Some((line, col));
                    i += 1;
                }
                b';' => break,
                _ if b.is_ascii_whitespace() => i += 1,
                b'[' => match parse_tag(raw, i) {
                    Ok((name, value, value_col, next)) => {
                        if game.iter().any(|t| t.name.eq_ignore_ascii_case(&name)) {
                            // A repeated tag without a blank line: a new game.
                            games.push(std::mem::take(&mut game));
                        }
                        game.push(Tag {
                            name,
                            value,
                            line,
                            column: value_col,
                            section: Vec::new(),
                        });
                        i = next;
                    }
                    Err((column, message)) => {
                        problems.push(Problem::new(line, column, message));
                        break;
                    }
                },
                _ => {
                    let start = i;
                    while raw.get(i).is_some_and(|&c| {
                        !c.is_ascii_whitespace() && !matches!(c, b'[' | b'{' | b';')
                    }) {
                        i += 1;
                    }
                    let token =
                        String::from_utf8_lossy(raw.get(start..i).unwrap_or_default()).into_owned();
                    match game.last_mut() {
                        Some(tag) => tag.section.push(Token { text: token, line, column: col }),
                        None => problems.push(Problem::new(line, col, format!("{token:?} is outside any game: a game starts with a tag like [Board \"1\"]"))),
                    }
                }
            }
        }
    }
    if let Some((line, column)) = in_brace {
        problems.push(Problem::new(
            line,
            column,
            "this '{' comment is never closed with '}'",
        ));
    }
    if !game.is_empty() {
        games.push(game);
    }
    games
}

/// Parses `[Name "value"]` starting at `raw[start] == b'['`. Returns the
/// name, the value, the value's column and the index after `]`.
fn parse_tag(raw: &[u8], start: usize) -> Result<(String, String, usize, usize), (usize, String)> {
    let at = |i: usize| raw.get(i).copied();
    let mut i = start + 1;
    while at(i).is_some_and(|b| b.is_ascii_whitespace()) {
        i += 1;
    }
    let name_start = i;
    while at(i).is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_') {
        i += 1;
    }
    if i == name_start {
        return Err((i + 1, "a tag needs a name: [Name \"value\"]".into()));
    }
    let name = String::from_utf8_lossy(raw.get(name_start..i).unwrap_or_default()).into_owned();
    while at(i).is_some_and(|b| b.is_ascii_whitespace()) {
        i += 1;
    }
    if at(i) != Some(b'"') {
        return Err((
            i + 1,
            format!("the {name} tag's value must be in double quotes: [{name} \"value\"]"),
        ));
    }
    i += 1;
    let value_col = i + 1;
    let mut value = Vec::new();
    loop {
        match at(i) {
            None => {
                return Err((
                    value_col - 1,
                    format!("the {name} tag's value has no closing '\"'"),
                ));
            }
            Some(b'\\') if matches!(at(i + 1), Some(b'"' | b'\\')) => {
                value.extend(at(i + 1));
                i += 2;
            }
            Some(b'"') => break,
            Some(b) => {
                value.push(b);
                i += 1;
            }
        }
    }
    i += 1;
    while at(i).is_some_and(|b| b.is_ascii_whitespace()) {
        i += 1;
    }
    if at(i) != Some(b']') {
        return Err((i + 1, format!("the {name} tag is not closed with ']'")));
    }
    Ok((
        name,
        String::from_utf8_lossy(&value).into_owned(),
        value_col,
        i + 1,
    ))
}

/// The first tag of a game named `name` (any case).
pub(super) fn find<'a>(tags: &'a [Tag], name: &str) -> Option<&'a Tag> {
    tags.iter().find(|t| t.name.eq_ignore_ascii_case(name))
}
