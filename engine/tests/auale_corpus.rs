//! Every record Aualé writes is read: 300 random games played and written by Aualé's own code
//! (`data/auale/README.md` says how), read by kawu, written by kawu and read back.

use kawu_engine::{OgnNote, Record, Rules, Switch, VARIANT};

/// The records, with their file names, in order.
fn records() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/auale");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("the corpus")
        .map(|entry| entry.expect("a file").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "ogn"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let name = path.file_name().expect("a name").to_string_lossy().into();
            let text = std::fs::read_to_string(&path).expect("a text file");
            (name, text)
        })
        .collect()
}

/// The capture marks of the moves as written: `None` for a move without one.
fn marks(text: &str) -> Vec<Option<u8>> {
    let movetext = text.split("\n\n").nth(1).unwrap_or_default();
    movetext
        .split_whitespace()
        .filter(|token| token.starts_with(|c: char| c.is_ascii_alphabetic()))
        .map(|token| {
            token
                .split_once('+')
                .map(|(_, n)| n.parse().expect("a count"))
        })
        .collect()
}

#[test]
fn every_record_of_auales_reads_and_kawus_writing_reads_back_the_same() {
    let records = records();
    assert_eq!(records.len(), 300);
    let mut refused = Vec::new();
    let (mut sweep_marks, mut hundred_plies) = (0, 0);
    let without_limit = Rules::ABAPA
        .with(Switch::HundredPlies, "no")
        .expect("a value");
    for (name, text) in &records {
        let record = match text.parse::<Record>() {
            Ok(record) => record,
            Err(error) => {
                refused.push(format!("{name}: {error}"));
                continue;
            }
        };
        let game = record.to_game().expect("a record read replays");
        let outcome = game.outcome().expect("Aualé's games are played to the end");
        assert_eq!(record.result, Some(outcome.score), "{name}");
        match record.notes[..] {
            [] => assert_eq!(record.rules(), Rules::ABAPA, "{name}"),
            [OgnNote::HundredPliesOff { ply }] => {
                hundred_plies += 1;
                assert_eq!(record.rules(), without_limit, "{name}");
                assert!(ply > 100 && ply <= record.moves.len(), "{name}: {ply}");
            }
            _ => panic!("{name}: {:?}", record.notes),
        }
        // kawu marks what a move captured; Aualé, on a last move, all that the end gave.
        let written = marks(text);
        assert_eq!(written.len(), record.moves.len(), "{name}");
        let differ = written
            .iter()
            .zip(&record.moves)
            .filter(|(mark, m)| mark.unwrap_or(0) != m.captured)
            .count();
        assert!(differ <= 1, "{name}: only the last mark may count the end");
        if differ == 1 {
            assert_ne!(
                written.last(),
                Some(&Some(record.moves.last().unwrap().captured))
            );
            sweep_marks += 1;
        }
        // The other way: kawu's record reads back to the same game under the same rules.
        let kawus = record.to_string();
        let again: Record = kawus
            .parse()
            .unwrap_or_else(|e| panic!("{name}: {e}\n{kawus}"));
        assert!(
            again.notes.is_empty(),
            "{name}: the rules are in kawu's tags"
        );
        assert_eq!((again.start, &again.moves), (record.start, &record.moves));
        assert_eq!(again.tags, record.tags, "{name}");
        assert_eq!(again.to_game().expect("replays"), game, "{name}");
        if record.notes.is_empty() {
            assert!(
                kawus.starts_with(&format!("[Variant \"{VARIANT}\"]\n")),
                "{name}"
            );
        } else {
            assert!(kawus.starts_with("[Variant \"Oware\"]\n[Rules \"100-plies=no\"]\n"));
        }
    }
    assert!(refused.is_empty(), "refused:\n{}", refused.join("\n"));
    assert_eq!(
        (sweep_marks, hundred_plies),
        (29, 8),
        "last marks that count the end's sweep; games past 100 plies without capture"
    );
}
