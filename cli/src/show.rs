//! `kawu show <position>`: the board on the terminal, as a player sees it from the South side.

use std::fmt::Write;
use std::process::ExitCode;

use kawu_engine::{Pit, Position, Rules, Side};

/// Draw a position: North's row on top (`f e d c b a`), South's at the bottom (`A B C D E F`),
/// each pit with its letter and its seeds, then the captured seeds (Kalah: the stores), the side
/// to move and, when they are not abapa, the rules.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The position string, e.g. `4-4-4-4-4-4-4-4-4-4-4-4-0-0-S`.
    #[arg(value_name = "POSITION", allow_hyphen_values = true)]
    position: String,
    /// The rules of a position string that names none: a preset (abapa, awale, pat, kalah) or
    /// switches such as `grand-slam=forbidden,stuck=draw`.
    #[arg(long, value_name = "SPEC")]
    rules: Option<Rules>,
}

/// Runs `kawu show`.
pub fn run(args: Args) -> ExitCode {
    match crate::read_position(&args.position, args.rules) {
        Ok(position) => {
            print!("{}", draw(&position));
            ExitCode::SUCCESS
        }
        Err(err) => crate::bad_input(err),
    }
}

/// The drawing of `position`, several lines ending with a newline.
fn draw(position: &Position) -> String {
    let score = position.score();
    let rules = position.rules();
    let kept = if rules.is_kalah() {
        "in the store"
    } else {
        "captured"
    };
    let mut text = String::new();
    let line = |text: &mut String, pits: &mut dyn Iterator<Item = Pit>, seeds: bool| {
        text.push_str("       ");
        for pit in pits {
            if seeds {
                let _ = write!(text, " [{:>2}]", position.seeds(pit));
            } else {
                let _ = write!(text, "   {}", pit.letter());
            }
        }
        text.truncate(text.trim_end().len());
        text.push('\n');
    };
    let _ = writeln!(text, "North  {} {kept}", score.north);
    line(&mut text, &mut Pit::row(Side::North).rev(), false);
    line(&mut text, &mut Pit::row(Side::North).rev(), true);
    line(&mut text, &mut Pit::row(Side::South), true);
    line(&mut text, &mut Pit::row(Side::South), false);
    let _ = writeln!(text, "South  {} {kept}", score.south);
    let _ = writeln!(text, "{} to move", position.to_move());
    if rules != Rules::ABAPA {
        let _ = writeln!(text, "Rules: {rules}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn north_is_drawn_on_top_from_f_to_a_and_south_below_from_a_to_f() {
        let position: Position = "1-2-3-4-5-6-7-8-0-0-0-0-6-6-N".parse().unwrap();
        let text = draw(&position);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0].trim(), "North  6 captured");
        assert_eq!(lines[1].split_whitespace().collect::<String>(), "fedcba");
        assert_eq!(
            lines[2].split_whitespace().collect::<String>(),
            "[0][0][0][0][8][7]"
        );
        assert_eq!(
            lines[3].split_whitespace().collect::<String>(),
            "[1][2][3][4][5][6]"
        );
        assert_eq!(lines[4].split_whitespace().collect::<String>(), "ABCDEF");
        assert_eq!(lines[5].trim(), "South  6 captured");
        assert_eq!(lines[6], "North to move");
        assert_eq!(lines.len(), 7, "no rules line under abapa");
    }

    #[test]
    fn other_rules_are_named_and_kalah_has_stores() {
        let kalah = Rules::KALAH.start();
        let text = draw(&kalah);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0].trim(), "North  0 in the store");
        assert_eq!(
            lines[2].split_whitespace().collect::<String>(),
            "[6]".repeat(6)
        );
        assert_eq!(lines[7], "Rules: kalah");
        let awale = draw(&Rules::AWALE.start());
        assert!(awale.ends_with("South to move\nRules: awale\n"), "{awale}");
    }
}
