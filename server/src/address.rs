//! Whose request it is: the socket's peer, or — behind trusted proxies (a load balancer, the
//! proxy that ends TLS) — the client they name in `X-Forwarded-For`. The rate limits count it.

use std::net::{IpAddr, SocketAddr};

use axum::http::HeaderMap;

/// The proxies whose `X-Forwarded-For` the node believes.
#[derive(Debug, Clone, Default)]
pub struct Proxies(Vec<IpAddr>);

impl Proxies {
    /// Believes the proxies at `addresses`.
    #[must_use]
    pub fn new(addresses: &[IpAddr]) -> Proxies {
        Proxies(addresses.iter().map(IpAddr::to_canonical).collect())
    }

    fn trusts(&self, address: IpAddr) -> bool {
        self.0.contains(&address.to_canonical())
    }

    /// The client of a request from `peer` with `headers`. Each proxy appends the address it
    /// heard the request from, so the header is read from its right end: the first address no
    /// trusted proxy has is the client (what is left of it, the client could have written). A
    /// peer that is no trusted proxy is the client, whatever the header says.
    #[must_use]
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let mut client = peer.to_canonical();
        if !self.trusts(client) {
            return client;
        }
        let named = headers
            .get_all("x-forwarded-for")
            .iter()
            .rev()
            .flat_map(|value| value.to_str().unwrap_or("").rsplit(','));
        for name in named {
            let Some(address) = parse(name.trim()) else {
                break;
            };
            client = address;
            if !self.trusts(address) {
                break;
            }
        }
        client
    }
}

/// An address as proxies write it: `203.0.113.7`, `2001:db8::7`, or with a port.
fn parse(name: &str) -> Option<IpAddr> {
    name.parse::<IpAddr>()
        .or_else(|_| name.parse::<SocketAddr>().map(|socket| socket.ip()))
        .ok()
        .map(|address| address.to_canonical())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append("x-forwarded-for", value.parse().expect("a header value"));
        }
        headers
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("an address")
    }

    #[test]
    fn a_peer_that_is_no_trusted_proxy_is_the_client() {
        let proxies = Proxies::new(&[ip("10.0.0.1")]);
        let forged = headers(&["203.0.113.7"]);
        assert_eq!(
            proxies.client(ip("198.51.100.2"), &forged),
            ip("198.51.100.2")
        );
        assert_eq!(
            Proxies::default().client(ip("10.0.0.1"), &forged),
            ip("10.0.0.1")
        );
    }

    #[test]
    fn behind_trusted_proxies_the_first_untrusted_address_from_the_right_is_the_client() {
        let proxies = Proxies::new(&[ip("10.0.0.1"), ip("10.0.0.2")]);
        let peer = ip("10.0.0.1");
        // The client wrote a forged address; the outer proxy appended the client's own.
        let chain = headers(&["1.2.3.4, 203.0.113.7, 10.0.0.2"]);
        assert_eq!(proxies.client(peer, &chain), ip("203.0.113.7"));
        // Across several header lines, with ports and IPv6.
        let lines = headers(&["garbage", "[2001:db8::7]:4711", "10.0.0.2:80"]);
        assert_eq!(proxies.client(peer, &lines), ip("2001:db8::7"));
        // Nothing believable: the last trusted address.
        assert_eq!(proxies.client(peer, &headers(&["junk"])), peer);
        assert_eq!(proxies.client(peer, &HeaderMap::new()), peer);
        // An IPv4 peer seen as IPv6.
        assert_eq!(
            proxies.client(ip("::ffff:10.0.0.1"), &headers(&["203.0.113.9"])),
            ip("203.0.113.9")
        );
    }
}
