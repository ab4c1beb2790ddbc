//! The endgame table as bytes: a round trip gives the table a fresh build gives, and a
//! truncated or damaged copy is refused.

use kawu_ai::endgame::bytes::{digest, Refused, BYTES, DIGEST};
use kawu_ai::endgame::Table;

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
    let back = Table::from_bytes(&bytes).expect("the table's own bytes");
    assert_eq!(digest(&back.to_bytes()), DIGEST);
    assert!(back == table, "the same table");

    let mut truncated = bytes.clone();
    truncated.truncate(BYTES - 1);
    assert_eq!(
        Table::from_bytes(&truncated),
        Err(Refused::Length(BYTES - 1))
    );
    let mut flipped = bytes;
    flipped[BYTES / 2] ^= 0x10;
    assert!(matches!(
        Table::from_bytes(&flipped),
        Err(Refused::Digest(_))
    ));
}
