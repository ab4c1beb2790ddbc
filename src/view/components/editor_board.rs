//! The editor's board: the game board's wood, cups and stores, where a tap selects the pit or the
//! store whose seeds the steppers change. On a compact board the stores are chips above and below.
//! Its places are one composite widget with a roving tab stop ([`editor_tab_stop`]): the arrows
//! move the focus ([`editor_arrow`]), Enter or Space selects.

use kawu_engine::{Pit, Side};
use yew::prelude::*;

use crate::view::components::board::plank;
use crate::view::components::pit::{letter_and_count, pebbles};
use crate::view::components::roving::{event_place, focus_on_board};
use crate::view::components::{flag, Store};
use kawu_model::editor::{Editor, Place};
use kawu_model::geometry::{Geometry, Units, PIT_RADIUS};
use kawu_model::layout::slot;
use kawu_model::roving::{editor_arrow, editor_tab_stop, RovingFocus};
use kawu_model::settings::{side_word, Lang};

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

/// The attribute naming a place on the editor's board, and its value.
fn hook(place: Place) -> (&'static str, String) {
    match place {
        Place::Pit(pit) => ("data-edit-pit", pit.index().to_string()),
        Place::Store(side) => ("data-edit-store", side_word(side).to_owned()),
    }
}

/// The place of the board where `event` happened.
fn event_edit_place(event: &Event) -> Option<Place> {
    let pit = event_place(event, "data-edit-pit")
        .and_then(|index| index.parse().ok())
        .and_then(Pit::new)
        .map(Place::Pit);
    pit.or_else(|| {
        let side = event_place(event, "data-edit-store")?;
        Side::ALL
            .into_iter()
            .find(|&s| side_word(s) == side)
            .map(Place::Store)
    })
}

/// The board's keys: an arrow moves the focus to another place, Enter or Space selects the
/// focused place; other keys are left to the page.
fn on_editor_key(props: &EditorBoardProps) -> Callback<KeyboardEvent> {
    let (on_select, with_stores, bottom) = (
        props.on_select.clone(),
        props.geometry.has_stores(),
        props.bottom,
    );
    Callback::from(move |event: KeyboardEvent| {
        let Some(place) = event_edit_place(&event) else {
            return;
        };
        let key = event.key();
        if matches!(key.as_str(), "Enter" | " ") {
            on_select.emit(place);
        } else if let Some(to) = editor_arrow(place, &key, with_stores, bottom) {
            let (attribute, value) = hook(to);
            focus_on_board(&event, &format!("[{attribute}=\"{value}\"]"));
        } else {
            return;
        }
        event.prevent_default();
    })
}

/// The handlers of one place: a tap selects it; a focus moves the board's tab stop to it.
struct PlaceHandlers {
    onclick: Callback<MouseEvent>,
    onfocus: Callback<FocusEvent>,
    onblur: Callback<FocusEvent>,
}

/// The handlers of `place`, which selects through `on_select` and reports its focus to `focus`.
fn handlers(
    on_select: &Callback<Place>,
    focus: &UseStateHandle<RovingFocus<Place>>,
    place: Place,
) -> PlaceHandlers {
    let (on_focus, on_blur) = (focus.clone(), focus.clone());
    PlaceHandlers {
        onclick: on_select.reform(move |_: MouseEvent| place),
        onfocus: Callback::from(move |_: FocusEvent| on_focus.set(RovingFocus::focused(place))),
        onblur: Callback::from(move |_: FocusEvent| on_blur.set(RovingFocus::left(place))),
    }
}

/// A store as a chip beside a compact board, a button.
fn store_chip(props: &EditorBoardProps, side: Side) -> Html {
    let place = Place::Store(side);
    let selected = props.editor.selected == place;
    let seeds = props.editor.seeds(place);
    let onclick = props.on_select.reform(move |_: MouseEvent| place);
    let top = side != props.bottom;
    html! {
        <button type="button"
            class={classes!("score-chip", "edit-chip", if top { "top" } else { "bottom" }, selected.then_some("selected"))}
            data-edit-store={side_word(side)} data-seeds={seeds.to_string()} aria-pressed={flag(selected)}
            aria-label={kawu_i18n::editor::store_label(props.lang, side, seeds)}
            {onclick}>
            // The spaces are not drawn (a flex row) but keep the name and the count two words.
            <span class="chip-name">{ kawu_i18n::side_name(props.lang, side) }</span>
            { " " }
            <span class="chip-pebble" aria-hidden="true" />
            { " " }
            <span class="chip-score">{ seeds }</span>
        </button>
    }
}

/// The board of the position editor.
#[component(EditorBoard)]
pub fn editor_board(props: &EditorBoardProps) -> Html {
    let (lang, geometry, editor) = (props.lang, props.geometry, &props.editor);
    let focus = use_state(RovingFocus::<Place>::default);
    let stop = editor_tab_stop(*focus, editor.selected, geometry.has_stores(), props.bottom);
    let tabindex = |place: Place| if stop == place { "0" } else { "-1" };
    let selected_ring = |on: bool, r: f64| {
        on.then(|| html! { <circle class="edit-selected" r={Units(r).to_string()} /> })
    };
    let pits = Pit::ALL.iter().map(|&pit| {
        let place = slot(pit, props.bottom);
        let (x, y) = geometry.pit_center(place);
        let seeds = editor.seeds(Place::Pit(pit));
        let selected = editor.selected == Place::Pit(pit);
        let PlaceHandlers {
            onclick,
            onfocus,
            onblur,
        } = handlers(&props.on_select, &focus, Place::Pit(pit));
        html! {
            <g key={pit.index()} class={classes!("pit", "edit-pit", selected.then_some("selected"))}
                transform={format!("translate({} {})", Units(x), Units(y))} data-edit-pit={pit.index().to_string()}
                data-seeds={seeds.to_string()} role="button" tabindex={tabindex(Place::Pit(pit))}
                aria-pressed={flag(selected)} aria-label={kawu_i18n::pit_label(lang, pit, seeds)}
                {onclick} {onfocus} {onblur}>
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
        let PlaceHandlers { onclick, onfocus, onblur } = handlers(&props.on_select, &focus, place);
        html! {
            <g class={classes!("edit-store", selected.then_some("selected"))} data-edit-store={side_word(side)}
                data-seeds={seeds.to_string()} role="button" tabindex={tabindex(place)}
                aria-pressed={flag(selected)} aria-label={kawu_i18n::editor::store_label(lang, side, seeds)}
                {onclick} {onfocus} {onblur}>
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
                aria-label={kawu_i18n::editor::texts(lang).title} onkeydown={on_editor_key(props)}>
                <desc>{ kawu_i18n::editor::texts(lang).keys }</desc>
                { plank(width) }
                if geometry.has_stores() { { for stores } }
                { for pits }
            </svg>
            if geometry.compact { { store_chip(props, props.bottom) } }
        </div>
    }
}
