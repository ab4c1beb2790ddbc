//! What a seat asks of the table, each command tagged with the ply it was sent at.

use kawu_engine::{Pit, Side};

use crate::{Applied, Refusal, Table};

/// What a seated player asks of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    /// Sow this pit.
    Play(Pit),
    /// Give up the game.
    Resign,
    /// Offer a draw (or agree to the opponent's offer).
    OfferDraw,
    /// Accept the opponent's draw offer.
    AcceptDraw,
    /// Decline the opponent's draw offer.
    DeclineDraw,
    /// Call the game off before each side has moved.
    Abort,
    /// Claim the win: the opponent is gone.
    ClaimWin,
    /// Claim a draw: the opponent is gone.
    ClaimDraw,
}

impl Command {
    /// Every command but a move, by its word.
    pub const WORDS: [(&'static str, Command); 7] = [
        ("resign", Command::Resign),
        ("offer-draw", Command::OfferDraw),
        ("accept-draw", Command::AcceptDraw),
        ("decline-draw", Command::DeclineDraw),
        ("abort", Command::Abort),
        ("claim-win", Command::ClaimWin),
        ("claim-draw", Command::ClaimDraw),
    ];

    /// The command's word: `play` for a move, else as in [`Command::WORDS`].
    #[must_use]
    pub fn word(self) -> &'static str {
        Command::WORDS
            .iter()
            .find(|(_, command)| *command == self)
            .map_or("play", |(word, _)| word)
    }
}

impl Table {
    /// `seat` sends `command` at ply `ply` (the number of moves it had seen), at `now` with
    /// `lag_ms` of network lag.
    ///
    /// A move goes through [`Table::play`]. Any other command is only for the ply it was sent
    /// at: sent before the opponent's last move arrived, it is refused, since the player did
    /// not see the game as it now is.
    ///
    /// # Errors
    /// A [`Refusal`]: [`Refusal::Past`] or [`Refusal::Future`] for a command at another ply, or
    /// why the rules refuse it.
    pub fn command(
        &mut self,
        seat: Side,
        ply: usize,
        command: Command,
        now: u64,
        lag_ms: u64,
    ) -> Result<Applied, Refusal> {
        if let Command::Play(pit) = command {
            return self.play(seat, ply, pit, now, lag_ms);
        }
        let next = self.game().plies().len();
        if ply < next {
            return Err(Refusal::Past { ply, next });
        }
        if ply > next {
            return Err(Refusal::Future { ply, next });
        }
        match command {
            Command::Play(_) => unreachable!("a move is played above"),
            Command::Resign => self.resign(seat, now),
            Command::OfferDraw => self.offer_draw(seat, now),
            Command::AcceptDraw => self.accept_draw(seat, now),
            Command::DeclineDraw => self.decline_draw(seat),
            Command::Abort => self.abort(now),
            Command::ClaimWin => self.claim_win(seat, now),
            Command::ClaimDraw => self.claim_draw(seat, now),
        }
        .map(|()| Applied::Played)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Ending, State, TimeControl};
    use kawu_engine::Rules;

    fn started() -> Table {
        let mut table = Table::new(TimeControl::PRESETS[0], Rules::ABAPA, 0).expect("a preset");
        table.take_seat(Side::South, 0).expect("free");
        table.take_seat(Side::North, 0).expect("free");
        table
    }

    #[test]
    fn a_command_is_for_the_ply_it_was_sent_at() {
        let mut table = started();
        let c = Pit::from_letter('C').expect("a pit");
        assert_eq!(
            table.command(Side::South, 0, Command::Play(c), 10, 0),
            Ok(Applied::Played)
        );
        assert_eq!(
            table.command(Side::North, 0, Command::Resign, 20, 0),
            Err(Refusal::Past { ply: 0, next: 1 })
        );
        assert_eq!(
            table.command(Side::North, 2, Command::OfferDraw, 20, 0),
            Err(Refusal::Future { ply: 2, next: 1 })
        );
        assert_eq!(
            table.command(Side::North, 1, Command::Abort, 30, 0),
            Ok(Applied::Played)
        );
        assert_eq!(
            table.state(),
            State::Over {
                result: None,
                ending: Ending::Aborted
            }
        );
    }

    #[test]
    fn words_name_each_command_once() {
        for (word, command) in Command::WORDS {
            assert_eq!(command.word(), word);
        }
        let c = Pit::from_letter('C').expect("a pit");
        assert_eq!(Command::Play(c).word(), "play");
    }
}
