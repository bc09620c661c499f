import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { AXE_STYLESHEET_PROBE, axeViolations } from '../support/axe';
import { signUpOnPage } from '../support/confirmed-signup';
import { type InboxMail, inbox } from '../support/mail-inbox';
import { origin } from '../support/site';
import { scaled } from '../support/time-scale';
import { expect, test } from './fixtures';

/**
 * The sign-up lifecycle as a person lives it: the form in the browser, the e-mail through a real SMTP server
 * (started by playwright.config.ts), the links followed in the browser, the site's status page, and the
 * admin export that shows what is kept.
 */
async function mailTo(to: string, count = 1): Promise<InboxMail[]> {
  let mine: InboxMail[] = [];
  await expect
    .poll(
      async () => {
        mine = (await inbox()).filter((mail) => mail.to === to);
        return mine.length;
      },
      { timeout: scaled(15_000) },
    )
    .toBeGreaterThanOrEqual(count);
  return mine;
}

function link(mail: InboxMail | undefined, purpose: 'confirm' | 'delete'): string {
  const found = new RegExp(`${origin('api')}/waitlist/${purpose}\\?token=\\S+`).exec(mail?.text ?? '');
  if (!found) throw new Error(`no ${purpose} link in: ${mail?.text}`);
  return found[0];
}

async function exported(request: APIRequestContext): Promise<string> {
  return (await request.get(`${origin('api')}/admin/waitlist.csv`)).text();
}

test.use({ expectedErrors: AXE_STYLESHEET_PROBE });

test('a sign-up is confirmed by the link in its e-mail, then deleted by the other one', async ({ page, request }) => {
  // Six pages, three of them scanned by axe, and two e-mails waited for: more than the default allows on a busy machine.
  test.slow();
  const email = `opt-in-${randomUUID().slice(0, 8)}@example.com`;
  await signUpOnPage(page, email);
  expect((await exported(request)).split('\r\n').find((line) => line.includes(email))).toContain(',pending,');

  const [confirmation] = await mailTo(email);
  expect(confirmation?.subject).toBe('Confirm your place on the NovaVox waitlist');
  expect(confirmation?.text).toMatch(/^Hi,\n/);

  // The link only asks (a mail scanner following it confirms nothing); the button confirms.
  await page.goto(link(confirmation, 'confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your place on the waitlist?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect((await exported(request)).split('\r\n').find((line) => line.includes(email))).toContain(',pending,');
  await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
  await expect(page).toHaveURL(`${origin('shell')}/signup/status?result=confirmed`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your place on the waitlist is confirmed' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect((await exported(request)).split('\r\n').find((line) => line.includes(email))).toContain(',confirmed,');

  // The same link again confirms nothing new.
  await page.goto(link(confirmation, 'confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your place is already confirmed' })).toBeVisible();

  await page.goto(link(confirmation, 'delete'));
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your waitlist sign-up?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Delete my sign-up' }).click();
  await expect(page).toHaveURL(`${origin('shell')}/signup/status?result=deleted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your sign-up is deleted' })).toBeVisible();
  expect(await exported(request)).not.toContain(email);
});

test('a second sign-up with a listed address looks the same to the visitor and changes nothing', async ({
  page,
  request,
}) => {
  const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
  for (const firstName of ['Maria', 'Mallory']) {
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Waitlist sign-up' });
    await form.getByLabel('First Name').fill(firstName);
    await form.getByLabel('Last Name').fill('García');
    await form.getByLabel('Email').fill(firstName === 'Maria' ? email : email.toUpperCase());
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm your place' })).toBeVisible();
  }
  const rows = (await exported(request)).split('\r\n').filter((line) => line.toLowerCase().includes(email));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(',Maria,');
  // Both e-mails went to the address itself, which is the only way anything about it can change.
  const mails = await mailTo(email, 2);
  expect(mails.map((mail) => mail.subject)).toEqual([
    'Confirm your place on the NovaVox waitlist',
    'Confirm your place on the NovaVox waitlist',
  ]);
});
