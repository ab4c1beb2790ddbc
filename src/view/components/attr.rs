//! Attribute values shared by the components.

/// The value of a yes/no attribute (`aria-pressed`, `data-animating`…): `"true"` or `"false"`.
#[must_use]
pub const fn flag(on: bool) -> &'static str {
    if on {
        "true"
    } else {
        "false"
    }
}

#[cfg(test)]
mod tests {
    use super::flag;

    #[test]
    fn a_flag_reads_as_html_wants_it() {
        assert_eq!((flag(true), flag(false)), ("true", "false"));
    }
}
