"""Finds and sets a `<meta>` tag of a built index.html, whatever its form.

The release build's HTML is minified by Trunk (minify-html) before the post-build hook runs:
attributes lose their quotes and are sorted, and an empty `content=""` is dropped, so
`<meta http-equiv="Content-Security-Policy" content="">` arrives as
`<meta http-equiv=Content-Security-Policy>`. A debug build keeps the source's form. Both are
found here by their key attribute (`name` or `http-equiv`, compared without case), and rewritten
in one plain form: `<meta KEY="VALUE" content="CONTENT">`.

Used by scripts/csp.py and scripts/precache.py. Standard library only.
"""

import html
import re

# An attribute: a name, then optionally `=` and a double-quoted, single-quoted or bare value.
_ATTR = r"""[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?"""
_TAG = re.compile(rf"<meta((?:\s+{_ATTR})*)\s*/?>", re.I)
_PARTS = re.compile(r"""([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?""")


def attributes(tag_body):
    """The attributes of a tag (the text after its name) as {lowercase name: unescaped value}."""
    found = {}
    for name, double, single, bare in _PARTS.findall(tag_body):
        found[name.lower()] = html.unescape(double or single or bare)
    return found


def _matches(match, key, value):
    return attributes(match.group(1)).get(key, "").lower() == value.lower()


def get(page, key, value):
    """The `content` of the first `<meta KEY=VALUE>` of `page`, or None when it has none."""
    for match in _TAG.finditer(page):
        if _matches(match, key, value):
            return attributes(match.group(1)).get("content", "")
    return None


def _quoted(text):
    """`text` as the inside of a double-quoted attribute value."""
    return text.replace("&", "&amp;").replace('"', "&quot;")


def set_content(page, key, value, content):
    """`page` with every `<meta KEY=VALUE …>` written as `<meta KEY="VALUE" content="CONTENT">`,
    and how many there were."""
    tag = f'<meta {key}="{_quoted(value)}" content="{_quoted(content)}">'
    count = 0

    def replace(match):
        nonlocal count
        if not _matches(match, key, value):
            return match.group(0)
        count += 1
        return tag

    return _TAG.sub(replace, page), count
