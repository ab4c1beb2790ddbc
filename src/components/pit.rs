//! One pit: a wooden cup with its pebbles, its count and its letter; a button for the player.

use kawu_engine::Pit;
use yew::prelude::*;

use crate::geometry::Labels;

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
    /// A seed is falling here in the animation.
    pub hand: bool,
    /// Has the keyboard focus.
    pub focused: bool,
    /// The accessible name, e.g. "C, 5 graines".
    pub label: AttrValue,
    /// Tapped.
    pub on_tap: Callback<Pit>,
}

/// The pebble at rank `k` of `n`: a sunflower spiral, so any count fills the cup evenly.
fn pebble_spot(k: u8, n: u8, radius: f64) -> (f64, f64) {
    let spread = radius * 0.62;
    let r = spread * ((f64::from(k) + 0.5) / f64::from(n)).sqrt();
    let angle = f64::from(k) * 2.399_963 + 0.7;
    (r * angle.cos(), r * angle.sin())
}

/// A five-pointed star path around (0, 0).
fn star(outer: f64) -> String {
    let inner = outer * 0.45;
    let mut path = String::new();
    for i in 0..10_u8 {
        let r = if i % 2 == 0 { outer } else { inner };
        let angle = std::f64::consts::PI * (f64::from(i) / 5.0 - 0.5);
        let command = if i == 0 { 'M' } else { 'L' };
        path.push_str(&format!(
            "{command}{:.1} {:.1} ",
            r * angle.cos(),
            r * angle.sin()
        ));
    }
    path.push('Z');
    path
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
    let flag = |on: bool| on.then_some("true");
    let shown = seeds.min(MAX_PEBBLES);
    let pebbles = (0..shown).map(|k| {
        let (dx, dy) = pebble_spot(k, shown, radius);
        let tone = (usize::from(k) * 7 + pit.index() * 3) % 4;
        html! {
            <g transform={format!("translate({dx:.1} {dy:.1})")}>
                <ellipse class="pebble-shadow" cx="1.5" cy="3" rx="11" ry="9" />
                <ellipse class="pebble" fill={format!("url(#pebble{tone})")} rx="11" ry="9.5"
                    transform={format!("rotate({})", (usize::from(k) * 47 + pit.index() * 13) % 180)} />
            </g>
        }
    });
    let class = classes!(
        "pit",
        props.playable.then_some("playable"),
        props.focused.then_some("focused"),
        props.hand.then_some("hand"),
    );
    html! {
        <g class={class} transform={format!("translate({x} {y})")}
            data-pit={pit.index().to_string()} data-seeds={seeds.to_string()}
            role="button" aria-label={props.label.clone()}
            aria-disabled={if props.playable { "false" } else { "true" }}
            tabindex={if props.focused { "0" } else { "-1" }}
            data-origin={flag(props.origin)} data-sown={flag(props.sown)}
            data-captured={flag(props.captured)} data-hint={flag(props.hint)}
            {onclick}>
            <circle class="cup-rim" r={(radius + 6.0).to_string()} />
            <circle class="cup" r={radius.to_string()} />
            { for pebbles }
            if props.origin {
                <circle class="mark-origin" r={(radius + 12.0).to_string()} />
            }
            if props.captured {
                <rect class="mark-captured" x={(-radius - 13.0).to_string()} y={(-radius - 13.0).to_string()}
                    width={(2.0 * radius + 26.0).to_string()} height={(2.0 * radius + 26.0).to_string()} rx="10" />
            }
            if props.sown {
                <circle class="mark-sown" cx={(radius * 0.78).to_string()} cy={(-radius * 0.78).to_string()} r="7" />
            }
            if props.hint {
                <path class="mark-hint" d={star(20.0)}
                    transform={format!("translate({:.1} {:.1})", labels.hint.0, labels.hint.1)} />
            }
            <g class="letter-tag" transform={format!("translate({:.1} {:.1})", labels.letter.0, labels.letter.1)} aria-hidden="true">
                <circle r={labels.tag_radius.to_string()} />
                <text class="letter" y={format!("{:.1}", labels.tag_radius * 0.5)}
                    font-size={format!("{:.1}", labels.tag_radius * 1.4)}>{ pit.letter() }</text>
            </g>
            <text class="count" x={labels.count.0.to_string()} y={labels.count.1.to_string()}
                font-size={labels.count_size.to_string()} aria-hidden="true">{ seeds }</text>
        </g>
    }
}
