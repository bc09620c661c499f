import { EXPERIMENT_WATCH_ACTOR, type ExperimentAlert } from '@novavox/contracts-api/experiment-watch';
import { sampleExperiment } from '@novavox/contracts-api/testing';
import { defaultExperimentStates, type ExperimentState } from '@novavox/contracts-experiments';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeExperimentsApi, fakeExperimentsApi } from '../../../../testing/fake-experiments-api';
import { renderDashboardCard, teamMe } from '../../../../testing/render-dashboard';
import { serveDuringTests } from '../../../../testing/serve-during-tests';

const config = buildRuntimeConfig({ PUBLIC_API_URL: 'http://api.test' });
const server = setupServer(teamMe(config));
let api: FakeExperimentsApi;

const layout = sampleExperiment('cta_layout', { A: [400, 40], B: [400, 44], C: [400, 20] });
const running: ExperimentState = {
  status: 'running',
  runId: 'run-1',
  startedAt: '2026-11-20T00:00:00.000Z',
  weights: { A: 1, B: 1, C: 1 },
};

serveDuringTests(server);
beforeEach(() => {
  api = fakeExperimentsApi(config.endpoints, { ...defaultExperimentStates(false), cta_layout: running });
  server.use(
    ...api.handlers,
    http.get('http://api.test/analytics/ab-stats', () =>
      HttpResponse.json({ experiments: [layout], connectionSuccessful: true, hasRealAbData: true }),
    ),
  );
});
afterEach(() => localStorage.clear());

async function openWatch() {
  const card = await renderDashboardCard(config, 'CTA Layout');
  const watch = within(card).getByRole('region', { name: 'The watch: end date, guardrails and alerts' });
  return { card, watch: within(watch) };
}

const sentAlert: ExperimentAlert = {
  kind: 'verdict',
  runId: 'run-1',
  subject: 'cta_layout: Ship B',
  foundAt: '2026-11-27T09:00:00.000Z',
  sentAt: '2026-11-27T09:00:00.000Z',
  recipients: 2,
  webhook: null,
};

describe('the experiment watch on the card', { timeout: 20_000 }, () => {
  it('lists what was sent to the team and when, from the api', async () => {
    api.alerts.cta_layout = [sentAlert];
    const { watch } = await openWatch();
    const list = await watch.findByRole('region', { name: 'Alerts sent to the team' });
    await waitFor(() =>
      expect(list).toHaveTextContent('cta_layout: Ship B (sent 27 Nov 2026, 09:00 UTC to 2 team members)'),
    );
    const read = api.adminRequests.find((request) => request.url.endsWith('/cta_layout/alerts'));
    expect(read?.credentials).toBe('include');
  });

  it("shows the api's refusal of a past end date next to the field, then sets, changes and clears one", async () => {
    const user = userEvent.setup();
    const { watch } = await openWatch();
    await watch.findByText('No end date: the run goes on until someone stops it.');
    const day = watch.getByLabelText('End date (UTC)');
    // The fake api's clock stands at 25 Nov 2026, 14:00: the 24th is past.
    await user.type(day, '2026-11-24');
    await user.click(watch.getByRole('button', { name: 'Set end date' }));
    const error = await watch.findByText('End date: must be in the future');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day.getAttribute('aria-describedby')).toBe(error.id);
    expect(api.states.cta_layout).toEqual(running);

    await user.clear(day);
    await user.type(day, '2026-12-12');
    await user.selectOptions(watch.getByLabelText('At the end'), 'ship_winner');
    await user.click(watch.getByRole('button', { name: 'Set end date' }));
    await watch.findByText('Ends 12 Dec 2026, 09:00 UTC: ship the winner, else stop and keep A');
    expect(watch.queryByText('End date: must be in the future')).toBeNull();
    expect(api.states.cta_layout).toEqual({
      ...running,
      end: { at: '2026-12-12T09:00:00.000Z', action: 'ship_winner' },
    });
    const overview = screen.getByRole('region', { name: 'Overview' });
    const row = within(overview).getByRole('row', { name: /CTA Layout/ });
    expect(row).toHaveTextContent('Ends 12 Dec 2026: ship the winner, else stop and keep A');

    await user.selectOptions(watch.getByLabelText('At the end'), 'notify');
    await user.click(watch.getByRole('button', { name: 'Change end date' }));
    await watch.findByText('Ends 12 Dec 2026, 09:00 UTC: notify the team only');
    expect(api.history.map((record) => record.action)).toEqual(['schedule', 'schedule']);

    await user.click(watch.getByRole('button', { name: 'Clear end date' }));
    await watch.findByText('No end date: the run goes on until someone stops it.');
    expect(api.states.cta_layout).toEqual(running);
    expect(watch.getByText('CTA Layout: end date cleared.')).toHaveAttribute('aria-live', 'polite');
  });

  it('starts a run with an end date', async () => {
    api.states = { ...api.states, cta_layout: { status: 'not_started' } };
    const user = userEvent.setup();
    const { watch } = await openWatch();
    await user.type(watch.getByLabelText('End date (UTC)'), '2027-01-04');
    await user.clear(watch.getByLabelText('Time (UTC)'));
    await user.type(watch.getByLabelText('Time (UTC)'), '18:30');
    await user.selectOptions(watch.getByLabelText('At the end'), 'stop');
    await user.click(watch.getByRole('button', { name: 'Start with this end date' }));
    await watch.findByText('Ends 4 Jan 2027, 18:30 UTC: stop and keep A');
    const state = api.states.cta_layout;
    expect(state.status).toBe('running');
    expect(state.status === 'running' && state.end).toEqual({ at: '2027-01-04T18:30:00.000Z', action: 'stop' });
  });

  it('shows the arm a guardrail took out with its figures, and lets a person put it back', async () => {
    const figures =
      'Contact messages sent: C 2.0% (42/2,100) vs A 4.0% (84/2,100), difference −2.00 points, always-valid interval [−3.91, −0.09] at α 0.00625';
    const takenOut: ExperimentState = { ...running, runId: 'run-2', weights: { A: 1, B: 1, C: 0 } };
    api.states = { ...api.states, cta_layout: takenOut };
    api.history.push({
      id: 1,
      experimentId: 'cta_layout',
      action: 'weights',
      actor: EXPERIMENT_WATCH_ACTOR,
      reason: `Guardrail tripped: ${figures}`,
      at: '2026-11-27T06:00:00.000Z',
      before: running,
      after: takenOut,
    });
    const user = userEvent.setup();
    const { watch } = await openWatch();
    const line = await watch.findByText(/The watch took C out on/);
    expect(line.parentElement).toHaveTextContent(
      `The watch took C out on 27 Nov 2026, 06:00 UTC (weight 0; a new run began with the other arms): ${figures}`,
    );
    await user.click(watch.getByRole('button', { name: 'Override the guardrail: put C back into CTA Layout' }));
    await watch.findByText('The experiment changed since; this run is over.');
    const state = api.states.cta_layout;
    expect(state.status === 'running' && state.weights).toEqual({ A: 1, B: 1, C: 1 });
    expect(api.history.at(-1)).toMatchObject({
      action: 'weights',
      actor: 'marketer@novavox.test',
      reason: 'Guardrail overridden: C put back by a person',
    });
  });

  it("lets the signed-in member turn the watch's e-mails off and on", async () => {
    const user = userEvent.setup();
    await openWatch();
    const box = await screen.findByRole('checkbox', {
      name: "E-mail me the experiment watch's alerts (marketer@novavox.test)",
    });
    await waitFor(() => expect(box).toBeChecked());
    // The box shows the change at once, in the click's own render: the query library tells React of a pending
    // change a task later, so without the hook's own state the box flipped back for a moment (and a click
    // checked at once, as Playwright's setChecked does, saw no change).
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    await waitFor(() => expect(api.receivesAlerts).toBe(false));
    await waitFor(() => expect(box).not.toBeChecked());
    await user.click(box);
    await waitFor(() => expect(api.receivesAlerts).toBe(true));
  });
});
