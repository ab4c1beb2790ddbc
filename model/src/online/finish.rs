//! How an online game ended, in the words of the page's hooks: `data-result` and
//! `data-reason` of `[data-online]`, and of a kept game.

use kawu_engine::Side;
use kawu_online::{Ending, GameResult, State};

use crate::library::Standing;

/// Why an online game ended: [`Ending`] without the final score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The rules of the board ended it.
    Seeds,
    /// A side resigned.
    Resign,
    /// A clock ran out.
    Time,
    /// A draw agreed.
    Agreement,
    /// Claimed: the opponent was gone.
    Abandoned,
    /// Called off before it began: no result.
    Aborted,
}

impl Reason {
    /// Every reason.
    pub const ALL: [Reason; 6] = [
        Reason::Seeds,
        Reason::Resign,
        Reason::Time,
        Reason::Agreement,
        Reason::Abandoned,
        Reason::Aborted,
    ];

    /// Its word, as in `data-reason`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Reason::Seeds => "seeds",
            Reason::Resign => "resign",
            Reason::Time => "time",
            Reason::Agreement => "agreement",
            Reason::Abandoned => "abandoned",
            Reason::Aborted => "aborted",
        }
    }

    /// The reason of an ending.
    #[must_use]
    pub const fn of(ending: Ending) -> Reason {
        match ending {
            Ending::Seeds(_) => Reason::Seeds,
            Ending::Resign => Reason::Resign,
            Ending::Time => Reason::Time,
            Ending::Agreement => Reason::Agreement,
            Ending::Abandoned => Reason::Abandoned,
            Ending::Aborted => Reason::Aborted,
        }
    }
}

/// The end of an online game: who won, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Finish {
    /// Who won, or a draw; `None` for an aborted game.
    pub result: Option<GameResult>,
    /// Why it ended.
    pub reason: Reason,
}

impl Finish {
    /// The end of a game in `state`, if it is over.
    #[must_use]
    pub const fn of(state: State) -> Option<Finish> {
        match state {
            State::Over { result, ending } => Some(Finish {
                result,
                reason: Reason::of(ending),
            }),
            State::Waiting | State::Playing => None,
        }
    }

    /// The result's word, as in `data-result`: `south`, `north` or `draw` (`None` when
    /// aborted).
    #[must_use]
    pub const fn result_word(self) -> Option<&'static str> {
        match self.result {
            Some(GameResult::Win(Side::South)) => Some("south"),
            Some(GameResult::Win(Side::North)) => Some("north"),
            Some(GameResult::Draw) => Some("draw"),
            None => None,
        }
    }

    /// How My games lists it: who won, or a draw; `None` when aborted (no result).
    #[must_use]
    pub const fn standing(self) -> Option<Standing> {
        match self.result {
            Some(GameResult::Win(Side::South)) => Some(Standing::South),
            Some(GameResult::Win(Side::North)) => Some(Standing::North),
            Some(GameResult::Draw) => Some(Standing::Draw),
            None => None,
        }
    }

    /// Its text: `south-time`, `draw-agreement`, `none-aborted`.
    #[must_use]
    pub fn word(self) -> String {
        format!(
            "{}-{}",
            self.result_word().unwrap_or("none"),
            self.reason.word()
        )
    }

    /// The finish of its text.
    #[must_use]
    pub fn from_word(word: &str) -> Option<Finish> {
        let (result, reason) = word.split_once('-')?;
        let result = match result {
            "south" => Some(GameResult::Win(Side::South)),
            "north" => Some(GameResult::Win(Side::North)),
            "draw" => Some(GameResult::Draw),
            "none" => None,
            _ => return None,
        };
        let reason = Reason::ALL.into_iter().find(|r| r.word() == reason)?;
        // Only an aborted game has no result, and it has none.
        (result.is_none() == (reason == Reason::Aborted)).then_some(Finish { result, reason })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_engine::{EndReason, Outcome};

    #[test]
    fn every_finish_comes_back_from_its_word() {
        let results = [
            Some(GameResult::Win(Side::South)),
            Some(GameResult::Win(Side::North)),
            Some(GameResult::Draw),
        ];
        let mut finishes: Vec<Finish> = results
            .iter()
            .flat_map(|&result| {
                Reason::ALL[..5]
                    .iter()
                    .map(move |&reason| Finish { result, reason })
            })
            .collect();
        finishes.push(Finish {
            result: None,
            reason: Reason::Aborted,
        });
        for finish in finishes {
            assert_eq!(Finish::from_word(&finish.word()), Some(finish));
        }
        for bad in [
            "",
            "south",
            "south-",
            "none-time",
            "draw-aborted",
            "west-time",
        ] {
            assert_eq!(Finish::from_word(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_state_says_how_the_game_ended() {
        assert_eq!(Finish::of(State::Playing), None);
        let outcome = Outcome {
            reason: EndReason::TwentyFive,
            score: kawu_engine::BySide::new(25, 3),
        };
        let over = State::Over {
            result: Some(GameResult::Win(Side::South)),
            ending: Ending::Seeds(outcome),
        };
        let finish = Finish::of(over).expect("over");
        assert_eq!(
            (finish.result_word(), finish.reason.word()),
            (Some("south"), "seeds")
        );
        assert_eq!(finish.standing(), Some(Standing::South));
        let aborted = Finish {
            result: None,
            reason: Reason::Aborted,
        };
        assert_eq!(aborted.standing(), None);
    }
}
