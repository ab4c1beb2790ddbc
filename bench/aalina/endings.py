#!/usr/bin/env python3
"""How the games of a match.py log ended, by kawu's rules (`kawu replay`).

Usage: endings.py KAWU LOG — one line per game, then a count of each kind of ending.
"""

import collections
import sys

from match import Referee


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip())
    referee = Referee(sys.argv[1])
    kinds = collections.Counter()
    with open(sys.argv[2]) as log:
        for line in log:
            fields = line.split()
            if line.startswith("#") or len(fields) != 5:
                continue
            kind = referee.ending(list(fields[4]))
            kinds[kind if not kind.startswith("sweep") else "sweep (repetition or no feeding)"] += 1
            print(" ".join(fields[:4]), f"plies {len(fields[4])}", kind)
    for kind, count in kinds.most_common():
        print(f"{count:4} {kind}")


if __name__ == "__main__":
    main()
