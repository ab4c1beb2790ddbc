//! The text of a move preview: where the last seed would land and what it would take.

use crate::seeds;
use kawu_engine::Pit;
use kawu_model::preview::Preview;
use kawu_model::settings::Lang;

/// The preview's caption: "C → e : prend 11 graines", "F → a: grand slam, nothing is taken".
#[must_use]
pub fn caption(lang: Lang, preview: &Preview) -> String {
    let trace = &preview.trace;
    let from = trace.origin.letter();
    let Some(to) = preview.last.map(Pit::letter) else {
        return match lang {
            Lang::Fr => format!("{from} → grenier : vous rejouez"),
            Lang::En => format!("{from} → store: you play again"),
        };
    };
    let taken = seeds(lang, trace.seeds_captured);
    match (lang, trace.seeds_captured, trace.grand_slam) {
        (Lang::Fr, _, true) => format!("{from} → {to} : grand chelem, rien n'est pris"),
        (Lang::Fr, 0, _) => format!("{from} → {to} : pas de prise"),
        (Lang::Fr, _, _) => format!("{from} → {to} : prend {taken}"),
        (Lang::En, _, true) => format!("{from} → {to}: grand slam, nothing is taken"),
        (Lang::En, 0, _) => format!("{from} → {to}: no capture"),
        (Lang::En, _, _) => format!("{from} → {to}: takes {taken}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_model::preview::preview;
    use kawu_model::test_util::pit;

    #[test]
    fn the_caption_says_the_last_pit_and_the_capture() {
        let capture = "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S".parse().expect("valid");
        let shown = preview(capture, pit('C')).expect("legal");
        assert_eq!(caption(Lang::En, &shown), "C → e: takes 11 seeds");
        assert_eq!(caption(Lang::Fr, &shown), "C → e : prend 11 graines");
        let slam = "1-0-9-0-0-1-1-0-0-0-0-0-18-18-S".parse().expect("valid");
        let shown = preview(slam, pit('F')).expect("legal");
        assert_eq!(
            caption(Lang::En, &shown),
            "F → a: grand slam, nothing is taken"
        );
        let quiet = preview(kawu_engine::Position::start(), pit('A')).expect("legal");
        assert_eq!(caption(Lang::Fr, &quiet), "A → E : pas de prise");
        let kalah = kawu_engine::Rules::KALAH.start();
        let again = preview(kalah, pit('A')).expect("legal");
        assert_eq!(caption(Lang::En, &again), "A → store: you play again");
        assert_eq!(caption(Lang::Fr, &again), "A → grenier : vous rejouez");
    }
}
