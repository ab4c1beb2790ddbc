#!/usr/bin/env python3
"""Fits the evaluation's terms to the search values that `evalfit` printed, by least squares.

Usage: python3 ols.py FILE [LO HI] [--no-threat]

Keeps the positions with LO to HI seeds on the board (17 to 30 by default) and fits
value = a·captured + b·kroos + c·empty + d·exposed (+ e·threat) + tempo. Prints each weight as
the evaluation counts it (centi-seeds, a seed captured being 100: a penalty is a positive
weight of a term that is subtracted) and R², the share of the values' variance it explains.
Plain Python, no numpy: the normal equations solved by Gaussian elimination.
"""

import sys

TERMS = ["captured", "kroo", "empty", "exposed", "threat"]
# The evaluation adds the kroo term and subtracts the others.
SIGN = {"captured": 1, "kroo": 1, "empty": -1, "exposed": -1, "threat": -1}


def solve(matrix, vector):
    """x with matrix·x = vector (a small dense system, partial pivoting)."""
    n = len(vector)
    rows = [list(matrix[i]) + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        if abs(rows[col][col]) < 1e-12:
            sys.exit(f"ols.py: the term {col} never varies in these positions: no fit")
        for r in range(n):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def main():
    args = [a for a in sys.argv[1:] if a != "--no-threat"]
    terms = TERMS[:-1] if "--no-threat" in sys.argv else TERMS
    if len(args) not in (1, 3):
        sys.exit(__doc__)
    lo, hi = (int(args[1]), int(args[2])) if len(args) == 3 else (17, 30)
    samples = []
    with open(args[0]) as lines:
        for line in lines:
            fields = [int(f) for f in line.split()]
            if len(fields) != 7 or not lo <= fields[0] <= hi:
                continue
            value, features = fields[1], fields[2 : 2 + len(terms)]
            samples.append((features + [1], value))
    if len(samples) <= len(terms) + 1:
        sys.exit(f"ols.py: {len(samples)} positions with {lo}-{hi} seeds: too few to fit")
    size = len(terms) + 1
    normal = [[sum(x[i] * x[j] for x, _ in samples) for j in range(size)] for i in range(size)]
    right = [sum(x[i] * y for x, y in samples) for i in range(size)]
    coef = solve(normal, right)
    mean = sum(y for _, y in samples) / len(samples)
    total = sum((y - mean) ** 2 for _, y in samples)
    residual = sum((y - sum(c * f for c, f in zip(coef, x))) ** 2 for x, y in samples)
    print(f"{len(samples)} positions with {lo}-{hi} seeds on the board")
    for name, c in zip(terms, coef):
        print(f"  {name:9} {c:+.3f} seeds  -> weight {SIGN[name] * c / coef[0] * 100:.0f}")
    print(f"  tempo     {coef[-1]:+.3f} seeds")
    print(f"R² = {1 - residual / total:.3f}")


if __name__ == "__main__":
    main()
