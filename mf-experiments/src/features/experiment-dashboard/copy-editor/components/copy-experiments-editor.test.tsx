import { sampleExperiment } from '@novavox/contracts-api/testing';
import { copySlots, defaultExperimentStates } from '@novavox/contracts-experiments';
import { buildRuntimeConfig } from '@novavox/contracts-site/runtime-config';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeExperimentsApi, fakeExperimentsApi } from '../../../../testing/fake-experiments-api';
import { renderDashboard } from '../../../../testing/render-dashboard';
import { serveDuringTests } from '../../../../testing/serve-during-tests';

const config = buildRuntimeConfig({ PUBLIC_API_URL: 'http://api.test' });
const marketer = {
  email: 'marketer@novavox.test',
  role: 'marketing',
  actor: 'marketer@novavox.test',
  canSignOut: true,
};
const server = setupServer();
let api: FakeExperimentsApi;
let signedIn = true;

const control = copySlots.hero_headline.defaultText;
const arms = { B: 'Calls that care. Every single day.', C: 'A friendly voice for Mom and Dad' };

// A shared machine may be slow: each wait for the api's answer gets a few seconds.
configure({ asyncUtilTimeout: 5_000 });
serveDuringTests(server);
beforeEach(() => {
  signedIn = true;
  api = fakeExperimentsApi(config.endpoints, defaultExperimentStates(false));
  server.use(
    http.get('http://api.test/team/me', () =>
      signedIn ? HttpResponse.json(marketer) : HttpResponse.json({ message: 'Sign in' }, { status: 401 }),
    ),
    ...api.handlers,
    http.get('http://api.test/analytics/ab-stats', () =>
      HttpResponse.json({
        experiments: [sampleExperiment('cta_layout', { A: [10, 1], B: [10, 2], C: [10, 1] })],
        connectionSuccessful: true,
        hasRealAbData: true,
      }),
    ),
  );
});

function openDashboard() {
  renderDashboard(config);
  return screen.findByRole('region', { name: 'Copy tests' }, { timeout: 10_000 });
}

/** Puts a marked landing page in a preview frame and lets it go live, as the real page does in the browser. */
function loadLandingPage(frame: HTMLIFrameElement) {
  const doc = frame.contentDocument as Document;
  // jsdom loads no page into a frame: this is the one the browser would load, as the live app leaves it.
  if (!doc.documentElement) doc.appendChild(doc.createElement('html'));
  doc.documentElement.innerHTML = `<head></head><body><div id="root"><h1 data-nvx-slot="hero_headline" data-nvx-slot-lines=""><span>${control}</span></h1></div></body>`;
  doc.documentElement.dataset.nvxReady = 'true';
  return doc;
}

describe('the copy editor', { timeout: 60_000 }, () => {
  it('is not there for a signed-out person', async () => {
    signedIn = false;
    renderDashboard(config);
    await screen.findByRole('form', { name: 'Sign in' });
    expect(screen.queryByRole('region', { name: 'Copy tests' })).toBeNull();
    expect(api.copy.requests).toEqual([]);
  });

  it('writes a three-arm headline test, checks it as typed, previews each arm, starts, ships B and rolls back', async () => {
    const user = userEvent.setup();
    const editor = await openDashboard();
    await user.click(await within(editor).findByRole('button', { name: 'New copy test' }));
    const form = within(editor).getByRole('region', { name: 'New copy test' });
    expect(within(form).getByRole('heading', { name: 'New copy test' })).toHaveFocus();
    // The fields stop where the api's schema does (80 and 1,000 characters), typed by hand.
    expect(within(form).getByLabelText('Name')).toHaveAttribute('maxlength', '80');
    expect(within(form).getByLabelText('Hypothesis')).toHaveAttribute('maxlength', '1000');

    await user.type(within(form).getByLabelText('Name'), 'Headline: care every day');
    await user.type(within(form).getByLabelText('Hypothesis'), 'A warmer headline gets more sign-ups.');
    await user.click(within(form).getByRole('checkbox', { name: /^Hero headline/ }));
    // A is the control, prefilled with what the page shows now.
    expect(within(form).getByLabelText('Arm A, Hero headline')).toHaveValue(control);
    await user.click(within(form).getByRole('button', { name: 'Add an arm' }));

    // Checked as typed: the problem is tied to the field, names the arm and the slot, and is announced.
    const armB = within(form).getByLabelText('Arm B, Hero headline');
    await user.type(armB, 'Calls <b>that</b> care');
    expect(armB).toHaveAttribute('aria-invalid', 'true');
    expect(armB).toHaveAccessibleDescription(expect.stringContaining('Arm B, Hero headline: must not contain HTML'));
    const liveError = document.getElementById(armB.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
    expect(liveError).toHaveAttribute('aria-live', 'polite');
    await user.clear(armB);
    await user.type(armB, arms.B);
    expect(armB).toHaveAttribute('aria-invalid', 'false');

    // Saving with arm C empty lists the problem, focused, and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveTextContent('Arm C, Hero headline: must not be empty');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(api.copy.experiments).toEqual([]);
    await user.click(within(summary).getByRole('link', { name: /Arm C/ }));
    expect(within(form).getByLabelText('Arm C, Hero headline')).toHaveFocus();
    await user.type(within(form).getByLabelText('Arm C, Hero headline'), arms.C);
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));

    // The draft is kept: the api got exactly the three arms, and the test is listed, focused.
    const heading = await within(editor).findByRole('heading', { name: 'Headline: care every day' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(api.copy.experiments.map((experiment) => [experiment.status, experiment.variants])).toEqual([
      [
        'draft',
        [
          { key: 'A', copy: { hero_headline: control } },
          { key: 'B', copy: { hero_headline: arms.B } },
          { key: 'C', copy: { hero_headline: arms.C } },
        ],
      ],
    ]);
    expect(within(editor).getByRole('status')).toHaveTextContent('Draft Headline: care every day saved.');

    // The preview: the real page in a frame at 390 and at 1280 px, each arm's copy written into its slot.
    await user.click(within(editor).getByRole('button', { name: 'Preview Headline: care every day' }));
    const preview = within(editor).getByRole('region', { name: 'Preview of Headline: care every day' });
    const frames = ['390', '1280'].map(
      (width) => within(preview).getByTitle(`Headline: care every day: arm A at ${width} px`) as HTMLIFrameElement,
    );
    expect(frames.map((frame) => [frame.getAttribute('src'), frame.width])).toEqual([
      ['/', '390'],
      ['/', '1280'],
    ]);
    const docs = frames.map(loadLandingPage);
    for (const doc of docs) await waitFor(() => expect(doc.querySelector('h1')?.textContent).toBe(control));
    for (const [arm, text] of Object.entries(arms)) {
      await user.click(within(preview).getByRole('radio', { name: arm }));
      for (const doc of docs) await waitFor(() => expect(doc.querySelector('h1')?.textContent).toBe(text));
      expect(within(preview).getByTitle(`Headline: care every day: arm ${arm} at 390 px`)).toBe(frames[0]);
    }
    // B's two sentences are the page's two lines.
    await user.click(within(preview).getByRole('radio', { name: 'B' }));
    await waitFor(() => expect(docs[0]?.querySelectorAll('h1 span')).toHaveLength(2));
    // A re-render of the page that puts its own text back is answered.
    (docs[1]?.querySelector('h1') as HTMLElement).textContent = control;
    await waitFor(() => expect(docs[1]?.querySelector('h1')?.textContent).toBe(arms.B));

    // Start, confirmed in a dialog.
    await user.click(within(editor).getByRole('button', { name: 'Start Headline: care every day' }));
    const start = await screen.findByRole('dialog', { name: 'Start Headline: care every day?' });
    await user.click(within(start).getByRole('button', { name: 'Start the test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.copy.experiments[0]?.status).toBe('running');
    // The Start button is gone: focus goes to the test's heading, and the change is announced.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(editor).getByRole('status')).toHaveTextContent('started: visitors now see its arms');
    await within(editor).findByText(/^Running since 25 Nov 2026/);

    // Ship B: an arm and a reason are required.
    await user.click(within(editor).getByRole('button', { name: 'Ship an arm Headline: care every day' }));
    const ship = await screen.findByRole('dialog', { name: 'Ship an arm of Headline: care every day?' });
    expect(within(ship).getByRole('button', { name: 'Ship to everyone' })).toBeDisabled();
    await user.click(within(ship).getByRole('radio', { name: /^B:/ }));
    expect(within(ship).getByRole('button', { name: 'Ship B to everyone' })).toBeDisabled();
    await user.type(within(ship).getByLabelText(/Why ship it\?/), 'B won');
    await user.click(within(ship).getByRole('button', { name: 'Ship B to everyone' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const slotsTable = within(editor).getByRole('region', { name: 'Copy on the page' });
    const headlineRow = () => within(slotsTable).getByRole('row', { name: /^Hero headline / });
    const readAndFrom = () => within(headlineRow()).getAllByRole('cell').slice(0, 2);
    await waitFor(() => expect(readAndFrom().map((cell) => cell.textContent)).toEqual([arms.B, 'Shipped']));
    await user.click(within(headlineRow()).getByRole('button', { name: 'History of Hero headline' }));
    const history = await within(slotsTable).findByRole('list', { name: 'History of Hero headline' });
    expect(history).toHaveTextContent(
      `marketer@novavox.test: shipped arm B of ${api.copy.experiments[0]?.id}, “${control}” → “${arms.B}”, because “B won”`,
    );

    // Roll back: the old copy is the page's again, and the history says so.
    await user.click(within(editor).getByRole('button', { name: 'Roll back Headline: care every day' }));
    const rollback = await screen.findByRole('dialog', { name: 'Roll back Headline: care every day?' });
    await user.click(within(rollback).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(readAndFrom()[1]).toHaveTextContent(/^Default$/));
    expect(readAndFrom()[0]?.firstChild?.textContent).toBe(control);
    expect(await within(slotsTable).findByRole('list', { name: 'History of Hero headline' })).toHaveTextContent(
      `rolled back arm B of ${api.copy.experiments[0]?.id}, “${arms.B}” → “${control}”`,
    );
    expect(api.copy.changes.map((change) => `${change.action}:${change.after}:${change.reason}`)).toEqual([
      'start:running:null',
      'ship:shipped:B won',
      'rollback:rolled_back:null',
    ]);
  });

  it('edits a saved draft, and shows the api’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    const editor = await openDashboard();
    await user.click(await within(editor).findByRole('button', { name: 'New copy test' }));
    const form = within(editor).getByRole('region', { name: 'New copy test' });
    await user.type(within(form).getByLabelText('Name'), 'Button words');
    await user.type(within(form).getByLabelText('Hypothesis'), 'Shorter is better.');
    await user.click(within(form).getByRole('checkbox', { name: /^Hero button label/ }));
    await user.type(within(form).getByLabelText('Arm B, Hero button label'), 'Save my spot');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await within(editor).findByRole('heading', { name: 'Button words' });

    await user.click(within(editor).getByRole('button', { name: 'Edit Button words' }));
    const edit = within(editor).getByRole('region', { name: 'Edit draft: Button words' });
    await user.clear(within(edit).getByLabelText('Arm B, Hero button label'));
    await user.type(within(edit).getByLabelText('Arm B, Hero button label'), 'Count me in');
    await user.click(within(edit).getByRole('button', { name: 'Save draft' }));
    await within(editor).findByText('Count me in', { exact: false });
    expect(api.copy.experiments).toHaveLength(1);
    expect(api.copy.experiments[0]?.variants[1]?.copy).toEqual({ hero_cta_label: 'Count me in' });

    // Someone else started a test on the same slot meanwhile: the api's 409 shows in the dialog, which stays open.
    server.use(
      http.post(`${config.endpoints.experimentsAdmin.replace(/experiments$/, 'copy')}/experiments/:id/start`, () =>
        HttpResponse.json({ message: 'Cannot start: hero_cta_label is claimed by copy_0000000000ff' }, { status: 409 }),
      ),
    );
    await user.click(within(editor).getByRole('button', { name: 'Start Button words' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Button words?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start the test' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'hero_cta_label is claimed by copy_0000000000ff',
    );
    expect(api.copy.experiments[0]?.status).toBe('draft');
  });
});
