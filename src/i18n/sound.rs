//! The texts of the sound feature: the mute switch.

use crate::settings::Lang;

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
