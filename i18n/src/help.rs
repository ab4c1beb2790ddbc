//! The help page, French and English: the rules in a player's words, the FAQ, strategy advice.
//! Apart from the page's own texts, so that only the help's room carries it.

use kawu_model::settings::Lang;

/// The help page of one language: the rules in a player's words, the FAQ, strategy advice.
#[derive(Debug)]
pub struct HelpPage {
    /// Section headings: rules, FAQ, strategy.
    pub headings: [&'static str; 3],
    /// The rules, one paragraph each.
    pub rules: &'static [&'static str],
    /// Questions and answers.
    pub faq: &'static [(&'static str, &'static str)],
    /// Strategy advice.
    pub strategy: &'static [&'static str],
}

const HELP_FR: HelpPage = HelpPage {
    headings: ["Les règles", "Questions fréquentes", "Conseils de stratégie"],
    rules: &[
        "Le plateau a deux rangées de six trous. Chaque joueur possède la rangée de son côté : Sud a les trous A à F, Nord les trous a à f. Au départ, chaque trou contient 4 graines (48 en tout). Sud commence.",
        "Semer : à votre tour, choisissez un de vos trous non vide. Prenez toutes ses graines et déposez-les une à une dans les trous suivants, dans le sens inverse des aiguilles d'une montre. Avec 12 graines ou plus, on saute le trou de départ à chaque tour.",
        "Prendre : si la dernière graine tombe dans un trou adverse qui contient alors 2 ou 3 graines, vous les prenez. Puis on regarde le trou précédent : s'il est aussi chez l'adversaire et contient 2 ou 3 graines, vous les prenez aussi, et ainsi de suite. On ne prend jamais dans sa propre rangée.",
        "Grand chelem : si vos prises videraient toute la rangée adverse, le coup est permis mais vous ne prenez rien.",
        "Nourrir : si l'adversaire n'a plus de graines, vous devez jouer un coup qui lui en donne. Si aucun coup ne le peut, la partie s'arrête et vous prenez toutes les graines restantes.",
        "Fin de partie : dès qu'un joueur a 25 graines ou plus, il gagne. Si une position se répète depuis la dernière prise, ou après 100 coups sans prise, chacun prend les graines de sa rangée. Le plus de graines gagne ; 24 à 24 est un match nul.",
    ],
    faq: &[
        ("Pourquoi ne puis-je pas jouer ce trou ?", "Il est vide, il est chez l'adversaire, ou l'adversaire n'a plus de graines et ce trou ne peut pas le nourrir. Le message au-dessus du plateau dit lequel."),
        ("Que montrent les cercles ?", "Le dernier coup : un anneau autour du trou de départ, des points sur les trous semés, un carré autour des trous pris. L'indice est marqué d'une étoile. Avant de jouer, survolez un trou (ou choisissez-le au clavier) : en bleu, « +1 » sur chaque trou qui recevrait une graine, un anneau là où tombe la dernière, un disque sur les trous qui seraient pris."),
        ("Comment jouer au clavier ?", "Les flèches passent d'un trou à l'autre de votre rangée, Entrée ou Espace sème. Les lettres A à F (ou a à f) choisissent un trou directement."),
        ("Ma partie est-elle gardée ?", "Oui, la partie et les réglages restent dans ce navigateur, même après avoir rechargé la page."),
    ],
    strategy: &[
        "Comptez avant de semer : où tombera la dernière graine ? Un trou adverse à 1 ou 2 graines est une proie.",
        "Ne laissez pas chez vous des trous à 1 ou 2 graines que l'adversaire peut atteindre.",
        "Amassez des graines dans un trou (un « kroo ») : un grand semis qui fait le tour du plateau peut prendre plusieurs trous d'un coup.",
        "Gardez des coups en réserve : celui qui n'a plus que de mauvais coups doit en jouer un.",
    ],
};

const HELP_EN: HelpPage = HelpPage {
    headings: ["The rules", "Questions", "Strategy tips"],
    rules: &[
        "The board has two rows of six pits. Each player owns the row on their side: South has pits A to F, North has pits a to f. Each pit starts with 4 seeds (48 in all). South moves first.",
        "Sowing: on your turn, pick one of your pits that is not empty. Take all its seeds and drop them one by one into the following pits, counter-clockwise. With 12 seeds or more, the starting pit is skipped on every lap.",
        "Capturing: if your last seed lands in an opponent's pit that then holds 2 or 3 seeds, you take them. Then look at the pit before it: if it is also the opponent's and holds 2 or 3 seeds, you take those too, and so on. You never capture from your own row.",
        "Grand slam: if your captures would empty the opponent's whole row, the move is allowed but you take nothing.",
        "Feeding: if your opponent has no seeds left, you must play a move that gives them some. If no move can, the game ends and you take all the seeds left.",
        "End of the game: as soon as a player has 25 seeds or more, they win. If a position repeats since the last capture, or after 100 moves without a capture, each player takes the seeds in their own row. Most seeds wins; 24–24 is a draw.",
    ],
    faq: &[
        ("Why can't I play that pit?", "It is empty, it is the opponent's, or the opponent has no seeds and that pit cannot feed them. The message above the board says which."),
        ("What do the marks show?", "The last move: a ring around the pit it started from, dots on the pits sown, a square around the pits captured. The hint is marked with a star. Before you play, hover over a pit (or pick it with the keyboard): in blue, \"+1\" on each pit that would get a seed, a ring where the last one lands, a disc on the pits that would be taken."),
        ("How do I play with the keyboard?", "The arrow keys move between the pits of your row, Enter or Space sows. Letters A to F (or a to f) pick a pit directly."),
        ("Is my game kept?", "Yes, the game and the settings stay in this browser, also after a reload."),
    ],
    strategy: &[
        "Count before you sow: where will the last seed land? An opponent's pit with 1 or 2 seeds is a target.",
        "Don't leave pits with 1 or 2 seeds in your row where the opponent can reach them.",
        "Build up a big pit (a \"kroo\"): a long sowing that goes around the board can capture several pits at once.",
        "Keep moves in reserve: the player left with only bad moves has to play one.",
    ],
};

/// The help page in `lang`.
#[must_use]
pub const fn page(lang: Lang) -> &'static HelpPage {
    match lang {
        Lang::Fr => &HELP_FR,
        Lang::En => &HELP_EN,
    }
}
