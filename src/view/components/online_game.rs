//! An online game on the real board: the two sides with their names, presence and clocks, the
//! `Board` (animation, sounds, preview, keyboard, screen reader; a spectator's cannot be
//! moved), the connection as it stands, the invitation while the game waits, the commands the
//! rules allow, and the ending in words. Every decision is the client's
//! ([`kawu_model::online::Client`], run by [`use_online`]); this component shows it and sends it
//! the player's taps.

use kawu_engine::{Game, Pit, Side, PITS};
use kawu_online::wire::Seat;
use kawu_online::{Command, State};
use yew::prelude::*;

use crate::view::browser::online;
use crate::view::components::{on_board_key, Board, OnlineActions, OnlineInvite, OnlinePlayer};
use crate::view::hooks::{use_online, use_sound_of, use_sowing, use_ticker, Heard};
use kawu_i18n::online::{self as words, texts};
use kawu_model::geometry::Geometry;
use kawu_model::keyboard::command;
use kawu_model::online::{Client, Connection, Credentials, Finish, OnlineLink, Step};
use kawu_model::preview::preview;
use kawu_model::settings::{side_word, Lang, Sound, Speed};

/// The commands besides moves, in the order they are offered.
const COMMANDS: [Command; 7] = [
    Command::AcceptDraw,
    Command::DeclineDraw,
    Command::ClaimWin,
    Command::ClaimDraw,
    Command::Resign,
    Command::OfferDraw,
    Command::Abort,
];

/// What an online game needs.
#[derive(Properties, PartialEq, Clone)]
pub struct OnlineGameProps {
    /// Language.
    pub lang: Lang,
    /// The animation speed.
    pub speed: Speed,
    /// Sounds on or muted.
    pub sound: Sound,
    /// With stores, or compact.
    pub geometry: Geometry,
    /// The game's id.
    pub game: AttrValue,
    /// Who the page is at the game.
    pub credentials: Credentials,
    /// The name offered to take the free seat.
    pub name: Option<AttrValue>,
    /// Another online game.
    pub on_new: Callback<()>,
}

/// `data-state`'s word.
const fn state_word(state: State) -> &'static str {
    match state {
        State::Waiting => "waiting",
        State::Playing => "playing",
        State::Over { .. } => "over",
    }
}

/// The line under the title: the connection when it is not open, else whose turn it is or what
/// the page waits for.
fn status(lang: Lang, client: &Client, now: f64) -> String {
    let words = texts(lang);
    if let Some(said) = words::connection(lang, client.connection, client.outage, now) {
        return match client.pending {
            Some(_) => format!("{said} {}", words.pending),
            None => said,
        };
    }
    let Some(table) = client.table() else {
        return words.connecting.to_owned();
    };
    match (table.state(), client.side()) {
        (State::Waiting, Some(_)) => words.waiting.to_owned(),
        (State::Waiting, None) if client.can_join() => words.join_heading.to_owned(),
        (State::Playing, mine) => words::turn(lang, table.game().to_move(), mine, client.names()),
        (State::Over { .. }, _) | (State::Waiting, None) => String::new(),
    }
}

/// The invitation's whole link, shown to a seated player while the game waits for the other.
fn invite_link(client: &Client) -> Option<String> {
    match (client.side(), client.state(), client.invite()) {
        (Some(_), State::Waiting, Some(invite)) => Some(online::address(&OnlineLink {
            game: client.game.clone(),
            invite: Some(invite.to_owned()),
        })),
        _ => None,
    }
}

/// What the live region says: the connection when it is lost (in the words of its first
/// moments, said once, not at each second), else the ending, else the last move once sown.
fn announcement(
    lang: Lang,
    client: &Client,
    ending: Option<&str>,
    game: &Game,
    animating: bool,
) -> String {
    let since = client.outage.map(|outage| outage.since).unwrap_or_default();
    let connection = words::connection(lang, client.connection, client.outage, since);
    match (connection, ending, game.last_trace()) {
        (Some(connection), _, _) => connection,
        (None, Some(ending), _) => ending.to_owned(),
        (None, None, Some(trace)) if !animating => kawu_i18n::move_done(lang, trace),
        _ => String::new(),
    }
}

/// The form that takes the free seat: a name (optional) and the button.
fn join_form(lang: Lang, name: Option<AttrValue>, dispatch: &Callback<Step>) -> Html {
    let words = texts(lang);
    let input = NodeRef::default();
    let onsubmit = {
        let (input, dispatch) = (input.clone(), dispatch.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let typed = input
                .cast::<web_sys::HtmlInputElement>()
                .map(|field| field.value())
                .unwrap_or_default();
            let name = kawu_online::wire::check_name(&typed).ok();
            if let Some(name) = name.clone() {
                // Offered again next time, as the form's name is.
                let kept = online::keep_seats(|seats| seats.name = Some(name));
                if let Err(why) = kept {
                    web_sys::console::warn_1(&format!("kawu: the name is not kept: {why}").into());
                }
            }
            dispatch.emit(Step::Join(name));
        })
    };
    html! {
        <form class="online-join" {onsubmit}>
            <label>
                <span>{ words.name }</span>
                <input ref={input} type="text" maxlength="20" autocomplete="nickname"
                    data-online-name="" value={name} />
            </label>
            <button type="submit" class="control go" data-action="join-online">{ words.join }</button>
        </form>
    }
}

/// The game.
#[component(OnlineGame)]
pub fn online_game(props: &OnlineGameProps) -> Html {
    let lang = props.lang;
    let words = texts(lang);
    let (client, dispatch) = use_online(&props.game, props.credentials.clone());
    // The clocks run (and claims come) in a timed game going on; a lost connection's words
    // change with time.
    let timed = client.info().is_some_and(|info| info.clock.is_some());
    let clocks_run = timed && client.state() == State::Playing;
    let now = use_ticker(clocks_run || client.connection != Connection::Open, 200);
    let game = client.board().unwrap_or_else(Game::new);
    let sowing = use_sowing(&game, client.version, client.animate, props.speed);
    let mine = client.side();
    let animating = sowing.animating;
    use_sound_of(
        Heard {
            sound: props.sound,
            game: &game,
            version: client.version,
            animate: client.animate,
            quiet: false,
            computer: mine.map(Side::other),
        },
        &sowing,
    );
    {
        // Once seated, the address is the game's own: a reload comes back to it.
        let link = OnlineLink {
            game: props.game.to_string(),
            invite: None,
        };
        use_effect_with(mine, move |mine| {
            if mine.is_some() {
                online::show_in_address(Some(&link));
            }
        });
    }
    let pointed = use_state_eq(|| None::<Pit>);
    let bottom = mine.unwrap_or(Side::South);
    let playable = if animating {
        [false; PITS]
    } else {
        client.playable()
    };
    let on_sow = dispatch.reform(move |pit| Step::Act {
        command: Command::Play(pit),
        now: js_sys::Date::now(),
    });
    let on_key = {
        let mover = mine.unwrap_or(game.to_move());
        on_board_key(
            move |key: &str, focus| command(key, focus, mover, bottom),
            animating,
            &sowing.skip,
            &on_sow,
        )
    };
    let shown_preview = (*pointed)
        .filter(|pit| playable[pit.index()])
        .and_then(|pit| preview(game.position(), pit));
    let on_preview = Callback::from(move |pit| pointed.set(pit));
    let finish = client.table().and_then(|t| Finish::of(t.state()));
    let clocks = client.clocks(now);
    let present = client.present(now);
    let player = |side: Side| {
        let clock = clocks.map(|c| (c.remaining[side], c.running == Some(side)));
        let name = client.names()[side].clone().map(AttrValue::from);
        html! {
            <OnlinePlayer {lang} {side} {name} present={present[side]} {clock}
                mine={mine == Some(side)} />
        }
    };
    let allowed: Vec<Command> = COMMANDS
        .into_iter()
        .filter(|&c| client.can(c, now))
        .collect();
    let offered = mine.is_some() && client.table().and_then(|t| t.draw_offer()) == mine;
    let said = client.said.as_ref().map(|said| words::said(lang, said));
    let ending = finish
        .filter(|_| !animating)
        .map(|finish| words::finish(lang, finish, &game, client.names()));
    let announce = announcement(lang, &client, ending.as_deref(), &game, animating);
    let on_command = dispatch.reform(|command| Step::Act {
        command,
        now: js_sys::Date::now(),
    });
    let marks = game.last_trace().filter(|_| !animating).cloned();
    let rules = game.start().rules();
    let geometry = Geometry::of_board(props.geometry.compact, rules);
    let rules_line = kawu_i18n::rules::board_line(lang, rules);
    html! {
        <section class="online-game" data-online=""
            data-seat={client.seat.map(|seat| seat.side().map_or("spectator", side_word))}
            data-state={state_word(client.state())} data-connection={client.connection.word()}
            data-turn={(client.state() == State::Playing).then(|| side_word(game.to_move()))}
            data-result={finish.and_then(Finish::result_word)}
            data-reason={finish.map(|finish| finish.reason.word())}
            data-pending={client.pending.is_some().then_some("true")}>
            <p class="online-status">{ status(lang, &client, now) }</p>
            if client.seat == Some(Seat::Spectator) && !client.can_join() {
                <p class="online-said" data-watching="">{ words.watching }</p>
            }
            <div class="online-table">
                { player(bottom.other()) }
                <div class="board-wrap">
                    <Board pits={sowing.frame.pits} score={sowing.frame.score} {playable} {marks}
                        hand={sowing.frame.hand} hint={None::<Pit>} {bottom} {geometry}
                        {animating} {lang} {on_sow} on_skip={sowing.skip.clone()} {on_key}
                        preview={shown_preview} {on_preview} />
                </div>
                { player(bottom) }
            </div>
            if let Some(line) = rules_line {
                <p class="rules-line" data-rules={rules.to_string()}>{ line }</p>
            }
            if let Some(said) = said {
                <p class="notice" role="alert" data-notice="">{ said }</p>
            }
            if let Some(ending) = ending {
                <p class="online-result" data-ending="">{ ending }</p>
            }
            if client.can_join() {
                { join_form(lang, props.name.clone(), &dispatch) }
            }
            if let Some(link) = invite_link(&client) {
                <OnlineInvite {lang} link={link} />
            }
            if mine.is_some() {
                <OnlineActions {lang} {allowed} {offered} {on_command} />
            }
            if finish.is_some() || matches!(client.connection, Connection::Refused(_)) {
                <div class="online-buttons">
                    <button type="button" class="control" data-action="new-online"
                        onclick={props.on_new.reform(|_: MouseEvent| ())}>
                        { words.new_game }
                    </button>
                </div>
            }
            <p class="visually-hidden" aria-live="polite">{ announce }</p>
        </section>
    }
}
