//! What the game sounds like, as pure data: which cues a move, a frame of the sowing or the end of
//! the game gives, and the notes (pitch, time, length, loudness) of each cue. The Web Audio glue
//! (`hooks::use_sound`) only plays these notes with oscillators and envelopes.

use kawu_engine::{MoveTrace, Outcome, Side};

use crate::animation::Frame;

/// The shape of a note's wave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wave {
    /// Round and soft: the wooden knock of a seed.
    Sine,
    /// Brighter: the rattle and the chord of a capture, the end phrases.
    Triangle,
}

/// One note: an oscillator gliding from `hz` to `end_hz`, with a quick attack and a decay over
/// `ms`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Note {
    /// Start, in milliseconds after the cue begins.
    pub at_ms: f32,
    /// Pitch at the start, in hertz.
    pub hz: f32,
    /// Pitch at the end (equal to `hz` for a held note).
    pub end_hz: f32,
    /// Length, in milliseconds.
    pub ms: f32,
    /// Peak loudness, 0 to 1.
    pub gain: f32,
    /// Wave shape.
    pub wave: Wave,
}

/// How the game ended, for the player who hears it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The player won (in a two-player game: someone won).
    Win,
    /// The computer won.
    Loss,
    /// A draw.
    Draw,
}

/// Something that makes a sound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    /// One seed dropped (animated sowing), into a pit (or Kalah's store) that now holds this
    /// many seeds.
    Seed(u8),
    /// A whole sowing of this many seeds at once (no animation).
    Sowing(u8),
    /// A capture of this many seeds.
    Capture(u8),
    /// The end of the game.
    End(Ending),
}

/// Silence between two cues of a sequence.
const GAP_MS: f32 = 70.0;

/// A wooden knock, deeper as the pit fills.
fn knock(at_ms: f32, seeds_in_pit: u8, gain: f32) -> Note {
    let hz = (1150.0 - 45.0 * f32::from(seeds_in_pit.min(12))).max(600.0);
    Note {
        at_ms,
        hz,
        end_hz: hz * 0.55,
        ms: 45.0,
        gain,
        wave: Wave::Sine,
    }
}

/// A held note of a chord or phrase.
fn tone(at_ms: f32, hz: f32, ms: f32, gain: f32) -> Note {
    Note {
        at_ms,
        hz,
        end_hz: hz,
        ms,
        gain,
        wave: Wave::Triangle,
    }
}

/// The capture chord (F major, strummed): two notes for the smallest capture, up to four.
const CHORD_HZ: [f32; 4] = [698.46, 880.0, 1046.5, 1396.91];
/// The phrases of the end: up for a win, down in minor for a loss, undecided for a draw.
const WIN_HZ: [f32; 4] = [392.0, 523.25, 659.25, 783.99];
const LOSS_HZ: [f32; 3] = [440.0, 349.23, 293.66];
const DRAW_HZ: [f32; 3] = [493.88, 587.33, 493.88];

/// A phrase: one note every `step_ms`, the last one held longer.
fn phrase(pitches: &[f32], step_ms: f32) -> Vec<Note> {
    let last = pitches.len().saturating_sub(1);
    pitches
        .iter()
        .enumerate()
        .map(|(i, &hz)| {
            let ms = if i == last { 700.0 } else { step_ms * 1.4 };
            tone(step_ms * i as f32, hz, ms, 0.16)
        })
        .collect()
}

impl Cue {
    /// The notes of this cue, from its start.
    #[must_use]
    pub fn notes(self) -> Vec<Note> {
        match self {
            Cue::Seed(seeds_in_pit) => vec![knock(0.0, seeds_in_pit, 0.3)],
            // A quick shuffle of knocks: one per seed, at most six.
            Cue::Sowing(seeds) => (0..seeds.clamp(1, 6))
                .map(|i| knock(30.0 * f32::from(i), i + 1, 0.22))
                .collect(),
            Cue::Capture(seeds) => {
                // The seeds rattle into the hand (one click each, at most twelve), then a chord
                // that grows with the catch.
                let clicks = seeds.clamp(1, 12);
                let mut notes: Vec<Note> = (0..clicks)
                    .map(|i| {
                        // Uneven pitches, as seeds clicking against each other.
                        let hz = 1500.0 + 170.0 * f32::from((i * 7) % 5);
                        Note {
                            at_ms: 22.0 * f32::from(i),
                            hz,
                            end_hz: hz * 0.7,
                            ms: 30.0,
                            gain: 0.14,
                            wave: Wave::Triangle,
                        }
                    })
                    .collect();
                let chord_at = 22.0 * f32::from(clicks) + 20.0;
                let voices = 2 + usize::from(seeds >= 4) + usize::from(seeds >= 7);
                let gain = 0.1 + 0.01 * f32::from(seeds.min(10));
                notes.extend(
                    CHORD_HZ[..voices]
                        .iter()
                        .enumerate()
                        .map(|(i, &hz)| tone(chord_at + 35.0 * i as f32, hz, 520.0, gain)),
                );
                notes
            }
            Cue::End(Ending::Win) => phrase(&WIN_HZ, 120.0),
            Cue::End(Ending::Loss) => phrase(&LOSS_HZ, 220.0),
            Cue::End(Ending::Draw) => phrase(&DRAW_HZ, 180.0),
        }
    }
}

/// When the last of these notes has faded, in milliseconds.
fn end_ms(notes: &[Note]) -> f32 {
    notes
        .iter()
        .map(|note| note.at_ms + note.ms)
        .fold(0.0, f32::max)
}

/// The notes of cues played one after the other, with a short silence between two.
#[must_use]
pub fn sequence(cues: &[Cue]) -> Vec<Note> {
    let mut notes = Vec::new();
    let mut at = 0.0;
    for cue in cues {
        let mut cue_notes = cue.notes();
        for note in &mut cue_notes {
            note.at_ms += at;
        }
        at = end_ms(&cue_notes) + GAP_MS;
        notes.extend(cue_notes);
    }
    notes
}

/// How an ended game sounds to the player: against the computer, a win or a loss; between two
/// players, a win whoever won.
#[must_use]
pub fn ending(outcome: &Outcome, computer: Option<Side>) -> Ending {
    match (outcome.winner(), computer) {
        (None, _) => Ending::Draw,
        (Some(winner), Some(computer)) if winner == computer => Ending::Loss,
        (Some(_), _) => Ending::Win,
    }
}

/// The knock of one frame of an animated sowing: a seed just dropped into the pit in hand, or
/// into Kalah's store (the first frame, the origin emptied, and the last, the result, are
/// silent).
#[must_use]
pub fn seed_cue(frame: &Frame) -> Option<Cue> {
    let seeds = match (frame.stored, frame.hand) {
        (Some(side), _) => frame.score[side],
        (None, Some(pit)) => frame.pits[pit.index()],
        (None, None) => return None,
    };
    (seeds > 0).then_some(Cue::Seed(seeds))
}

/// What plays once a move is on the board: the sowing at once when it was not animated (the seeds
/// knocked one by one otherwise), then the capture, then the end of the game.
#[must_use]
pub fn settled_cues(trace: &MoveTrace, animated: bool, ending: Option<Ending>) -> Vec<Cue> {
    let sown = u8::try_from(trace.sown.len()).unwrap_or(u8::MAX);
    let mut cues = Vec::new();
    if !animated {
        cues.push(Cue::Sowing(sown));
    }
    if trace.seeds_captured > 0 {
        cues.push(Cue::Capture(trace.seeds_captured));
    }
    cues.extend(ending.map(Cue::End));
    cues
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::animation::Plan;
    use crate::test_util::pit;
    use kawu_engine::{BySide, EndReason, Position, Rules};

    fn play(position: &str, letter: char) -> (Position, MoveTrace, Position) {
        let before: Position = position.parse().expect("valid position");
        let (after, trace) = before.play(pit(letter)).expect("legal move");
        (before, trace, after)
    }

    fn pitches(notes: &[Note]) -> Vec<f32> {
        notes.iter().map(|note| note.hz).collect()
    }

    #[test]
    fn an_animated_sowing_knocks_once_per_seed_deeper_as_pits_fill() {
        let (before, trace, after) = play("0-0-8-0-0-1-3-1-1-1-2-0-15-16-S", 'C');
        let plan = Plan::new(&before, &trace, &after);
        let steps = (0..).take_while(|&step| step == 0 || !plan.is_done(step - 1));
        let cues: Vec<Cue> = steps
            .filter_map(|step| plan.frame(step).and_then(seed_cue))
            .collect();
        assert_eq!(cues.len(), trace.sown.len());
        assert_eq!(cues[0], Cue::Seed(1));
        // Pit a held 3 seeds: the 4th knocks deeper than the 1st dropped into an empty pit.
        assert_eq!(cues[3], Cue::Seed(4));
        let knock = |cue: Cue| cue.notes()[0];
        assert!(knock(cues[3]).hz < knock(cues[0]).hz);
        assert!(cues.iter().all(|cue| cue.notes().len() == 1));
    }

    #[test]
    fn a_seed_into_kalahs_store_knocks_too() {
        let before = Rules::KALAH.start();
        let (after, trace) = before.play(pit('A')).expect("legal");
        let plan = Plan::new(&before, &trace, &after);
        let steps = (0..).take_while(|&step| step == 0 || !plan.is_done(step - 1));
        let cues: Vec<Cue> = steps
            .filter_map(|step| plan.frame(step).and_then(seed_cue))
            .collect();
        // B to F (7 seeds each), then South's store (its first seed).
        assert_eq!(
            cues,
            [[Cue::Seed(7); 5].as_slice(), &[Cue::Seed(1)]].concat()
        );
    }

    #[test]
    fn a_move_without_animation_sounds_one_short_sowing_then_its_capture() {
        let (_, trace, _) = play("0-0-8-0-0-1-3-1-1-1-2-0-15-16-S", 'C');
        assert_eq!(trace.seeds_captured, 9);
        let cues = settled_cues(&trace, false, None);
        assert_eq!(cues, vec![Cue::Sowing(8), Cue::Capture(9)]);
        assert_eq!(settled_cues(&trace, true, None), vec![Cue::Capture(9)]);
        let sowing = Cue::Sowing(8).notes();
        assert_eq!(sowing.len(), 6);
        assert!(end_ms(&sowing) < 250.0, "short: {}", end_ms(&sowing));
        let (_, quiet, _) = play("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", 'A');
        assert_eq!(settled_cues(&quiet, true, None), vec![]);
    }

    #[test]
    fn a_bigger_capture_rattles_longer_and_its_chord_is_richer() {
        let small = Cue::Capture(2).notes();
        let big = Cue::Capture(10).notes();
        assert!(big.len() > small.len());
        let chord = |notes: &[Note]| notes.iter().filter(|n| n.ms > 100.0).count();
        assert_eq!((chord(&small), chord(&big)), (2, 4));
        assert!(end_ms(&big) > end_ms(&small));
        assert!(big.iter().all(|n| n.gain > 0.0 && n.gain <= 1.0));
    }

    #[test]
    fn win_loss_and_draw_phrases_differ_and_follow_who_won() {
        let outcome = |south, north| Outcome {
            reason: EndReason::TwentyFive,
            score: BySide::new(south, north),
        };
        let won = outcome(26, 22);
        assert_eq!(ending(&won, Some(Side::North)), Ending::Win);
        assert_eq!(ending(&won, Some(Side::South)), Ending::Loss);
        assert_eq!(ending(&won, None), Ending::Win);
        assert_eq!(ending(&outcome(24, 24), Some(Side::North)), Ending::Draw);
        let [win, loss, draw] =
            [Ending::Win, Ending::Loss, Ending::Draw].map(|e| Cue::End(e).notes());
        assert_ne!(pitches(&win), pitches(&loss));
        assert_ne!(pitches(&win), pitches(&draw));
        assert_ne!(pitches(&loss), pitches(&draw));
        // A win climbs, a loss falls.
        assert!(win.windows(2).all(|w| w[1].hz > w[0].hz));
        assert!(loss.windows(2).all(|w| w[1].hz < w[0].hz));
    }

    #[test]
    fn a_sequence_plays_cues_one_after_the_other() {
        let cues = [Cue::Capture(3), Cue::End(Ending::Win)];
        let notes = sequence(&cues);
        let capture = Cue::Capture(3).notes();
        assert_eq!(notes.len(), capture.len() + WIN_HZ.len());
        assert_eq!(&notes[..capture.len()], &capture[..]);
        let phrase_start = notes[capture.len()].at_ms;
        assert!((phrase_start - (end_ms(&capture) + GAP_MS)).abs() < 1e-3);
        assert_eq!(sequence(&[]), vec![]);
    }
}
