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
kawu's final margin, and in the points those margins name (a win, a draw or a loss by their
signs).
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
        if game.result not in POINTS:
            sys.exit(
                f"{paths}: a game {game.result}, not played to its end: score the logs with "
                "`evalfit margins` and compare those with --margins"
            )
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
    keys = base.keys() & tried.keys()
    if len(keys) < 2:
        sys.exit("fewer than two games are in both")
    same = sum(1 for key in keys if tried[key] == base[key])
    if in_seeds:
        seeds = mean_and_error([tried[key] - base[key] for key in keys])
        points = mean_and_error([named(tried[key]) - named(base[key]) for key in keys])
        measure = (
            f"{seeds[0]:+.2f} ± {seeds[1]:.2f} seeds per game, "
            f"{100 * points[0]:+.1f} ± {100 * points[1]:.1f} points by the margins' signs"
        )
    else:
        points = mean_and_error([tried[key] - base[key] for key in keys])
        measure = f"{100 * points[0]:+.1f} ± {100 * points[1]:.1f} points per game"
    print(f"{len(keys)} pairs, {same} the same: the try scores {measure} against the base")


def named(margin):
    """The points a final margin names: a win 1, a draw ½, a loss 0."""
    return (1 + (margin > 0) - (margin < 0)) / 2


def mean_and_error(differences):
    """The mean of paired differences and two standard errors."""
    error = 2 * statistics.stdev(differences) / math.sqrt(len(differences))
    return statistics.mean(differences), error


if __name__ == "__main__":
    main()
