#!/usr/bin/env python3
"""Fits the evaluation's terms to the results of the games, by logistic regression.

Usage: python3 outcomes.py FILE LO HI

FILE is what `evalfit outcomes` printed: one quiet position a line, its board seeds, the game's
result for its side to move (1, 0.5, 0), then its terms. Keeps the positions with LO to HI seeds
on the board and fits P(win) = 1 / (1 + e^-z), z = a·captured + b·kroos + c·empty + d·exposed +
e·threat + f·row + tempo, by Newton's method on the log-likelihood (a draw counts as half a win).
Prints each weight as the evaluation would count it (centi-seeds, a captured seed being 100; a
penalty as a positive weight) and the mean log-likelihood per position (higher is better).
Plain Python, no numpy.
"""

import math
import sys

from ols import solve

TERMS = ["captured", "kroo", "empty", "exposed", "threat", "row"]
# The evaluation adds the kroo and row terms and subtracts the others.
SIGN = {"captured": 1, "kroo": 1, "empty": -1, "exposed": -1, "threat": -1, "row": 1}
ITERATIONS = 20


def fit(samples):
    """The coefficients (the terms', then the tempo) and the mean log-likelihood."""
    size = len(TERMS) + 1
    coef = [0.0] * size
    for _ in range(ITERATIONS):
        hessian = [[0.0] * size for _ in range(size)]
        gradient = [0.0] * size
        likelihood = 0.0
        for result, x in samples:
            z = max(-30.0, min(30.0, sum(c * f for c, f in zip(coef, x))))
            p = 1.0 / (1.0 + math.exp(-z))
            likelihood += result * math.log(p) + (1 - result) * math.log(1 - p)
            weight = p * (1 - p)
            for i in range(size):
                gradient[i] += (result - p) * x[i]
                for j in range(i, size):
                    hessian[i][j] += weight * x[i] * x[j]
        for i in range(size):
            for j in range(i):
                hessian[i][j] = hessian[j][i]
        step = solve(hessian, gradient)
        coef = [c + s for c, s in zip(coef, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return coef, likelihood / len(samples)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    lo, hi = int(sys.argv[2]), int(sys.argv[3])
    samples = []
    with open(sys.argv[1]) as lines:
        for line in lines:
            fields = line.split()
            if len(fields) != 2 + len(TERMS) or not lo <= int(fields[0]) <= hi:
                continue
            samples.append((float(fields[1]), [float(f) for f in fields[2:]] + [1.0]))
    if len(samples) <= 10 * len(TERMS):
        sys.exit(f"outcomes.py: {len(samples)} positions with {lo}-{hi} seeds: too few to fit")
    coef, likelihood = fit(samples)
    seed = coef[0]
    weights = "  ".join(
        f"{name} {SIGN[name] * c / seed * 100:.0f}" for name, c in zip(TERMS, coef)
    )
    print(f"{len(samples)} positions with {lo}-{hi} seeds on the board, "
          f"mean log-likelihood {likelihood:.4f}")
    print(f"  {weights}  tempo {coef[-1] / seed * 100:.0f}")


if __name__ == "__main__":
    main()
