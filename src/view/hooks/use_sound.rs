//! Plays the sounds of the game (the notes of `kawu_model::sound`) with Web Audio: an oscillator and a
//! gain envelope per note. The audio context is created on the player's first gesture (browsers
//! keep it silent before one), closed when muted. A sound that cannot play is logged to the
//! console, never shown to the player.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::prelude::*;
use web_sys::{AudioContext, AudioContextState, OscillatorType};
use yew::prelude::*;

use kawu_engine::{Game, Side};

use crate::view::hooks::{listen, use_listeners, Sowing};
use kawu_model::settings::Sound;
use kawu_model::sound::{ending, seed_cue, sequence, settled_cues, Note, Wave};
use kawu_model::state::AppState;

/// Seconds from silence to a note's peak: quick, like a seed hitting wood.
const ATTACK_S: f64 = 0.004;

/// The audio context and what the hook remembers between renders.
#[derive(Default)]
struct Audio {
    context: Option<AudioContext>,
    /// The player has touched the page: an audio context may start.
    gestured: bool,
    on: bool,
    /// The game version whose sowing was heard seed by seed.
    knocked: Option<u64>,
}

type Shared = Rc<RefCell<Audio>>;

fn log(why: &JsValue) {
    web_sys::console::warn_2(&"kawu: sound:".into(), why);
}

impl Audio {
    /// The running context, created or resumed when sound is on and the player has touched the
    /// page.
    fn ready(&mut self) -> Option<&AudioContext> {
        if !(self.on && self.gestured) {
            return None;
        }
        if self.context.is_none() {
            self.context = AudioContext::new().map_err(|error| log(&error)).ok();
        }
        let context = self.context.as_ref()?;
        if context.state() == AudioContextState::Suspended {
            if let Err(error) = context.resume() {
                log(&error);
            }
        }
        Some(context)
    }

    /// Silences what is playing for good: the context is closed with the notes it still had to
    /// play (a capture chord, an end phrase), so unmuting does not bring them back; the next
    /// sound after unmuting starts a fresh context.
    fn close(&mut self) {
        if let Some(context) = self.context.take() {
            if let Err(error) = context.close() {
                log(&error);
            }
        }
    }

    fn play(&mut self, notes: &[Note]) {
        let Some(context) = self.ready() else { return };
        let now = context.current_time();
        for note in notes {
            if let Err(error) = play_note(context, now, note) {
                return log(&error);
            }
        }
    }
}

/// Schedules one note: an oscillator gliding in pitch, through a gain that rises and decays.
fn play_note(context: &AudioContext, now: f64, note: &Note) -> Result<(), JsValue> {
    let start = now + f64::from(note.at_ms) / 1000.0;
    let end = start + f64::from(note.ms) / 1000.0;
    let oscillator = context.create_oscillator()?;
    oscillator.set_type(match note.wave {
        Wave::Sine => OscillatorType::Sine,
        Wave::Triangle => OscillatorType::Triangle,
    });
    let pitch = oscillator.frequency();
    pitch.set_value(note.hz);
    pitch.set_value_at_time(note.hz, start)?;
    if note.end_hz != note.hz {
        pitch.exponential_ramp_to_value_at_time(note.end_hz, end)?;
    }
    let envelope = context.create_gain()?;
    let gain = envelope.gain();
    gain.set_value_at_time(0.0, start)?;
    gain.linear_ramp_to_value_at_time(note.gain, start + ATTACK_S)?;
    gain.exponential_ramp_to_value_at_time(0.0001, end)?;
    oscillator.connect_with_audio_node(&envelope)?;
    envelope.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(start)?;
    oscillator.stop_with_when(end + 0.02)
}

/// The events that count as the player's gesture for the autoplay policy.
const GESTURES: [&str; 2] = ["pointerdown", "keydown"];

/// Listens for the player's touches (pointer or key) to let the audio context start.
fn listen_for_gestures(shared: &Shared) -> Vec<EventListener> {
    let window = web_sys::window();
    GESTURES
        .into_iter()
        .filter_map(|event| {
            let shared = Rc::downgrade(shared);
            let on_gesture = move |_: &web_sys::Event| {
                if let Some(shared) = shared.upgrade() {
                    let mut audio = shared.borrow_mut();
                    audio.gestured = true;
                    audio.ready();
                }
            };
            // Capture phase: the context is ready before the tap's own handler plays a sound.
            let options = EventListenerOptions::run_in_capture_phase();
            listen(window.as_ref(), event, options, on_gesture)
        })
        .collect()
}

/// What the sounds follow: a board's game, numbered changes and setting.
pub struct Heard<'a> {
    /// Sounds on or muted.
    pub sound: Sound,
    /// The game on the board.
    pub game: &'a Game,
    /// Bumped on every change of the game.
    pub version: u64,
    /// True when the last change was a move to hear.
    pub animate: bool,
    /// True while the board shows something else (a review): nothing is heard.
    pub quiet: bool,
    /// The computer's side, if any: its win is the player's loss.
    pub computer: Option<Side>,
}

/// Plays the sowing seed by seed as the board shows it, then the capture and the end of the game
/// once the move is on the board; nothing after an undo, a redo or a reload, nor while the board
/// shows a review (the sowing goes on unseen, and leaving the review does not replay it).
#[hook]
pub fn use_sound(state: &AppState, sowing: &Sowing) {
    let heard = Heard {
        sound: state.settings.sound,
        game: &state.game,
        version: state.version,
        animate: state.animate,
        quiet: state.review.is_some(),
        computer: state.settings.computer_side(),
    };
    use_sound_of(heard, sowing);
}

/// Plays the sounds of a board (see [`use_sound`]); its audio context closes with it.
#[hook]
pub fn use_sound_of(heard: Heard<'_>, sowing: &Sowing) {
    let shared: Shared = use_mut_ref(Audio::default);
    // Not a dependency of the effects below: entering or leaving a review plays nothing.
    let reviewing = heard.quiet;
    {
        let shared = shared.clone();
        use_listeners((), move |()| listen_for_gestures(&shared));
    }
    {
        let shared = shared.clone();
        use_effect_with((), move |()| move || shared.borrow_mut().close());
    }
    {
        let shared = shared.clone();
        use_effect_with(heard.sound, move |&sound| {
            let mut audio = shared.borrow_mut();
            audio.on = sound == Sound::On;
            if audio.on {
                audio.ready();
            } else {
                audio.close();
            }
        });
    }
    {
        let shared = shared.clone();
        let (version, animating) = (heard.version, sowing.animating);
        use_effect_with((version, sowing.frame), move |(version, frame)| {
            if let Some(cue) = seed_cue(frame).filter(|_| animating && !reviewing) {
                let mut audio = shared.borrow_mut();
                audio.knocked = Some(*version);
                audio.play(&cue.notes());
            }
        });
    }
    let settled = (heard.animate && !sowing.animating && !reviewing)
        .then(|| heard.game.last_trace().cloned())
        .flatten();
    let end = heard
        .game
        .outcome()
        .map(|outcome| ending(&outcome, heard.computer));
    use_effect_with((heard.version, sowing.animating), move |(version, _)| {
        if let Some(trace) = settled {
            let mut audio = shared.borrow_mut();
            let animated = audio.knocked == Some(*version);
            audio.play(&sequence(&settled_cues(&trace, animated, end)));
        }
    });
}
