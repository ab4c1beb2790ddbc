#!/usr/bin/env python3
"""Two kawus on the same games: the score of a try against its baseline, game by game.

Usage: compare.py [--margins] BASE_LOGS TRY_LOGS — each a comma-separated list of match.py
logs played from the same openings (e.g. the two sets of a `middle.py` bench). A game of the try
is paired with the baseline's game from the same opening with kawu on the same side (the first
one of each). Prints the pairs, how many have the same result, and the mean difference in points
per game (a win 1, a draw ½) with two standard errors: paired, the noise of the openings
themselves cancels, so a smaller change shows than when the two scores are set side by side.

With --margins the files are the outputs of `evalfit margins` (games stopped by
`match.py --stop-at-seeds`, scored by the endgame table), and the difference is in seeds of
kawu's final margin.
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


def margins(paths):
    """(opening, side) -> kawu's margin in seeds in the first such game of `evalfit margins`
    outputs (its lines "OPENING kawu=SIDE MARGIN"; the summary lines are left out)."""
    found = {}
    for path in paths.split(","):
        with open(path) as lines:
            for line in lines:
                fields = line.split()
                if len(fields) == 3 and fields[1].startswith("kawu="):
                    opening, side, margin = fields
                    found.setdefault((opening, side.split("=")[1]), int(margin))
    return found


def main():
    arguments = sys.argv[1:]
    in_seeds = arguments[:1] == ["--margins"]
    if in_seeds:
        arguments = arguments[1:]
    if len(arguments) != 2:
        sys.exit(__doc__.strip())
    read = margins if in_seeds else results
    base, tried = read(arguments[0]), read(arguments[1])
    differences = [tried[key] - base[key] for key in base.keys() & tried.keys()]
    if len(differences) < 2:
        sys.exit("fewer than two games are in both")
    same = sum(1 for difference in differences if difference == 0)
    mean = statistics.mean(differences)
    error = 2 * statistics.stdev(differences) / math.sqrt(len(differences))
    if in_seeds:
        measure = f"{mean:+.2f} ± {error:.2f} seeds per game"
    else:
        measure = f"{100 * mean:+.1f} ± {100 * error:.1f} points per game"
    print(
        f"{len(differences)} pairs, {same} with the same result: the try scores {measure}"
        " against the base"
    )


if __name__ == "__main__":
    main()
