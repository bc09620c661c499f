/**
 * Adaptive Gauss–Kronrod quadrature (7-point Gauss inside 15-point Kronrod, as QUADPACK's QK15). The
 * caller passes breakpoints where the integrand changes character (for Beta posteriors: around each
 * mean, in units of its standard deviation), so that no narrow peak can fall between the nodes of a
 * wide panel unnoticed; each panel is then bisected until its error estimate is within tolerance.
 */

const KRONROD_NODES = [
  0.9914553711208126, 0.9491079123427585, 0.8648644233597691, 0.7415311855993945, 0.5860872354676911,
  0.4058451513773972, 0.20778495500789848, 0,
] as const;
const KRONROD_WEIGHTS = [
  0.022935322010529224, 0.06309209262997856, 0.10479001032225019, 0.14065325971552592, 0.1690047266392679,
  0.19035057806478542, 0.20443294007529889, 0.20948214108472782,
] as const;
/** Gauss weights for the Kronrod nodes with odd index (the 7-point Gauss rule). */
const GAUSS_WEIGHTS = [0.1294849661688697, 0.27970539148927664, 0.3818300505051189, 0.4179591836734694] as const;

export interface QuadratureOptions {
  /** Stop once the summed error estimate is below this (or below relativeTolerance × |result|). */
  absoluteTolerance?: number;
  relativeTolerance?: number;
  /** Upper bound on the number of panels, a guard against integrands that never settle. */
  maxPanels?: number;
}

function kronrod15(f: (x: number) => number, a: number, b: number): { value: number; error: number } {
  const centre = (a + b) / 2;
  const half = (b - a) / 2;
  const fc = f(centre);
  let kronrod = fc * KRONROD_WEIGHTS[7];
  let gauss = fc * GAUSS_WEIGHTS[3];
  for (let index = 0; index < 7; index++) {
    const offset = half * (KRONROD_NODES[index] as number);
    const sum = f(centre - offset) + f(centre + offset);
    kronrod += (KRONROD_WEIGHTS[index] as number) * sum;
    if (index % 2 === 1) gauss += (GAUSS_WEIGHTS[(index - 1) / 2] as number) * sum;
  }
  return { value: kronrod * half, error: Math.abs((kronrod - gauss) * half) };
}

interface Panel {
  from: number;
  to: number;
  value: number;
  error: number;
}

/**
 * ∫ f over [a, b]: first split at every breakpoint strictly inside (a, b), then (globally adaptive, as
 * QUADPACK's QAG) the panel with the largest error estimate is bisected until the summed estimate is
 * within tolerance.
 */
export function integrate(
  f: (x: number) => number,
  a: number,
  b: number,
  breakpoints: readonly number[] = [],
  { absoluteTolerance = 1e-11, relativeTolerance = 1e-10, maxPanels = 2000 }: QuadratureOptions = {},
): number {
  if (!(b > a)) return 0;
  const points = [...new Set([a, ...breakpoints.filter((x) => x > a && x < b), b])].sort((left, right) => left - right);
  const panels: Panel[] = [];
  for (let index = 0; index + 1 < points.length; index++) {
    const from = points[index] as number;
    const to = points[index + 1] as number;
    panels.push({ from, to, ...kronrod15(f, from, to) });
  }
  while (panels.length < maxPanels) {
    let value = 0;
    let error = 0;
    let worst = 0;
    panels.forEach((panel, index) => {
      value += panel.value;
      error += panel.error;
      if (panel.error > (panels[worst] as Panel).error) worst = index;
    });
    if (error <= Math.max(absoluteTolerance, relativeTolerance * Math.abs(value))) break;
    const { from, to } = panels[worst] as Panel;
    const middle = (from + to) / 2;
    if (!(middle > from && middle < to)) {
      // Split down to adjacent doubles: nothing more to gain here.
      (panels[worst] as Panel).error = 0;
      continue;
    }
    panels.splice(
      worst,
      1,
      { from, to: middle, ...kronrod15(f, from, middle) },
      { from: middle, to, ...kronrod15(f, middle, to) },
    );
  }
  return panels.reduce((sum, panel) => sum + panel.value, 0);
}
