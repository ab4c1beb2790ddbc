#!/usr/bin/env python3
"""Writes the service worker of a build: `sw.js` = the list of every file of the build with its
SHA-256, the build's version, then the worker's code (static/sw.js); and stamps that version into
the build's index.html (`<meta name="kawu-build" content="…">`).

Run by Trunk after each build (Trunk.toml, `[[hooks]] stage = "post_build"`) on its staging
directory ($TRUNK_STAGING_DIR), or by hand on a built directory: `python3 scripts/precache.py dist`.
Nothing is hand-maintained: a file added to the build is precached, and any change of any file
(or of the worker's code) changes the version, hence the cache name. Standard library only, so it
runs offline in CI.

One version per build, for everything: the cache is `kawu-<version>`, and the page starts the
computer's worker as `worker-start.js?v=<version>`, which loads `worker.js` and `worker_bg.wasm`
with the same query (Trunk cannot hash a worker's file names), so a page never starts the worker
of another build. The version is hashed from the files with the stamp left empty, so it does not
depend on itself, the same build always gets the same version, and running this script again on a
stamped build (or a copy changed by hand) gives the version of what is there now.
"""

import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import csp  # noqa: E402 (beside this script)
import meta  # noqa: E402

# The file written here; it is not listed (the browser fetches and compares it itself).
SW = "sw.js"
PAGE = "index.html"
TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "static", "sw.js")


def stamp(html, value):
    """index.html with every kawu-build stamp (`<meta name="kawu-build">`, whatever it holds and
    in any form, see scripts/meta.py) set to `value`; an error if it has none."""
    stamped, count = meta.set_content(html, "name", "kawu-build", value)
    if count == 0:
        sys.exit(f'precache: {PAGE} has no <meta name="kawu-build" content="">')
    return stamped


def sha256(data):
    """Lowercase hex SHA-256 of bytes."""
    return hashlib.sha256(data).hexdigest()


def build_files(root, unstamped=False):
    """(path relative to root with '/' separators, sha256 hex) of every file, sorted by path.

    With `unstamped`, index.html counts with its stamp empty (what the version is hashed from)."""
    found = []
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")
            if path == SW:
                continue
            with open(os.path.join(folder, name), "rb") as f:
                data = f.read()
            if unstamped and path == PAGE:
                data = stamp(data.decode("utf-8"), "").encode("utf-8")
            found.append((path, sha256(data)))
    return sorted(found)


def version(files, code):
    """16 hex digits that change with any file's name or content, or with the worker's code."""
    digest = hashlib.sha256()
    for path, sha in files:
        digest.update(f"{path}\0{sha}\n".encode())
    digest.update(code.encode())
    return digest.hexdigest()[:16]


def service_worker(build, files, code):
    """The text of sw.js: the build's constants, then the worker's code."""
    header = (
        "// Written by scripts/precache.py for this build: do not edit.\n"
        f"const VERSION = {json.dumps(build)};\n"
        "const FILES = [\n"
        + ",\n".join(f"  {json.dumps(list(entry))}" for entry in files)
        + "\n];\n"
    )
    return header + code


def stamp_page(root, build):
    """Writes the build's version into its index.html."""
    path = os.path.join(root, PAGE)
    with open(path, encoding="utf-8") as f:
        stamped = stamp(f.read(), build)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(stamped)


def secure_page(root):
    """Writes the page's Content-Security-Policy into its index.html (scripts/csp.py)."""
    path = os.path.join(root, PAGE)
    with open(path, encoding="utf-8") as f:
        secured = csp.with_policy(f.read())
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(secured)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR")
    if not root or not os.path.isfile(os.path.join(root, PAGE)):
        sys.exit(f"precache: no built index.html in {root!r} (give a directory or set TRUNK_STAGING_DIR)")
    with open(TEMPLATE, encoding="utf-8") as f:
        code = f.read()
    secure_page(root)
    build = version(build_files(root, unstamped=True), code)
    stamp_page(root, build)
    files = build_files(root)
    with open(os.path.join(root, SW), "w", encoding="utf-8") as f:
        f.write(service_worker(build, files, code))
    size = sum(os.path.getsize(os.path.join(root, path)) for path, _ in files)
    print(f"precache: {len(files)} files, {size} bytes, version {build}")


if __name__ == "__main__":
    main()
