//! A QR code of a text (the invitation's link), drawn as one SVG path: a friend across the table
//! scans it instead of receiving the link. The encoder is the `qrcode` crate's, without its
//! image and renderers.

use qrcode::{Color, EcLevel, QrCode};
use yew::prelude::*;

/// The light margin around the code, in modules: the four the standard asks.
const QUIET: usize = 4;

/// The code's width in modules and its dark modules as a path (one rectangle per run of dark
/// modules in a row), or `None` when the text is too long for a QR code.
fn modules(text: &str) -> Option<(usize, String)> {
    let code = QrCode::with_error_correction_level(text, EcLevel::M).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    let mut path = String::new();
    for (y, row) in colors.chunks(width).enumerate() {
        let mut x = 0;
        while x < width {
            let run = row[x..].iter().take_while(|&&c| c == Color::Dark).count();
            if run > 0 {
                path += &format!("M{} {}h{run}v1h-{run}z", x + QUIET, y + QUIET);
            }
            x += run.max(1);
        }
    }
    Some((width, path))
}

/// What the code shows.
#[derive(Properties, PartialEq, Clone)]
pub struct QrCodeProps {
    /// The text encoded.
    pub text: AttrValue,
    /// The image's accessible name.
    pub label: AttrValue,
}

/// The QR code (nothing for a text too long for one).
#[component(QrCodeView)]
pub fn qr_code(props: &QrCodeProps) -> Html {
    let drawn = use_memo(props.text.clone(), |text| modules(text));
    let Some((width, path)) = drawn.as_ref() else {
        return html! {};
    };
    let size = width + 2 * QUIET;
    html! {
        <svg class="qr-code" viewBox={format!("0 0 {size} {size}")} role="img"
            aria-label={props.label.clone()} shape-rendering="crispEdges" data-qr="">
            <rect width={size.to_string()} height={size.to_string()} class="qr-light" />
            <path d={path.clone()} class="qr-dark" />
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_is_a_square_of_runs_inside_its_quiet_zone() {
        let link = "https://kawu.example/#online/Xw3_k-9aZq1mN0pQ/b64url_-AAAAAAAAAAAAAA";
        let (width, path) = modules(link).expect("a link fits");
        assert!(
            (21..=177).contains(&width) && (width - 17) % 4 == 0,
            "{width}"
        );
        assert!(
            path.starts_with(&format!("M{QUIET} {QUIET}h7v1h-7z")),
            "the finder's top row"
        );
        let runs = path.matches('M').count();
        assert!(runs > width, "{runs} runs");
        assert_eq!(modules(&"x".repeat(5_000)), None);
    }
}
