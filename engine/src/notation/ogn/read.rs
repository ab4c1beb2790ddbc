//! Reading the text of a record: tag pairs, then the moves. The rules are checked afterwards,
//! by replaying the moves (see the parent module).

use std::collections::HashSet;

use crate::notation::{excerpt, EXCERPT_CHARS};
use crate::{BySide, Pit, Position, Rules};

use super::error::{Location, OgnError, OgnErrorKind};

/// A record as read, before its moves are replayed.
pub(super) struct Parsed {
    pub tags: Vec<(String, String)>,
    /// The start, under the rules the tags name.
    pub start: Position,
    /// True when the rules are abapa's named by the `Variant` Aualé writes or by no tag: no
    /// `Rules` tag says so (see [`super::OgnNote::HundredPliesOff`]).
    pub abapa_unstated: bool,
    pub moves: Vec<ReadMove>,
    /// The result after the moves, or else the `Result` tag; `None` for `*` or none given.
    pub result: Option<(BySide<u8>, Option<Location>)>,
}

/// A move as read: its pit, its `+N` mark if any, where it was.
pub(super) struct ReadMove {
    pub pit: Pit,
    pub captured: Option<u8>,
    pub at: Location,
}

/// A result as read: the score (or `None` for `*`), where it was.
type ReadResult = (Option<BySide<u8>>, Location);

/// A tag's value and where the tag was.
type ReadTag = (String, Location);

/// The tags that have their own field, as read.
#[derive(Default)]
struct OwnTags {
    variant: Option<ReadTag>,
    rules: Option<ReadTag>,
    fen: Option<ReadTag>,
    result: Option<ReadTag>,
}

/// Reads `text` as an OGN record.
pub(super) fn parse(text: &str) -> Result<Parsed, OgnError> {
    let mut cursor = Cursor::new(text);
    let mut tags = Vec::new();
    let mut own = OwnTags::default();
    // A set, not a list: a flood of distinct tags is read in linear time.
    let mut seen = HashSet::new();
    cursor.skip_space_and_comments()?;
    while cursor.peek() == Some('[') {
        let at = cursor.at();
        let (name, value) = cursor.tag()?;
        if !seen.insert(name.clone()) {
            let kind = OgnErrorKind::DuplicateTag(excerpt(&name));
            return Err(OgnError::new(kind, Some(at)));
        }
        let field = match name.as_str() {
            "Variant" => &mut own.variant,
            "Rules" => &mut own.rules,
            "FEN" => &mut own.fen,
            "Result" => &mut own.result,
            _ => {
                tags.push((name, value));
                cursor.skip_space_and_comments()?;
                continue;
            }
        };
        *field = Some((value, at));
        cursor.skip_space_and_comments()?;
    }
    let (start, abapa_unstated) = start(&own)?;
    let seeds = start.rules().seeds();
    let tag_result = match own.result {
        Some((value, at)) => Some((result(&value, seeds, at)?, at)),
        None => None,
    };
    let mut moves = Vec::new();
    let movetext_result = cursor.movetext(&mut moves, seeds)?;
    if let (Some((tag, _)), Some((movetext, at))) = (tag_result, movetext_result) {
        if tag != movetext {
            let kind = OgnErrorKind::ResultsDisagree {
                tag: super::result_text(tag),
                movetext: super::result_text(movetext),
            };
            return Err(OgnError::new(kind, Some(at)));
        }
    }
    let result = movetext_result
        .or(tag_result)
        .and_then(|(result, at)| result.map(|r| (r, Some(at))));
    Ok(Parsed {
        tags,
        start,
        abapa_unstated,
        moves,
        result,
    })
}

/// The start the tags give, under the rules they name (abapa when none does), and whether
/// those rules are abapa's, unstated by a `Rules` tag.
fn start(own: &OwnTags) -> Result<(Position, bool), OgnError> {
    let variant = match &own.variant {
        None => None,
        Some((name, at)) => super::named_rules(name).map_err(|()| {
            let kind = OgnErrorKind::UnknownVariant(excerpt(name));
            OgnError::new(kind, Some(*at))
        })?,
    };
    let spec = match &own.rules {
        None => None,
        Some((spec, at)) => {
            let rules = spec
                .parse::<Rules>()
                .map_err(|error| OgnError::new(OgnErrorKind::BadRules(error), Some(*at)))?;
            Some((rules, *at))
        }
    };
    let rules = match (variant, spec) {
        (Some(variant), Some((rules, at))) if variant != rules => {
            let kind = OgnErrorKind::RulesDisagree { variant, rules };
            return Err(OgnError::new(kind, Some(at)));
        }
        (Some(rules), _) | (None, Some((rules, _))) => Some(rules),
        (None, None) => None,
    };
    let start = match &own.fen {
        None => rules.unwrap_or_default().start(),
        Some((fen, at)) => {
            let bad_fen = |error| OgnError::new(OgnErrorKind::BadFen(error), Some(*at));
            let start = Position::parse_under(fen, rules.unwrap_or_default()).map_err(bad_fen)?;
            match rules.filter(|&rules| rules != start.rules()) {
                Some(record) => {
                    let fen = start.rules();
                    let kind = OgnErrorKind::FenRulesDisagree { fen, record };
                    return Err(OgnError::new(kind, Some(*at)));
                }
                None => start,
            }
        }
    };
    let abapa_unstated = own.rules.is_none() && start.rules() == Rules::ABAPA;
    Ok((start, abapa_unstated))
}

/// Reads a result: `S-N` (seeds of each side, at most `seeds`), or `*` / `?` when the game
/// goes on.
fn result(text: &str, seeds: u8, at: Location) -> Result<Option<BySide<u8>>, OgnError> {
    let text = text.trim();
    if text == "*" || text == "?" {
        return Ok(None);
    }
    let count = |part: &str| part.parse::<u8>().ok().filter(|&n| n <= seeds);
    match text.split_once('-').map(|(s, n)| (count(s), count(n))) {
        Some((Some(south), Some(north))) => Ok(Some(BySide::new(south, north))),
        _ => Err(OgnError::new(
            OgnErrorKind::BadResult(excerpt(text)),
            Some(at),
        )),
    }
}

/// The word `rest` starts with (up to a space or bracket), for error messages: its
/// [`excerpt`], read no further than the excerpt needs; the bracket itself when `rest` starts
/// with one.
fn word_at(rest: &str) -> String {
    let word: String = rest
        .chars()
        .take_while(|&c| !c.is_whitespace() && !"[]{}()".contains(c))
        .take(EXCERPT_CHARS + 1)
        .collect();
    if word.is_empty() {
        rest.chars().next().map(String::from).unwrap_or_default()
    } else {
        excerpt(&word)
    }
}

/// The text still to read, with the line and column of its first character.
struct Cursor<'a> {
    rest: &'a str,
    line: usize,
    column: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Cursor<'a> {
        Cursor {
            rest: text,
            line: 1,
            column: 1,
        }
    }

    fn at(&self) -> Location {
        Location {
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&self) -> Option<char> {
        self.rest.chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.rest = &self.rest[c.len_utf8()..];
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    /// Takes the characters while `keep` holds.
    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let mut taken = String::new();
        while let Some(c) = self.peek().filter(|&c| keep(c)) {
            taken.push(c);
            self.bump();
        }
        taken
    }

    fn skip_space(&mut self) {
        self.take_while(char::is_whitespace);
    }

    /// Skips spaces and `{…}` comments (before and between the tag pairs).
    fn skip_space_and_comments(&mut self) -> Result<(), OgnError> {
        self.skip_space();
        while self.peek() == Some('{') {
            self.skip_comment()?;
            self.skip_space();
        }
        Ok(())
    }

    /// The word starting here, for error messages (see [`word_at`]).
    fn word(&self) -> String {
        word_at(self.rest)
    }

    fn error<T>(&self, kind: OgnErrorKind) -> Result<T, OgnError> {
        Err(OgnError::new(kind, Some(self.at())))
    }

    /// Reads `[Name "value"]`, the cursor on the `[`.
    fn tag(&mut self) -> Result<(String, String), OgnError> {
        let syntax = |why: String| OgnErrorKind::TagSyntax(why);
        self.bump();
        self.skip_space();
        let name = self.take_while(|c| c.is_alphanumeric() || c == '_');
        if name.is_empty() {
            return self.error(syntax("expected a tag name after '['".into()));
        }
        let quoted = excerpt(&name);
        self.skip_space();
        if self.bump() != Some('"') {
            return self.error(syntax(format!(
                "expected '\"' to open the value of {quoted}"
            )));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                None => {
                    return self.error(syntax(format!("the value of {quoted} is never closed")))
                }
                Some('"') => break,
                Some('\\') if matches!(self.peek(), Some('"' | '\\')) => {
                    value.extend(self.bump());
                }
                Some(c) => value.push(c),
            }
        }
        self.skip_space();
        if self.bump() != Some(']') {
            return self.error(syntax(format!("expected ']' to close the tag {quoted}")));
        }
        Ok((name, value))
    }

    /// Reads the moves to the end of the text, each count at most `seeds`; returns the result
    /// written after them, if any.
    fn movetext(
        &mut self,
        moves: &mut Vec<ReadMove>,
        seeds: u8,
    ) -> Result<Option<ReadResult>, OgnError> {
        let mut result = None;
        loop {
            self.skip_space();
            let at = self.at();
            let Some(c) = self.peek() else {
                return Ok(result);
            };
            if result.is_some() && !matches!(c, '{' | '(') {
                return self.error(OgnErrorKind::UnexpectedText(self.word()));
            }
            match c {
                '{' => self.skip_comment()?,
                '(' => self.skip_variation()?,
                '[' => {
                    return self.error(OgnErrorKind::TagSyntax(
                        "a tag pair after the moves: tags come first".into(),
                    ))
                }
                '*' => {
                    self.bump();
                    result = Some((None, at));
                }
                '0'..='9' => {
                    if let Some(score) = self.number_or_result(seeds, at)? {
                        result = Some((Some(score), at));
                    }
                }
                _ => match Pit::from_letter(c) {
                    Some(pit) => {
                        self.bump();
                        let captured = self.capture_mark(seeds)?;
                        moves.push(ReadMove { pit, captured, at });
                    }
                    None => return self.error(OgnErrorKind::UnexpectedText(self.word())),
                },
            }
        }
    }

    /// Reads a move number (`12.` or `12...`, skipped) or a result (`25-20`, each count at most
    /// `seeds`).
    fn number_or_result(
        &mut self,
        seeds: u8,
        at: Location,
    ) -> Result<Option<BySide<u8>>, OgnError> {
        let here = self.rest;
        let digits = self.take_while(|c| c.is_ascii_digit());
        match self.peek() {
            Some('.') => {
                self.take_while(|c| c == '.');
                Ok(None)
            }
            Some('-') => {
                self.bump();
                let north = self.take_while(|c| c.is_ascii_digit());
                result(&format!("{digits}-{north}"), seeds, at)
            }
            _ => Err(OgnError::new(
                OgnErrorKind::UnexpectedText(word_at(here)),
                Some(at),
            )),
        }
    }

    /// Reads `+N` after a move, if there, N at most `seeds`.
    fn capture_mark(&mut self, seeds: u8) -> Result<Option<u8>, OgnError> {
        if self.peek() != Some('+') {
            return Ok(None);
        }
        let (here, at) = (self.rest, self.at());
        self.bump();
        let digits = self.take_while(|c| c.is_ascii_digit());
        match digits.parse::<u8>() {
            Ok(mark) if mark <= seeds => Ok(Some(mark)),
            _ => {
                let mark = word_at(here);
                Err(OgnError::new(
                    OgnErrorKind::BadCaptureMark { mark, seeds },
                    Some(at),
                ))
            }
        }
    }

    /// Skips `{…}`, the cursor on the `{`.
    fn skip_comment(&mut self) -> Result<(), OgnError> {
        let at = self.at();
        while let Some(c) = self.bump() {
            if c == '}' {
                return Ok(());
            }
        }
        Err(OgnError::new(OgnErrorKind::UnterminatedComment, Some(at)))
    }

    /// Skips `(…)`, nested variations and comments included, the cursor on the `(`.
    fn skip_variation(&mut self) -> Result<(), OgnError> {
        let at = self.at();
        let mut depth = 0;
        while let Some(c) = self.peek() {
            match c {
                '{' => {
                    self.skip_comment()?;
                    continue;
                }
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            self.bump();
            if depth == 0 {
                return Ok(());
            }
        }
        Err(OgnError::new(OgnErrorKind::UnterminatedVariation, Some(at)))
    }
}
