import { describe, expect, it } from 'vitest';
import { betaDistribution } from './special-functions';

// References: mpmath at 40 digits (betainc, or quad of the density for the large cases).
describe('Beta distribution', () => {
  it.each([
    [101, 901, 0.1, 0.477602597790944, 42.0588076519465],
    [100_001, 900_001, 0.1003, 0.840699447132701, 807.284844753919],
    [10_000_001, 90_000_001, 0.10003, 0.841280220095001, 8066.40764863417],
    [1, 100_000_001, 2e-8, 0.864664722176799, 13533528.188326],
  ])('Beta(%d, %d) at %f', (a, b, x, cdf, pdf) => {
    const distribution = betaDistribution(a, b);
    // ln B(a, b) is near −3·10⁸ at the largest case; its double rounding alone is a few 1e-8 of the result.
    expect(Math.abs(distribution.cdf(x) - cdf)).toBeLessThan(1e-7);
    expect(Math.abs(distribution.pdf(x) / pdf - 1)).toBeLessThan(1e-6);
  });

  it('takes the density at the ends as its limit', () => {
    expect(betaDistribution(1, 5).pdf(0)).toBeCloseTo(5, 9);
    expect(betaDistribution(2, 5).pdf(0)).toBe(0);
    expect(betaDistribution(5, 1).pdf(1)).toBeCloseTo(5, 9);
    expect(betaDistribution(3, 4).cdf(0)).toBe(0);
    expect(betaDistribution(3, 4).cdf(1)).toBe(1);
  });
});
