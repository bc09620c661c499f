import { specExperimentIds } from '@novavox/contracts-api/testing';
import { experimentCatalog, forcedVariantKey, VISITOR_ID_KEY, variantStorageKey } from '@novavox/contracts-experiments';
import { eventBusStore, RuntimeConfigProvider, resetEventBus } from '@novavox/contracts-runtime';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEBUG_LOG_LIMIT } from '../hooks/use-debug-log';
import { VariantDebug } from './variant-debug';

afterEach(() => {
  resetEventBus();
  vi.useRealTimers();
});

function renderDebug(experimentsEnabled = false, reloadPage = vi.fn()) {
  const config = buildRuntimeConfig({ PUBLIC_EXPERIMENTS_ENABLED: experimentsEnabled ? 'true' : 'false' });
  render(
    <RuntimeConfigProvider config={config}>
      <VariantDebug reloadPage={reloadPage} />
    </RuntimeConfigProvider>,
  );
  return reloadPage;
}

const busEvents = () => eventBusStore.getState().records.map((record) => record.event);

// User-event flows are slow on a loaded CI machine; the default 5 s is too tight for them.
describe('VariantDebug', { timeout: 20_000 }, () => {
  it('shows the assigned variant of the four hero experiments and logs them', () => {
    localStorage.setItem(forcedVariantKey('cta_button_color'), 'D');
    renderDebug(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Variant Debug' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Current Variant Assignments' });
    const terms = within(list)
      .getAllByRole('term')
      .map((node) => node.textContent);
    expect(terms).toEqual(['family_headline', 'cta_button_text', 'cta_button_color', 'subheadline']);
    const values = within(list)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    expect(values[0]).toBe('Variant A · Peace of mind (not started: control)');
    expect(values[2]).toBe('Variant D · Orange (forced)');
    const log = screen.getByRole('log', { name: 'Debug log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(4);
    expect(log).toHaveTextContent('cta_button_color → variant D (forced)');
  });

  it('shows the assignment from the hash when experiments are on', () => {
    localStorage.setItem(VISITOR_ID_KEY, 'user-123');
    renderDebug(true);
    const values = within(screen.getByRole('region', { name: 'Current Variant Assignments' })).getAllByRole(
      'definition',
    );
    expect(values[0]?.textContent).toMatch(/\(assigned\)$/);
    expect(JSON.parse(localStorage.getItem(variantStorageKey('family_headline')) ?? '{}').variant).toMatch(/^[A-F]$/);
  });

  it('clears all assignments, says so and reloads after 1.5 s', async () => {
    vi.useFakeTimers();
    localStorage.setItem(variantStorageKey('subheadline'), 'C');
    const reload = renderDebug(true);
    act(() => {
      screen.getByRole('button', { name: 'Clear All Variant Assignments' }).click();
    });
    expect(screen.getByText('Variant assignments cleared! Refreshing page...')).toBeInTheDocument();
    expect(localStorage.getItem(variantStorageKey('subheadline'))).toBeNull();
    act(() => vi.advanceTimersByTime(1499));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('Variant assignments cleared! Refreshing page...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops saying it forces a variant as soon as the assignments are cleared, before the reload', () => {
    vi.useFakeTimers();
    localStorage.setItem(forcedVariantKey('family_headline'), 'C');
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie the debug page writes beside the stored force.
    document.cookie = 'nvx_force_family_headline=C; Path=/';
    const reload = renderDebug(false);
    expect(screen.getByText('Currently forcing: family_headline → variant C')).toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Clear All Variant Assignments' }).click();
    });
    expect(localStorage.getItem(forcedVariantKey('family_headline'))).toBeNull();
    expect(document.cookie).not.toContain('nvx_force_family_headline');
    expect(screen.queryByText(/Currently forcing/)).toBeNull();
    expect(screen.getByText('Not forcing any variant (showing natural assignments)')).toBeInTheDocument();
    expect(screen.getByLabelText('Force variant')).toHaveValue('');
    expect(reload).not.toHaveBeenCalled();
  });

  it("lists the spec's nine experiments first, in its order", () => {
    renderDebug(false);
    const options = within(screen.getByLabelText('Experiment'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(0, specExperimentIds.length)).toEqual(specExperimentIds);
  });

  it('lists every experiment of the catalog and the force options, and shows both forms of the status line', async () => {
    const user = userEvent.setup();
    renderDebug(false);
    const experiment = screen.getByLabelText('Experiment');
    expect(
      within(experiment)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(experimentCatalog.map((entry) => entry.id));
    const force = screen.getByLabelText('Force variant');
    expect(
      within(force)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No forcing (use random)', 'A (Control)', 'B', 'C', 'D', 'E', 'F']);
    expect(screen.getByText('Not forcing any variant (showing natural assignments)')).toBeInTheDocument();

    await user.selectOptions(experiment, 'cta_layout');
    expect(within(force).getByRole('option', { name: 'D' })).toBeDisabled();
    await user.selectOptions(force, 'C');
    expect(screen.getByText('Currently forcing: cta_layout → variant C')).toBeInTheDocument();
    expect(localStorage.getItem(forcedVariantKey('cta_layout'))).toBe('C');
    // Mirrored in a cookie, so the web server sends the forced variant's markup for the first frame.
    expect(document.cookie).toContain('nvx_force_cta_layout=C');

    await user.selectOptions(experiment, 'family_headline');
    expect(screen.getByText('Not forcing any variant (showing natural assignments)')).toBeInTheDocument();
    await user.selectOptions(force, 'B');
    const assigned = within(screen.getByRole('region', { name: 'Current Variant Assignments' })).getAllByRole(
      'definition',
    );
    expect(assigned[0]?.textContent).toBe('Variant B · Problem and solution (forced)');
    expect(document.cookie).toContain('nvx_force_family_headline=B');
    await user.selectOptions(force, '');
    expect(localStorage.getItem(forcedVariantKey('family_headline'))).toBeNull();
    expect(document.cookie).not.toContain('nvx_force_family_headline');
    expect(document.cookie).toContain('nvx_force_cta_layout=C');
    expect(screen.getByText('Not forcing any variant (showing natural assignments)')).toBeInTheDocument();
  });

  it('sends test impressions and conversions with category debug_test and logs them', async () => {
    const user = userEvent.setup();
    renderDebug(false);
    await user.selectOptions(screen.getByLabelText('Experiment'), 'cta_button_color');
    await user.selectOptions(screen.getByLabelText('Force variant'), 'D');
    await user.click(screen.getByRole('button', { name: 'Send Test Impression' }));
    await user.selectOptions(screen.getByLabelText('Force variant'), '');
    await user.click(screen.getByRole('button', { name: 'Send Test Conversion' }));
    expect(busEvents()).toEqual([
      {
        type: 'experiment/impression',
        experimentId: 'cta_button_color',
        variantId: 'D',
        category: 'debug_test',
        label: 'variant_debug_page',
      },
      {
        type: 'experiment/conversion',
        experimentId: 'cta_button_color',
        variantId: 'A',
        category: 'debug_test',
        label: 'variant_debug_page',
      },
    ]);
    const log = screen.getByRole('log', { name: 'Debug log' });
    expect(log).toHaveTextContent('Impression: cta_button_color → variant D (debug_test, variant_debug_page)');
    expect(log).toHaveTextContent('Conversion: cta_button_color → variant A (debug_test, variant_debug_page)');
  });

  it('keeps the latest 20 log lines, clears the log and shows the legend', async () => {
    const user = userEvent.setup();
    renderDebug(false);
    for (let index = 0; index < 25; index++) {
      await user.click(screen.getByRole('button', { name: 'Send Test Impression' }));
    }
    const log = screen.getByRole('log', { name: 'Debug log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(DEBUG_LOG_LIMIT);
    expect(DEBUG_LOG_LIMIT).toBe(20);
    expect(
      within(log)
        .getAllByRole('listitem')
        .every((item) => item.dataset.marker === 'impression'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear Log' }));
    expect(within(log).getByText('No events yet...')).toBeInTheDocument();
    expect(screen.getByText('◆ Variant assignment')).toBeInTheDocument();
    expect(screen.getByText('● Impression')).toBeInTheDocument();
    expect(screen.getByText('✔ Conversion')).toBeInTheDocument();
  });
});
