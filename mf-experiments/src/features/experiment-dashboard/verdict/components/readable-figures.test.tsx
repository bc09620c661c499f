import { sampleExperiment, sampleRun } from '@novavox/contracts-api/testing';
import { analyzeExperiment } from '@novavox/experiment-stats';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShipConfirmDialog } from '../../experiment-controls/components/ship-confirm-dialog';
import { VariantTable } from '../../results/components/variant-table';
import { dashboardExperiment } from '../../results/model/parse-ab-stats-response';
import { withReadableFigures } from '../model/figure-rules';
import { HowComputed } from './how-computed';
import { RunVerdict } from './run-verdict';

// cta_layout has A, B and C in the catalog. The range: A converts 0 of 40; B 3 of 40 (7.5 %); C 1 of 40.
// The run: A 400 visitors, 20 conversions; B one visitor, none; C 400 visitors, 40 conversions.
function analysed() {
  const experiment = dashboardExperiment(
    sampleExperiment(
      'cta_layout',
      { A: [40, 0], B: [40, 3], C: [40, 1] },
      { run: sampleRun('2026-11-01T00:00:00.000Z', '2026-11-20', { A: [400, 20], B: [1, 0], C: [400, 40] }) },
    ),
  );
  const analysis = analyzeExperiment(experiment, { A: 1, B: 1, C: 1 }, Date.parse('2026-11-21T00:00:00.000Z'));
  return { ...analysis, variants: withReadableFigures(analysis.variants) };
}

describe('figures that read right', () => {
  it('writes a dash, not a red 0.0 %, for the lift over a control that converts 0 %', () => {
    render(
      <VariantTable experimentName="CTA Layout" variants={analysed().variants} onView={() => {}} onReset={() => {}} />,
    );
    const rows = within(screen.getByRole('region', { name: 'CTA Layout variants' })).getAllByRole('row');
    for (const row of rows.slice(2)) {
      const cell = within(row).getAllByRole('cell')[4];
      expect(cell).toHaveTextContent(/^—$/);
      expect(cell?.className).not.toMatch(/negative|positive/);
    }
    // The star still follows the spec's rule: B's 3/40 is the highest rate among variants with 5 views.
    expect(within(rows[2] as HTMLElement).getByText('best')).toBeInTheDocument();
  });

  it('says "too few visitors to say" for a one-visitor arm, and an interval within ±100 points otherwise', () => {
    render(<RunVerdict experimentName="CTA Layout" analysis={analysed()} />);
    const rows = within(screen.getByRole('region', { name: 'CTA Layout since the start' })).getAllByRole('row');
    expect(within(rows[2] as HTMLElement).getByText('too few visitors to say')).toBeInTheDocument();
    const interval = within(rows[3] as HTMLElement).getAllByRole('cell')[4]?.textContent ?? '';
    const bounds = [...interval.matchAll(/([−+]?)(\d+\.\d) /g)].map(
      ([, sign, value]) => (sign === '−' ? -1 : 1) * Number(value),
    );
    expect(bounds).toHaveLength(2);
    for (const bound of bounds) expect(Math.abs(bound)).toBeLessThanOrEqual(100);
  });

  it("shows the ship dialog the verdict table's own run figures, right-aligned under right-aligned headings", () => {
    const { variants } = analysed();
    render(<RunVerdict experimentName="CTA Layout" analysis={analysed()} />);
    render(
      <ShipConfirmDialog
        experimentName="CTA Layout"
        variantKey="C"
        variantName="Centered"
        variants={variants}
        verdictAllows
        initialReason=""
        busy={false}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    // Visitors, conversions, rate of each arm over the run, by hand: A 400, 20, 5.0%; B 1, 0, 0.0%; C 400, 40, 10.0%.
    const expected = [
      ['400', '20', '5.0%'],
      ['1', '0', '0.0%'],
      ['400', '40', '10.0%'],
    ];
    const figures = (region: string, first: number) =>
      within(screen.getByRole('region', { name: region }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(first, first + 4),
        );
    const verdict = figures('CTA Layout since the start', 1);
    const dialog = figures("CTA Layout: the run's figures", 0);
    expect(verdict.map((cells) => cells.slice(0, 3).map((cell) => cell.textContent))).toEqual(expected);
    expect(dialog.map((cells) => cells.map((cell) => cell.textContent))).toEqual(
      verdict.map((cells) => cells.map((cell) => cell.textContent)),
    );
    const headings = within(screen.getByRole('region', { name: "CTA Layout: the run's figures" })).getAllByRole(
      'columnheader',
    );
    expect(headings.map((heading) => heading.className === dialog[0]?.[0]?.className)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('counts the challengers it names: "2 variants (B and C) against A"', () => {
    render(<HowComputed analysis={analysed()} />);
    expect(screen.getByText(/With 2 variants \(B and C\) against A, each comparison/)).toBeInTheDocument();
  });
});
