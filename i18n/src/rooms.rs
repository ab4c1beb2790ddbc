//! The texts of a room on its way: the rooms (`kawu_model::room::Room`) are loaded the first
//! time one opens, and said to be loading meanwhile, or unavailable.

use kawu_model::settings::Lang;

/// The texts of a room that is not open yet, in one language.
#[derive(Debug)]
pub struct RoomTexts {
    /// Said while the room loads.
    pub loading: &'static str,
    /// The title of a room that could not load.
    pub unavailable: &'static str,
    /// Why, and that the game is not affected.
    pub failed: &'static str,
}

const FR: RoomTexts = RoomTexts {
    loading: "Chargement…",
    unavailable: "Indisponible",
    failed: "Cette partie du jeu n'a pas pu être chargée (pas de réseau ?). Votre partie \
        continue ; réessayez plus tard.",
};

const EN: RoomTexts = RoomTexts {
    loading: "Loading…",
    unavailable: "Unavailable",
    failed: "This part of the game could not be loaded (no network?). Your game goes on; \
        try again later.",
};

/// The texts in `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static RoomTexts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The characters just before each `sign` in `text`.
    fn before(text: &str, sign: char) -> Vec<Option<char>> {
        text.match_indices(sign)
            .map(|(at, _)| text[..at].chars().last())
            .collect()
    }

    /// What a player reads while a room loads or after it failed, in each language: that it is
    /// under way, that it is unavailable, and why, that the game is safe and what to do; in the
    /// words and the typography of that language, with nothing left to fill in.
    #[test]
    fn a_player_is_told_the_room_loads_or_failed_in_their_language() {
        let (fr, en) = (texts(Lang::Fr), texts(Lang::En));
        assert_eq!((en.loading, fr.loading), ("Loading…", "Chargement…"));
        assert_eq!(
            (en.unavailable, fr.unavailable),
            ("Unavailable", "Indisponible")
        );
        let english = [
            "could not be loaded",
            "network",
            "game goes on",
            "try again",
        ];
        let french = [
            "n'a pas pu être chargée",
            "réseau",
            "partie continue",
            "réessayez",
        ];
        for (failed, points) in [(en.failed, english), (fr.failed, french)] {
            for point in points {
                assert!(failed.contains(point), "{failed:?} does not say {point:?}");
            }
            assert!(!failed.contains("  "), "{failed:?}: a line break left in");
        }
        // French puts a space before a double sign; English does not.
        for sign in ['?', ';', ':', '!'] {
            let spaced = |c: &Option<char>| c.is_some_and(char::is_whitespace);
            assert!(
                before(fr.failed, sign).iter().all(spaced),
                "{sign} in {:?}",
                fr.failed
            );
            assert!(
                !before(en.failed, sign).iter().any(spaced),
                "{sign} in {:?}",
                en.failed
            );
        }
        for text in [fr, en]
            .map(|t| [t.loading, t.unavailable, t.failed])
            .concat()
        {
            let placeholder = text.contains(['{', '}', '%']) || text.contains("TODO");
            assert!(!placeholder, "{text:?}: a placeholder left");
        }
    }
}
