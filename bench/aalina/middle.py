#!/usr/bin/env python3
"""The positions where the logged games reached the middle game's quiet phase, as openings for
`match.py --openings`.

Usage: middle.py KAWU SEEDS LOG [LOG...] — for each game of the match.py logs, the moves from the
start to its first position with at most SEEDS seeds on the board (the game not over, and
the capture margin then at most 3 seeds either way), one line of pit letters each, each
position once. Played from both sides by `match.py --openings`, they measure how the engines
play from there on: at 30 seeds, the way into the table's endings; at 40, the early middle game
where kawu falls behind in the games it loses by repetition (see README.md).
"""

import sys

from match import Referee, first_at_most, read_log

# The widest capture margin of a position kept: beyond it the game is mostly decided.
MAX_MARGIN = 3


def middle(states, seeds):
    """The number of plies to the first state with at most `seeds` on the board, or None when
    the game never gets there before it ends, or gets there with a margin above MAX_MARGIN."""
    index = first_at_most(states, seeds)
    if index is None or states[index]["over"]:
        return None
    south, north = states[index]["score"]
    return index + 1 if abs(south - north) <= MAX_MARGIN else None


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__.strip())
    referee = Referee(sys.argv[1])
    seeds = int(sys.argv[2])
    seen = set()
    for game in read_log(sys.argv[3:]):
        plies = middle(referee.states(game.moves)["states"], seeds)
        if plies is None:
            continue
        prefix = "".join(game.moves[:plies])
        if prefix not in seen:
            seen.add(prefix)
            print(prefix)


if __name__ == "__main__":
    main()
