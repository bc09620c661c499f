"""Independent reference values for the dashboard's Bayesian figures (P(beat control), P(best)).

Run from the repository root:  python3 shared-contracts/experiment-stats/scripts/beta-references.py
It writes shared-contracts/experiment-stats/src/fixtures/beta-references.json, which the
unit tests (beta-comparison.test.ts) compare with the TypeScript code to 1e-5.

Nothing here shares code or method with the TypeScript (adaptive Gauss-Kronrod over a Beta CDF from a
continued fraction). Two independent methods, which must agree with each other before a value is kept:
  1. "grid": numpy. Each posterior Beta(1 + c, 1 + n - c) gets a uniform grid of 400 001 points over
     mean +- 45 sd (clipped to [0, 1]); the grids are merged. Densities from log-space (math.lgamma);
     each CDF is the cumulative trapezoid sum of its density on the merged grid (no incomplete-beta
     routine); P(i best) = trapezoid integral of f_i * prod_j F_j. Step <= 2.3e-4 sd: error ~1e-8.
  2. "exact": for integer counts up to a few thousand, Evan Miller's closed form evaluated in exact
     rational arithmetic (fractions.Fraction, factorials), two arms only. Otherwise "mpmath": mpmath's
     tanh-sinh quadrature of f_i * prod_j I_x(a_j, b_j) at 30 digits with mpmath's own betainc, for
     cases with fewer than 10^5 views (mpmath's betainc is too slow beyond).
Cases with up to 10^8 views are covered by the grid method alone, checked by the invariant sum = 1.
scipy is not installed on the build machine and PyPI is unreachable; numpy and mpmath were present.
"""

import json
import math
import os
from fractions import Fraction

import mpmath
import numpy as np

mpmath.mp.dps = 30


def posterior(conversions, views):
    a = 1.0 + conversions
    b = 1.0 + views - conversions
    mean = a / (a + b)
    sd = math.sqrt(a * b / ((a + b) ** 2 * (a + b + 1)))
    return a, b, mean, sd


def grid_best(arms):
    posts = [posterior(c, n) for c, n in arms]
    pieces = []
    for a, b, mean, sd in posts:
        low, high = max(0.0, mean - 45 * sd), min(1.0, mean + 45 * sd)
        pieces.append(np.linspace(low, high, 400_001))
    x = np.unique(np.concatenate(pieces))
    dens = []
    for a, b, _, _ in posts:
        log_b = math.lgamma(a) + math.lgamma(b) - math.lgamma(a + b)
        with np.errstate(divide="ignore", invalid="ignore"):
            left = np.where(a == 1.0, 0.0, (a - 1) * np.log(x))
            right = np.where(b == 1.0, 0.0, (b - 1) * np.log1p(-x))
        dens.append(np.exp(np.nan_to_num(left + right - log_b, nan=-np.inf)))
    steps = np.diff(x)
    cdfs = []
    for f in dens:
        cdf = np.concatenate([[0.0], np.cumsum((f[1:] + f[:-1]) / 2 * steps)])
        cdfs.append(cdf)
    result = []
    for i, f in enumerate(dens):
        g = f.copy()
        for j, cdf in enumerate(cdfs):
            if j != i:
                g = g * cdf
        result.append(float(np.sum((g[1:] + g[:-1]) / 2 * steps)))
    return result


def exact_beat(control, variant):
    """Evan Miller: P(B > A) for integer counts, exactly."""
    (ca, na), (cb, nb) = control, variant
    aa, ba, ab, bb = 1 + ca, 1 + na - ca, 1 + cb, 1 + nb - cb

    def beta_fn(x, y):  # B(x, y) for positive integers
        return Fraction(math.factorial(x - 1) * math.factorial(y - 1), math.factorial(x + y - 1))

    total = Fraction(0)
    for i in range(ab):
        total += beta_fn(aa + i, ba + bb) / ((bb + i) * beta_fn(1 + i, bb) * beta_fn(aa, ba))
    return float(total)


def mpmath_best(arms):
    posts = [posterior(c, n) for c, n in arms]
    out = []
    for i, (a, b, mean, sd) in enumerate(posts):
        low, high = max(0.0, mean - 45 * sd), min(1.0, mean + 45 * sd)
        cuts = sorted({low, high, *[min(high, max(low, m + k * s)) for _, _, m, s in posts for k in (-8, -3, -1, 0, 1, 3, 8)]})

        def integrand(t, a=a, b=b, i=i):
            value = mpmath.betapdf(t, a, b) if hasattr(mpmath, "betapdf") else t ** (a - 1) * (1 - t) ** (b - 1) / mpmath.beta(a, b)
            for j, (aj, bj, _, _) in enumerate(posts):
                if j != i:
                    value *= mpmath.betainc(aj, bj, 0, t, regularized=True)
            return value

        out.append(float(mpmath.quad(integrand, cuts)))
    return out


# (label, arms as (conversions, views)); arm 0 is the control.
CASES = [
    ("T4 100/1000 vs 130/1000", [(100, 1000), (130, 1000)]),
    ("T4 100/1000 vs 150/1000", [(100, 1000), (150, 1000)]),
    ("T4 1/10 vs 1/9", [(1, 10), (1, 9)]),
    ("T4 100/1000 vs 100/900", [(100, 1000), (100, 900)]),
    ("T4 50/1000 vs 65/1000", [(50, 1000), (65, 1000)]),
    ("T4 2/4 vs 3/4", [(2, 4), (3, 4)]),
    ("T7 three arms", [(100, 1000), (130, 1000), (120, 1000)]),
    ("one view each", [(0, 1), (1, 1)]),
    ("no conversions at all", [(0, 50), (0, 60)]),
    ("every view converts", [(40, 40), (55, 55)]),
    ("fractional conversions", [(12, 120), (17.5, 118)]),
    ("fractional both", [(10.25, 97), (12.75, 101)]),
    ("fractional near the old rounding", [(4.5, 30), (5.49, 30)]),
    ("around 10^4 conversions, below", [(9_999, 100_000), (10_150, 100_000)]),
    ("around 10^4 conversions, at", [(10_000, 100_000), (10_150, 100_000)]),
    ("around 10^4 conversions, above", [(10_001, 100_000), (10_150, 100_000)]),
    ("10^6 views, small difference", [(50_000, 1_000_000), (50_400, 1_000_000)]),
    ("10^8 views, rate 10%", [(10_000_000, 100_000_000), (10_002_000, 100_000_000)]),
    ("10^8 views, rate near 0", [(3, 100_000_000), (7, 100_000_000)]),
    ("10^8 views, rate near 1", [(99_999_990, 100_000_000), (99_999_995, 100_000_000)]),
    ("10^8 vs 10 views (narrow and wide)", [(10_000_000, 100_000_000), (1, 10)]),
    ("10^7 vs 10 views, wide arm better", [(1_000_000, 10_000_000), (3, 10)]),
    ("zero conversions on 10^8 vs 1 in 10", [(0, 100_000_000), (1, 10)]),
    ("six arms, mixed sizes", [(100, 1000), (13, 100), (1_200, 10_000), (0.5, 3), (250_000, 2_000_000), (9, 71.5)]),
    ("six arms at 10^8", [(10_000_000, 100_000_000), (10_001_000, 100_000_000), (9_999_000, 100_000_000),
                          (10_000_500, 100_000_000), (5_000_000, 50_000_000), (2, 10)]),
    ("four arms, fractional", [(20.5, 200), (25.25, 210), (19, 190), (30.75, 205)]),
]


def main():
    rows = []
    for label, arms in CASES:
        best = grid_best(arms)
        if abs(sum(best) - 1) > 2e-6:
            raise SystemExit(f"{label}: grid P(best) sums to {sum(best)}")
        integer = all(float(c).is_integer() and float(n).is_integer() for c, n in arms)
        if len(arms) == 2 and integer and max(n for _, n in arms) <= 5_000:
            check, method = [None, exact_beat(*[(int(c), int(n)) for c, n in arms])], "exact"
        elif max(n for _, n in arms) < 100_000:
            check, method = mpmath_best(arms), "mpmath"
        else:
            check, method = None, None
        if check is not None:
            for k, value in enumerate(check):
                if value is not None and abs(value - best[k]) > 1e-6:
                    raise SystemExit(f"{label}: grid {best[k]} vs {method} {value}")
        rows.append({
            "label": label,
            "arms": [{"conversions": c, "views": n} for c, n in arms],
            "probabilityBest": best,
            # P(arm k beats the control, arm 0), each from the two-arm grid.
            "probabilityToBeatControl": [None] + [grid_best([arms[0], arm])[1] for arm in arms[1:]],
            "crossCheckedBy": method,
        })
        print(f"{label}: {method or 'grid only'} ok")
    here = os.path.dirname(os.path.abspath(__file__))
    target = os.path.join(here, "..", "src", "fixtures", "beta-references.json")
    with open(target, "w", encoding="utf-8") as handle:
        json.dump({"generatedBy": "shared-contracts/experiment-stats/scripts/beta-references.py", "cases": rows}, handle, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    main()
