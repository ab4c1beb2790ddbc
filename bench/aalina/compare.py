#!/usr/bin/env python3
"""Two kawus on the same games: the score of a try against its baseline, game by game.

Usage: compare.py BASE_LOGS TRY_LOGS — each a comma-separated list of match.py logs played
from the same openings (e.g. the two sets of a `middle.py` bench). A game of the try is paired
with the baseline's game from the same opening with kawu on the same side (the first one of
each). Prints the pairs, how many have the same result, and the mean difference in points per
game (a win 1, a draw ½) with two standard errors: paired, the noise of the openings themselves
cancels, so a smaller change shows than when the two scores are set side by side.
"""

import math
import statistics
import sys

from match import read_log
from pairs import POINTS


def results(paths):
    """(opening, side) -> kawu's points in the first such game of the logs."""
    found = {}
    for game in read_log(paths.split(",")):
        found.setdefault((game.opening, game.side), POINTS[game.result])
    return found


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip())
    base, tried = results(sys.argv[1]), results(sys.argv[2])
    differences = [tried[key] - base[key] for key in base.keys() & tried.keys()]
    if len(differences) < 2:
        sys.exit("fewer than two games are in both")
    same = sum(1 for difference in differences if difference == 0)
    mean = statistics.mean(differences)
    error = 2 * statistics.stdev(differences) / math.sqrt(len(differences))
    print(
        f"{len(differences)} pairs, {same} with the same result: the try scores"
        f" {100 * mean:+.1f} ± {100 * error:.1f} points per game against the base"
    )


if __name__ == "__main__":
    main()
