/**
 * The few special functions the dashboard's statistics need, written out because the dashboard runs them in the
 * browser with no numeric library: each is a published double-precision algorithm, accurate far beyond the 4–6
 * decimals docs/statistics.md asks for (checked against its vectors in the tests).
 */

/** Standard normal CDF Φ(x), Hart's algorithm as given by West (2005), ~1e-15 absolute error. */
export function normalCdf(x: number): number {
  const abs = Math.abs(x);
  let tail: number;
  if (abs > 37) tail = 0;
  else {
    const e = Math.exp((-abs * abs) / 2);
    if (abs < 7.07106781186547) {
      let b = 3.52624965998911e-2 * abs + 0.700383064443688;
      b = b * abs + 6.37396220353165;
      b = b * abs + 33.912866078383;
      b = b * abs + 112.079291497871;
      b = b * abs + 221.213596169931;
      b = b * abs + 220.206867912376;
      tail = e * b;
      b = 8.83883476483184e-2 * abs + 1.75566716318264;
      b = b * abs + 16.064177579207;
      b = b * abs + 86.7807322029461;
      b = b * abs + 296.564248779674;
      b = b * abs + 637.333633378831;
      b = b * abs + 793.826512519948;
      b = b * abs + 440.413735824752;
      tail /= b;
    } else {
      let b = abs + 0.65;
      b = abs + 4 / b;
      b = abs + 3 / b;
      b = abs + 2 / b;
      b = abs + 1 / b;
      tail = e / b / 2.506628274631;
    }
  }
  return x > 0 ? 1 - tail : tail;
}

/** Inverse of Φ (Acklam's rational approximation plus one Halley step: full double precision). */
export function normalQuantile(p: number): number {
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ] as const;
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572] as const;
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ] as const;
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416] as const;
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
      (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  const error = normalCdf(x) - p;
  const u = error * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
] as const;

/** ln Γ(x) for x > 0 (Lanczos, g = 7). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
  const z = x - 1;
  let sum: number = LANCZOS[0];
  for (const [index, coefficient] of LANCZOS.entries()) if (index > 0) sum += coefficient / (z + index);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln B(a, b). */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/** Regularized upper incomplete gamma Q(a, x) (series below a + 1, continued fraction above). */
export function upperRegularizedGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < 10000; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(logPrefix) * h;
}

/** Survival function of the χ² distribution with `df` degrees of freedom. */
export function chiSquareSurvival(chiSquare: number, df: number): number {
  return upperRegularizedGamma(df / 2, chiSquare / 2);
}

function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  // Lentz's method needs O(√max(a, b)) terms: about 10⁴ at 10⁸ views.
  for (let m = 1; m < 1_000_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return h;
}

/**
 * The Beta(a, b) distribution with its density and CDF taken relative to the mode: log x^(a−1) is
 * computed as (a − 1)·log1p((x − m)/m) plus a constant, so that for a and b near 10⁸ neighbouring
 * points differ by smooth, exact amounts instead of by rounding noise of terms near 10⁹ (which would
 * defeat a quadrature's error estimate). The constant's own rounding only scales the whole density.
 */
export interface BetaDistribution {
  a: number;
  b: number;
  pdf: (x: number) => number;
  cdf: (x: number) => number;
}

export function betaDistribution(a: number, b: number): BetaDistribution {
  const logB = logBeta(a, b);
  // Centre for the logarithms: the mode when it is interior, else the mean.
  const centre = a > 1 && b > 1 ? (a - 1) / (a + b - 2) : a / (a + b);
  const logCentre = Math.log(centre);
  const log1mCentre = Math.log1p(-centre);
  // log(x^p (1 − x)^q / B(a, b)) = p·log1p(δ/c) + q·log1p(−δ/(1 − c)) + constant, with δ = x − c.
  const logRelative = (x: number, p: number, q: number, constant: number) => {
    const shift = x - centre;
    const left = p === 0 ? 0 : x === 0 ? Number.NEGATIVE_INFINITY : p * Math.log1p(shift / centre);
    const right = q === 0 ? 0 : x === 1 ? Number.NEGATIVE_INFINITY : q * Math.log1p(-shift / (1 - centre));
    return left + right + constant;
  };
  const densityConstant = (a - 1) * logCentre + (b - 1) * log1mCentre - logB;
  const frontConstant = a * logCentre + b * log1mCentre - logB;
  const pdf = (x: number) => {
    if (x < 0 || x > 1) return 0;
    return Math.exp(logRelative(x, a - 1, b - 1, densityConstant));
  };
  const cdf = (x: number) => {
    if (x <= 0) return 0;
    if (x >= 1) return 1;
    const front = Math.exp(logRelative(x, a, b, frontConstant));
    if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(a, b, x)) / a;
    return 1 - (front * betaContinuedFraction(b, a, 1 - x)) / b;
  };
  return { a, b, pdf, cdf };
}
