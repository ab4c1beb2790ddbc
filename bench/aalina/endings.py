#!/usr/bin/env python3
"""How the games of a match.py log ended, by kawu's rules (`kawu replay`), and kawu's results
in each kind of ending, as South and as North.

Usage: endings.py KAWU LOG [LOG...] — one line per game, then a table: the kind of ending, the
games, kawu's W-D-L and score, and its score as South and as North.
"""

import collections
import sys

from match import Referee

POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip())
    referee = Referee(sys.argv[1])
    # kind -> side -> [wins, draws, losses]
    table = collections.defaultdict(lambda: {"South": [0, 0, 0], "North": [0, 0, 0]})
    for path in sys.argv[2:]:
        with open(path) as log:
            for line in log:
                fields = line.split()
                if line.startswith("#") or len(fields) != 5:
                    continue
                side, result = fields[1].split("=")[1], fields[2]
                ending = referee.ending(list(fields[4]))
                kind = ending.split(" after ")[0]
                for row in (kind, "all"):
                    table[row][side][["win", "draw", "loss"].index(result)] += 1
                print(" ".join(fields[:4]), f"plies {len(fields[4])}", ending)

    def score(wdl):
        games = sum(wdl)
        return (wdl[0] + wdl[1] / 2) / games if games else 0.0, games

    print(f"{'ending':26} {'games':>5} {'W-D-L':>10} {'score':>6} {'South':>12} {'North':>12}")
    for kind in sorted(table, key=lambda k: (k == "all", -sum(map(sum, table[k].values())))):
        sides = table[kind]
        both = [s + n for s, n in zip(sides["South"], sides["North"])]
        total, games = score(both)
        cells = []
        for side in ("South", "North"):
            s, n = score(sides[side])
            cells.append(f"{100 * s:5.1f}% ({n})" if n else "-")
        wdl = "-".join(map(str, both))
        print(f"{kind:26} {games:5} {wdl:>10} {100 * total:5.1f}% {cells[0]:>12} {cells[1]:>12}")


if __name__ == "__main__":
    main()
