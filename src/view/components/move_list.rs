//! The moves of the game in letter notation, numbered by pairs, `+N` after a capture. Each move
//! is a button that shows the position after it (review); the one shown is marked current, and
//! a move the analysis found costly carries its sign (`?!`, `?`, `??`).

use kawu_ai::mistake::Mistake;
use yew::prelude::*;

use kawu_model::settings::Lang;

/// The moves to list.
#[derive(Properties, PartialEq, Clone)]
pub struct MoveListProps {
    /// Each move as text: its letter, then `+N` when it captured.
    pub moves: Vec<String>,
    /// Language.
    pub lang: Lang,
    /// Under review, the plies shown (the move marked current is the last of them).
    #[prop_or_default]
    pub current: Option<usize>,
    /// The moves the analysis marked, by ply (1 for the first move).
    #[prop_or_default]
    pub marks: Vec<(usize, Mistake)>,
    /// A move was chosen: the number of plies up to and including it.
    pub on_select: Callback<usize>,
}

/// The move list.
#[component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let item = |ply: usize, text: &String| {
        let on_select = props.on_select.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_select.emit(ply));
        let current = (props.current == Some(ply)).then_some("step");
        let mark = props
            .marks
            .iter()
            .find(|&&(marked, _)| marked == ply)
            .map(|&(_, mark)| mark);
        html! {
            <button type="button" class="move" data-ply={ply.to_string()} aria-current={current}
                data-mistake={mark.map(Mistake::name)} {onclick}>
                { text.clone() }
                if let Some(mark) = mark {
                    <span class="sign" aria-hidden="true">{ kawu_i18n::story::sign(mark) }</span>
                    <span class="visually-hidden">{ ", " }{ kawu_i18n::story::mistake(props.lang, mark) }</span>
                }
            </button>
        }
    };
    let pairs = props.moves.chunks(2).enumerate().map(|(i, pair)| {
        html! {
            <li>
                <span class="number">{ format!("{}.", i + 1) }</span>
                { for pair.iter().enumerate().map(|(j, text)| item(2 * i + j + 1, text)) }
            </li>
        }
    });
    html! {
        <section class="move-list" aria-label={kawu_i18n::texts(props.lang).moves}>
            <h2>{ kawu_i18n::texts(props.lang).moves }</h2>
            <ol>{ for pairs }</ol>
        </section>
    }
}
