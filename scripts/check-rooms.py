#!/usr/bin/env python3
"""Checks the web app's house (src/): each room imports only the rooms below it, the pure rooms
touch no browser crate, and no module imports, directly or around a circle, a module that
imports it back.

    model     may use   protocol                  (and the engine, the AI)
    i18n      may use   model                     (and the engine, the AI)
    protocol  may use   nothing of the crate      (the engine, the AI)
    worker    may use   protocol                  (browser crates in worker/shell.rs and
                                                   worker/keep.rs only: its wasm shell)
    view      may use   model, i18n, protocol     (never worker: it speaks to it in messages)

A reference is any `crate::room::…` or `super::…` path outside comments; a browser crate is
`yew`, `web_sys`, `js_sys`, `gloo…` or `wasm_bindgen…` named outside comments. Prints each
breach with its file and line, then "rooms: N files, N breaches"; exits 1 on any breach.
Standard library only. Run from the repository root: `python3 scripts/check-rooms.py [src]`.
"""

import os
import re
import sys

ALLOWED = {
    "model": {"protocol"},
    "i18n": {"model"},
    "protocol": set(),
    "worker": {"protocol"},
    "view": {"model", "i18n", "protocol"},
}
# Files of a pure room that may still touch the browser.
SHELLS = {"worker/shell.rs", "worker/keep.rs"}
BROWSER = re.compile(r"\b(yew|web_sys|js_sys|gloo\w*|wasm_bindgen\w*)\s*::|#\[wasm_bindgen")
PATH = re.compile(r"\b(crate|super)((?:::\w+)+)")


def code_lines(text):
    """(line number, line) of the lines that are not comments, string-free enough for paths."""
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("//"):
            continue
        yield number, line.split("//", 1)[0] if "\"" not in line else line


def module_of(rel):
    """The module path of a file under src/: 'model/state.rs' -> ('model', 'state')."""
    parts = rel[:-3].split("/")
    if parts[-1] in ("mod", "lib"):
        parts = parts[:-1]
    return tuple(parts)


def resolve(module, kind, segments, modules):
    """The longest known module that a `crate::…` or `super::…` path names, or None."""
    if kind == "crate":
        base = ()
    else:
        base = module[:-1]
        while segments and segments[0] == "super":
            base, segments = base[:-1], segments[1:]
    path = base + tuple(segments)
    for end in range(len(path), 0, -1):
        if path[:end] in modules:
            return path[:end]
    return None


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "src"
    files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".rs"):
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, root).replace(os.sep, "/")
                if not rel.startswith("bin/"):
                    files[rel] = open(path, encoding="utf-8").read()
    modules = {module_of(rel): rel for rel in files}
    breaches = []
    edges = {module: set() for module in modules}
    for rel, text in sorted(files.items()):
        module = module_of(rel)
        room = module[0] if module else None
        for number, line in code_lines(text):
            where = f"src/{rel}:{number}"
            if room in ALLOWED and rel not in SHELLS and room != "view":
                if BROWSER.search(line):
                    breaches.append(f"{where}: the {room} room names a browser crate: {line.strip()}")
            for kind, tail in PATH.findall(line):
                segments = [s for s in tail.split("::") if s]
                target = resolve(module, kind, segments, modules)
                if target is None or target == module:
                    continue
                # A module's own children (declared in it) are not imports.
                if target[: len(module)] != module or not module:
                    edges[module].add(target)
                other = target[0]
                if room in ALLOWED and other != room and other not in ALLOWED[room]:
                    breaches.append(f"{where}: the {room} room imports {other}: {line.strip()}")
    breaches.extend(circles(edges, modules))
    for breach in breaches:
        print(breach)
    print(f"rooms: {len(files)} files, {len(breaches)} breaches")
    sys.exit(1 if breaches else 0)


def circles(edges, modules):
    """One line for each import circle between modules (Tarjan's strongly connected parts)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in edges.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                part.append(top)
                if top == node:
                    break
            if len(part) > 1:
                names = " <-> ".join(sorted("::".join(m) or "crate" for m in part))
                found.append(f"import circle: {names}")

    sys.setrecursionlimit(10_000)
    for node in sorted(modules):
        if node not in index:
            visit(node)
    return found


if __name__ == "__main__":
    main()
