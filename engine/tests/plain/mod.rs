//! Every rule set written again, plainly and apart from the engine, to check it: one seed at a
//! time, no tables, no row words, no shared code. Awalé on twelve pits, Kalah on fourteen holes
//! (the two stores among the pits, as a Kalah board is drawn).

/// Awalé's switches (and Kalah), as plain flags.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Switches {
    pub kalah: bool,
    pub grand_slam_forbidden: bool,
    pub stuck_draw: bool,
    pub win_at_25: bool,
}

impl Switches {
    /// The switches of a rules spec: a preset or `name=value` parts.
    pub fn of(spec: &str) -> Switches {
        let mut switches = Switches {
            kalah: false,
            grand_slam_forbidden: false,
            stuck_draw: false,
            win_at_25: true,
        };
        for part in spec.split(',') {
            match part {
                "abapa" => {}
                "kalah" => switches.kalah = true,
                "awale" => {
                    switches.grand_slam_forbidden = true;
                    switches.win_at_25 = false;
                }
                "pat" => switches.stuck_draw = true,
                "grand-slam=forbidden" => switches.grand_slam_forbidden = true,
                "stuck=draw" => switches.stuck_draw = true,
                "win-at-25=no" => switches.win_at_25 = false,
                _ => {} // the endings of the game, which a board does not play
            }
        }
        switches
    }
}

/// A board: twelve pits, two scores (Kalah's stores), the side to move (0 South, 1 North) and
/// whether the game is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    pub pits: [u8; 12],
    pub score: [u8; 2],
    pub to_move: usize,
    pub over: bool,
}

impl Board {
    /// The start: the seeds spread evenly, South to move.
    pub fn start(switches: Switches) -> Board {
        Board {
            pits: [if switches.kalah { 6 } else { 4 }; 12],
            score: [0, 0],
            to_move: 0,
            over: false,
        }
    }

    /// Seeds in `side`'s row.
    pub fn row(&self, side: usize) -> u32 {
        self.pits[side * 6..side * 6 + 6]
            .iter()
            .map(|&s| u32::from(s))
            .sum()
    }

    /// The legal moves (pit indices 0–11), in pit order.
    pub fn moves(&self, switches: Switches) -> Vec<usize> {
        if self.over {
            return Vec::new();
        }
        let mover = self.to_move;
        let mut moves: Vec<usize> = (mover * 6..mover * 6 + 6)
            .filter(|&pit| self.pits[pit] > 0)
            .collect();
        if switches.kalah {
            return moves;
        }
        if self.row(1 - mover) == 0 {
            moves.retain(|&pit| {
                let mut pits = self.pits;
                awale_sow(&mut pits, pit);
                pits[(1 - mover) * 6..(1 - mover) * 6 + 6]
                    .iter()
                    .any(|&s| s > 0)
            });
        }
        if switches.grand_slam_forbidden {
            let fair: Vec<usize> = moves
                .iter()
                .copied()
                .filter(|&pit| !self.awale_capture(pit).1)
                .collect();
            if !fair.is_empty() {
                moves = fair;
            }
        }
        moves
    }

    /// The board after `pit` (a legal move), and the seeds it added to the mover's score
    /// (captured; in Kalah also sown into the store and collected at the end).
    pub fn play(&self, pit: usize, switches: Switches) -> (Board, u8) {
        if switches.kalah {
            self.kalah_play(pit)
        } else {
            self.awale_play(pit, switches)
        }
    }

    /// Awalé: the pits after sowing `pit` and capturing, and whether the capture was a grand
    /// slam (then nothing is taken).
    fn awale_capture(&self, pit: usize) -> ([u8; 12], bool) {
        let opponent = 1 - self.to_move;
        let mut pits = self.pits;
        let mut at = awale_sow(&mut pits, pit);
        let mut taken = Vec::new();
        while at / 6 == opponent && (pits[at] == 2 || pits[at] == 3) {
            taken.push(at);
            if at == opponent * 6 {
                break;
            }
            at -= 1;
        }
        let seeds: u32 = taken.iter().map(|&p| u32::from(pits[p])).sum();
        let opponent_row: u32 = pits[opponent * 6..opponent * 6 + 6]
            .iter()
            .map(|&s| u32::from(s))
            .sum();
        if seeds > 0 && seeds == opponent_row {
            return (pits, true);
        }
        for p in taken {
            pits[p] = 0;
        }
        (pits, false)
    }

    fn awale_play(&self, pit: usize, switches: Switches) -> (Board, u8) {
        let mover = self.to_move;
        let (pits, _) = self.awale_capture(pit);
        let seeds = |pits: &[u8; 12]| pits.iter().map(|&s| u32::from(s)).sum::<u32>();
        let captured = (seeds(&self.pits) - seeds(&pits)) as u8;
        let mut next = Board {
            pits,
            score: self.score,
            to_move: 1 - mover,
            over: false,
        };
        next.score[mover] += captured;
        if switches.win_at_25 && next.score[mover] >= 25 {
            next.over = true;
        } else if next.row(mover) == 0 && next.moves(switches).is_empty() {
            // The opponent must feed and cannot.
            next.over = true;
            if !switches.stuck_draw {
                next.score[1 - mover] += seeds(&next.pits) as u8;
                next.pits = [0; 12];
            }
        }
        (next, captured)
    }

    /// Kalah on fourteen holes: South's pits 0–5, South's store 6, North's pits 7–12, North's
    /// store 13.
    fn kalah_play(&self, pit: usize) -> (Board, u8) {
        let mover = self.to_move;
        let mut holes = [0u8; 14];
        holes[..6].copy_from_slice(&self.pits[..6]);
        holes[7..13].copy_from_slice(&self.pits[6..]);
        holes[6] = self.score[0];
        holes[13] = self.score[1];
        let own_store = if mover == 0 { 6 } else { 13 };
        let other_store = 19 - own_store;
        let mut at = if mover == 0 { pit } else { pit + 1 };
        let mut seeds = std::mem::take(&mut holes[at]);
        while seeds > 0 {
            at = (at + 1) % 14;
            if at != other_store {
                holes[at] += 1;
                seeds -= 1;
            }
        }
        let mut to_move = 1 - mover;
        let own_row = if mover == 0 { 0..6 } else { 7..13 };
        if at == own_store {
            to_move = mover;
        } else if own_row.contains(&at) && holes[at] == 1 {
            let facing = 12 - at;
            holes[own_store] += holes[at] + holes[facing];
            holes[at] = 0;
            holes[facing] = 0;
        }
        let south: u8 = holes[..6].iter().sum();
        let north: u8 = holes[7..13].iter().sum();
        let over = south == 0 || north == 0;
        if over {
            holes[6] += south;
            holes[13] += north;
            for hole in (0..6).chain(7..13) {
                holes[hole] = 0;
            }
        }
        let mut pits = [0; 12];
        pits[..6].copy_from_slice(&holes[..6]);
        pits[6..].copy_from_slice(&holes[7..13]);
        let next = Board {
            pits,
            score: [holes[6], holes[13]],
            to_move,
            over,
        };
        (next, next.score[mover] - self.score[mover])
    }
}

/// Awalé's sowing of `pit`, the origin skipped; returns the pit of the last seed.
fn awale_sow(pits: &mut [u8; 12], pit: usize) -> usize {
    let mut seeds = std::mem::take(&mut pits[pit]);
    let mut at = pit;
    while seeds > 0 {
        at = (at + 1) % 12;
        if at != pit {
            pits[at] += 1;
            seeds -= 1;
        }
    }
    at
}

/// Move paths of exactly `depth` plies; a board where the game is over is one leaf.
pub fn perft(board: &Board, switches: Switches, depth: u32) -> u64 {
    let moves = board.moves(switches);
    if depth == 0 || moves.is_empty() {
        return 1;
    }
    moves
        .iter()
        .map(|&pit| perft(&board.play(pit, switches).0, switches, depth - 1))
        .sum()
}
