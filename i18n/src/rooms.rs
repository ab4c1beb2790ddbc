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

    #[test]
    fn both_languages_say_it() {
        for texts in [texts(Lang::Fr), texts(Lang::En)] {
            assert!(!texts.loading.is_empty() && !texts.unavailable.is_empty());
            assert!(texts.failed.len() > 40, "{}", texts.failed);
        }
        assert_ne!(texts(Lang::Fr).failed, texts(Lang::En).failed);
    }
}
