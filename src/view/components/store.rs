//! A store at one end of the board: the seeds a side has captured, drawn and counted.

use kawu_engine::Side;
use yew::prelude::*;

use kawu_model::geometry::Units;
use kawu_model::settings::{side_word, Lang};

/// Most pebbles drawn in a store; the number says the rest.
const MAX_PEBBLES: u8 = 30;

/// Which store and what it holds.
#[derive(Properties, PartialEq, Clone)]
pub struct StoreProps {
    /// The side whose captures these are.
    pub side: Side,
    /// Centre, in board units.
    pub x: f64,
    /// Centre, in board units.
    pub y: f64,
    /// Seeds captured.
    pub seeds: u8,
    /// The language of the side's name.
    pub lang: Lang,
}

/// The captured seeds of one side.
#[component(Store)]
pub fn store(props: &StoreProps) -> Html {
    let (x, y) = (props.x, props.y);
    let shown = props.seeds.min(MAX_PEBBLES);
    // Three pebbles a row from the bottom up, each row shifted a little like a real pile.
    let (base, spacing) = (70.0, 17.0);
    let pebbles = (0..shown).map(|k| {
        let row = f64::from(k / 3);
        let column = f64::from(k % 3) - 1.0;
        let shift = if (k / 3) % 2 == 0 { 0.0 } else { 6.0 };
        let (px, py) = (column * 24.0 + shift - 3.0, base - row * spacing);
        let tone = (usize::from(k) * 5 + 1) % 4;
        html! {
            <ellipse class="pebble" cx={Units(px).to_string()} cy={Units(py).to_string()} rx="10.5" ry="8.5"
                fill={format!("url(#pebble{tone})")} />
        }
    });
    let (name, score) = ((0.0, -116.0), (0.0, 122.0));
    html! {
        <g class="store" transform={format!("translate({} {})", Units(x), Units(y))}
            data-store={side_word(props.side)} data-seeds={props.seeds.to_string()}>
            <rect class="cup-rim" x="-52" y="-156" width="104" height="312" rx="50" />
            <rect class="cup" x="-46" y="-150" width="92" height="300" rx="46" />
            { for pebbles }
            <text class="store-name" x={Units(name.0).to_string()} y={Units(name.1).to_string()}>
                { kawu_i18n::side_name(props.lang, props.side) }
            </text>
            // Not drawn (SVG draws text only inside `<text>`): the name and the count stay two words.
            { " " }
            <text class="score" x={Units(score.0).to_string()} y={Units(score.1).to_string()}
                data-score={side_word(props.side)}>{ props.seeds }</text>
        </g>
    }
}
