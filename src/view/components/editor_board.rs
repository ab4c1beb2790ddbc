//! The editor's board: the game board's wood, cups and stores, where a tap selects the pit or the
//! store whose seeds the steppers change. On a compact board the stores are chips above and below.

use kawu_engine::{Pit, Side};
use yew::prelude::*;

use crate::i18n;
use crate::model::editor::{Editor, Place};
use crate::model::geometry::{Geometry, Units, PIT_RADIUS};
use crate::model::layout::slot;
use crate::model::settings::{side_word, Lang};
use crate::view::components::board::plank;
use crate::view::components::pit::{letter_and_count, pebbles};
use crate::view::components::{flag, Store};

/// What the editor's board shows.
#[derive(Properties, PartialEq, Clone)]
pub struct EditorBoardProps {
    /// The editor: seeds everywhere and the selected place.
    pub editor: Editor,
    /// With stores, or compact.
    pub geometry: Geometry,
    /// The side drawn at the bottom.
    pub bottom: Side,
    /// The language of the labels.
    pub lang: Lang,
    /// A place was tapped (or chosen with Enter or Space).
    pub on_select: Callback<Place>,
}

/// The click and key handlers that select `place`.
fn selecting(
    on_select: &Callback<Place>,
    place: Place,
) -> (Callback<MouseEvent>, Callback<KeyboardEvent>) {
    let onclick = on_select.reform(move |_: MouseEvent| place);
    let on_select = on_select.clone();
    let onkeydown = Callback::from(move |event: KeyboardEvent| {
        if matches!(event.key().as_str(), "Enter" | " ") {
            event.prevent_default();
            on_select.emit(place);
        }
    });
    (onclick, onkeydown)
}

/// A store as a chip beside a compact board, a button.
fn store_chip(props: &EditorBoardProps, side: Side) -> Html {
    let place = Place::Store(side);
    let selected = props.editor.selected == place;
    let seeds = props.editor.seeds(place);
    let (onclick, _) = selecting(&props.on_select, place);
    let top = side != props.bottom;
    html! {
        <button type="button"
            class={classes!("score-chip", "edit-chip", if top { "top" } else { "bottom" }, selected.then_some("selected"))}
            data-edit-store={side_word(side)} data-seeds={seeds.to_string()} aria-pressed={flag(selected)}
            aria-label={format!("{}, {}", i18n::editor::place(props.lang, place), i18n::seeds(props.lang, seeds))}
            {onclick}>
            <span class="chip-name">{ i18n::side_name(props.lang, side) }</span>
            <span class="chip-pebble" aria-hidden="true" />
            <span class="chip-score">{ seeds }</span>
        </button>
    }
}

/// The board of the position editor.
#[component(EditorBoard)]
pub fn editor_board(props: &EditorBoardProps) -> Html {
    let (lang, geometry, editor) = (props.lang, props.geometry, &props.editor);
    let selected_ring = |on: bool, r: f64| {
        on.then(|| html! { <circle class="edit-selected" r={Units(r).to_string()} /> })
    };
    let pits = Pit::ALL.iter().map(|&pit| {
        let place = slot(pit, props.bottom);
        let (x, y) = geometry.pit_center(place);
        let seeds = editor.seeds(Place::Pit(pit));
        let selected = editor.selected == Place::Pit(pit);
        let (onclick, onkeydown) = selecting(&props.on_select, Place::Pit(pit));
        html! {
            <g key={pit.index()} class={classes!("pit", "edit-pit", selected.then_some("selected"))}
                transform={format!("translate({} {})", Units(x), Units(y))} data-edit-pit={pit.index().to_string()}
                data-seeds={seeds.to_string()} role="button" tabindex="0" aria-pressed={flag(selected)}
                aria-label={i18n::pit_label(lang, pit, seeds)} {onclick} {onkeydown}>
                <circle class="cup-rim" r={Units(PIT_RADIUS + 6.0).to_string()} />
                <circle class="cup" r={Units(PIT_RADIUS).to_string()} />
                { pebbles(pit, seeds, PIT_RADIUS) }
                { selected_ring(selected, PIT_RADIUS + 13.0) }
                { letter_and_count(pit, seeds, geometry.labels(place)) }
            </g>
        }
    });
    // Each player's store is on their right: the bottom player's at the right end.
    let stores = [props.bottom.other(), props.bottom].map(|side| {
        let (x, y) = geometry.store_center(side == props.bottom);
        let place = Place::Store(side);
        let selected = editor.selected == place;
        let seeds = editor.seeds(place);
        let (onclick, onkeydown) = selecting(&props.on_select, place);
        html! {
            <g class={classes!("edit-store", selected.then_some("selected"))} data-edit-store={side_word(side)}
                data-seeds={seeds.to_string()} role="button" tabindex="0" aria-pressed={flag(selected)}
                aria-label={format!("{}, {}", i18n::editor::place(lang, place), i18n::seeds(lang, seeds))}
                {onclick} {onkeydown}>
                <Store {side} {x} {y} {seeds} {lang} />
                if selected {
                    <rect class="edit-selected" x={Units(x - 60.0).to_string()} y={Units(y - 164.0).to_string()}
                        width="120" height="328" rx="58" />
                }
            </g>
        }
    });
    let (width, height) = geometry.size();
    html! {
        <div class="editor-board">
            if geometry.compact { { store_chip(props, props.bottom.other()) } }
            <svg class={classes!("board", geometry.compact.then_some("compact"))}
                viewBox={format!("0 0 {} {}", Units(width), Units(height))} role="group"
                aria-label={i18n::editor::texts(lang).title}>
                { plank(width) }
                if geometry.has_stores() { { for stores } }
                { for pits }
            </svg>
            if geometry.compact { { store_chip(props, props.bottom) } }
        </div>
    }
}
