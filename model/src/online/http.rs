//! The server's two HTTP answers, read: `GET /api/info` (is there a kawu server, and does it
//! speak this page's protocol?) and `POST /api/games` (the game created, or why not).

use kawu_online::wire::{Created, VERSION};

/// Whether this copy of kawu has a server to play online with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Service {
    /// A kawu server speaking [`VERSION`].
    Ready,
    /// No kawu server here: a static host (a 404, or a page that is not JSON).
    Missing,
    /// A kawu server speaking another version of the protocol: its name.
    OtherVersion(String),
}

/// The service `GET /api/info` describes, from its HTTP status and body.
#[must_use]
pub fn service(status: u16, body: &str) -> Service {
    let protocol = serde_json::from_str::<serde_json::Value>(body)
        .ok()
        .filter(|_| status == 200)
        .and_then(|info| info.get("protocol")?.as_str().map(str::to_owned));
    match protocol {
        Some(protocol) if protocol == VERSION => Service::Ready,
        Some(protocol) => Service::OtherVersion(protocol),
        None => Service::Missing,
    }
}

/// Why a game could not be created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CreateError {
    /// This address created too many games lately (HTTP 429).
    TooMany,
    /// The server refused the request: its words.
    Refused(String),
    /// Something else: the HTTP status, or the network's words.
    Failed(String),
}

/// The server's words in an error's body, `{"error": "…"}`.
fn error_words(body: &str) -> Option<String> {
    let body: serde_json::Value = serde_json::from_str(body).ok()?;
    Some(body.get("error")?.as_str()?.to_owned())
}

/// The game `POST /api/games` created, from its HTTP status and body.
///
/// # Errors
/// A [`CreateError`] saying why not.
pub fn created(status: u16, body: &str) -> Result<Created, CreateError> {
    match status {
        201 => serde_json::from_str(body)
            .map_err(|why| CreateError::Failed(format!("HTTP 201: {why}"))),
        429 => Err(CreateError::TooMany),
        400 => Err(CreateError::Refused(
            error_words(body).unwrap_or_else(|| "HTTP 400".to_owned()),
        )),
        _ => Err(CreateError::Failed(match error_words(body) {
            Some(words) => format!("HTTP {status}: {words}"),
            None => format!("HTTP {status}"),
        })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kawu_online::wire::Seat;

    #[test]
    fn the_service_is_the_server_speaking_this_protocol() {
        assert_eq!(
            service(200, r#"{"protocol":"kawu-online 1"}"#),
            Service::Ready
        );
        assert_eq!(
            service(200, r#"{"protocol":"kawu-online 2","x":1}"#),
            Service::OtherVersion("kawu-online 2".to_owned())
        );
        for (status, body) in [
            (404, "Not found"),
            (404, r#"{"protocol":"kawu-online 1"}"#),
            (200, "<!doctype html><title>Awalé</title>"),
            (200, r#"{"protocol":1}"#),
            (200, "[]"),
            (0, ""),
        ] {
            assert_eq!(service(status, body), Service::Missing, "{status} {body}");
        }
    }

    #[test]
    fn a_creation_is_the_game_or_why_not() {
        let body = r#"{"game":"g1","seat":"north","secret":"s","invite":"i"}"#;
        assert_eq!(
            created(201, body),
            Ok(Created {
                game: "g1".to_owned(),
                seat: Seat::North,
                secret: "s".to_owned(),
                invite: "i".to_owned(),
            })
        );
        assert_eq!(
            created(429, r#"{"error":"slow down"}"#),
            Err(CreateError::TooMany)
        );
        assert_eq!(
            created(400, r#"{"error":"a name has at most 20 characters"}"#),
            Err(CreateError::Refused(
                "a name has at most 20 characters".to_owned()
            ))
        );
        assert_eq!(
            created(400, "nope"),
            Err(CreateError::Refused("HTTP 400".to_owned()))
        );
        assert_eq!(
            created(503, r#"{"error":"busy"}"#),
            Err(CreateError::Failed("HTTP 503: busy".to_owned()))
        );
        assert!(matches!(created(201, "{}"), Err(CreateError::Failed(_))));
    }
}
