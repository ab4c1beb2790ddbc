//! The texts of online play: the form, the invitation, the connection, the game's buttons, every
//! refusal and error of the server in words, and how each game ended.

use kawu_engine::{BySide, Game, Side};
use kawu_online::wire::{Color, ErrorCode, NameError, MAX_NAME_CHARS};
use kawu_online::{Command, GameResult, TimeControl, TimeControlError};

use super::{outcome, side_name};
use kawu_model::online::{
    clock_word, Cause, Connection, CreateError, Finish, FormError, Outage, Reason, Said, Service,
    TimeChoice,
};
use kawu_model::settings::Lang;

/// The fixed texts of online play in one language.
#[derive(Debug)]
pub struct OnlineTexts {
    /// The room's title.
    pub heading: &'static str,
    /// Back to the game.
    pub back_to_game: &'static str,
    /// While the page looks for the server.
    pub checking: &'static str,
    /// A copy of kawu without the server.
    pub no_server: &'static str,
    /// The form's introduction.
    pub intro: &'static str,
    /// The time control's legend.
    pub time: &'static str,
    /// The custom clock's minutes.
    pub minutes: &'static str,
    /// The custom clock's increment.
    pub increment: &'static str,
    /// The side's legend.
    pub color: &'static str,
    /// The name's label.
    pub name: &'static str,
    /// Under the name's field.
    pub name_help: &'static str,
    /// Creates the game.
    pub create: &'static str,
    /// While the game is created.
    pub creating: &'static str,
    /// The invitation's heading.
    pub invite: &'static str,
    /// What to do with the link.
    pub invite_help: &'static str,
    /// Copies the link.
    pub copy: &'static str,
    /// Said once copied.
    pub copied: &'static str,
    /// Said when the browser would not copy.
    pub copy_failed: &'static str,
    /// Opens the share sheet.
    pub share: &'static str,
    /// The QR code's name.
    pub qr: &'static str,
    /// While the friend has not come.
    pub waiting: &'static str,
    /// The invitation to take the seat.
    pub join_heading: &'static str,
    /// Takes the seat.
    pub join: &'static str,
    /// Said to a spectator.
    pub watching: &'static str,
    /// The first connection.
    pub connecting: &'static str,
    /// A lost connection, tried again.
    pub reconnecting: &'static str,
    /// A move that waits for the connection.
    pub pending: &'static str,
    /// A player connected.
    pub present: &'static str,
    /// A player gone.
    pub absent: &'static str,
    /// A seat nobody took yet.
    pub free_seat: &'static str,
    /// Resign, then the confirmation and its way back.
    pub resign: [&'static str; 3],
    /// The question before resigning.
    pub resign_question: &'static str,
    /// Offer a draw.
    pub offer_draw: &'static str,
    /// Accept, decline the opponent's offer.
    pub answer_draw: [&'static str; 2],
    /// The player's own offer.
    pub draw_offered: &'static str,
    /// The opponent's offer.
    pub draw_offer: &'static str,
    /// Abort the game.
    pub abort: &'static str,
    /// Claim the win, a draw.
    pub claim: [&'static str; 2],
    /// The opponent gone long enough to claim.
    pub opponent_gone: &'static str,
    /// Another online game.
    pub new_game: &'static str,
}

const FR: OnlineTexts = OnlineTexts {
    heading: "Jouer en ligne",
    back_to_game: "Retour à la partie",
    checking: "Recherche du serveur kawu…",
    no_server: "Cette copie de kawu n'a pas de serveur\u{a0}: le jeu en ligne demande le serveur kawu \
        (kawu-server). Tout le reste fonctionne, même hors ligne.",
    intro: "Créez une partie, puis envoyez le lien à un ami\u{a0}: il prend l'autre place, sans compte.",
    time: "Cadence",
    minutes: "Minutes chacun (¼ à 180)",
    increment: "Secondes ajoutées par coup (0 à 60)",
    color: "Votre camp",
    name: "Votre nom (facultatif)",
    name_help: "1 à 20 caractères. Sans nom, le serveur vous appelle «\u{a0}Guest\u{a0}» et quatre chiffres.",
    create: "Créer la partie",
    creating: "Création de la partie…",
    invite: "Invitez un ami",
    invite_help: "Envoyez-lui ce lien\u{a0}: la première personne qui l'ouvre prend l'autre place. \
        Ensuite, il montre la partie en spectateur.",
    copy: "Copier le lien",
    copied: "Lien copié.",
    copy_failed: "Le navigateur refuse de copier\u{a0}: sélectionnez le lien.",
    share: "Partager…",
    qr: "Code QR du lien d'invitation",
    waiting: "En attente de votre adversaire…",
    join_heading: "Vous êtes invité à jouer",
    join: "Prendre la place",
    watching: "Vous regardez cette partie.",
    connecting: "Connexion au serveur…",
    reconnecting: "Connexion perdue\u{a0}: reconnexion…",
    pending: "Votre coup attend la connexion\u{a0}: il partira dès son retour.",
    present: "connecté",
    absent: "parti",
    free_seat: "Place libre",
    resign: ["Abandonner", "Oui, abandonner", "Non, continuer"],
    resign_question: "Abandonner la partie\u{a0}?",
    offer_draw: "Proposer nulle",
    answer_draw: ["Accepter la nulle", "Refuser"],
    draw_offered: "Vous proposez la nulle.",
    draw_offer: "Votre adversaire propose la nulle.",
    abort: "Annuler la partie",
    claim: ["Réclamer la victoire", "Réclamer la nulle"],
    opponent_gone: "Votre adversaire est parti depuis une minute\u{a0}: vous pouvez réclamer la victoire ou la nulle, ou l'attendre.",
    new_game: "Nouvelle partie en ligne",
};

const EN: OnlineTexts = OnlineTexts {
    heading: "Play online",
    back_to_game: "Back to the game",
    checking: "Looking for the kawu server…",
    no_server: "This copy of kawu has no server: online play needs the kawu server \
        (kawu-server). Everything else works, offline too.",
    intro: "Create a game, then send the link to a friend: they take the other seat, no account needed.",
    time: "Time control",
    minutes: "Minutes each (¼ to 180)",
    increment: "Seconds added per move (0 to 60)",
    color: "Your side",
    name: "Your name (optional)",
    name_help: "1 to 20 characters. Without one, the server calls you “Guest” and four digits.",
    create: "Create the game",
    creating: "Creating the game…",
    invite: "Invite a friend",
    invite_help: "Send them this link: whoever opens it first takes the other seat. After that \
        it shows the game to watch.",
    copy: "Copy the link",
    copied: "Link copied.",
    copy_failed: "The browser will not copy: select the link.",
    share: "Share…",
    qr: "QR code of the invitation link",
    waiting: "Waiting for your opponent…",
    join_heading: "You are invited to play",
    join: "Take the seat",
    watching: "You are watching this game.",
    connecting: "Connecting to the server…",
    reconnecting: "Connection lost: reconnecting…",
    pending: "Your move waits for the connection: it goes as soon as it is back.",
    present: "connected",
    absent: "gone",
    free_seat: "Free seat",
    resign: ["Resign", "Yes, resign", "No, play on"],
    resign_question: "Resign the game?",
    offer_draw: "Offer a draw",
    answer_draw: ["Accept the draw", "Decline"],
    draw_offered: "You offered a draw.",
    draw_offer: "Your opponent offers a draw.",
    abort: "Abort the game",
    claim: ["Claim the win", "Claim a draw"],
    opponent_gone: "Your opponent has been gone for a minute: you may claim the win or a draw, or wait for them.",
    new_game: "New online game",
};

/// The fixed texts of `lang`.
#[must_use]
pub const fn texts(lang: Lang) -> &'static OnlineTexts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

/// The place's name, on its button: "En ligne", "Online".
#[must_use]
pub const fn title(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "En ligne",
        Lang::En => "Online",
    }
}

/// A time control as players say it: "5+5", or unlimited in words.
#[must_use]
pub fn clock(lang: Lang, control: TimeControl) -> String {
    match (lang, control) {
        (Lang::Fr, TimeControl::Unlimited) => "Sans limite".to_owned(),
        (Lang::En, TimeControl::Unlimited) => "Unlimited".to_owned(),
        (Lang::Fr, _) => clock_word(control).replace('.', ","),
        (Lang::En, _) => clock_word(control),
    }
}

/// The label of a time choice of the form.
#[must_use]
pub fn time_choice(lang: Lang, choice: TimeChoice) -> String {
    match (lang, choice) {
        (_, TimeChoice::Unlimited) => clock(lang, TimeControl::Unlimited),
        (_, TimeChoice::Preset(control)) => clock(lang, control),
        (Lang::Fr, TimeChoice::Custom) => "Autre".to_owned(),
        (Lang::En, TimeChoice::Custom) => "Custom".to_owned(),
    }
}

/// The label of a side offered by the form.
#[must_use]
pub const fn color(lang: Lang, color: Color) -> &'static str {
    match (lang, color) {
        (Lang::Fr, Color::South) => "Sud (commence)",
        (Lang::Fr, Color::North) => "Nord",
        (Lang::Fr, Color::Random) => "Au hasard",
        (Lang::En, Color::South) => "South (moves first)",
        (Lang::En, Color::North) => "North",
        (Lang::En, Color::Random) => "Random",
    }
}

/// Why the form cannot create a game.
#[must_use]
pub fn form_error(lang: Lang, error: FormError) -> String {
    let text = match (lang, error) {
        (Lang::Fr, FormError::Minutes) => "Les minutes doivent être un nombre, de ¼ à 180.",
        (Lang::En, FormError::Minutes) => "The minutes must be a number, from ¼ to 180.",
        (Lang::Fr, FormError::Increment) => {
            "Les secondes ajoutées doivent être un nombre entier, de 0 à 60."
        }
        (Lang::En, FormError::Increment) => {
            "The seconds added must be a whole number, from 0 to 60."
        }
        (Lang::Fr, FormError::Clock(TimeControlError::TooShort)) => {
            "Il faut au moins ¼ de minute chacun."
        }
        (Lang::En, FormError::Clock(TimeControlError::TooShort)) => {
            "Each side needs at least ¼ of a minute."
        }
        (Lang::Fr, FormError::Clock(TimeControlError::TooLong)) => "180 minutes chacun au plus.",
        (Lang::En, FormError::Clock(TimeControlError::TooLong)) => "At most 180 minutes each.",
        (Lang::Fr, FormError::Clock(TimeControlError::IncrementTooLong)) => {
            "60 secondes ajoutées par coup au plus."
        }
        (Lang::En, FormError::Clock(TimeControlError::IncrementTooLong)) => {
            "At most 60 seconds added per move."
        }
        (_, FormError::Name(error)) => return name_error(lang, error),
    };
    text.to_owned()
}

/// Why a name is refused.
#[must_use]
pub fn name_error(lang: Lang, error: NameError) -> String {
    match (lang, error) {
        (Lang::Fr, NameError::Empty) => "Le nom doit avoir au moins un caractère.".to_owned(),
        (Lang::En, NameError::Empty) => "A name needs at least one character.".to_owned(),
        (Lang::Fr, NameError::TooLong) => {
            format!("Un nom a {MAX_NAME_CHARS} caractères au plus.")
        }
        (Lang::En, NameError::TooLong) => {
            format!("A name has at most {MAX_NAME_CHARS} characters.")
        }
        (Lang::Fr, NameError::Control) => {
            "Un nom ne peut pas contenir de caractère de contrôle.".to_owned()
        }
        (Lang::En, NameError::Control) => "A name cannot hold control characters.".to_owned(),
    }
}

/// Why the game was not created.
#[must_use]
pub fn create_error(lang: Lang, error: &CreateError) -> String {
    match (lang, error) {
        (Lang::Fr, CreateError::TooMany) => {
            "Trop de parties créées depuis cette adresse\u{a0}: réessayez dans quelques minutes."
                .to_owned()
        }
        (Lang::En, CreateError::TooMany) => {
            "Too many games created from this address: try again in a few minutes.".to_owned()
        }
        (Lang::Fr, CreateError::Refused(why)) => format!("Le serveur refuse\u{a0}: {why}."),
        (Lang::En, CreateError::Refused(why)) => format!("The server refuses: {why}."),
        (Lang::Fr, CreateError::Failed(why)) => {
            format!("La partie n'a pas pu être créée ({why}). Réessayez.")
        }
        (Lang::En, CreateError::Failed(why)) => {
            format!("The game could not be created ({why}). Try again.")
        }
    }
}

/// What the page says of the server when online play cannot start: `None` when it can.
#[must_use]
pub fn service(lang: Lang, service: &Service) -> Option<String> {
    match (lang, service) {
        (_, Service::Ready) => None,
        (_, Service::Missing) => Some(texts(lang).no_server.to_owned()),
        (Lang::Fr, Service::OtherVersion(version)) => Some(format!(
            "Le serveur parle «\u{a0}{version}\u{a0}» et cette page «\u{a0}{}\u{a0}»\u{a0}: rechargez la page.",
            kawu_online::wire::VERSION
        )),
        (Lang::En, Service::OtherVersion(version)) => Some(format!(
            "The server speaks “{version}” and this page “{}”: reload the page.",
            kawu_online::wire::VERSION
        )),
    }
}

/// What the page says of the connection at `now` (the page's clock): nothing while it is open,
/// else that it connects, reconnects, or why it stopped.
#[must_use]
pub fn connection(
    lang: Lang,
    connection: Connection,
    outage: Option<Outage>,
    now: f64,
) -> Option<String> {
    match (connection, outage) {
        (Connection::Open, _) => None,
        (Connection::Refused(code), _) => Some(error(lang, code).to_owned()),
        (Connection::Connecting { attempt } | Connection::Waiting { attempt }, Some(outage)) => {
            Some(self::outage(lang, outage, attempt, now))
        }
        (_, None) => Some(texts(lang).connecting.to_owned()),
    }
}

/// Whose turn it is: "À vous de jouer (Sud)", "Kofi's turn (North)".
#[must_use]
pub fn turn(
    lang: Lang,
    to_move: Side,
    mine: Option<Side>,
    names: &BySide<Option<String>>,
) -> String {
    let side = side_name(lang, to_move);
    match (lang, mine == Some(to_move), &names[to_move]) {
        (Lang::Fr, true, _) => format!("À vous de jouer ({side})"),
        (Lang::En, true, _) => format!("Your turn ({side})"),
        (Lang::Fr, false, Some(name)) => format!("Au tour de {name} ({side})"),
        (Lang::En, false, Some(name)) => format!("{name}'s turn ({side})"),
        (Lang::Fr, false, None) => format!("Au tour de {side}"),
        (Lang::En, false, None) => format!("{side} to move"),
    }
}

/// What the page says of a lost connection at `now` (the page's clock): that it reconnects,
/// then, after [`kawu_model::online::LONG_OUTAGE_MS`], for how long and why.
#[must_use]
pub fn outage(lang: Lang, outage: Outage, attempt: u32, now: f64) -> String {
    let gone = now - outage.since;
    if gone < kawu_model::online::LONG_OUTAGE_MS {
        return texts(lang).reconnecting.to_owned();
    }
    let minutes = (gone / 60_000.0).floor() as u64;
    let seconds = (gone / 1_000.0).floor() as u64;
    let (cause, since) = match lang {
        Lang::Fr => (
            match outage.cause {
                Cause::Network => "le réseau ou le serveur ne répond plus",
                Cause::Silence => "le serveur ne répond plus",
                Cause::Bye => "le serveur a redémarré ou s'est arrêté",
            },
            if minutes > 0 {
                format!("{minutes} min")
            } else {
                format!("{seconds} s")
            },
        ),
        Lang::En => (
            match outage.cause {
                Cause::Network => "the network or the server stopped answering",
                Cause::Silence => "the server stopped answering",
                Cause::Bye => "the server restarted or stopped",
            },
            if minutes > 0 {
                format!("{minutes} min")
            } else {
                format!("{seconds} s")
            },
        ),
    };
    match lang {
        Lang::Fr => format!(
            "Pas de connexion depuis {since}\u{a0}: {cause}. La partie est gardée sur le serveur\u{a0}; \
             nouvel essai en cours (essai {attempt})."
        ),
        Lang::En => format!(
            "No connection for {since}: {cause}. The game is kept on the server; trying again \
             (attempt {attempt})."
        ),
    }
}

/// A command's name, as said in a message.
#[must_use]
pub const fn command(lang: Lang, command: Command) -> &'static str {
    match (lang, command) {
        (Lang::Fr, Command::Play(_)) => "le coup",
        (Lang::Fr, Command::Resign) => "l'abandon",
        (Lang::Fr, Command::OfferDraw) => "la proposition de nulle",
        (Lang::Fr, Command::AcceptDraw) => "l'acceptation de la nulle",
        (Lang::Fr, Command::DeclineDraw) => "le refus de la nulle",
        (Lang::Fr, Command::Abort) => "l'annulation",
        (Lang::Fr, Command::ClaimWin) => "la réclamation de la victoire",
        (Lang::Fr, Command::ClaimDraw) => "la réclamation de la nulle",
        (Lang::En, Command::Play(_)) => "the move",
        (Lang::En, Command::Resign) => "the resignation",
        (Lang::En, Command::OfferDraw) => "the draw offer",
        (Lang::En, Command::AcceptDraw) => "the draw accepted",
        (Lang::En, Command::DeclineDraw) => "the draw declined",
        (Lang::En, Command::Abort) => "the abort",
        (Lang::En, Command::ClaimWin) => "the claim of the win",
        (Lang::En, Command::ClaimDraw) => "the claim of a draw",
    }
}

/// A refusal of the server (its code, [`kawu_online::Refusal::code`]) in words; an unknown
/// code is said with the server's own words.
#[must_use]
pub fn refusal(lang: Lang, code: &str, message: &str) -> String {
    let text = match (lang, code) {
        (Lang::Fr, "time-control") => "Cette cadence n'est pas permise.",
        (Lang::En, "time-control") => "That time control is not allowed.",
        (Lang::Fr, "not-started") => "La partie attend encore votre adversaire.",
        (Lang::En, "not-started") => "The game still waits for your opponent.",
        (Lang::Fr, "over") => "La partie est finie.",
        (Lang::En, "over") => "The game is over.",
        (Lang::Fr, "not-waiting" | "seat-taken") => "Les deux places sont déjà prises.",
        (Lang::En, "not-waiting" | "seat-taken") => "Both seats are already taken.",
        (Lang::Fr, "not-your-turn") => "Ce n'est pas votre tour.",
        (Lang::En, "not-your-turn") => "It is not your turn.",
        (Lang::Fr, "stale" | "past") => {
            "Votre adversaire a joué entre-temps\u{a0}: la partie a avancé sans cette demande."
        }
        (Lang::En, "stale" | "past") => {
            "Your opponent moved meanwhile: the game went on without that request."
        }
        (Lang::Fr, "future") => "La page était en avance sur le serveur\u{a0}: elle se remet à jour.",
        (Lang::En, "future") => "The page was ahead of the server: it catches up.",
        (Lang::Fr, "illegal") => "Le serveur refuse ce coup\u{a0}: il n'est pas permis.",
        (Lang::En, "illegal") => "The server refuses that move: it is not allowed.",
        (Lang::Fr, "out-of-time") => "Votre temps était écoulé avant que le coup arrive.",
        (Lang::En, "out-of-time") => "Your time ran out before the move arrived.",
        (Lang::Fr, "too-late-to-abort") => {
            "Chacun a joué\u{a0}: la partie ne peut plus être annulée (abandonnez ou proposez nulle)."
        }
        (Lang::En, "too-late-to-abort") => {
            "Each side has moved: the game can no longer be aborted (resign or offer a draw)."
        }
        (Lang::Fr, "already-offered") => "Votre proposition de nulle attend déjà une réponse.",
        (Lang::En, "already-offered") => "Your draw offer already waits for an answer.",
        (Lang::Fr, "no-offer") => "Il n'y a plus de proposition de nulle à laquelle répondre.",
        (Lang::En, "no-offer") => "There is no draw offer to answer any more.",
        (Lang::Fr, "own-offer") => "Vous ne pouvez pas répondre à votre propre proposition.",
        (Lang::En, "own-offer") => "You cannot answer your own offer.",
        (Lang::Fr, "no-claims") => "Une partie sans limite de temps n'a pas de réclamation.",
        (Lang::En, "no-claims") => "An unlimited game has no claims.",
        (Lang::Fr, "still-abortable") => {
            "Votre adversaire n'a pas encore joué\u{a0}: annulez la partie plutôt."
        }
        (Lang::En, "still-abortable") => "Your opponent has not moved yet: abort the game instead.",
        (Lang::Fr, "opponent-present") => "Votre adversaire est revenu.",
        (Lang::En, "opponent-present") => "Your opponent is back.",
        (Lang::Fr, "not-out-of-time") => "Le temps n'est pas écoulé.",
        (Lang::En, "not-out-of-time") => "No time has run out.",
        (Lang::Fr, "too-soon") => {
            "Votre adversaire n'est pas parti depuis assez longtemps pour réclamer."
        }
        (Lang::En, "too-soon") => "Your opponent has not been gone long enough to claim.",
        (Lang::Fr, _) => return format!("Le serveur refuse\u{a0}: {message}."),
        (Lang::En, _) => return format!("The server refuses: {message}."),
    };
    text.to_owned()
}

/// An error of the server in words.
#[must_use]
pub fn error(lang: Lang, code: ErrorCode) -> &'static str {
    match (lang, code) {
        (Lang::Fr, ErrorCode::Malformed | ErrorCode::TooLarge | ErrorCode::HelloFirst) => {
            "Le serveur n'a pas compris la page\u{a0}: rechargez-la."
        }
        (Lang::En, ErrorCode::Malformed | ErrorCode::TooLarge | ErrorCode::HelloFirst) => {
            "The server did not understand the page: reload it."
        }
        (Lang::Fr, ErrorCode::UnknownGame) => {
            "Cette partie n'existe pas sur ce serveur (le lien est peut-être incomplet, ou la \
             partie a expiré sans adversaire)."
        }
        (Lang::En, ErrorCode::UnknownGame) => {
            "This game does not exist on this server (the link may be cut short, or the game \
             expired without an opponent)."
        }
        (Lang::Fr, ErrorCode::BadSecret) => {
            "Le serveur ne reconnaît pas votre place à cette partie."
        }
        (Lang::En, ErrorCode::BadSecret) => "The server does not recognise your seat at this game.",
        (Lang::Fr, ErrorCode::NotSeated) => "Seuls les joueurs peuvent agir sur la partie.",
        (Lang::En, ErrorCode::NotSeated) => "Only the players can act on the game.",
        (Lang::Fr, ErrorCode::TooFast) => "Trop de messages trop vite\u{a0}: un instant.",
        (Lang::En, ErrorCode::TooFast) => "Too many messages too fast: a moment, please.",
        (Lang::Fr, ErrorCode::Busy) => "Le serveur est occupé\u{a0}: nouvel essai.",
        (Lang::En, ErrorCode::Busy) => "The server is busy: trying again.",
    }
}

/// What the page tells the player after a command or a message.
#[must_use]
pub fn said(lang: Lang, said: &Said) -> String {
    match (lang, said) {
        (_, Said::Refused { code, message, .. }) => refusal(lang, code, message),
        (_, Said::Error { code, .. }) => error(lang, *code).to_owned(),
        (_, Said::Illegal(pit, reason)) => super::illegal(lang, *pit, *reason),
        (Lang::Fr, Said::NotYourTurn) => "Patience\u{a0}: c'est au tour de votre adversaire.".to_owned(),
        (Lang::En, Said::NotYourTurn) => "Wait: it is your opponent's turn.".to_owned(),
        (Lang::Fr, Said::Busy) => "Un instant\u{a0}: votre demande précédente est en route.".to_owned(),
        (Lang::En, Said::Busy) => "A moment: your previous request is on its way.".to_owned(),
        (Lang::Fr, Said::Dropped(command)) => format!(
            "Pendant la coupure, la partie a avancé\u{a0}: {} n'a pas été envoyé.",
            self::command(lang, *command)
        ),
        (Lang::En, Said::Dropped(command)) => format!(
            "While the connection was down the game went on: {} was not sent.",
            self::command(lang, *command)
        ),
        (Lang::Fr, Said::Unreadable) => {
            "Un message du serveur est illisible\u{a0}: rechargez la page si la partie n'avance plus."
                .to_owned()
        }
        (Lang::En, Said::Unreadable) => {
            "A message of the server could not be read: reload the page if the game stops."
                .to_owned()
        }
    }
}

/// A player's name for a sentence: the name with its side, or the side alone.
fn player(lang: Lang, names: &BySide<Option<String>>, side: Side) -> String {
    let side_name = side_name(lang, side);
    names[side].as_ref().map_or_else(
        || side_name.to_owned(),
        |name| format!("{name} ({side_name})"),
    )
}

/// The sentence that ends an online game, for each [`Reason`]; `game` is the game at its end
/// (its score, when the seeds ended it).
#[must_use]
pub fn finish(lang: Lang, finish: Finish, game: &Game, names: &BySide<Option<String>>) -> String {
    let who = |side| player(lang, names, side);
    match (lang, finish.reason, finish.result) {
        (_, Reason::Seeds, _) => match game.outcome() {
            Some(end) => format!("{}.", outcome(lang, &end, game.to_move())),
            None => finish_fallback(lang, finish.result),
        },
        (Lang::Fr, Reason::Resign, Some(GameResult::Win(side))) => {
            format!(
                "{} abandonne\u{a0}: {} gagne.",
                who(side.other()),
                who(side)
            )
        }
        (Lang::En, Reason::Resign, Some(GameResult::Win(side))) => {
            format!("{} resigned: {} wins.", who(side.other()), who(side))
        }
        (Lang::Fr, Reason::Time, Some(GameResult::Win(side))) => {
            format!(
                "{} n'a plus de temps\u{a0}: {} gagne.",
                who(side.other()),
                who(side)
            )
        }
        (Lang::En, Reason::Time, Some(GameResult::Win(side))) => {
            format!("{} ran out of time: {} wins.", who(side.other()), who(side))
        }
        (Lang::Fr, Reason::Agreement, _) => "Nulle par accord mutuel.".to_owned(),
        (Lang::En, Reason::Agreement, _) => "Draw agreed.".to_owned(),
        (Lang::Fr, Reason::Abandoned, Some(GameResult::Win(side))) => format!(
            "{} est parti\u{a0}: {} réclame la victoire et gagne.",
            who(side.other()),
            who(side)
        ),
        (Lang::En, Reason::Abandoned, Some(GameResult::Win(side))) => format!(
            "{} left the game: {} claimed the win.",
            who(side.other()),
            who(side)
        ),
        (Lang::Fr, Reason::Abandoned, _) => {
            "Un joueur est parti\u{a0}: l'autre a réclamé la nulle.".to_owned()
        }
        (Lang::En, Reason::Abandoned, _) => {
            "A player left the game: the other claimed a draw.".to_owned()
        }
        (Lang::Fr, Reason::Aborted, _) => {
            "La partie a été annulée\u{a0}: pas de résultat.".to_owned()
        }
        (Lang::En, Reason::Aborted, _) => "The game was aborted: no result.".to_owned(),
        (_, Reason::Resign | Reason::Time, _) => finish_fallback(lang, finish.result),
    }
}

/// The result alone, when the log says no more.
fn finish_fallback(lang: Lang, result: Option<GameResult>) -> String {
    match (lang, result) {
        (Lang::Fr, Some(GameResult::Win(side))) => format!("{} gagne.", side_name(lang, side)),
        (Lang::En, Some(GameResult::Win(side))) => format!("{} wins.", side_name(lang, side)),
        (Lang::Fr, _) => "Match nul.".to_owned(),
        (Lang::En, _) => "Draw.".to_owned(),
    }
}

/// A clock's time left: "4:59", and tenths under ten seconds ("0:09.4").
#[must_use]
pub fn clock_time(ms: u64) -> String {
    let (minutes, seconds) = (ms / 60_000, ms / 1_000 % 60);
    if ms < 10_000 {
        format!("{minutes}:{seconds:02}.{}", ms / 100 % 10)
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// A clock for assistive technology: "Sud : 4 min 59 s" / "South: 4 min 59 s".
#[must_use]
pub fn clock_label(lang: Lang, side: Side, ms: u64) -> String {
    let (minutes, seconds) = (ms / 60_000, ms / 1_000 % 60);
    match lang {
        Lang::Fr => format!("{}\u{a0}: {minutes} min {seconds} s", side_name(lang, side)),
        Lang::En => format!("{}: {minutes} min {seconds} s", side_name(lang, side)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_model::online::COLORS;

    const CODES: [&str; 20] = [
        "time-control",
        "not-started",
        "over",
        "not-waiting",
        "seat-taken",
        "not-your-turn",
        "stale",
        "past",
        "future",
        "illegal",
        "out-of-time",
        "too-late-to-abort",
        "already-offered",
        "no-offer",
        "own-offer",
        "no-claims",
        "still-abortable",
        "opponent-present",
        "not-out-of-time",
        "too-soon",
    ];

    #[test]
    fn every_refusal_of_the_rules_is_said_in_words_in_both_languages() {
        // The codes are the rules' own: one per refusal.
        use kawu_engine::{IllegalReason, Pit};
        use kawu_online::Refusal;
        let pit = Pit::from_letter('C').expect("pit");
        let all = [
            Refusal::TimeControl(TimeControlError::TooShort),
            Refusal::NotStarted,
            Refusal::Over,
            Refusal::NotWaiting,
            Refusal::SeatTaken(Side::North),
            Refusal::NotYourTurn,
            Refusal::Stale {
                ply: 1,
                played: pit,
            },
            Refusal::Past { ply: 1, next: 2 },
            Refusal::Future { ply: 3, next: 2 },
            Refusal::Illegal(IllegalReason::EmptyPit),
            Refusal::OutOfTime,
            Refusal::TooLateToAbort,
            Refusal::AlreadyOffered,
            Refusal::NoOffer,
            Refusal::OwnOffer,
            Refusal::NoClaims,
            Refusal::StillAbortable,
            Refusal::OpponentPresent,
            Refusal::NotOutOfTime,
            Refusal::TooSoon { wait_ms: 1 },
        ];
        assert_eq!(all.map(Refusal::code), CODES);
        for lang in [Lang::Fr, Lang::En] {
            for code in CODES {
                let words = refusal(lang, code, "SERVER WORDS");
                assert!(!words.contains("SERVER WORDS"), "{code}: {words}");
            }
            assert!(refusal(lang, "new-code", "SERVER WORDS").contains("SERVER WORDS"));
        }
    }

    #[test]
    fn every_error_is_said_in_words() {
        let codes = [
            ErrorCode::Malformed,
            ErrorCode::TooLarge,
            ErrorCode::HelloFirst,
            ErrorCode::UnknownGame,
            ErrorCode::BadSecret,
            ErrorCode::NotSeated,
            ErrorCode::TooFast,
            ErrorCode::Busy,
        ];
        for code in codes {
            assert_ne!(error(Lang::Fr, code), error(Lang::En, code));
        }
    }

    #[test]
    fn each_ending_has_its_sentence() {
        let names = BySide::new(Some("Ama".to_owned()), Some("Kofi".to_owned()));
        let game = Game::new();
        let win = Some(GameResult::Win(Side::South));
        let said = |lang, reason, result| finish(lang, Finish { result, reason }, &game, &names);
        assert_eq!(
            said(Lang::En, Reason::Resign, win),
            "Kofi (North) resigned: Ama (South) wins."
        );
        assert_eq!(
            said(Lang::Fr, Reason::Time, win),
            "Kofi (Nord) n'a plus de temps\u{a0}: Ama (Sud) gagne."
        );
        assert_eq!(
            said(Lang::En, Reason::Agreement, Some(GameResult::Draw)),
            "Draw agreed."
        );
        assert_eq!(
            said(Lang::En, Reason::Abandoned, win),
            "Kofi (North) left the game: Ama (South) claimed the win."
        );
        assert_eq!(
            said(Lang::En, Reason::Aborted, None),
            "The game was aborted: no result."
        );
        let start: kawu_engine::Position =
            "0-0-8-0-0-1-1-1-1-1-2-3-15-15-S".parse().expect("valid");
        let mut over = Game::from_position(start);
        over.play(kawu_engine::Pit::from_letter('C').expect("pit"))
            .expect("legal");
        let seeds = finish(
            Lang::En,
            Finish {
                result: win,
                reason: Reason::Seeds,
            },
            &over,
            &names,
        );
        assert!(seeds.starts_with("South wins"), "{seeds}");
        for lang in [Lang::Fr, Lang::En] {
            for reason in Reason::ALL {
                assert!(!said(lang, reason, win).is_empty());
            }
        }
    }

    #[test]
    fn clocks_are_read_at_a_glance_and_said_in_full() {
        assert_eq!(clock_time(300_000), "5:00");
        assert_eq!(clock_time(59_999), "0:59");
        assert_eq!(clock_time(9_450), "0:09.4");
        assert_eq!(clock_time(0), "0:00.0");
        assert_eq!(
            clock_label(Lang::Fr, Side::South, 65_000),
            "Sud\u{a0}: 1 min 5 s"
        );
        assert_eq!(
            clock(Lang::Fr, TimeControl::custom(15_000, 0).expect("ok")),
            "0,25+0"
        );
        assert_eq!(clock(Lang::En, TimeControl::Unlimited), "Unlimited");
    }

    #[test]
    fn the_form_is_said_in_both_languages() {
        for lang in [Lang::Fr, Lang::En] {
            let labels: Vec<String> = TimeChoice::ALL
                .iter()
                .map(|&c| time_choice(lang, c))
                .collect();
            assert_eq!(labels.len(), 6);
            for (color, _) in COLORS {
                assert!(!self::color(lang, color).is_empty());
            }
            assert_eq!(service(lang, &Service::Ready), None);
            assert!(service(lang, &Service::Missing).is_some_and(|t| t.contains("kawu")));
        }
        assert_eq!(
            create_error(Lang::En, &CreateError::Refused("bad name".to_owned())),
            "The server refuses: bad name."
        );
    }

    #[test]
    fn a_long_outage_says_how_long_and_why() {
        let outage = Outage {
            since: 0.0,
            cause: Cause::Bye,
        };
        assert_eq!(
            outage_text(Lang::En, outage, 5_000.0),
            texts(Lang::En).reconnecting
        );
        let long = outage_text(Lang::En, outage, 150_000.0);
        assert!(
            long.starts_with("No connection for 2 min: the server restarted"),
            "{long}"
        );
        assert!(outage_text(Lang::Fr, outage, 25_000.0).contains("25 s"));
    }

    #[test]
    fn the_connection_is_said_only_when_it_is_not_open() {
        let lost = Some(Outage {
            since: 0.0,
            cause: Cause::Network,
        });
        let said = |connection, outage| connection_text(connection, outage);
        assert_eq!(said(Connection::Open, lost), None);
        assert_eq!(
            said(Connection::Connecting { attempt: 0 }, None).as_deref(),
            Some(texts(Lang::En).connecting)
        );
        assert_eq!(
            said(Connection::Waiting { attempt: 2 }, lost).as_deref(),
            Some(texts(Lang::En).reconnecting)
        );
        assert_eq!(
            said(Connection::Refused(ErrorCode::UnknownGame), None).as_deref(),
            Some(error(Lang::En, ErrorCode::UnknownGame))
        );
        let names = BySide::new(Some("Ama".to_owned()), None);
        assert_eq!(
            turn(Lang::En, Side::South, Some(Side::South), &names),
            "Your turn (South)"
        );
        assert_eq!(
            turn(Lang::Fr, Side::South, None, &names),
            "Au tour de Ama (Sud)"
        );
        assert_eq!(turn(Lang::En, Side::North, None, &names), "North to move");
    }

    fn connection_text(connection: Connection, outage: Option<Outage>) -> Option<String> {
        super::connection(Lang::En, connection, outage, 1_000.0)
    }

    fn outage_text(lang: Lang, outage: Outage, now: f64) -> String {
        super::outage(lang, outage, 3, now)
    }
}
