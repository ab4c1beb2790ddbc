//! The texts of the sound feature: the mute switch.

use kawu_model::settings::Lang;

/// The fixed texts of one language.
#[derive(Debug)]
pub struct SoundTexts {
    /// The mute switch's accessible name (pressed: muted).
    pub mute: &'static str,
}

const FR: SoundTexts = SoundTexts {
    mute: "Couper le son",
};

const EN: SoundTexts = SoundTexts { mute: "Mute sound" };

/// The texts of `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static SoundTexts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mute_switch_is_named_in_each_language() {
        let [fr, en] = [Lang::Fr, Lang::En].map(|lang| texts(lang).mute);
        assert!(!fr.is_empty() && !en.is_empty());
        assert_ne!(fr, en);
    }
}
