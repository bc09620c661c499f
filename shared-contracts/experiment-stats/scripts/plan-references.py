"""Independent reference values for the plan-tuned always-valid interval (sequential-tuning.ts).

Run from the repository root:  python3 shared-contracts/experiment-stats/scripts/plan-references.py
It writes shared-contracts/experiment-stats/src/fixtures/plan-references.json, which
sequential-tuning.test.ts compares with the TypeScript code.

Method, sharing no code with the TypeScript (which bisects on n and golden-section searches N*):
  - the half-width of the asymptotic confidence sequence (Waudby-Smith et al.) and the power margin
    |p2 - p1| - halfwidth(2n) - z_power * SE(n) are written out again in mpmath at 30 digits, z_power
    from mpmath's erfinv;
  - "visitors": for a given N*, the smallest whole n per arm with a non-negative margin, by a plain
    linear scan of n with numpy (vectorised over blocks of n; float64 is ample for a sign);
  - "best": the smallest such n over a dense log grid of N* (2001 points from 10^2 to 10^10, then a
    finer grid of 2001 points around the best), each n from the linear scan.
"""

import json
import math
import os

import mpmath
import numpy as np

mpmath.mp.dps = 30
Z80 = float(mpmath.sqrt(2) * mpmath.erfinv(2 * mpmath.mpf("0.8") - 1))


def margins(p1, p2, alpha, tuning, n):
    rho2 = (-2 * math.log(alpha) + math.log(1 - 2 * math.log(alpha))) / tuning
    variance = p1 * (1 - p1) + p2 * (1 - p2)
    se = np.sqrt(variance / n)
    total = 2 * n
    spread = total * rho2 + 1
    half = np.sqrt(se * se * total) * np.sqrt(2 * spread * np.log(np.sqrt(spread) / alpha) / (total * total * rho2))
    return abs(p2 - p1) - half - Z80 * se


def visitors(p1, p2, alpha, tuning, limit=10**7, block=200_000):
    start = 1
    while start <= limit:
        n = np.arange(start, start + block, dtype=np.float64)
        ok = np.nonzero(margins(p1, p2, alpha, tuning, n) >= 0)[0]
        if ok.size:
            return int(n[ok[0]])
        start += block
    raise ValueError("no n up to the limit")


def best(p1, p2, alpha):
    grid = np.exp(np.linspace(math.log(1e2), math.log(1e10), 2001))
    sizes = [visitors(p1, p2, alpha, t) for t in grid]
    i = int(np.argmin(sizes))
    fine = np.exp(np.linspace(math.log(grid[max(0, i - 2)]), math.log(grid[min(len(grid) - 1, i + 2)]), 2001))
    fine_sizes = [visitors(p1, p2, alpha, t) for t in fine]
    return min(min(sizes), min(fine_sizes))


CASES = [
    # p1, p2, alpha
    (0.03, 0.033, 0.05),
    (0.05, 0.06, 0.05),
    (0.05, 0.06, 0.01),
    (0.1, 0.13, 0.05),
]
FIXED = [
    # p1, p2, alpha, N*
    (0.05, 0.06, 0.05, 5000),
    (0.03, 0.033, 0.05, 200_000),
    (0.05, 0.06, 0.01, 40_000),
]

if __name__ == "__main__":
    out = {
        "best": [{"p1": p1, "p2": p2, "alpha": a, "visitors": best(p1, p2, a)} for p1, p2, a in CASES],
        "fixed": [
            {"p1": p1, "p2": p2, "alpha": a, "tuning": t, "visitors": visitors(p1, p2, a, t)} for p1, p2, a, t in FIXED
        ],
    }
    path = os.path.join(
        os.path.dirname(__file__), "..", "src", "fixtures", "plan-references.json"
    )
    with open(path, "w") as f:
        json.dump(out, f, indent=2)
        f.write("\n")
    print(json.dumps(out, indent=2))
