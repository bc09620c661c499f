import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { eventBusStore, resetEventBus } from '../event-bus';
import { buildRuntimeConfig } from '../runtime-config';
import { RuntimeConfigProvider } from '../runtime-config-context';
import { ALLOW_AUTOMATION_KEY, setForcedVariant, VISITOR_ID_KEY } from './experiment-assignment';
import { trackExperimentConversions } from './experiment-tracking';
import { useExperimentVariant } from './use-experiment-variant';

function Headline() {
  const variant = useExperimentVariant('family_headline');
  return <h1 data-variant={variant.variantId}>{variant.description}</h1>;
}

function renderWith(experimentsEnabled: boolean) {
  const config = { ...buildRuntimeConfig({}), experimentsEnabled };
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
    const converted = trackExperimentConversions({ experimentsEnabled: true }, 'waitlist');
    expect(converted).toEqual(['family_headline']);
    expect(trackExperimentConversions({ experimentsEnabled: true }, 'waitlist')).toEqual([]);
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
});
