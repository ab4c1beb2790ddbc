#!/usr/bin/env python3
"""The openings of match.py logs as pairs of games: kawu's result as South and as North in the
same opening (colours swapped), so that what the opening gives one side is told from what kawu
does with it.

Usage: pairs.py LOG [LOG...] — a table of the pairs by kawu's result as South (rows) and as
North (columns), then how many openings the side North won both games of (kawu as North and
Aalina as North), the same for South, and kawu's score as South outside North's openings. An
opening played more than twice counts its first game on each side; one played on one side only
is left out.
"""

import collections
import sys

from match import read_log

RESULTS = ("win", "draw", "loss")
POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def read_pairs(paths):
    """opening -> {"South": result, "North": result}, the first game on each side."""
    games = collections.defaultdict(dict)
    for game in read_log(paths):
        games[game.opening].setdefault(game.side, game.result)
    return {opening: sides for opening, sides in games.items() if len(sides) == 2}


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip())
    pairs = read_pairs(sys.argv[1:])
    table = collections.Counter((p["South"], p["North"]) for p in pairs.values())
    print(f"{len(pairs)} openings played on both sides; rows: kawu as South, columns: as North")
    print(f"{'':8}" + "".join(f"{r:>8}" for r in RESULTS))
    for south in RESULTS:
        print(f"{south:8}" + "".join(f"{table[(south, north)]:>8}" for north in RESULTS))
    north_both = table[("loss", "win")]
    south_both = table[("win", "loss")]
    print(f"North won both games (kawu North won, kawu South lost): {north_both}")
    print(f"South won both games (kawu South won, kawu North lost): {south_both}")
    rest = [p["South"] for p in pairs.values() if (p["South"], p["North"]) != ("loss", "win")]
    if rest:
        score = sum(POINTS[r] for r in rest) / len(rest)
        print(f"kawu as South outside North's openings: {100 * score:.1f}% of {len(rest)}")


if __name__ == "__main__":
    main()
