//! The links of online play, in the address's `#fragment` only (a fragment never reaches a
//! server, nor its logs):
//!
//! ```text
//! https://…/#online/{game}/{invite}   the invitation: whoever opens it first takes the free seat
//! https://…/#online/{game}            a game: its player comes back (the seat's secret is kept
//!                                     on the device), anyone else watches
//! ```

use kawu_online::wire::MAX_TOKEN_BYTES;

/// How an online link's fragment begins: the page opens online play on such a fragment and
/// leaves the rest to the room.
pub const LINK_PREFIX: &str = "#online/";

/// What an online link opens.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OnlineLink {
    /// The game's id.
    pub game: String,
    /// The invitation to the free seat, if the link carries one.
    pub invite: Option<String>,
}

impl OnlineLink {
    /// The link's fragment, with its `#`.
    #[must_use]
    pub fn fragment(&self) -> String {
        match &self.invite {
            Some(invite) => format!("{LINK_PREFIX}{}/{invite}", self.game),
            None => format!("{LINK_PREFIX}{}", self.game),
        }
    }

    /// The whole link on the page at `base` (its address without query or fragment).
    #[must_use]
    pub fn address(&self, base: &str) -> String {
        format!("{base}{}", self.fragment())
    }

    /// The same game without the invitation: the player's own link once seated.
    #[must_use]
    pub fn game_only(&self) -> OnlineLink {
        OnlineLink {
            game: self.game.clone(),
            invite: None,
        }
    }
}

/// Whether `token` can be a game id or an invitation: 1 to [`MAX_TOKEN_BYTES`] characters of
/// base64url (letters, digits, `-` and `_`), as the server makes them.
#[must_use]
pub(super) fn is_token(token: &str) -> bool {
    (1..=MAX_TOKEN_BYTES).contains(&token.len())
        && token
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_')
}

/// The online game a fragment opens (with or without its `#`), or `None` when it is not an
/// online link (or a malformed one).
#[must_use]
pub fn parse(hash: &str) -> Option<OnlineLink> {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    let mut parts = hash.strip_prefix(&LINK_PREFIX[1..])?.split('/');
    let game = parts.next().filter(|game| is_token(game))?;
    let invite = match parts.next() {
        None | Some("") => None,
        Some(invite) if is_token(invite) => Some(invite.to_owned()),
        Some(_) => return None,
    };
    parts.next().is_none().then(|| OnlineLink {
        game: game.to_owned(),
        invite,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link(game: &str, invite: Option<&str>) -> OnlineLink {
        OnlineLink {
            game: game.to_owned(),
            invite: invite.map(str::to_owned),
        }
    }

    #[test]
    fn a_link_comes_back_from_its_fragment() {
        for link in [
            link("Xw3_k-9aZq1mN0pQ", Some("b64url_-AAAAAAAAAAAAAA")),
            link("g", None),
        ] {
            assert_eq!(parse(&link.fragment()), Some(link.clone()));
            let address = link.address("https://example.org/kawu/");
            assert!(address.starts_with("https://example.org/kawu/#online/"));
            assert_eq!(
                parse(address.split_once('#').expect("a fragment").1),
                Some(link)
            );
        }
        assert_eq!(parse("#online/abc/"), Some(link("abc", None)));
        assert_eq!(
            link("abc", Some("xyz")).game_only().fragment(),
            "#online/abc"
        );
    }

    #[test]
    fn anything_else_is_no_online_link() {
        let long = "a".repeat(MAX_TOKEN_BYTES + 1);
        for hash in [
            "",
            "#",
            "#moves=CdFa",
            "#online",
            "#online/",
            "#onlineabc",
            "#offline/abc",
            "#online/a b",
            "#online/abc/x%20y",
            "#online/abc/def/ghi",
            "#online//def",
            "#online/é",
            &format!("#online/{long}"),
            &format!("#online/abc/{long}"),
        ] {
            assert_eq!(parse(hash), None, "{hash:?}");
        }
    }
}
