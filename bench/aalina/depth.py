#!/usr/bin/env python3
"""How deep an engine searches at a fixed time per move, in positions of real games.

From each of the first --positions move lists of --openings (e.g. the 40-seed positions
`middle.py` writes), the engine plays --plies moves against itself, `go movetime <ms>` each,
with a new game (`ucinewgame`) per position and its transposition table kept from move to move,
as in a match. Prints the mean depth of the last iteration each search finished (its last
`info depth` line; a move from a book has none and is not counted) and the mean of that
iteration's node count where the engine reports one.

    python3 depth.py --engine "/path/to/kawu uci" --option Hash=256 --openings mid40.txt
    python3 depth.py --engine "java … aalina.jar … service" --openings mid40.txt
"""

import argparse
import re
import shlex
import statistics

from match import Engine


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", required=True, help="the command that runs the engine")
    parser.add_argument("--option", action="append", default=[], help="setoption NAME=VALUE")
    parser.add_argument("--openings", required=True, help="one move list per line")
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--plies", type=int, default=8, help="moves played from each position")
    parser.add_argument("--movetime", type=int, default=1000, help="ms per move")
    args = parser.parse_args()

    options = [tuple(option.split("=", 1)) for option in args.option]
    engine = Engine("engine", shlex.split(args.engine), options)
    with open(args.openings) as lines:
        openings = [line.strip() for line in lines if line.strip()][: args.positions]
    depths, nodes = [], []
    for opening in openings:
        engine.new_game()
        moves = list(opening)
        for _ in range(args.plies):
            move, _ = engine.best_move(moves, args.movetime)
            if move in ("(none)", "0000"):
                break
            info = engine.last_info or ""
            if depth := re.search(r"\bdepth (\d+)", info):
                depths.append(int(depth.group(1)))
            if count := re.search(r"\bnodes (\d+)", info):
                nodes.append(int(count.group(1)))
            moves.append(move)
    engine.quit()
    print(
        f"{' '.join([args.engine, *args.option])}: {len(depths)} searches of {args.movetime} ms,"
        f" mean depth {statistics.mean(depths):.2f}"
        + (f", mean nodes {statistics.mean(nodes):,.0f}" if nodes else "")
    )


if __name__ == "__main__":
    main()
