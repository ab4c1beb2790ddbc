#!/usr/bin/env python3
"""Writes the service worker of a build: `sw.js` = the list of every file of the build with its
SHA-256, the build's version, then the worker's code (static/sw.js).

Run by Trunk after each build (Trunk.toml, `[[hooks]] stage = "post_build"`) on its staging
directory ($TRUNK_STAGING_DIR), or by hand on a built directory: `python3 scripts/precache.py dist`.
Nothing is hand-maintained: a file added to the build is precached, and any change of any file
(or of the worker's code) changes the version, hence the cache name. Standard library only, so it
runs offline in CI.
"""

import hashlib
import json
import os
import sys

# The file written here; it is not listed (the browser fetches and compares it itself).
SW = "sw.js"
TEMPLATE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "static", "sw.js")


def build_files(root):
    """(path relative to root with '/' separators, sha256 hex) of every file, sorted by path."""
    found = []
    for folder, _, names in os.walk(root):
        for name in names:
            path = os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")
            if path == SW:
                continue
            with open(os.path.join(folder, name), "rb") as f:
                found.append((path, hashlib.sha256(f.read()).hexdigest()))
    return sorted(found)


def version(files, code):
    """16 hex digits that change with any file's name or content, or with the worker's code."""
    digest = hashlib.sha256()
    for path, sha in files:
        digest.update(f"{path}\0{sha}\n".encode())
    digest.update(code.encode())
    return digest.hexdigest()[:16]


def service_worker(files, code):
    """The text of sw.js: the build's constants, then the worker's code."""
    header = (
        "// Written by scripts/precache.py for this build: do not edit.\n"
        f"const VERSION = {json.dumps(version(files, code))};\n"
        "const FILES = [\n"
        + ",\n".join(f"  {json.dumps(list(entry))}" for entry in files)
        + "\n];\n"
    )
    return header + code


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("TRUNK_STAGING_DIR")
    if not root or not os.path.isfile(os.path.join(root, "index.html")):
        sys.exit(f"precache: no built index.html in {root!r} (give a directory or set TRUNK_STAGING_DIR)")
    with open(TEMPLATE, encoding="utf-8") as f:
        code = f.read()
    files = build_files(root)
    with open(os.path.join(root, SW), "w", encoding="utf-8") as f:
        f.write(service_worker(files, code))
    size = sum(os.path.getsize(os.path.join(root, path)) for path, _ in files)
    print(f"precache: {len(files)} files, {size} bytes, version {version(files, code)}")


if __name__ == "__main__":
    main()
