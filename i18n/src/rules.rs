//! The rule sets in words, French and English: their names, one sentence on what each changes
//! from abapa (the settings and the help), each switch's values, and the line the board shows
//! when a game is not played under abapa.

use kawu_engine::{Rules, Switch};
use kawu_model::settings::{Lang, RulesChoice};

/// The name of a rules choice: "Abapa", "Awalé (school)", …, "Custom".
#[must_use]
pub fn choice_name(lang: Lang, choice: RulesChoice) -> &'static str {
    let [fr, en] = match choice.word() {
        "abapa" => ["Abapa", "Abapa"],
        "awale" => ["Awalé (école)", "Awalé (school)"],
        "pat" => ["Pat", "Pat"],
        "kalah" => ["Kalah", "Kalah"],
        _ => ["Sur mesure", "Custom"],
    };
    pick(lang, fr, en)
}

/// One sentence on what a rules choice changes from abapa.
#[must_use]
pub fn choice_sentence(lang: Lang, choice: RulesChoice) -> &'static str {
    let [fr, en] = match choice.word() {
        "abapa" => [
            "Les règles de kawu : 25 graines gagnent, un grand chelem ne prend rien, qui ne peut nourrir laisse les graines à l'autre.",
            "kawu's rules: 25 seeds win, a grand slam takes nothing, a player who cannot feed leaves the seeds to the other.",
        ],
        "awale" => [
            "Le grand chelem est interdit, on joue jusqu'au bout sans s'arrêter à 25, et la partie finit dès qu'aucune prise n'est plus possible.",
            "The grand slam is forbidden, the game is played to its end without stopping at 25, and it ends as soon as no capture can happen any more.",
        ],
        "pat" => [
            "Comme abapa, mais qui ne peut pas nourrir l'adversaire fait partie nulle.",
            "As abapa, but a player who cannot feed the opponent ends the game drawn.",
        ],
        "kalah" => [
            "Six graines par trou et un grenier à chaque bout : une dernière graine dans son grenier fait rejouer, une rangée vide finit la partie.",
            "Six seeds a pit and a store at each end: a last seed in your store plays again, an empty row ends the game.",
        ],
        _ => [
            "Choisissez chaque règle une à une.",
            "Choose each rule one by one.",
        ],
    };
    pick(lang, fr, en)
}

/// The name of a switch, as the settings show it.
#[must_use]
pub fn switch_name(lang: Lang, switch: Switch) -> &'static str {
    let [fr, en] = match switch {
        Switch::GrandSlam => ["Grand chelem", "Grand slam"],
        Switch::Stuck => ["Qui ne peut nourrir", "A player who cannot feed"],
        Switch::WinAt25 => ["25 graines", "25 seeds"],
        Switch::Indetermination => ["Plus aucune prise possible", "No capture possible any more"],
        Switch::HundredPlies => ["100 coups sans prise", "100 moves without capture"],
    };
    pick(lang, fr, en)
}

/// What a switch's value means: abapa's value first (`index` 0), the other second.
#[must_use]
pub fn switch_value(lang: Lang, switch: Switch, index: usize) -> &'static str {
    let [fr, en] = match (switch, index) {
        (Switch::GrandSlam, 0) => ["permis, ne prend rien", "allowed, takes nothing"],
        (Switch::GrandSlam, _) => ["interdit", "forbidden"],
        (Switch::Stuck, 0) => ["l'autre prend les graines", "the other takes the seeds"],
        (Switch::Stuck, _) => ["partie nulle", "a draw"],
        (Switch::WinAt25, 0) => ["gagnent aussitôt", "win at once"],
        (Switch::WinAt25, _) => ["on joue jusqu'au bout", "play to the end"],
        (Switch::Indetermination, 0) => ["on continue", "play on"],
        (Switch::Indetermination, _) => ["la partie finit", "the game ends"],
        (Switch::HundredPlies, 0) => ["finissent la partie", "end the game"],
        (Switch::HundredPlies, _) => ["on continue", "play on"],
    };
    pick(lang, fr, en)
}

/// The line under the board when a game is not played under abapa ("Rules: Kalah",
/// "Rules: custom (grand slam forbidden, …)"); none under abapa.
#[must_use]
pub fn board_line(lang: Lang, rules: Rules) -> Option<String> {
    let choice = RulesChoice::of(rules);
    let name = choice_name(lang, choice);
    let label = pick(lang, "Règles", "Rules");
    let colon = colon(lang);
    match choice {
        RulesChoice::Preset(0) => None,
        RulesChoice::Preset(_) => Some(format!("{label}{colon} {name}")),
        RulesChoice::Custom => {
            let changed: Vec<&str> = Switch::ALL
                .iter()
                .filter(|&&switch| rules.value(switch) != switch.values()[0])
                .map(|&switch| changed(lang, switch))
                .collect();
            Some(format!("{label}{colon} {name} ({})", changed.join(", ")))
        }
    }
}

/// What a switch set to its other value than abapa's changes, in a few words (the board's line).
fn changed(lang: Lang, switch: Switch) -> &'static str {
    let [fr, en] = match switch {
        Switch::GrandSlam => ["grand chelem interdit", "grand slam forbidden"],
        Switch::Stuck => [
            "nulle si l'on ne peut nourrir",
            "a draw when one cannot feed",
        ],
        Switch::WinAt25 => ["pas de victoire à 25", "no win at 25"],
        Switch::Indetermination => [
            "fin quand plus aucune prise n'est possible",
            "ends when no capture can happen",
        ],
        Switch::HundredPlies => ["pas de limite de 100 coups", "no 100-move limit"],
    };
    pick(lang, fr, en)
}

/// The settings' group of the rules: "Rules of a new game".
#[must_use]
pub fn legend(lang: Lang) -> &'static str {
    pick(lang, "Règles d'une nouvelle partie", "Rules of a new game")
}

/// The help's section on the rule sets.
#[must_use]
pub fn help_heading(lang: Lang) -> &'static str {
    pick(
        lang,
        "Les règles des autres villages (Réglages, Règles)",
        "The rules of other villages (Settings, Rules)",
    )
}

/// Above the lessons and the puzzles when the player chose other rules than abapa.
#[must_use]
pub fn study_note(lang: Lang) -> &'static str {
    pick(
        lang,
        "Les leçons et les problèmes se jouent selon les règles abapa.",
        "Lessons and puzzles are played under the abapa rules.",
    )
}

/// "Play again" after a last seed in the player's own store (Kalah).
#[must_use]
pub fn play_again(lang: Lang) -> &'static str {
    pick(lang, "Rejouez", "Play again")
}

/// The colon after a label: French sets it off with a space.
#[must_use]
pub fn colon(lang: Lang) -> &'static str {
    pick(lang, " :", ":")
}

fn pick(lang: Lang, fr: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::Fr => fr,
        Lang::En => en,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_and_switch_is_named_in_both_languages() {
        for lang in [Lang::Fr, Lang::En] {
            for choice in RulesChoice::ALL {
                assert!(!choice_name(lang, choice).is_empty());
                assert!(choice_sentence(lang, choice).ends_with('.'));
            }
            for switch in Switch::ALL {
                assert_ne!(switch_value(lang, switch, 0), switch_value(lang, switch, 1));
            }
        }
        assert_eq!(board_line(Lang::En, Rules::ABAPA), None);
        assert_eq!(
            board_line(Lang::En, Rules::KALAH).as_deref(),
            Some("Rules: Kalah")
        );
        assert_eq!(
            board_line(Lang::Fr, Rules::AWALE).as_deref(),
            Some("Règles : Awalé (école)")
        );
        let custom: Rules = "stuck=draw,100-plies=no".parse().expect("a spec");
        assert_eq!(
            board_line(Lang::En, custom).as_deref(),
            Some("Rules: Custom (a draw when one cannot feed, no 100-move limit)")
        );
    }
}
