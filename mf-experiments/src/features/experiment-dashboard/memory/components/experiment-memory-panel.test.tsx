import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../testing/axe-violations';
import { type FakeMemoryApi, fakeMemoryApi } from '../../../../testing/fake-memory-api';
import { dashboardQueryClient } from '../../common/dashboard-query-client';
import { ExperimentMemoryPanel } from './experiment-memory-panel';

const ADMIN = 'http://api.test/admin/experiments';
const server = setupServer();
let api: FakeMemoryApi;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  api = fakeMemoryApi(ADMIN);
  server.use(...api.handlers);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPanel() {
  return render(
    <QueryClientProvider client={dashboardQueryClient()}>
      <ExperimentMemoryPanel experimentId="cta_layout" experimentName="CTA Layout" adminEndpoint={ADMIN} />
    </QueryClientProvider>,
  );
}

describe('ExperimentMemoryPanel', { timeout: 20_000 }, () => {
  it('writes a hypothesis and notes, keeps each edit with who and when, and moves focus to what happened', async () => {
    const user = userEvent.setup();
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Hypothesis and notes' });
    expect(await within(panel).findByText('none written yet')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Edit the hypothesis and notes of CTA Layout' }));
    const hypothesis = within(panel).getByRole('textbox', { name: /^Hypothesis \(one line/ });
    expect(hypothesis).toHaveFocus();
    await user.type(hypothesis, 'The split layout lifts sign-ups');
    await user.type(
      within(panel).getByRole('textbox', { name: /^Notes/ }),
      'Seen on phones first{Enter}Then on desktop',
    );
    await user.click(within(panel).getByRole('button', { name: 'Save' }));

    const saved = await within(panel).findByText('Saved as version 1.');
    expect(saved).toHaveFocus();
    expect(within(panel).getByText('The split layout lifts sign-ups')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Last edited by marketer@novavox.test on 26 Nov 2026, 09:01 UTC.');
    expect(api.saves).toEqual([
      { hypothesis: 'The split layout lifts sign-ups', notes: 'Seen on phones first\nThen on desktop', version: 0 },
    ]);
    expect(within(panel).getByText('Edits (1)')).toBeInTheDocument();
  });

  it('names the field and its rule before sending, with the forms’ text rules (no markup in the one-line hypothesis)', async () => {
    const user = userEvent.setup();
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Hypothesis and notes' });
    await user.click(await within(panel).findByRole('button', { name: /^Edit/ }));
    await user.type(within(panel).getByRole('textbox', { name: /^Hypothesis \(one line/ }), 'A <b>bold</b> claim');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const hypothesis = within(panel).getByRole('textbox', { name: /^Hypothesis \(one line/ });
    expect(hypothesis).toHaveAttribute('aria-invalid', 'true');
    expect(hypothesis).toHaveAccessibleDescription(/Hypothesis/);
    expect(api.saves).toEqual([]);
  });

  it('says when someone else saved in between, keeping the text typed', async () => {
    const user = userEvent.setup();
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Hypothesis and notes' });
    await user.click(await within(panel).findByRole('button', { name: /^Edit/ }));
    // Another member saves while this form is open.
    api.memories.set('cta_layout', {
      experimentId: 'cta_layout',
      hypothesis: 'theirs',
      notes: '',
      version: 1,
      edits: [
        { version: 1, hypothesis: 'theirs', notes: '', actor: 'other@novavox.test', at: '2026-11-26T08:00:00.000Z' },
      ],
    });
    await user.type(within(panel).getByRole('textbox', { name: /^Hypothesis \(one line/ }), 'mine');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/changed by someone else.*reload and try again/);
    expect(within(panel).getByRole('textbox', { name: /^Hypothesis \(one line/ })).toHaveValue('mine');
  });

  it("shows a field the api refuses by that field, with the api's rule", async () => {
    const user = userEvent.setup();
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Hypothesis and notes' });
    await user.click(await within(panel).findByRole('button', { name: /^Edit/ }));
    // A rule only the api knows at that moment: its 400 names the field.
    server.use(
      http.post(`${ADMIN}/:id/memory`, () =>
        HttpResponse.json(
          { message: 'Invalid hypothesis and notes', fields: { notes: 'must be at most 5000 characters' } },
          { status: 400 },
        ),
      ),
    );
    await user.type(within(panel).getByRole('textbox', { name: /^Notes/ }), 'Seen on phones first');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Invalid hypothesis and notes');
    const notes = within(panel).getByRole('textbox', { name: /^Notes/ });
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription(/must be at most 5000 characters/);
  });

  it('makes a read-only share link, says until when it works, and lists it as open', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('No link to these results is open.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Make a read-only link to the results of CTA Layout' }));
    const link = await screen.findByLabelText('Read-only link, for anyone who has it');
    expect(link).toHaveFocus();
    expect(link).toHaveValue('http://site.test/admin/tests?share=lnk1000000000000.1796169600.signature');
    expect(link).toHaveAccessibleDescription(
      'Valid until 1 Dec 2026, 00:00 UTC unless withdrawn below; share it only with people who may see these results.',
    );
    const list = await screen.findByRole('list', { name: 'Open links (1)' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'share=lnk100… made by marketer@novavox.test on 26 Nov 2026, 09:01 UTC, open until 1 Dec 2026, 00:00 UTC',
    );
  });

  it('withdraws one link with a button naming it, announces it, moves focus there, and is axe clean', async () => {
    const user = userEvent.setup();
    const { container } = renderPanel();
    const make = await screen.findByRole('button', { name: 'Make a read-only link to the results of CTA Layout' });
    await user.click(make);
    await screen.findByRole('list', { name: 'Open links (1)' });
    await user.click(make);
    await screen.findByRole('list', { name: 'Open links (2)' });
    expect(await axeViolations(container)).toEqual([]);

    const first = 'Withdraw the link starting lnk100, made by marketer@novavox.test on 26 Nov 2026, 09:01 UTC';
    await user.click(screen.getByRole('button', { name: first }));
    const status = await screen.findByText(
      'The link starting lnk100, made by marketer@novavox.test on 26 Nov 2026, 09:01 UTC, was withdrawn; it no longer opens the results.',
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    const list = await screen.findByRole('list', { name: 'Open links (1)' });
    expect(within(list).queryByRole('button', { name: first })).toBeNull();
    expect(
      within(list).getByRole('button', {
        name: 'Withdraw the link starting lnk200, made by marketer@novavox.test on 26 Nov 2026, 09:02 UTC',
      }),
    ).toBeTruthy();
    expect(api.shareLinks.map((entry) => [entry.linkId, entry.withdrawnBy])).toEqual([
      ['lnk1000000000000', 'marketer@novavox.test'],
      ['lnk2000000000000', null],
    ]);
    // The link just made was the other one: it is still there to copy.
    expect(screen.getByLabelText('Read-only link, for anyone who has it')).toHaveValue(
      'http://site.test/admin/tests?share=lnk2000000000000.1796169600.signature',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
