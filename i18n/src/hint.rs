//! Why the hint's move, in one sentence: the words of a [`Reason`] found by the engine
//! ("C takes 9 seeds (b, c, d, e).", "E saves B from c, which threatened to take 3 seeds.").

use kawu_ai::explain::Reason;
use kawu_engine::Pit;

use crate::{seeds, side_name};
use kawu_model::settings::Lang;

/// The sentence that says why the side owning `pit` should sow it.
#[must_use]
pub fn why(lang: Lang, pit: Pit, reason: Reason) -> String {
    let them = side_name(lang, pit.side().other());
    match (lang, reason) {
        (Lang::Fr, Reason::OnlyMove { feeds: false }) => {
            format!("{pit} est le seul coup possible.")
        }
        (Lang::En, Reason::OnlyMove { feeds: false }) => format!("{pit} is the only legal move."),
        (Lang::Fr, Reason::OnlyMove { feeds: true }) => {
            format!("{pit} est le seul coup qui nourrit {them}.")
        }
        (Lang::En, Reason::OnlyMove { feeds: true }) => {
            format!("{pit} is the only move that feeds {them}.")
        }
        (
            _,
            Reason::Takes {
                seeds: n,
                first,
                last,
            },
        ) => {
            let pits: Vec<String> = (first.index()..=last.index())
                .filter_map(Pit::new)
                .map(|taken| taken.to_string())
                .collect();
            let (takes, pits) = (seeds(lang, n), pits.join(", "));
            match lang {
                Lang::Fr => format!("{pit} prend {takes} ({pits})."),
                Lang::En => format!("{pit} takes {takes} ({pits})."),
            }
        }
        (Lang::Fr, Reason::Feeds) => format!("{pit} nourrit {them}, dont la rangée est vide."),
        (Lang::En, Reason::Feeds) => format!("{pit} feeds {them}, whose row is empty."),
        (
            Lang::Fr,
            Reason::Saves {
                pit: saved,
                by,
                seeds: n,
            },
        ) => format!(
            "{pit} sauve {saved} de {by}, qui menaçait de prendre {}.",
            seeds(lang, n)
        ),
        (
            Lang::En,
            Reason::Saves {
                pit: saved,
                by,
                seeds: n,
            },
        ) => format!(
            "{pit} saves {saved} from {by}, which threatened to take {}.",
            seeds(lang, n)
        ),
        (Lang::Fr, Reason::Safe { others_lose }) => format!(
            "{pit} ne donne rien : après tout autre coup, {them} prend {} ou plus.",
            seeds(lang, others_lose)
        ),
        (Lang::En, Reason::Safe { others_lose }) => format!(
            "{pit} gives nothing away: after any other move, {them} takes {} or more.",
            seeds(lang, others_lose)
        ),
        (
            Lang::Fr,
            Reason::Kroo {
                pit: kroo,
                seeds: n,
            },
        ) => format!(
            "{pit} grossit votre kroo en {kroo} ({}), et {them} ne peut rien prendre en retour.",
            seeds(lang, n)
        ),
        (
            Lang::En,
            Reason::Kroo {
                pit: kroo,
                seeds: n,
            },
        ) => format!(
            "{pit} adds to your kroo in {kroo} ({}), and {them} can take nothing back.",
            seeds(lang, n)
        ),
        (
            Lang::Fr,
            Reason::TakesFacing {
                seeds: n,
                last,
                facing,
            },
        ) => format!(
            "{pit} finit dans votre trou vide {last} et prend {} avec le trou d'en face, {facing}.",
            seeds(lang, n)
        ),
        (
            Lang::En,
            Reason::TakesFacing {
                seeds: n,
                last,
                facing,
            },
        ) => format!(
            "{pit} ends in your empty pit {last} and takes {} with the facing pit, {facing}.",
            seeds(lang, n)
        ),
        (Lang::Fr, Reason::Again) => {
            format!("{pit} finit dans votre réserve : vous rejouez.")
        }
        (Lang::En, Reason::Again) => format!("{pit} ends in your store: you play again."),
        (Lang::Fr, Reason::Best { depth }) => format!(
            "{pit} est le choix du moteur, qui a regardé {} à l'avance.",
            moves(lang, depth)
        ),
        (Lang::En, Reason::Best { depth }) => format!(
            "{pit} is the engine's choice, looking {} ahead.",
            moves(lang, depth)
        ),
    }
}

/// A count of moves (plies) with its noun: "1 coup", "14 moves".
fn moves(lang: Lang, count: u32) -> String {
    let noun = match (lang, count) {
        (Lang::Fr, 0 | 1) => "coup",
        (Lang::Fr, _) => "coups",
        (Lang::En, 1) => "move",
        (Lang::En, _) => "moves",
    };
    format!("{count} {noun}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_model::test_util::pit;

    /// The sentence in French and in English.
    fn both(hinted: char, reason: Reason) -> [String; 2] {
        [Lang::Fr, Lang::En].map(|lang| why(lang, pit(hinted), reason))
    }

    #[test]
    fn every_reason_is_one_sentence_in_each_language() {
        let cases = [
            (
                'F',
                Reason::OnlyMove { feeds: true },
                ["F est le seul coup qui nourrit Nord.", "F is the only move that feeds North."],
            ),
            (
                'b',
                Reason::OnlyMove { feeds: false },
                ["b est le seul coup possible.", "b is the only legal move."],
            ),
            (
                'C',
                Reason::Takes { seeds: 9, first: pit('b'), last: pit('e') },
                ["C prend 9 graines (b, c, d, e).", "C takes 9 seeds (b, c, d, e)."],
            ),
            (
                'e',
                Reason::Feeds,
                ["e nourrit Sud, dont la rangée est vide.", "e feeds South, whose row is empty."],
            ),
            (
                'A',
                Reason::Saves { pit: pit('E'), by: pit('f'), seeds: 3 },
                [
                    "A sauve E de f, qui menaçait de prendre 3 graines.",
                    "A saves E from f, which threatened to take 3 seeds.",
                ],
            ),
            (
                'B',
                Reason::Safe { others_lose: 4 },
                [
                    "B ne donne rien : après tout autre coup, Nord prend 4 graines ou plus.",
                    "B gives nothing away: after any other move, North takes 4 seeds or more.",
                ],
            ),
            (
                'A',
                Reason::Kroo { pit: pit('C'), seeds: 13 },
                [
                    "A grossit votre kroo en C (13 graines), et Nord ne peut rien prendre en retour.",
                    "A adds to your kroo in C (13 seeds), and North can take nothing back.",
                ],
            ),
            (
                'D',
                Reason::Best { depth: 14 },
                [
                    "D est le choix du moteur, qui a regardé 14 coups à l'avance.",
                    "D is the engine's choice, looking 14 moves ahead.",
                ],
            ),
            (
                'D',
                Reason::Best { depth: 1 },
                [
                    "D est le choix du moteur, qui a regardé 1 coup à l'avance.",
                    "D is the engine's choice, looking 1 move ahead.",
                ],
            ),
        ];
        for (hinted, reason, said) in cases {
            assert_eq!(both(hinted, reason), said.map(str::to_owned), "{reason:?}");
        }
    }

    #[test]
    fn kalahs_reasons_name_its_capture_and_its_extra_move() {
        let facing = Reason::TakesFacing {
            seeds: 6,
            last: pit('B'),
            facing: pit('e'),
        };
        assert_eq!(
            both('A', facing),
            [
                "A finit dans votre trou vide B et prend 6 graines avec le trou d'en face, e.",
                "A ends in your empty pit B and takes 6 seeds with the facing pit, e.",
            ]
            .map(str::to_owned)
        );
        assert_eq!(
            both('C', Reason::Again),
            [
                "C finit dans votre réserve : vous rejouez.",
                "C ends in your store: you play again.",
            ]
            .map(str::to_owned)
        );
    }
}
