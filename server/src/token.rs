//! Random ids and secrets, and the hashes under which secrets are stored.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use sha2::{Digest, Sha256};

/// A game id's random bytes (96 bits): unguessable, short enough for a link.
const ID_BYTES: usize = 12;

/// A secret's random bytes: 128 bits, as the issue asks and the web's session tokens have.
const SECRET_BYTES: usize = 16;

/// A new id, of a game or a node.
#[must_use]
pub fn id() -> String {
    random(ID_BYTES)
}

/// A new seat secret or invitation.
#[must_use]
pub fn secret() -> String {
    random(SECRET_BYTES)
}

/// The hash under which a secret is stored and compared: the database never holds a secret.
///
/// A plain SHA-256 suffices: the secrets are 128 random bits, not passwords to stretch.
#[must_use]
pub fn hash(secret: &str) -> String {
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// `bytes` random bytes from the system, in base64url.
fn random(bytes: usize) -> String {
    let mut buffer = vec![0; bytes];
    getrandom::fill(&mut buffer).unwrap_or_else(|error| {
        panic!("the system gives no random bytes ({error}): no secret can be made")
    });
    URL_SAFE_NO_PAD.encode(buffer)
}

/// A number from 0 to `below - 1` from the system's random bytes.
#[must_use]
pub fn below(below: u32) -> u32 {
    let mut buffer = [0; 4];
    getrandom::fill(&mut buffer).unwrap_or_else(|error| panic!("no random bytes: {error}"));
    u32::from_le_bytes(buffer) % below.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_carry_128_bits_and_differ() {
        let (a, b) = (secret(), secret());
        assert_eq!(a.len(), 22);
        assert_ne!(a, b);
        assert!(a
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_eq!(id().len(), 16);
    }

    #[test]
    fn a_hash_is_sha256_in_hex() {
        assert_eq!(
            hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
