"""Independent reference values for the dashboard's stop rule (planned-lift-test.ts, decisiveLine, experiment-action.ts).

Run from the repository root:  python3 shared-contracts/experiment-stats/scripts/stop-rule-references.py
It writes shared-contracts/experiment-stats/src/fixtures/stop-rule-references.json, which
stop-rule.test.ts compares with the TypeScript code. A few seconds.

Method, sharing no code with the TypeScript:
  - the asymptotic confidence sequence (Waudby-Smith et al., docs/statistics.md S9) written out again with
    mpmath at 30 digits; the planned-lift bound (S10) as that sequence's upper end for pB - (1 + m) pA with
    its own standard error;
  - "decisive": the smallest whole n per arm at which the two half-widths together fit inside m p1, by a plain
    linear scan of n with numpy;
  - "lines": the card's first line for whole states, by a second implementation of the rule (minimum data and
    duration, the sample-ratio check with scipy's chi-square, Bonferroni, win / loss / ruled out), at the N* the
    run's plan gives (16 182 at alpha .025 and 14 204 at alpha .05 for +20 % on 10 %: checked against a numpy
    scan by scripts/plan-references.py and experiment-analysis.test.ts).
"""

import json
import math
import os

import mpmath
import numpy as np
from scipy import stats

mpmath.mp.dps = 30
TUNING = {0.05: 14204, 0.025: 16182}


def half_width(se, n, alpha, tuning):
    se, n, alpha, tuning = (mpmath.mpf(v) for v in (se, n, alpha, tuning))
    rho2 = (-2 * mpmath.log(alpha) + mpmath.log(1 - 2 * mpmath.log(alpha))) / tuning
    spread = n * rho2 + 1
    return mpmath.sqrt(se * se * n) * mpmath.sqrt(2 * spread * mpmath.log(mpmath.sqrt(spread) / alpha) / (n * n * rho2))


def sequence(a, b, alpha, tuning):
    (na, ca), (nb, cb) = a, b
    pa, pb = mpmath.mpf(ca) / na, mpmath.mpf(cb) / nb
    se = mpmath.sqrt(pa * (1 - pa) / na + pb * (1 - pb) / nb)
    n = na + nb
    hw = half_width(se, n, alpha, tuning)
    rho2 = (-2 * mpmath.log(alpha) + mpmath.log(1 - 2 * mpmath.log(alpha))) / tuning
    spread = n * rho2 + 1
    t2 = (pb - pa) ** 2 * n / se**2
    p = min(mpmath.mpf(1), mpmath.sqrt(spread) * mpmath.exp(-rho2 * t2 / (2 * spread)))
    return pb - pa - hw, pb - pa + hw, p


def lift_upper(a, b, lift, alpha, tuning):
    (na, ca), (nb, cb) = a, b
    pa, pb = mpmath.mpf(ca) / na, mpmath.mpf(cb) / nb
    w = 1 + mpmath.mpf(lift)
    se = mpmath.sqrt(pb * (1 - pb) / nb + w * w * pa * (1 - pa) / na)
    return pb - w * pa + half_width(se, na + nb, alpha, tuning)


def decisive(p1, lift, alpha, tuning, limit=10**7, block=200_000):
    p2 = p1 * (1 + lift)
    vd = p1 * (1 - p1) + p2 * (1 - p2)
    vm = p2 * (1 - p2) + (1 + lift) ** 2 * p1 * (1 - p1)
    rho2 = (-2 * math.log(alpha) + math.log(1 - 2 * math.log(alpha))) / tuning
    start = 1
    while start <= limit:
        n = np.arange(start, start + block, dtype=np.float64)
        total = 2 * n
        spread = total * rho2 + 1
        factor = np.sqrt(2 * spread * np.log(np.sqrt(spread) / alpha) / (total * total * rho2)) * np.sqrt(total)
        ok = np.nonzero((np.sqrt(vd / n) + np.sqrt(vm / n)) * factor <= lift * p1)[0]
        if ok.size:
            return int(n[ok[0]])
        start += block
    raise ValueError("no n up to the limit")


def line(arms, lift, days):
    """The first line of the card for a state: arms [(key, views, conversions)], A first, equal weights."""
    views = [v for _, v, _ in arms]
    expected = sum(views) / len(views)
    srm_p = stats.chi2.sf(sum((v - expected) ** 2 / expected for v in views), len(views) - 1)
    if srm_p < 0.001:
        return "fix-data"
    (_, na, ca), challengers = arms[0], arms[1:]
    k = len(challengers)
    alpha = 0.05 / k
    tuning = TUNING[alpha]
    ready = days >= 7 and all(v >= 50 and c >= 5 for _, v, c in arms)
    results = []
    for key, nb, cb in challengers:
        lower, upper, p = sequence((na, ca), (nb, cb), alpha, tuning)
        win = ready and min(1, p * k) < 0.05 and lower > 0
        loss = ready and min(1, p * k) < 0.05 and upper < 0
        ruled_out = ready and lift_upper((na, ca), (nb, cb), lift, alpha, tuning) < 0
        results.append((key, lower, win, loss, ruled_out))
    winners = [r for r in results if r[2]]
    if winners:
        return "ship " + max(winners, key=lambda r: r[1])[0]
    if all(r[3] for r in results):
        return "stop-keep-control"
    if all(r[4] for r in results):
        return "no-difference"
    return "keep-running"


LIFT_CASES = [
    # control (views, conversions), variant, lift, alpha, N*
    ((6000, 600), (6000, 660), 0.2, 0.05, 14204),
    ((20000, 2000), (20000, 2030), 0.2, 0.05, 14204),
    ((12000, 1200), (12000, 1250), 0.2, 0.025, 16182),
    ((100000, 3000), (100000, 3050), 0.1, 0.05, 5000),
    ((250000, 7500), (249000, 7600), 0.1, 0.05, 1_200_000),
]
DECISIVE_CASES = [
    # p1, lift, alpha, N*
    (0.1, 0.2, 0.05, 14204),
    (0.1, 0.2, 0.025, 16182),
    (0.03, 0.1, 0.05, 200_000),
]
# States of a run 30 days old with the plan +20 % on 10 % (the 80 %-power sample is 7 350 per arm at alpha .05).
LINE_CASES = [
    ("the planned lift still inside the interval past the plan's sample", [("A", 8000, 800), ("B", 8000, 880)]),
    ("every interval below the planned lift", [("A", 20000, 2000), ("B", 20000, 2030)]),
    ("a clear winner", [("A", 8000, 800), ("B", 8000, 1000)]),
    ("a clear loser", [("A", 8000, 800), ("B", 8000, 640)]),
    (
        "one of two challengers ruled out, the other not yet",
        [("A", 20000, 2000), ("B", 20000, 2030), ("C", 20000, 2200)],
    ),
    ("two challengers both ruled out", [("A", 30000, 3000), ("B", 30000, 3000), ("C", 30000, 3060)]),
]


def subtle_case():
    """A state whose shown interval lies below m p_A while the planned-lift bound does not: not ruled out."""
    na = nb = 9000
    ca = 900
    for cb in range(900, 1200):
        lower, upper, _ = sequence((na, ca), (nb, cb), 0.05, 14204)
        bound = lift_upper((na, ca), (nb, cb), 0.2, 0.05, 14204)
        if upper < mpmath.mpf("0.2") * ca / na and bound >= 0:
            return [("A", na, ca), ("B", nb, cb)]
    raise ValueError("no subtle case found")


if __name__ == "__main__":
    subtle = subtle_case()
    cases = LINE_CASES + [("the shown interval below m pA, the planned-lift bound not", subtle)]
    out = {
        "liftBounds": [
            {
                "control": list(a),
                "variant": list(b),
                "lift": m,
                "alpha": al,
                "tuning": t,
                "upper": float(lift_upper(a, b, m, al, t)),
                "intervalUpper": float(sequence(a, b, al, t)[1]),
            }
            for a, b, m, al, t in LIFT_CASES
        ],
        "decisive": [
            {"p1": p1, "lift": m, "alpha": al, "tuning": t, "visitors": decisive(p1, m, al, t)}
            for p1, m, al, t in DECISIVE_CASES
        ],
        "lines": [
            {"label": label, "arms": [list(a) for a in arms], "line": line(arms, 0.2, 30)} for label, arms in cases
        ],
    }
    path = os.path.join(
        os.path.dirname(__file__), "..", "src", "fixtures", "stop-rule-references.json"
    )
    with open(path, "w") as f:
        json.dump(out, f, indent=2)
        f.write("\n")
    print(f"wrote {os.path.normpath(path)}: {len(out['liftBounds'])} bounds, {len(out['decisive'])} sample sizes, {len(out['lines'])} lines")
