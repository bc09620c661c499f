import {
  ALLOW_AUTOMATION_KEY,
  type ExperimentState,
  setForcedVariant,
  VISITOR_ID_KEY,
} from '@novavox/contracts-experiments';
import { eventBusStore, RuntimeConfigProvider, resetEventBus } from '@novavox/contracts-runtime';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackExperimentConversions } from './experiment-tracking';
import { useExperimentVariant } from './use-experiment-variant';

function Headline() {
  const variant = useExperimentVariant('family_headline');
  return <h1 data-variant={variant.variantId}>{variant.description}</h1>;
}

const running: ExperimentState = {
  status: 'running',
  runId: 'run-1',
  startedAt: '2026-11-20T09:00:00.000Z',
  weights: { A: 1, B: 1, C: 1, D: 1, E: 1, F: 1 },
};

function renderWith(headline: ExperimentState | boolean) {
  const base = buildRuntimeConfig({});
  const state = typeof headline === 'boolean' ? (headline ? running : { status: 'not_started' as const }) : headline;
  const config = { ...base, experiments: { ...base.experiments, family_headline: state } };
  return render(
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <Headline />
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}

const events = () => eventBusStore.getState().records.map((record) => record.event);

afterEach(() => resetEventBus());

describe('useExperimentVariant', () => {
  it('renders the control on the first render and logs nothing while experiments are off', () => {
    renderWith(false);
    expect(screen.getByRole('heading').getAttribute('data-variant')).toBe('A');
    expect(screen.getByRole('heading').textContent).toContain('Peace of mind for you.');
    expect(events()).toEqual([]);
  });

  it('emits exactly one impression per visitor, even under StrictMode and a second mount', () => {
    localStorage.setItem(VISITOR_ID_KEY, 'user-123');
    localStorage.setItem(ALLOW_AUTOMATION_KEY, 'true');
    const first = renderWith(true);
    const variantId = screen.getByRole('heading').getAttribute('data-variant');
    first.unmount();
    renderWith(true);
    expect(events()).toEqual([
      {
        type: 'experiment/impression',
        experimentId: 'family_headline',
        variantId,
        category: 'ab_test',
        label: expect.any(String),
      },
    ]);
    const settings = { experiments: { ...buildRuntimeConfig({}).experiments, family_headline: running } };
    const converted = trackExperimentConversions(settings, 'waitlist');
    expect(converted).toEqual(['family_headline']);
    expect(trackExperimentConversions(settings, 'waitlist')).toEqual([]);
    expect(events().at(-1)).toEqual({
      type: 'experiment/conversion',
      experimentId: 'family_headline',
      variantId,
      category: 'ab_test',
      label: 'waitlist',
    });
  });

  it('shows a forced variant without an impression', () => {
    localStorage.setItem(ALLOW_AUTOMATION_KEY, 'true');
    setForcedVariant('family_headline', 'F');
    renderWith(true);
    expect(screen.getByRole('heading').textContent).toContain('Daily wellness check-ins for $5 a month.');
    expect(events()).toEqual([]);
  });

  it('shows the control and logs nothing while paused, even to a visitor assigned before the pause', () => {
    localStorage.setItem(VISITOR_ID_KEY, 'user-123');
    localStorage.setItem(ALLOW_AUTOMATION_KEY, 'true');
    renderWith(running).unmount();
    resetEventBus();
    renderWith({ ...running, status: 'paused', pausedAt: '2026-11-21T09:00:00.000Z' });
    expect(screen.getByRole('heading').getAttribute('data-variant')).toBe('A');
    expect(events()).toEqual([]);
  });

  it("shows a concluded experiment's winner to everyone and logs nothing", () => {
    localStorage.setItem(ALLOW_AUTOMATION_KEY, 'true');
    renderWith({
      status: 'concluded',
      winner: 'B',
      concludedAt: '2026-11-22T09:00:00.000Z',
      runId: null,
      startedAt: null,
    });
    expect(screen.getByRole('heading').textContent).toContain('Worried about Mom living alone?');
    expect(events()).toEqual([]);
  });
});
