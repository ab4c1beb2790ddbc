//! The texts of game records and shared links: the game panel, the players' names in a record,
//! and why a file or a link was refused. English reasons are the engine's own words; French
//! ones are translated here.

use kawu_ai::Level;
use kawu_engine::{
    BySide, IllegalReason, Invalid, OgnErrorKind, OgnNote, ParsePositionError, ParseRulesError,
    Side, Switch, QUIET_PLY_LIMIT,
};

use kawu_model::link::LinkError;
use kawu_model::online::Seated;
use kawu_model::record::RecordError;
use kawu_model::settings::{Lang, Mode, Settings};

use super::{level, side_name};

/// The fixed texts of the game panel in one language.
#[derive(Debug)]
pub struct RecordTexts {
    /// The panel's button and title.
    pub game: &'static str,
    /// Buttons, each with a line saying what it does: save, load, copy, share.
    pub buttons: [(&'static str, &'static str); 4],
    /// Said once the record is in the clipboard.
    pub copied: &'static str,
    /// Said when the clipboard refused: copy the text by hand.
    pub copy_by_hand: &'static str,
    /// Said when the download refused: copy the text into a file by hand.
    pub save_by_hand: &'static str,
    /// Said once the link is in the clipboard.
    pub link_copied: &'static str,
    /// Said when the clipboard refused the link.
    pub link_by_hand: &'static str,
    /// The name of the record's text box.
    pub record_label: &'static str,
    /// The name of the link's text box.
    pub link_label: &'static str,
    /// Asked before a loaded game replaces one going on.
    pub confirm_replace: &'static str,
    /// Asked before a shared link's game takes the place of a game going on.
    pub confirm_link: &'static str,
    /// The player against the computer, in a record's tags.
    pub you: &'static str,
}

const FR: RecordTexts = RecordTexts {
    game: "Partie",
    buttons: [
        ("Enregistrer", "Télécharger la partie (fichier OGN)"),
        ("Ouvrir", "Charger une partie depuis un fichier"),
        ("Copier", "Copier la partie en texte"),
        ("Partager", "Copier un lien vers cette partie"),
    ],
    copied: "Partie copiée dans le presse-papiers.",
    copy_by_hand: "Le presse-papiers n'est pas disponible : le texte est sélectionné, copiez-le.",
    save_by_hand:
        "Le téléchargement n'a pas démarré : le texte est sélectionné, copiez-le dans un fichier.",
    link_copied: "Lien copié : envoyez-le à qui vous voulez.",
    link_by_hand: "Le presse-papiers n'est pas disponible : le lien est sélectionné, copiez-le.",
    record_label: "La partie au format OGN",
    link_label: "Lien vers cette partie",
    confirm_replace: "Remplacer la partie en cours par celle du fichier ?",
    confirm_link: "Ouvrir la partie du lien à la place de la partie en cours ?",
    you: "Vous",
};

const EN: RecordTexts = RecordTexts {
    game: "Game",
    buttons: [
        ("Save", "Download the game (OGN file)"),
        ("Load", "Open a game from a file"),
        ("Copy", "Copy the game as text"),
        ("Share", "Copy a link to this game"),
    ],
    copied: "Game record copied to the clipboard.",
    copy_by_hand: "The clipboard is not available: the text is selected, copy it.",
    save_by_hand: "The download did not start: the text is selected, copy it into a file.",
    link_copied: "Link copied: send it to anyone.",
    link_by_hand: "The clipboard is not available: the link is selected, copy it.",
    record_label: "The game in OGN notation",
    link_label: "Link to this game",
    confirm_replace: "Replace the game in progress with the one in the file?",
    confirm_link: "Open the link's game in place of the game in progress?",
    you: "You",
};

/// The fixed texts of `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static RecordTexts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

/// The computer as a player's name: "Computer (hard)".
#[must_use]
pub fn computer(lang: Lang, at: Level) -> String {
    let at = level(lang, at).to_lowercase();
    match lang {
        Lang::Fr => format!("Ordinateur ({at})"),
        Lang::En => format!("Computer ({at})"),
    }
}

/// Who sat on each side, as a record's tags name them: against the computer, "You" and
/// "Computer (hard)"; two players, the sides' names.
#[must_use]
pub fn players(settings: &Settings) -> BySide<String> {
    let lang = settings.lang;
    let name = |side: Side| match settings.mode {
        Mode::Computer if side == settings.side => texts(lang).you.to_owned(),
        Mode::Computer => computer(lang, settings.level),
        Mode::TwoPlayers => side_name(lang, side).to_owned(),
    };
    BySide::new(name(Side::South), name(Side::North))
}

/// Who sat on each side of an online game, as a record's tags name them: "You" and the
/// opponent's name.
#[must_use]
pub fn online_players(lang: Lang, seated: &Seated) -> BySide<String> {
    let you = texts(lang).you.to_owned();
    let opponent = seated
        .opponent
        .clone()
        .unwrap_or_else(|| side_name(lang, seated.seat.other()).to_owned());
    match seated.seat {
        Side::South => BySide::new(you, opponent),
        Side::North => BySide::new(opponent, you),
    }
}

/// Said when a file was loaded: "Game loaded: 12 moves."
#[must_use]
pub fn loaded(lang: Lang, moves: usize) -> String {
    match (lang, moves) {
        (Lang::Fr, 0 | 1) => format!("Partie chargée : {moves} coup."),
        (Lang::Fr, _) => format!("Partie chargée : {moves} coups."),
        (Lang::En, 1) => "Game loaded: 1 move.".to_owned(),
        (Lang::En, _) => format!("Game loaded: {moves} moves."),
    }
}

/// Said once a record is offered for download: "Saved as awale-2026-11-30.ogn."
#[must_use]
pub fn saved(lang: Lang, file_name: &str) -> String {
    match lang {
        Lang::Fr => format!("Enregistrée sous {file_name}."),
        Lang::En => format!("Saved as {file_name}."),
    }
}

/// Why a file was refused, and that the game goes on.
#[must_use]
pub fn bad_record(lang: Lang, error: &RecordError) -> String {
    let why = match (lang, error) {
        (Lang::Fr, RecordError::Empty) => {
            "Ce fichier est vide : il ne contient pas de partie.".to_owned()
        }
        (Lang::En, RecordError::Empty) => "This file is empty: it holds no game.".to_owned(),
        (Lang::Fr, RecordError::TooBig { bytes }) => {
            format!(
                "Ce fichier est trop gros pour une partie ({} Ko).",
                bytes / 1024
            )
        }
        (Lang::En, RecordError::TooBig { bytes }) => {
            format!(
                "This file is too big for a game record ({} KB).",
                bytes / 1024
            )
        }
        (Lang::Fr, RecordError::Utf16) => "Ce fichier est en UTF-16 : enregistrez-le en UTF-8 \
            pour l'ouvrir."
            .to_owned(),
        (Lang::En, RecordError::Utf16) => {
            "This file is in UTF-16: save it as UTF-8 to open it.".to_owned()
        }
        (Lang::Fr, RecordError::NotUtf8 { offset }) => format!(
            "Ce fichier n'est pas un texte UTF-8 (octet {offset}) : une partie est un fichier \
             texte."
        ),
        (Lang::En, RecordError::NotUtf8 { offset }) => {
            format!("This file is not UTF-8 text (byte {offset}): a game record is a text file.")
        }
        (Lang::Fr, RecordError::Unreadable) => "Le fichier n'a pas pu être lu.".to_owned(),
        (Lang::En, RecordError::Unreadable) => "The file could not be read.".to_owned(),
        (Lang::Fr, RecordError::Ogn(error)) => match error.at {
            Some(at) => format!(
                "Ce fichier n'est pas une partie valable, ligne {}, colonne {} : {}.",
                at.line,
                at.column,
                ogn_kind(lang, &error.kind)
            ),
            None => format!(
                "Ce fichier n'est pas une partie valable : {}.",
                ogn_kind(lang, &error.kind)
            ),
        },
        (Lang::En, RecordError::Ogn(error)) => match error.at {
            Some(at) => format!(
                "This file is not a valid game record, line {}, column {}: {}.",
                at.line,
                at.column,
                ogn_kind(lang, &error.kind)
            ),
            None => format!(
                "This file is not a valid game record: {}.",
                ogn_kind(lang, &error.kind)
            ),
        },
    };
    match lang {
        Lang::Fr => format!("{why} Votre partie continue."),
        Lang::En => format!("{why} Your game is unchanged."),
    }
}

/// Why a link was refused, and that it was not opened.
#[must_use]
pub fn bad_link(lang: Lang, error: &LinkError) -> String {
    let why = match (lang, error) {
        (Lang::Fr, LinkError::Encoding(name)) => {
            format!("Le paramètre « {name} » du lien est illisible (code % cassé).")
        }
        (Lang::En, LinkError::Encoding(name)) => {
            format!("The link's \"{name}\" is garbled (a broken % code).")
        }
        (Lang::Fr, LinkError::Repeated(name)) => format!("Le lien donne « {name} » deux fois."),
        (Lang::En, LinkError::Repeated(name)) => format!("The link gives \"{name}\" twice."),
        (Lang::Fr, LinkError::Position(error)) => {
            format!(
                "La position du lien n'est pas valable : {}.",
                position(lang, error)
            )
        }
        (Lang::En, LinkError::Position(error)) => {
            format!(
                "The link's position is not valid: {}.",
                position(lang, error)
            )
        }
        (Lang::Fr, LinkError::Rules(error)) => {
            format!(
                "Les règles du lien ne sont pas valables : {}.",
                rules_fr(error)
            )
        }
        (Lang::En, LinkError::Rules(error)) => format!("The link's rules are not valid: {error}."),
        (Lang::Fr, LinkError::RulesDisagree { fen, rules }) => {
            format!("La position du lien est sous les règles {fen}, et le lien dit {rules}.")
        }
        (Lang::En, LinkError::RulesDisagree { fen, rules }) => {
            format!("The link's position is under the rules {fen}, and the link says {rules}.")
        }
        (Lang::Fr, LinkError::NotALetter { ply, found }) => {
            format!("Le coup {ply} du lien (« {found} ») n'est pas une lettre de trou (A–F, a–f).")
        }
        (Lang::En, LinkError::NotALetter { ply, found }) => {
            format!("The link's move {ply} (\"{found}\") is not a pit letter (A–F, a–f).")
        }
        (Lang::Fr, LinkError::Illegal { ply, pit, reason }) => format!(
            "Le coup {ply} du lien ({pit}) n'est pas permis : {}.",
            illegal(lang, *reason)
        ),
        (Lang::En, LinkError::Illegal { ply, pit, reason }) => format!(
            "The link's move {ply} ({pit}) is not legal: {}.",
            illegal(lang, *reason)
        ),
    };
    match lang {
        Lang::Fr => format!("{why} Le lien n'a pas été ouvert."),
        Lang::En => format!("{why} The link was not opened."),
    }
}

/// What is wrong with a record's text.
fn ogn_kind(lang: Lang, kind: &OgnErrorKind) -> String {
    if lang == Lang::En {
        return kind.to_string();
    }
    match kind {
        OgnErrorKind::TagSyntax(_) => "étiquette mal formée, attendu [Nom \"valeur\"]".to_owned(),
        OgnErrorKind::DuplicateTag(name) => format!("l'étiquette {name} est donnée deux fois"),
        OgnErrorKind::UnknownVariant(name) => format!(
            "variante inconnue « {name} », kawu lit « Oware Abapa », « Awale », « Pat », « Kalah », \
             et « Oware » avec une étiquette Rules"
        ),
        OgnErrorKind::BadRules(error) => format!("étiquette Rules invalide : {}", rules_fr(error)),
        OgnErrorKind::RulesDisagree { variant, rules } => format!(
            "l'étiquette Variant nomme les règles {variant} mais l'étiquette Rules {rules}"
        ),
        OgnErrorKind::FenRulesDisagree { fen, record } => format!(
            "l'étiquette FEN nomme les règles {fen} mais les étiquettes de la partie {record}"
        ),
        OgnErrorKind::BadFen(error) => {
            format!("étiquette FEN invalide : {}", position(lang, error))
        }
        OgnErrorKind::BadResult(text) => format!(
            "résultat « {text} » illisible, attendu les graines de Sud et de Nord comme 25-20, ou *"
        ),
        OgnErrorKind::ResultsDisagree { tag, movetext } => {
            format!("l'étiquette Result dit {tag} mais les coups finissent par {movetext}")
        }
        OgnErrorKind::UnexpectedText(text) => format!(
            "« {text} » inattendu dans les coups, attendu un numéro de coup, une lettre de trou \
             (A-F, a-f) suivie ou non de +N, un {{commentaire}}, une (variante) ou le résultat"
        ),
        OgnErrorKind::BadCaptureMark { mark, seeds } => format!(
            "prise « {mark} » mal notée, attendu +N après le coup, N graines de 0 à {seeds}"
        ),
        OgnErrorKind::UnterminatedComment => "un commentaire « { » n'est jamais fermé".to_owned(),
        OgnErrorKind::UnterminatedVariation => "une variante « ( » n'est jamais fermée".to_owned(),
        OgnErrorKind::IllegalMove { ply, pit, reason } => {
            format!("coup {ply} ({pit}) illégal : {}", illegal(lang, *reason))
        }
        OgnErrorKind::CaptureMismatch {
            ply,
            pit,
            written,
            captured,
        } => format!("le coup {ply} ({pit}) est noté +{written} mais prend {captured}"),
        OgnErrorKind::ResultMismatch { written, actual } => format!(
            "le résultat dit {}-{} mais la partie finit {}-{}",
            written.south, written.north, actual.south, actual.north
        ),
    }
}

/// Why a rules spec is refused, in French.
fn rules_fr(error: &ParseRulesError) -> String {
    match error {
        ParseRulesError::NotASwitch(part) => format!(
            "« {part} » n'est ni un jeu de règles (abapa, awale, pat, kalah) écrit seul ni un \
             réglage comme grand-slam=forbidden"
        ),
        ParseRulesError::UnknownSwitch(name) => {
            let names: Vec<&str> = Switch::ALL.iter().map(|switch| switch.name()).collect();
            format!(
                "il n'y a pas de réglage « {name} », les réglages sont {}",
                names.join(", ")
            )
        }
        ParseRulesError::BadValue(switch, value) => {
            let [abapa, other] = switch.values();
            let name = switch.name();
            format!("{name} vaut « {value} », il vaut {abapa} ou {other}")
        }
        ParseRulesError::Twice(switch) => format!("{} est donné deux fois", switch.name()),
    }
}

/// What the player is told of a record that was read, but not quite under the rules it names:
/// a sentence.
#[must_use]
pub fn note(lang: Lang, note: &OgnNote) -> String {
    match (lang, note) {
        (Lang::Fr, OgnNote::HundredPliesOff { ply }) => format!(
            "Le coup {ply} est joué après {QUIET_PLY_LIMIT} coups sans prise, qui finissent une \
             partie d'abapa : la partie est lue comme Aualé la joue, où seule une répétition \
             finit une longue partie sans prise."
        ),
        (Lang::En, OgnNote::HundredPliesOff { ply }) => format!(
            "Move {ply} is played after {QUIET_PLY_LIMIT} moves without a capture, which end a \
             game of abapa: the game is read as Aualé plays it, where only a repetition ends a \
             long game without a capture."
        ),
    }
}

/// Why a position string is refused.
fn position(lang: Lang, error: &ParsePositionError) -> String {
    match (lang, error) {
        (Lang::En, ParsePositionError::Syntax(why)) => why.clone(),
        (Lang::Fr, ParsePositionError::Syntax(_)) => "il faut 12 nombres de graines, les 2 \
            scores et le camp qui joue (S ou N), séparés par des « - »"
            .to_owned(),
        (_, ParsePositionError::Invalid(invalid)) => {
            let reasons = invalid.reasons.iter().map(|&why| match lang {
                Lang::En => why.to_string(),
                Lang::Fr => invalid_fr(why),
            });
            let separator = if lang == Lang::Fr { " ; " } else { "; " };
            reasons.collect::<Vec<_>>().join(separator)
        }
    }
}

/// One reason a position is not playable, in French.
fn invalid_fr(reason: Invalid) -> String {
    let side = |side| side_name(Lang::Fr, side);
    match reason {
        Invalid::SeedTotal(total) => format!("il y a {total} graines en tout au lieu de 48"),
        Invalid::AlreadyWon(winner) => format!("{} a déjà 25 graines ou plus", side(winner)),
        Invalid::AlreadyDrawn => "le score est 24–24, la partie est déjà nulle".to_owned(),
        Invalid::NothingToSow(mover) => {
            format!("{} doit jouer mais n'a pas de graines", side(mover))
        }
        Invalid::CannotFeed(mover) => {
            format!(
                "{} doit nourrir l'adversaire mais aucun coup ne le peut",
                side(mover)
            )
        }
        Invalid::KalahSeedTotal(total) => {
            format!("il y a {total} graines en tout au lieu des 72 du Kalah")
        }
        Invalid::RowEmpty(owner) => format!(
            "la rangée de {} est vide : la partie est finie",
            side(owner)
        ),
    }
}

/// Why a move is refused, short, inside a sentence.
fn illegal(lang: Lang, reason: IllegalReason) -> String {
    match (lang, reason) {
        (Lang::En, _) => reason.to_string(),
        (Lang::Fr, IllegalReason::GameOver) => "la partie est déjà finie".to_owned(),
        (Lang::Fr, IllegalReason::NotYourPit) => "ce trou est à l'autre camp".to_owned(),
        (Lang::Fr, IllegalReason::EmptyPit) => "ce trou est vide".to_owned(),
        (Lang::Fr, IllegalReason::MustFeed) => {
            "l'adversaire n'a plus de graines et ce coup ne le nourrit pas".to_owned()
        }
        (Lang::Fr, IllegalReason::GrandSlam) => {
            "ce coup prendrait toutes les graines de l'adversaire, et un autre coup est possible"
                .to_owned()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_engine::Game;
    use kawu_model::record::{self, Day};
    use kawu_model::test_util::pit;

    #[test]
    fn players_are_named_by_mode_and_language() {
        let mut settings = Settings::new(Lang::Fr);
        settings.side = Side::North;
        settings.level = Level::Easy;
        let names = players(&settings);
        assert_eq!(
            (names.south.as_str(), names.north.as_str()),
            ("Ordinateur (facile)", "Vous")
        );
        settings.mode = Mode::TwoPlayers;
        let names = players(&settings);
        assert_eq!(
            (names.south.as_str(), names.north.as_str()),
            ("Sud", "Nord")
        );
    }

    #[test]
    fn an_online_game_s_players_are_you_and_the_opponent_by_name() {
        let seated: Seated = "Xw3_k-9aZq1mN0pQ north 1f0KxQ unlimited - - Kofi Mensah"
            .parse()
            .expect("a seat");
        let names = online_players(Lang::En, &seated);
        assert_eq!(
            (names.south.as_str(), names.north.as_str()),
            ("Kofi Mensah", "You")
        );
        let waiting = Seated {
            opponent: None,
            seat: Side::South,
            ..seated
        };
        let names = online_players(Lang::Fr, &waiting);
        assert_eq!(
            (names.south.as_str(), names.north.as_str()),
            ("Vous", "Nord")
        );
    }

    #[test]
    fn a_record_names_you_and_the_computer() {
        let mut settings = Settings::new(Lang::En);
        settings.level = Level::Hard;
        let day = Day {
            year: 2026,
            month: 3,
            day: 7,
        };
        let text = record::write(&Game::new(), players(&settings), day);
        assert!(
            text.contains("[South \"You\"]\n[North \"Computer (hard)\"]"),
            "{text}"
        );
    }

    #[test]
    fn a_refused_file_gives_line_column_and_reason_in_both_languages() {
        let error = record::read("1. C d\n2. C").unwrap_err();
        assert_eq!(
            bad_record(Lang::En, &error),
            "This file is not a valid game record, line 2, column 4: illegal move 3 (C): that pit \
             is empty. Your game is unchanged."
        );
        assert_eq!(
            bad_record(Lang::Fr, &error),
            "Ce fichier n'est pas une partie valable, ligne 2, colonne 4 : coup 3 (C) illégal : \
             ce trou est vide. Votre partie continue."
        );
    }

    #[test]
    fn refused_rules_tags_are_told_in_both_languages() {
        let cases = [
            (
                "[Variant \"Awale\"]\n[Rules \"pat\"]",
                "the Variant tag names the rules awale but the Rules tag pat",
                "l'étiquette Variant nomme les règles awale mais l'étiquette Rules pat",
            ),
            (
                "[Rules \"stuck=maybe\"]",
                "bad Rules tag: bad rules: stuck is \"maybe\": it is takes or draw",
                "étiquette Rules invalide : stuck vaut « maybe », il vaut takes ou draw",
            ),
            (
                "[Rules \"slam=on\"]",
                "there is no switch \"slam\"",
                "il n'y a pas de réglage « slam », les réglages sont grand-slam, stuck, \
                 win-at-25, indetermination, 100-plies",
            ),
            (
                "[Variant \"Bao\"]",
                "unknown variant \"Bao\"",
                "variante inconnue « Bao », kawu lit « Oware Abapa », « Awale », « Pat », \
                 « Kalah », et « Oware » avec une étiquette Rules",
            ),
            (
                "[Variant \"Kalah\"]\n[FEN \"0-0-0-0-0-1-1-0-0-0-0-0-24-22-S pat\"]",
                "the FEN tag names the rules pat but the record's tags kalah",
                "l'étiquette FEN nomme les règles pat mais les étiquettes de la partie kalah",
            ),
            (
                "[Variant \"Kalah\"]\n1. A+80",
                "N seeds from 0 to 72",
                "N graines de 0 à 72",
            ),
        ];
        for (text, en, fr) in cases {
            let error = record::read(text).unwrap_err();
            let (said_en, said_fr) = (bad_record(Lang::En, &error), bad_record(Lang::Fr, &error));
            assert!(said_en.contains(en), "{said_en}");
            assert!(said_fr.contains(fr), "{said_fr}");
        }
    }

    #[test]
    fn a_record_read_past_100_plies_is_told_in_both_languages() {
        let past = OgnNote::HundredPliesOff { ply: 161 };
        assert_eq!(
            note(Lang::En, &past),
            "Move 161 is played after 100 moves without a capture, which end a game of abapa: \
             the game is read as Aualé plays it, where only a repetition ends a long game \
             without a capture."
        );
        assert!(
            note(Lang::Fr, &past).starts_with("Le coup 161 est joué après 100 coups sans prise")
        );
    }

    #[test]
    fn a_file_that_is_not_utf8_is_told_so_in_both_languages() {
        let utf16 = record::decode_file(&[0xFF, 0xFE, b'[', 0]).unwrap_err();
        assert_eq!(
            bad_record(Lang::En, &utf16),
            "This file is in UTF-16: save it as UTF-8 to open it. Your game is unchanged."
        );
        assert_eq!(
            bad_record(Lang::Fr, &utf16),
            "Ce fichier est en UTF-16 : enregistrez-le en UTF-8 pour l'ouvrir. Votre partie \
             continue."
        );
        let latin1 = record::decode_file(b"1. C d {\xe9}").unwrap_err();
        assert_eq!(
            bad_record(Lang::En, &latin1),
            "This file is not UTF-8 text (byte 8): a game record is a text file. Your game is \
             unchanged."
        );
        assert_eq!(
            bad_record(Lang::Fr, &latin1),
            "Ce fichier n'est pas un texte UTF-8 (octet 8) : une partie est un fichier texte. \
             Votre partie continue."
        );
    }

    #[test]
    fn a_huge_file_or_link_is_refused_in_a_short_notice() {
        let field = "x".repeat(1 << 20);
        let files = [
            format!("[Variant \"{field}\"]"),
            format!("[FEN \"{field}\"]"),
            format!("[Result \"{field}\"]"),
            format!("1. C {field}"),
        ];
        for text in files {
            let error = record::read(&text).unwrap_err();
            for lang in [Lang::Fr, Lang::En] {
                let notice = bad_record(lang, &error);
                assert!(notice.chars().count() < 300, "{notice}");
            }
        }
        let link = kawu_model::link::parse(&format!("?fen={field}"), "")
            .expect("a link")
            .unwrap_err();
        for lang in [Lang::Fr, Lang::En] {
            let notice = bad_link(lang, &link);
            assert!(notice.chars().count() < 300, "{notice}");
        }
    }

    #[test]
    fn a_link_with_bad_rules_is_refused_in_both_languages() {
        let bad = kawu_model::link::parse("?rules=stuck=maybe", "")
            .expect("a link")
            .unwrap_err();
        assert_eq!(
            bad_link(Lang::En, &bad),
            "The link's rules are not valid: bad rules: stuck is \"maybe\": it is takes or draw. \
             The link was not opened."
        );
        assert_eq!(
            bad_link(Lang::Fr, &bad),
            "Les règles du lien ne sont pas valables : stuck vaut « maybe », il vaut takes ou \
             draw. Le lien n'a pas été ouvert."
        );
        let clash =
            kawu_model::link::parse("?fen=6-6-6-6-6-6-6-6-6-6-6-6-0-0-S+kalah&rules=pat", "")
                .expect("a link")
                .unwrap_err();
        assert_eq!(
            bad_link(Lang::Fr, &clash),
            "La position du lien est sous les règles kalah, et le lien dit pat. Le lien n'a pas \
             été ouvert."
        );
    }

    #[test]
    fn a_refused_link_names_the_move_and_the_reason() {
        let error = LinkError::Illegal {
            ply: 3,
            pit: pit('C'),
            reason: IllegalReason::EmptyPit,
        };
        assert_eq!(
            bad_link(Lang::En, &error),
            "The link's move 3 (C) is not legal: that pit is empty. The link was not opened."
        );
        let position = "5-4-4-4-4-4-4-4-4-4-4-4-0-0-S"
            .parse::<kawu_engine::Position>()
            .unwrap_err();
        assert_eq!(
            bad_link(Lang::Fr, &LinkError::Position(position)),
            "La position du lien n'est pas valable : il y a 49 graines en tout au lieu de 48. \
             Le lien n'a pas été ouvert."
        );
        let syntax = "4-4".parse::<kawu_engine::Position>().unwrap_err();
        assert_eq!(
            bad_link(Lang::En, &LinkError::Position(syntax)),
            "The link's position is not valid: expected 15 fields joined by '-' (12 pits, 2 \
             scores, side to move), found 2. The link was not opened."
        );
    }
}
