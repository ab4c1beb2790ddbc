//! The board: two rows of six pits on carved wood, with the captured seeds in a store at each
//! end, or on a compact board in a score chip above and below it. It knows no rule: it gets what
//! to show and which pits are playable, and emits `on_sow`. Its pits are one composite widget
//! with a roving tab stop: one pit is in the tab order ([`tab_stop`]), the arrows move the focus.

use kawu_engine::{BySide, MoveTrace, Pit, Side, PITS};
use yew::prelude::*;

use crate::view::components::pit::preview_badge;
use crate::view::components::roving::{event_place, focus_on_board};
use crate::view::components::{flag, PitView, ScoreChip, Store};
use kawu_model::geometry::{Geometry, Units, DEPTH, PIT_RADIUS};
use kawu_model::keyboard::KeyCommand;
use kawu_model::layout::slot;
use kawu_model::preview::{PitPreview, Preview};
use kawu_model::roving::{tab_stop, RovingFocus};
use kawu_model::settings::Lang;

/// What the board shows.
#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// Seeds in each pit, as drawn now (animated or final).
    pub pits: [u8; PITS],
    /// Captured seeds, as drawn now.
    pub score: BySide<u8>,
    /// The pits the player may sow.
    pub playable: [bool; PITS],
    /// The last move, marked on the board (none while it is animated).
    pub marks: Option<MoveTrace>,
    /// Where a seed is falling, while animating.
    pub hand: Option<Pit>,
    /// The hinted pit.
    pub hint: Option<Pit>,
    /// The side drawn at the bottom.
    pub bottom: Side,
    /// With stores, or compact.
    pub geometry: Geometry,
    /// True while a sowing is animated.
    pub animating: bool,
    /// The language of the labels.
    pub lang: Lang,
    /// A pit was chosen.
    pub on_sow: Callback<Pit>,
    /// The player tapped during the animation.
    pub on_skip: Callback<()>,
    /// A key pressed while a pit of the board has the focus.
    pub on_key: Callback<KeyboardEvent>,
    /// The move preview of the pit pointed at or focused, if any.
    #[prop_or_default]
    pub preview: Option<Preview>,
    /// A pit is pointed at or focused (`Some`), or no longer (`None`).
    #[prop_or_default]
    pub on_preview: Callback<Option<Pit>>,
    /// The pits a lesson marks (its target, a threatened pit); none in the game.
    #[prop_or_default]
    pub targets: [bool; PITS],
}

fn wood_defs() -> Html {
    let pebble = |id: &str, light: &str, dark: &str| {
        html! {
            <radialGradient id={id.to_owned()} cx="0.35" cy="0.3" r="0.75">
                <stop offset="0" stop-color="#fffaf0" stop-opacity="0.9" />
                <stop offset="0.25" stop-color={light.to_owned()} />
                <stop offset="1" stop-color={dark.to_owned()} />
            </radialGradient>
        }
    };
    html! {
        <defs>
            <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stop-color="#b9773d" />
                <stop offset="0.45" stop-color="#9a5a2a" />
                <stop offset="1" stop-color="#6e3b18" />
            </linearGradient>
            <linearGradient id="wood-edge" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stop-color="#d9a066" />
                <stop offset="1" stop-color="#4a250d" />
            </linearGradient>
            <radialGradient id="cup" cx="0.5" cy="0.42" r="0.6">
                <stop offset="0" stop-color="#4a2810" />
                <stop offset="0.75" stop-color="#5e3416" />
                <stop offset="1" stop-color="#8a5228" />
            </radialGradient>
            <linearGradient id="rim" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0" stop-color="#5a2f12" />
                <stop offset="1" stop-color="#d39a60" />
            </linearGradient>
            { pebble("pebble0", "#d8d2c4", "#6d6659") }
            { pebble("pebble1", "#c9a27a", "#5c3b22") }
            { pebble("pebble2", "#9fb0a8", "#3e4d49") }
            { pebble("pebble3", "#e6d9b8", "#8a7a55") }
        </defs>
    }
}

/// Long grain lines across a plank of `length`, fixed so the board looks the same every time:
/// drawn for the wide board (1130 units) and stretched along the plank.
fn grain(length: f64) -> Html {
    let lines = [
        (92.0, 6.0),
        (118.0, -4.0),
        (205.0, 8.0),
        (236.0, -6.0),
        (262.0, 5.0),
        (352.0, -7.0),
        (401.0, 4.0),
        (428.0, -3.0),
    ];
    let along = |x: f64| Units(x * length / 1130.0);
    let [a, b, c, d, e, f] = [30.0, 300.0, 520.0, 760.0, 1040.0, 1100.0].map(along);
    html! {
        <g class="grain">
            { for lines.iter().map(|&(y, bend)| {
                let (up, down, half) = (Units(y + bend), Units(y - bend), Units(y + bend * 0.5));
                let y = Units(y);
                let d = format!("M{a} {y} C {b} {up} {c} {down} {d} {y} S {e} {half} {f} {y}");
                html! { <path d={d} /> }
            }) }
        </g>
    }
}

/// The wooden plank of a board `width` long, with its grain and the groove between the rows.
pub(crate) fn plank(width: f64) -> Html {
    html! {
        <>
            { wood_defs() }
            <rect class="plank-edge" x="16" y="18" width={Units(width - 32.0).to_string()} height="432" rx="66" />
            <rect class="plank" x="20" y="20" width={Units(width - 40.0).to_string()} height="424" rx="62" />
            { grain(width) }
            <line class="groove" x1="140" y1="234" x2={Units(width - 140.0).to_string()} y2="234" />
        </>
    }
}

/// The board's keys, as a callback: `command` reads a key (given the pit with the focus, the one
/// the key was pressed on); the focus moves to another pit, or the pit is sown through `on_sow`
/// (an animation under way is skipped first). A key the board ignores is left to the page.
pub fn on_board_key(
    command: impl Fn(&str, Option<Pit>) -> Option<KeyCommand> + 'static,
    animating: bool,
    skip: &Callback<()>,
    on_sow: &Callback<Pit>,
) -> Callback<KeyboardEvent> {
    let (skip, on_sow) = (skip.clone(), on_sow.clone());
    Callback::from(move |event: KeyboardEvent| {
        let focus = event_place(&event, "data-pit")
            .and_then(|index| index.parse().ok())
            .and_then(Pit::new);
        match command(&event.key(), focus) {
            Some(KeyCommand::Focus(pit)) => {
                focus_on_board(&event, &format!("[data-pit=\"{}\"]", pit.index()));
            }
            Some(KeyCommand::Sow(pit)) => {
                if animating {
                    skip.emit(());
                }
                on_sow.emit(pit);
            }
            None => return,
        }
        event.prevent_default();
    })
}

/// The Awalé board.
#[component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let lang = props.lang;
    let on_tap = {
        let (animating, on_sow, on_skip) =
            (props.animating, props.on_sow.clone(), props.on_skip.clone());
        Callback::from(move |pit: Pit| {
            if animating {
                on_skip.emit(());
            } else {
                on_sow.emit(pit);
            }
        })
    };
    let onclick = {
        let (animating, on_skip) = (props.animating, props.on_skip.clone());
        Callback::from(move |_: MouseEvent| {
            if animating {
                on_skip.emit(());
            }
        })
    };
    let onkeydown = props.on_key.clone();
    let marks = props.marks.as_ref();
    let geometry = props.geometry;
    let focus = use_state(RovingFocus::<Pit>::default);
    let stop = tab_stop(*focus, &props.playable, props.bottom);
    let on_focus = {
        let focus = focus.clone();
        Callback::from(move |(pit, now): (Pit, bool)| {
            focus.set(if now {
                RovingFocus::focused(pit)
            } else {
                RovingFocus::left(pit)
            });
        })
    };
    let pits = Pit::ALL.iter().map(|&pit| {
        let place = slot(pit, props.bottom);
        let (x, y) = geometry.pit_center(place);
        let seeds = props.pits[pit.index()];
        html! {
            <PitView key={pit.index()} {pit} {seeds} {x} {y} radius={PIT_RADIUS}
                labels={geometry.labels(place)}
                playable={props.playable[pit.index()]}
                origin={marks.is_some_and(|m| m.origin == pit)}
                sown={marks.is_some_and(|m| m.sown.contains(&pit))}
                captured={marks.is_some_and(|m| m.captured.contains(&pit))}
                hint={props.hint == Some(pit)}
                target={props.targets[pit.index()]}
                hand={props.hand == Some(pit)}
                tab_stop={stop == pit} on_focus={on_focus.clone()}
                label={AttrValue::from(kawu_i18n::pit_label(lang, pit, seeds))}
                on_tap={on_tap.clone()}
                preview={props.preview.as_ref().map(|p| p.marks(pit)).unwrap_or_default()}
                on_preview={props.on_preview.clone()} />
        }
    });
    // The "+n" of the preview is drawn over the board, apart from the pits: a pit's visible
    // text (its letter and count) is then exactly what its accessible name begins with. The
    // group is always there (empty without a preview), so the pits before it are never redrawn.
    // Kalah: the seeds the mover's store would get, at its middle.
    let store_badge = props
        .preview
        .as_ref()
        .filter(|_| geometry.has_stores())
        .map(|preview| {
            let (x, y) = geometry.store_center(preview.trace.side == props.bottom);
            let store = PitPreview {
                sown: preview.store,
                ..PitPreview::default()
            };
            preview_badge(store, x, y, 0.0)
        });
    let badges = html! {
        <g class="preview-badges" aria-hidden="true">
            if let Some(preview) = &props.preview {
                { for Pit::ALL.iter().map(|&pit| {
                    let (x, y) = geometry.pit_center(slot(pit, props.bottom));
                    preview_badge(preview.marks(pit), x, y, PIT_RADIUS)
                }) }
                { for store_badge }
            }
        </g>
    };
    // Each player's store is on their right: the bottom player's at the right end.
    let stores = [props.bottom.other(), props.bottom].map(|side| {
        let (x, y) = geometry.store_center(side == props.bottom);
        html! { <Store {side} {x} {y} seeds={props.score[side]} {lang} /> }
    });
    let chip = |side: Side| {
        let top = side != props.bottom;
        html! { <ScoreChip {side} seeds={props.score[side]} {lang} {top} /> }
    };
    let (width, height) = geometry.size();
    html! {
        <>
            if geometry.compact { { chip(props.bottom.other()) } }
            <svg class={classes!("board", geometry.compact.then_some("compact"))}
                viewBox={format!("0 0 {} {}", Units(width), Units(height))} role="group"
                aria-label={kawu_i18n::texts(lang).board}
                data-animating={flag(props.animating)}
                {onclick} {onkeydown}>
                <desc>{ kawu_i18n::texts(lang).board_keys }</desc>
                { plank(width) }
                if geometry.has_stores() { { for stores } }
                { for pits }
                { badges }
                if let Some(preview) = &props.preview {
                    <text class="preview-caption" x={Units(width / 2.0).to_string()} y={Units(DEPTH / 2.0 + 9.0).to_string()}
                        data-preview-caption="">{ kawu_i18n::preview::caption(lang, preview) }</text>
                }
            </svg>
            if geometry.compact { { chip(props.bottom) } }
        </>
    }
}
