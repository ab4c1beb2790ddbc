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

    /// The switch is a toggle (`aria-pressed` says whether it is pressed): its name is what
    /// pressing it does, the same in both states, and a word of the player's language for it.
    #[test]
    fn the_mute_switch_says_what_it_does_in_the_players_language() {
        let [fr, en] = [Lang::Fr, Lang::En].map(|lang| texts(lang).mute);
        assert_eq!(en, "Mute sound");
        assert_eq!(fr, "Couper le son");
        for (name, verb, sound) in [(en, "Mute", "sound"), (fr, "Couper", "son")] {
            let words: Vec<&str> = name.split(' ').collect();
            assert_eq!(words.first(), Some(&verb), "{name}: says it silences");
            assert_eq!(words.last(), Some(&sound), "{name}: says what it silences");
            // A state in the name would contradict `aria-pressed` in one of the two states.
            for state in ["on", "off", "muted", "activé", "désactivé", "coupé"] {
                assert!(!words.contains(&state), "{name}: names a state");
            }
            assert!(
                !name.ends_with(['.', ':', '!', '?']),
                "{name}: a button's name, not a sentence"
            );
        }
    }
}
