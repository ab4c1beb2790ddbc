"""Writes the page's Content-Security-Policy into a built index.html.

The policy is strict: scripts from the page's own origin only, plus what WebAssembly needs
(`'wasm-unsafe-eval'`) and the page's inline scripts (the start-up, the first paint's), allowed by
their SHA-256 (computed here from the built page, so it follows every build); styles from the origin only (the page sets
no inline style); no plugins, no <base>, no form posts. The index.html of the sources holds the
placeholder `<meta http-equiv="Content-Security-Policy" content="">`, filled in here (found in any
form: a release build's HTML is minified first, see scripts/meta.py). The hashes are those of the
inline scripts exactly as shipped: Trunk minifies the page before its post-build hook runs.

Used by scripts/precache.py (Trunk's post-build hook), before the build's version is computed.
Standard library only.
"""

import base64
import hashlib
import re
import sys

import meta

INLINE = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.S)


def policy(html):
    """The policy for a built page: its inline scripts allowed by hash, nothing else inline."""
    hashes = [
        "'sha256-" + base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode() + "'"
        for body in INLINE.findall(html)
    ]
    directives = [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval' " + " ".join(hashes),
        "style-src 'self'",
        "img-src 'self' data: blob:",
        "worker-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ]
    return "; ".join(d.strip() for d in directives)


def with_policy(html):
    """`html` with its placeholder filled; an error when it has none, or more than one."""
    secured, count = meta.set_content(html, "http-equiv", "Content-Security-Policy", policy(html))
    if count != 1:
        sys.exit(f'csp: index.html has {count} <meta http-equiv="Content-Security-Policy">, not one')
    return secured
