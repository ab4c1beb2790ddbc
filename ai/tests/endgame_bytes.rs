//! The endgame table as bytes: a round trip gives the table a fresh build gives, and a
//! truncated or damaged copy is refused, in the browser's store as in the native tool's file.

use kawu_ai::endgame::bytes::{digest, digest_for, Refused, BYTES, DIGEST};
use kawu_ai::endgame::Table;
use kawu_engine::Rules;

#[test]
fn bytes_of_a_fresh_build_come_back_as_the_same_table() {
    let table = Table::build();
    let bytes = table.to_bytes();
    assert_eq!(bytes.len(), BYTES);
    assert_eq!(
        digest(&bytes),
        DIGEST,
        "the table changed: set bytes::DIGEST to {:#018x}",
        digest(&bytes)
    );
    let back = Table::from_bytes(&bytes, Rules::ABAPA).expect("the table's own bytes");
    assert_eq!(digest(&back.to_bytes()), DIGEST);
    assert!(back == table, "the same table");

    let mut truncated = bytes.clone();
    truncated.truncate(BYTES - 1);
    assert_eq!(
        Table::from_bytes(&truncated, Rules::ABAPA),
        Err(Refused::Length {
            got: BYTES - 1,
            needs: BYTES
        })
    );
    let mut flipped = bytes;
    flipped[BYTES / 2] ^= 0x10;
    assert!(matches!(
        Table::from_bytes(&flipped, Rules::ABAPA),
        Err(Refused::Digest { needs: DIGEST, .. })
    ));

    kept_tables_come_back_whole_or_not_at_all(&table);
}

#[test]
fn each_rule_sets_table_comes_back_as_its_own_never_as_anothers() {
    assert_eq!(digest_for(Rules::ABAPA), Some(DIGEST));
    assert_eq!(digest_for(Rules::PAT), None, "no table under stuck=draw");
    assert_eq!(Table::from_bytes(&[], Rules::PAT), Err(Refused::NoTable));
    for spec in [
        "grand-slam=forbidden",
        "indetermination=yes",
        "awale",
        "kalah",
    ] {
        let rules: Rules = spec.parse().expect("a spec");
        let table = Table::build_for(rules, 12).expect("a table");
        let bytes = table.to_bytes();
        assert_eq!(
            Some(digest(&bytes)),
            digest_for(rules),
            "{spec}: the table changed: set its digest in bytes::OTHER_DIGESTS to {:#018x}",
            digest(&bytes)
        );
        let back = Table::from_bytes(&bytes, rules).expect("the table's own bytes");
        assert!(back == table, "{spec}: the same table");
        assert_eq!(back.rules(), table.rules());
        // Its bytes are no other rule set's table.
        assert!(matches!(
            Table::from_bytes(&bytes, Rules::ABAPA),
            Err(Refused::Digest { needs: DIGEST, .. })
        ));
    }
}

/// The native tool's file of the table: it comes back as the same table, and a truncated or
/// damaged file, or one of another build, is refused.
fn kept_tables_come_back_whole_or_not_at_all(table: &Table) {
    let kept = table.to_kept();
    let header = format!("kawu-endgame 1 seeds 12 digest {DIGEST:016x}\n");
    assert!(kept.starts_with(header.as_bytes()));
    assert_eq!(kept.len(), header.len() + BYTES);
    let back = Table::read_kept(kept.as_slice()).expect("the table's own file");
    assert!(back == *table, "the same table");

    let truncated = &kept[..kept.len() - 3];
    assert_eq!(
        Table::read_kept(truncated),
        Err(Refused::Length {
            got: BYTES - 3,
            needs: BYTES
        })
    );
    let mut longer = kept.clone();
    longer.push(0);
    assert_eq!(
        Table::read_kept(longer.as_slice()),
        Err(Refused::Length {
            got: BYTES + 1,
            needs: BYTES
        })
    );
    let mut damaged = kept.clone();
    damaged[header.len() + 1000] ^= 1;
    assert!(matches!(
        Table::read_kept(damaged.as_slice()),
        Err(Refused::Digest { needs: DIGEST, .. })
    ));

    // Another build's table: different bytes, with a first line that names their digest.
    let mut bytes = table.to_bytes();
    bytes[7] ^= 1;
    let mut other =
        format!("kawu-endgame 1 seeds 12 digest {:016x}\n", digest(&bytes)).into_bytes();
    other.extend_from_slice(&bytes);
    assert_eq!(
        Table::read_kept(other.as_slice()),
        Err(Refused::Digest {
            got: digest(&bytes),
            needs: DIGEST
        })
    );
}
