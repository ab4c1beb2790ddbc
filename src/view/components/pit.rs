//! One pit: a wooden cup with its pebbles, its count and its letter; a button for the player.

use kawu_engine::Pit;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use kawu_model::geometry::{turned, Labels, Units, PIT_AREA};
use kawu_model::preview::PitPreview;

/// Most pebbles drawn in a pit; the count says the rest.
const MAX_PEBBLES: u8 = 16;

/// Where the pit is drawn and what it shows.
#[derive(Properties, PartialEq, Clone)]
pub struct PitProps {
    /// Which pit.
    pub pit: Pit,
    /// Its seeds now.
    pub seeds: u8,
    /// Centre, in board units.
    pub x: f64,
    /// Centre, in board units.
    pub y: f64,
    /// Radius, in board units.
    pub radius: f64,
    /// Where the count, the letter and the hint go.
    pub labels: Labels,
    /// The player may sow it now.
    pub playable: bool,
    /// The last move started here.
    pub origin: bool,
    /// The last move dropped a seed here.
    pub sown: bool,
    /// The last move captured here.
    pub captured: bool,
    /// The hint points here.
    pub hint: bool,
    /// A lesson marks this pit (its target, a threatened pit).
    #[prop_or_default]
    pub target: bool,
    /// A seed is falling here in the animation.
    pub hand: bool,
    /// Holds the board's one tab stop (`tabindex="0"`; the other pits have -1).
    pub tab_stop: bool,
    /// Took the keyboard focus (`true`) or lost it (`false`).
    pub on_focus: Callback<(Pit, bool)>,
    /// The accessible name, beginning with what the pit shows: "C, 5 graines".
    pub label: AttrValue,
    /// Tapped.
    pub on_tap: Callback<Pit>,
    /// The marks of the move preview shown (none when no preview).
    #[prop_or_default]
    pub preview: PitPreview,
    /// The pit is pointed at by a mouse or pen, or has the keyboard focus (`Some`), or no longer
    /// (`None`): the move preview follows it. A touch is not a hover: a tap sows at once.
    #[prop_or_default]
    pub on_preview: Callback<Option<Pit>>,
}

/// The direction of the first pebble (0.7 rad), and the golden angle (2.399963 rad) between two.
const SPIRAL_START: (f64, f64) = (0.764_842_187, 0.644_217_687);
const GOLDEN_TURN: (f64, f64) = (-0.737_368_723, 0.675_490_464);

/// Where the `n` pebbles of a cup of `radius` lie: a sunflower spiral, so any count fills the
/// cup evenly.
fn pebble_spots(n: u8, radius: f64) -> impl Iterator<Item = (f64, f64)> {
    let spread = radius * 0.62;
    (0..n).scan(SPIRAL_START, move |direction, k| {
        let r = spread * ((f64::from(k) + 0.5) / f64::from(n)).sqrt();
        let spot = (r * direction.0, r * direction.1);
        *direction = turned(*direction, GOLDEN_TURN);
        Some(spot)
    })
}

/// A tenth of a turn (36°): from one point of the star to the next hollow.
const STAR_STEP: (f64, f64) = (0.809_016_994, 0.587_785_252);

/// A five-pointed star path around (0, 0), its first point straight up.
fn star(outer: f64) -> String {
    let inner = outer * 0.45;
    let mut path = String::new();
    let mut direction = (0.0, -1.0);
    for i in 0..10_u8 {
        let r = if i % 2 == 0 { outer } else { inner };
        let command = if i == 0 { 'M' } else { 'L' };
        let (x, y) = (Units(r * direction.0), Units(r * direction.1));
        path.push_str(&format!("{command}{x} {y} "));
        direction = turned(direction, STAR_STEP);
    }
    path.push('Z');
    path
}

/// The pebbles of a pit holding `seeds`, drawn around its centre.
pub(crate) fn pebbles(pit: Pit, seeds: u8, radius: f64) -> Html {
    let shown = seeds.min(MAX_PEBBLES);
    html! {
        { for pebble_spots(shown, radius).zip(0_u8..).map(|((dx, dy), k)| {
            let (dx, dy) = (Units(dx), Units(dy));
            let tone = (usize::from(k) * 7 + pit.index() * 3) % 4;
            html! {
                <g transform={format!("translate({dx} {dy})")}>
                    <ellipse class="pebble-shadow" cx="1.5" cy="3" rx="11" ry="9" />
                    <ellipse class="pebble" fill={format!("url(#pebble{tone})")} rx="11" ry="9.5"
                        transform={format!("rotate({})", (usize::from(k) * 47 + pit.index() * 13) % 180)} />
                </g>
            }
        }) }
    }
}

/// The pit's letter tag and its seed count, where `labels` puts them. They are the pit's visible
/// text, read in this order ("C 5"): the space between them is not drawn (SVG draws text only
/// inside `<text>`) but keeps the letter and the count two words for assistive technology.
pub(crate) fn letter_and_count(pit: Pit, seeds: u8, labels: Labels) -> Html {
    html! {
        <>
            <g class="letter-tag" transform={format!("translate({} {})", Units(labels.letter.0), Units(labels.letter.1))} aria-hidden="true">
                <circle r={Units(labels.tag_radius).to_string()} />
                <text class="letter" y={Units(labels.tag_radius * 0.5).to_string()}
                    font-size={Units(labels.tag_radius * 1.4).to_string()}>{ pit.letter() }</text>
            </g>
            { " " }
            <text class="count" x={Units(labels.count.0).to_string()} y={Units(labels.count.1).to_string()}
                font-size={Units(labels.count_size).to_string()} aria-hidden="true">{ seeds }</text>
        </>
    }
}

/// The marks of the move preview on one pit: a ring where the last seed lands, a disc over a pit
/// that would be taken. Blue, apart from the last move's marks. Its "+n" is [`preview_badge`].
fn preview_marks(preview: PitPreview, radius: f64) -> Html {
    html! {
        <>
            if preview.captured {
                <circle class="preview-captured" r={Units(radius - 4.0).to_string()} />
            }
            if preview.last {
                <circle class="preview-last" r={Units(radius + 13.0).to_string()} />
            }
        </>
    }
}

/// The "+n" of the move preview for the seeds a pit centred at (`x`, `y`) would get, drawn by
/// the board above the pits. It sits on the cup's lower right corner, the one corner free in
/// both rows (the letter, the hint's star and the last move's dot take the others).
pub(crate) fn preview_badge(preview: PitPreview, x: f64, y: f64, radius: f64) -> Html {
    let corner = radius * 0.8;
    html! {
        if preview.sown > 0 {
            <g class="preview-sown" transform={format!("translate({} {})", Units(x + corner), Units(y + corner))}>
                <circle r="19" />
                <text y="7.5">{ format!("+{}", preview.sown) }</text>
            </g>
        }
    }
}

/// True when the element the event happened on shows keyboard focus (not a tap's focus).
fn keyboard_focus(event: &FocusEvent) -> bool {
    event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .and_then(|element| element.matches(":focus-visible").ok())
        .unwrap_or(false)
}

/// One pit of the board.
#[component(PitView)]
pub fn pit_view(props: &PitProps) -> Html {
    let PitProps {
        pit,
        seeds,
        x,
        y,
        radius,
        labels,
        ..
    } = props.clone();
    let onclick = {
        let on_tap = props.on_tap.clone();
        Callback::from(move |_: MouseEvent| on_tap.emit(pit))
    };
    let on_preview = &props.on_preview;
    // A move of the pointer over the pit counts too: it brings the preview back once the game
    // changed under a resting pointer (the computer answered).
    let onpointerenter = on_preview.reform(move |event: PointerEvent| {
        matches!(event.pointer_type().as_str(), "mouse" | "pen").then_some(pit)
    });
    let onpointermove = onpointerenter.clone();
    let onpointerleave = on_preview.reform(|_: PointerEvent| None);
    let onfocus = {
        let (on_preview, on_focus) = (on_preview.clone(), props.on_focus.clone());
        Callback::from(move |event: FocusEvent| {
            on_focus.emit((pit, true));
            on_preview.emit(keyboard_focus(&event).then_some(pit));
        })
    };
    let onblur = {
        let (on_preview, on_focus) = (on_preview.clone(), props.on_focus.clone());
        Callback::from(move |_: FocusEvent| {
            on_focus.emit((pit, false));
            on_preview.emit(None);
        })
    };
    let preview = props.preview;
    // A mark is there ("true") or absent, never "false": tests look for the attribute.
    let mark = |on: bool| on.then_some("true");
    let class = classes!(
        "pit",
        props.playable.then_some("playable"),
        props.hand.then_some("hand"),
    );
    html! {
        <g class={class} transform={format!("translate({} {})", Units(x), Units(y))}
            data-pit={pit.index().to_string()} data-seeds={seeds.to_string()}
            role="button" aria-label={props.label.clone()}
            aria-disabled={if props.playable { "false" } else { "true" }}
            tabindex={if props.tab_stop { "0" } else { "-1" }}
            data-origin={mark(props.origin)} data-sown={mark(props.sown)}
            data-captured={mark(props.captured)} data-hint={mark(props.hint)}
            data-target={mark(props.target)}
            data-preview-origin={mark(preview.origin)}
            data-preview-sown={(preview.sown > 0).then(|| preview.sown.to_string())}
            data-preview-last={mark(preview.last)} data-preview-captured={mark(preview.captured)}
            {onclick} {onpointerenter} {onpointermove} {onpointerleave} {onfocus} {onblur}>
            <rect class="tap-area" x={Units(-PIT_AREA / 2.0).to_string()} y={Units(-PIT_AREA / 2.0).to_string()}
                width={Units(PIT_AREA).to_string()} height={Units(PIT_AREA).to_string()} />
            if props.target {
                <circle class="mark-target" r={Units(radius + 18.0).to_string()} />
            }
            <circle class="cup-rim" r={Units(radius + 6.0).to_string()} />
            <circle class="cup" r={Units(radius).to_string()} />
            { pebbles(pit, seeds, radius) }
            if props.origin {
                <circle class="mark-origin" r={Units(radius + 12.0).to_string()} />
            }
            if props.captured {
                <rect class="mark-captured" x={Units(-radius - 13.0).to_string()} y={Units(-radius - 13.0).to_string()}
                    width={Units(2.0 * radius + 26.0).to_string()} height={Units(2.0 * radius + 26.0).to_string()} rx="10" />
            }
            if props.sown {
                <circle class="mark-sown" cx={Units(radius * 0.78).to_string()} cy={Units(-radius * 0.78).to_string()} r="7" />
            }
            if props.hint {
                <path class="mark-hint" d={star(20.0)}
                    transform={format!("translate({} {})", Units(labels.hint.0), Units(labels.hint.1))} />
            }
            { preview_marks(preview, radius) }
            { letter_and_count(pit, seeds, labels) }
        </g>
    }
}
