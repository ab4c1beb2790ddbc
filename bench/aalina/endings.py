#!/usr/bin/env python3
"""How the games of a match.py log ended, by kawu's rules (`kawu replay`), and kawu's results
in each kind of ending, as South and as North; then, for the games that ended by repetition,
kawu's capture margin on the way there.

Usage: endings.py KAWU LOG [LOG...] — one line per game, then a table: the kind of ending, the
games, kawu's W-D-L and score, and its score as South and as North. Then a second table, by
kawu's result in the repetition endings: its captured seeds minus Aalina's at the first board of
the game with at most 36, 30, 22 and 12 seeds on it (to see where the row split a repetition
hands out is settled), on average; and a third, the same margin after 20, 30, 40 and 60 plies
(to see when in the game the gap opens).
"""

import collections
import sys

from match import Referee, ending_of, first_at_most, read_log

# Seeds on the board at which the margin of a repetition ending is read.
MARKS = (36, 30, 22, 12)
# Plies after which it is read too.
PLIES = (20, 30, 40, 60)


def margins(states, side):
    """kawu's capture margin at the first state with at most each of MARKS seeds on the board,
    then after each of PLIES plies (the last state for a game that ended sooner)."""
    me = 0 if side == "South" else 1
    indices = [first_at_most(states, mark) for mark in MARKS]
    indices += [min(plies, len(states)) - 1 for plies in PLIES]
    picked = (states[-1 if index is None else index] for index in indices)
    return [state["score"][me] - state["score"][1 - me] for state in picked]


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip())
    referee = Referee(sys.argv[1])
    # kind -> side -> [wins, draws, losses]
    table = collections.defaultdict(lambda: {"South": [0, 0, 0], "North": [0, 0, 0]})
    # kawu's result -> the margins of each repetition ending
    repetitions = collections.defaultdict(list)
    for game in read_log(sys.argv[2:]):
        states = referee.states(game.moves)["states"]
        ending = ending_of(states)
        kind = ending.split(" after ")[0]
        for row in (kind, "all"):
            table[row][game.side][["win", "draw", "loss"].index(game.result)] += 1
        if kind == "repetition":
            repetitions[game.result].append(margins(states, game.side))
        print(
            game.opening, f"kawu={game.side}", game.result, game.score,
            f"plies {len(game.moves)}", ending,
        )

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

    # Each table: what its columns read, their heads, and where they sit in `margins`.
    tables = (
        ("the first board of at most N seeds", [f"<= {m}" for m in MARKS], range(len(MARKS))),
        ("ply N", [f"ply {p}" for p in PLIES], range(len(MARKS), len(MARKS) + len(PLIES))),
    )
    for what, head, picked in tables:
        print(f"\nrepetition endings, kawu's capture margin at {what}")
        print(f"{'result':6} {'games':>5} " + " ".join(f"{h:>6}" for h in head))
        for result in ("loss", "draw", "win"):
            rows = repetitions[result]
            if rows:
                means = (sum(row[i] for row in rows) / len(rows) for i in picked)
                print(f"{result:6} {len(rows):5} " + " ".join(f"{mean:+6.1f}" for mean in means))


if __name__ == "__main__":
    main()
