import { sampleExperiment } from '@novavox/contracts-api/testing';
import { defaultExperimentStates } from '@novavox/contracts-experiments';
import { RuntimeConfigProvider } from '@novavox/contracts-runtime';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeExperimentsApi, fakeExperimentsApi } from '../../../../testing/fake-experiments-api';
import { renderDashboardCard, teamMe } from '../../../../testing/render-dashboard';
import { serveDuringTests } from '../../../../testing/serve-during-tests';
import { TestsDashboard } from '../../page/experiment-dashboard';

// The page loaded with the embedded default: nothing runs.
const config = buildRuntimeConfig({ PUBLIC_API_URL: 'http://api.test' });
const server = setupServer(teamMe(config));
let api: FakeExperimentsApi;
let statsReads = 0;

const headline = sampleExperiment('family_headline', { A: [40, 2], B: [41, 4] });

serveDuringTests(server);
beforeEach(() => {
  api = fakeExperimentsApi(config.endpoints, defaultExperimentStates(false));
  server.use(
    ...api.handlers,
    http.get('http://api.test/analytics/ab-stats', () => {
      statsReads += 1;
      return HttpResponse.json({ experiments: [headline], connectionSuccessful: true, hasRealAbData: true });
    }),
  );
  statsReads = 0;
});
afterEach(() => localStorage.clear());

async function openCard() {
  const card = await renderDashboardCard(config, 'Family Headline');
  await within(card).findByText('No changes yet.');
  return card;
}

/** Family Headline running on the site-wide default: opens its card and the form behind `button`. */
async function openRunningForm(button: string, form: RegExp) {
  api.states = { ...api.states, family_headline: defaultExperimentStates(true).family_headline };
  const user = userEvent.setup();
  const card = await openCard();
  await within(card).findByText(/^Running \(site-wide default\)/);
  await user.click(within(card).getByRole('button', { name: button }));
  return { user, card, form: within(card).getByRole('group', { name: form }) };
}

const controlsOf = (card: HTMLElement) =>
  within(within(card).getByRole('region', { name: 'What visitors get from Family Headline' }));
const buttonNames = (card: HTMLElement) =>
  controlsOf(card)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the run controls on an experiment card', { timeout: 20_000 }, () => {
  it('starts, pauses and ships for visitors, announcing each new state read back from the api', async () => {
    const user = userEvent.setup();
    const card = await openCard();
    expect(within(card).getByText('Not started')).toBeInTheDocument();
    expect(within(card).getByText('Inactive', { exact: true })).toBeInTheDocument();
    expect(buttonNames(card)).toEqual(['Start', 'Ship A']);

    // The field stops at the 500 characters a reason may have, typed by hand.
    expect(within(card).getByLabelText('Reason (optional, kept in the history)')).toHaveAttribute('maxlength', '500');
    await user.type(within(card).getByLabelText('Reason (optional, kept in the history)'), 'Q4 headline test');
    const readsBefore = api.stateReads;
    await user.click(within(card).getByRole('button', { name: 'Start' }));
    const status = within(card).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Family Headline: Running since 25 Nov 2026 with weights A 16.7%, B 16.7%, C 16.7%, D 16.7%, E 16.7%, F 16.7%.',
      ),
    );
    expect(status).toHaveAttribute('aria-live', 'polite');
    // The Start button is gone with the state: focus is on the message saying the new one, not on the body.
    expect(status).toHaveFocus();
    expect(api.stateReads).toBeGreaterThan(readsBefore);
    expect(within(card).getByText('Active', { exact: true })).toBeInTheDocument();
    expect(buttonNames(card)).toEqual(['Pause', 'Change weights', 'Change plan', 'Ship A']);
    expect(within(card).getByLabelText('Reason (optional, kept in the history)')).toHaveValue('');
    const start = api.adminRequests.find((request) => request.method === 'POST');
    expect(start?.url).toBe('http://api.test/admin/experiments/family_headline/start');
    // The team's session cookie goes along, as with the stats.
    expect(start?.credentials).toBe('include');
    expect(await start?.json()).toEqual({ reason: 'Q4 headline test' });
    const history = within(card).getByRole('region', { name: 'Family Headline history' });
    await within(history).findByText(/started with weights/);
    expect(within(history).getByRole('listitem')).toHaveTextContent(
      '25 Nov 2026, 14:01 UTC: started with weights A 16.7%, B 16.7%, C 16.7%, D 16.7%, E 16.7%, F 16.7% by marketer@novavox.test (Q4 headline test)',
    );

    await user.click(within(card).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(status).toHaveTextContent('Family Headline: Paused since 25 Nov 2026.'));
    expect(within(card).getByText('Inactive', { exact: true })).toBeInTheDocument();
    expect(buttonNames(card)).toEqual(['Start a new run', 'Resume', 'Ship A']);

    await user.selectOptions(within(card).getByLabelText('Variant to ship'), 'B');
    await user.click(controlsOf(card).getByRole('button', { name: /^Ship B/ }));
    const dialog = screen.getByRole('dialog', { name: 'Ship B of Family Headline to every visitor?' });
    expect(dialog).toHaveTextContent('Every visitor will see B (Problem and solution)');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.states.family_headline.status).toBe('paused');

    await user.click(controlsOf(card).getByRole('button', { name: /^Ship B/ }));
    // The verdict calls nothing on 81 visitors: the dialog shows the run's figures and asks why.
    const shipDialog = screen.getByRole('dialog', { name: 'Ship B of Family Headline to every visitor?' });
    expect(within(shipDialog).getByRole('region', { name: "Family Headline: the run's figures" })).toBeInTheDocument();
    const confirm = within(shipDialog).getByRole('button', { name: 'Ship B to everyone' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(shipDialog).getByLabelText('Why ship B now? (required, kept in the history)'),
      'Campaign ends',
    );
    await user.click(confirm);
    await waitFor(() => expect(status).toHaveTextContent('Family Headline: Shipped B to everyone.'));
    // Where focus goes after the dialog closes is checked in a real browser (tests/e2e/experiments-controls.spec.ts):
    // jsdom's <dialog> does not give focus back as browsers do.
    expect(controlsOf(card).getByText(/Every visitor sees B since 25 Nov 2026/)).toBeInTheDocument();
    // The card's line follows the state at once.
    expect(within(card).getByText('Shipped B', { selector: 'strong' })).toBeInTheDocument();
    expect(buttonNames(card)).toEqual(['Start a new run']);
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '25 Nov 2026, 14:03 UTC: shipped B by marketer@novavox.test (Campaign ends)',
      '25 Nov 2026, 14:02 UTC: paused by marketer@novavox.test',
      '25 Nov 2026, 14:01 UTC: started with weights A 16.7%, B 16.7%, C 16.7%, D 16.7%, E 16.7%, F 16.7% by marketer@novavox.test (Q4 headline test)',
    ]);
  });

  it('reads the figures again after a change (a start begins a new run), keeping the card and its controls', async () => {
    const user = userEvent.setup();
    const card = await openCard();
    expect(statsReads).toBe(1);
    const start = within(card).getByRole('button', { name: 'Start' });
    await user.click(start);
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(/Family Headline: Running since/));
    expect(statsReads).toBe(2);
    // The same card, not one rebuilt after a "Loading…": its announcement is still there.
    expect(screen.getByRole('article', { name: 'Family Headline' })).toBe(card);
    expect(screen.queryByText('Loading test data...')).not.toBeInTheDocument();
  });

  it('reads the states from the api on open rather than trusting the config the page loaded with', async () => {
    render(
      <RuntimeConfigProvider config={{ ...config, experiments: defaultExperimentStates(true) }}>
        <TestsDashboard />
      </RuntimeConfigProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Family Headline' });
    // The loaded config says running; the api says nothing runs (the embedded default), and the api wins.
    await within(card).findByText('Not started');
    expect(within(card).getByText('Inactive', { exact: true })).toBeInTheDocument();
    expect(within(card).queryByText('Active', { exact: true })).not.toBeInTheDocument();
  });

  it('says so when the states cannot be read, and keeps the ones it had', async () => {
    server.use(http.get(config.endpoints.experimentStates, () => HttpResponse.json({ nope: true }, { status: 503 })));
    const card = await openCard();
    expect(await screen.findByText(/^Could not read the experiments' states: HTTP 503/)).toBeInTheDocument();
    expect(within(card).getByText('Not started')).toBeInTheDocument();
  });

  it("shows the api's message when it refuses a change, and keeps the state", async () => {
    const user = userEvent.setup();
    const card = await openCard();
    api.refuseWith = {
      status: 409,
      message:
        'Cannot start family_headline: it is already running (pause or conclude it first, or change its weights)',
    };
    await user.click(within(card).getByRole('button', { name: 'Start' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Could not change Family Headline: Cannot start family_headline: it is already running (pause or conclude it first, or change its weights)',
    );
    expect(within(card).getByText('Not started')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('');
  });

  it('changes the weights of a running experiment', async () => {
    const { user, card, form: weights } = await openRunningForm('Change weights', /New weights/);
    for (const key of ['C', 'D', 'E', 'F']) {
      await user.clear(within(weights).getByLabelText(`Weight of ${key}`));
      await user.type(within(weights).getByLabelText(`Weight of ${key}`), '0');
    }
    await user.clear(within(weights).getByLabelText('Weight of B'));
    await user.type(within(weights).getByLabelText('Weight of B'), '3');
    await user.click(within(weights).getByRole('button', { name: 'Save weights' }));
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent(
        'Family Headline: Running since 25 Nov 2026 with weights A 25%, B 75%, C 0%, D 0%, E 0%, F 0%.',
      ),
    );
    expect(api.history.at(-1)?.action).toBe('weights');
  });

  it('changes the plan of a running experiment, which starts a new run with that plan', async () => {
    const { user, card, form: plan } = await openRunningForm('Change plan', /New plan/);
    // The catalog's plan to start from: +20 % on 5 %.
    expect(within(plan).getByLabelText("A's conversion rate (%)")).toHaveValue(5);
    expect(within(plan).getByLabelText('Smallest lift worth finding (%)')).toHaveValue(20);
    await user.clear(within(plan).getByLabelText("A's conversion rate (%)"));
    await user.type(within(plan).getByLabelText("A's conversion rate (%)"), '3');
    await user.clear(within(plan).getByLabelText('Smallest lift worth finding (%)'));
    await user.type(within(plan).getByLabelText('Smallest lift worth finding (%)'), '10');
    await user.click(within(plan).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(api.history.at(-1)?.action).toBe('plan'));
    const after = api.states.family_headline;
    expect(after).toMatchObject({ status: 'running', plan: { baselineRate: 0.03, minimumDetectableEffect: 0.1 } });
    expect(after.status === 'running' && after.runId).not.toBe('site-default');
    expect(within(card).queryByRole('group', { name: /New plan/ })).toBeNull();
    expect(await within(card).findByText(/plan changed to \+10% on 3%/)).toBeInTheDocument();
  });

  it('says that Enable/Disable and Reset change this browser only', async () => {
    const card = await openCard();
    expect(within(card).getByRole('button', { name: 'Disable Family Headline' })).toHaveAccessibleDescription(
      /^This browser only: .*visitors are not affected\.$/,
    );
    expect(
      within(card).getAllByRole('button', { name: 'Reset the assigned variant of Family Headline' })[0],
    ).toHaveAccessibleDescription(/^This browser only: .*visitors are not affected\.$/);
    expect(screen.getByRole('button', { name: 'Reset All Variants' })).toHaveAccessibleDescription(
      /^This browser only: .*visitors are not affected\.$/,
    );
  });
});
