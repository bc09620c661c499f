/**
 * Adaptive Gauss–Kronrod quadrature (7-point Gauss inside 15-point Kronrod, as QUADPACK's QK15). The
 * caller passes breakpoints where the integrand changes character (for Beta posteriors: around each
 * mean, in units of its standard deviation), so that no narrow peak can fall between the nodes of a
 * wide panel unnoticed; each panel is then bisected until its error estimate is within tolerance.
 */

const KRONROD_NODES = [
  0.991455371120812639206854697526329, 0.949107912342758524526189684047851, 0.864864423359769072789712788640926,
  0.741531185599394439863864773280788, 0.586087235467691130294144845693013, 0.405845151377397166906606412076961,
  0.207784955007898467600689403773245, 0,
] as const;
const KRONROD_WEIGHTS = [
  0.02293532201052922496373200805897, 0.063092092629978553290700663189204, 0.104790010322250183839876322541518,
  0.140653259715525918745189590510238, 0.16900472663926790282658342659855, 0.190350578064785409913256402421014,
  0.204432940075298892414161999234649, 0.209482141084727828012999174891714,
] as const;
/** Gauss weights for the Kronrod nodes with odd index (the 7-point Gauss rule). */
const GAUSS_WEIGHTS = [
  0.129484966168869693270611432679082, 0.27970539148927666790146777142378, 0.381830050505118944950369775488975,
  0.417959183673469387755102040816327,
] as const;

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
  const points = [...new Set([a, ...breakpoints.filter((x) => x > a && x < b), b])].sort(
    (left, right) => left - right,
  );
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
    panels.splice(worst, 1, { from, to: middle, ...kronrod15(f, from, middle) }, { from: middle, to, ...kronrod15(f, middle, to) });
  }
  return panels.reduce((sum, panel) => sum + panel.value, 0);
}
