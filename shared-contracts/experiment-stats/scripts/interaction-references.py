"""Independent reference values for the interaction check of two experiments (interaction-test.ts, docs/statistics.md S12).

Run from the repository root:  python3 shared-contracts/experiment-stats/scripts/interaction-references.py
It writes shared-contracts/experiment-stats/src/fixtures/interaction-references.json, which interaction-test.test.ts
compares with the TypeScript code. Under a second.

Method, sharing no code with the TypeScript (which computes the Wald statistic of the interaction contrasts): the
additive model p_ij = mu + a_i + b_j is fitted to the cell rates by weighted least squares with numpy (weights
1 / variance, the variance p~(1 - p~) / n with p~ = (c + 1/2) / (n + 1)); the weighted residual sum of squares is the
statistic, with (rows - 1)(columns - 1) degrees of freedom, and scipy gives its upper tail.
"""

import json
import os

import numpy as np
from scipy import stats

TABLES = {
    # T19: 2 x 2, B of the first experiment helps only under B of the second.
    "T19": [[(1000, 50), (1000, 50)], [(1000, 50), (1000, 90)]],
    # T20: 2 x 3 with nearly the same lift (one point) under every column arm.
    "T20": [[(2000, 100), (2000, 80), (2000, 120)], [(2000, 121), (2000, 99), (2000, 141)]],
    # T21: 3 x 4, a mild pattern.
    "T21": [
        [(800, 40), (820, 35), (790, 45), (810, 38)],
        [(805, 48), (815, 52), (800, 30), (795, 47)],
        [(790, 41), (800, 39), (810, 44), (805, 60)],
    ],
    # T22: 2 x 2 with an empty cell (no conversion) and a 4-point reversal.
    "T22": [[(400, 0), (400, 16)], [(400, 16), (400, 0)]],
}


def wls_residual(table):
    rows, cols = len(table), len(table[0])
    y, w, design = [], [], []
    for i in range(rows):
        for j in range(cols):
            n, c = table[i][j]
            rate = (c + 0.5) / (n + 1)
            y.append(c / n)
            w.append(n / (rate * (1 - rate)))
            x = [1.0] + [1.0 if i == k else 0.0 for k in range(1, rows)] + [1.0 if j == k else 0.0 for k in range(1, cols)]
            design.append(x)
    y, w, design = np.array(y), np.array(w), np.array(design)
    root = np.sqrt(w)
    beta, *_ = np.linalg.lstsq(design * root[:, None], y * root, rcond=None)
    residual = y - design @ beta
    chi2 = float(np.sum(w * residual**2))
    df = (rows - 1) * (cols - 1)
    return {"chiSquare": chi2, "degreesOfFreedom": df, "pValue": float(stats.chi2.sf(chi2, df))}


out = {name: {"cells": table, **wls_residual(table)} for name, table in TABLES.items()}
path = os.path.join(os.path.dirname(__file__), "..", "src", "fixtures", "interaction-references.json")
with open(path, "w") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
for name, value in out.items():
    print(name, f"chi2 {value['chiSquare']:.6f} df {value['degreesOfFreedom']} p {value['pValue']:.6g}")
