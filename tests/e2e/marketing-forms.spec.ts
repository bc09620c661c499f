import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import type { Locator } from '@playwright/test';
import { gotoLive } from '../support/live-page';
import { origin } from '../support/site';
import { expect, test } from './fixtures';

/**
 * The marketing remote's forms in the composed site, submitted through the real api and read back from
 * its SQLite file (opened read-only with the api's own better-sqlite3).
 */
interface SqliteStatement {
  get(...params: unknown[]): unknown;
}
interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
  close(): void;
}
type SqliteConstructor = new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => SqliteDatabase;

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const Database = createRequire(join(repoRoot, 'api', 'package.json'))('better-sqlite3') as SqliteConstructor;

function databaseFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return join(dataDir, 'novavox.db');
}

/** The row the api stored for this e-mail, polled briefly: the api answers after committing, but be fair. */
async function storedRow(
  table: 'waitlist_signups' | 'contact_messages',
  email: string,
): Promise<Record<string, unknown>> {
  let row: unknown;
  await expect
    .poll(() => {
      if (!existsSync(databaseFile())) return undefined;
      const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
      try {
        row = db.prepare(`SELECT * FROM ${table} WHERE email = ? ORDER BY id DESC LIMIT 1`).get(email);
      } finally {
        db.close();
      }
      return row;
    })
    .toBeTruthy();
  return row as Record<string, unknown>;
}

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillWaitlist(form: Locator, email: string) {
  await form.getByLabel('First Name').fill('Ada');
  await form.getByLabel('Last Name').fill('Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone (optional)').fill('+1 555 123 4567');
  await form.getByLabel('Who would the calls be for?').selectOption('My mother or father');
}

test('the home contact form is validated, sent through the api and stored', async ({ page }) => {
  await gotoLive(page, '/');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();

  const email = uniqueEmail('contact');
  await form.getByLabel('First Name').fill('Grace');
  await form.getByLabel('Last Name').fill('Hopper');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 (555) 123-4567');
  await form.getByLabel('Message').fill('Short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Message should be at least 10 characters')).toBeVisible();

  await form.getByLabel('Message').fill('Could you call my mother on weekdays only?');
  const posted = page.waitForResponse((response) => response.url() === `${origin('api')}/forms/contact`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await posted).status()).toBe(201);
  const status = page.getByRole('status').filter({ hasText: 'Thank you! Your message has been sent.' });
  await expect(status).toBeVisible();

  const row = await storedRow('contact_messages', email);
  expect(row).toMatchObject({
    first_name: 'Grace',
    last_name: 'Hopper',
    name: 'Grace Hopper',
    phone: '+1 (555) 123-4567',
    message: 'Could you call my mother on weekdays only?',
  });

  await status.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('First Name')).toHaveValue('');
});

test('the waitlist modal from the hero is sent through the api and stored with its source', async ({ page }) => {
  await gotoLive(page, '/care');
  await page.getByRole('main').getByRole('button', { name: 'Join Waitlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await dialog.getByLabel('Email').fill('x');
  await expect(dialog.getByText('Email is required')).toHaveCount(0);

  const email = uniqueEmail('waitlist');
  await fillWaitlist(dialog, email);
  await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your e-mail to confirm your place' })).toBeVisible();

  const row = await storedRow('waitlist_signups', email);
  expect(row).toMatchObject({
    first_name: 'Ada',
    last_name: 'Lovelace',
    name: 'Ada Lovelace',
    phone: '+1 555 123 4567',
    interest: 'My mother or father',
    receive_updates: 1,
    source: 'hero',
    status: 'pending',
    consent_version: WAITLIST_CONSENT.version,
  });

  await dialog.getByRole('button', { name: 'Return Home' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${origin('shell')}/`);
});

test('a waitlist link carries its ?source= into the stored sign-up, and Close closes', async ({ page }) => {
  await gotoLive(page, '/waitlist?source=newsletter');
  const dialog = page.getByRole('dialog', { name: 'Join the Waitlist' });
  const email = uniqueEmail('newsletter');
  await fillWaitlist(dialog, email);
  await dialog.getByRole('checkbox', { name: /product news/ }).uncheck();
  await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your e-mail to confirm your place' })).toBeVisible();
  expect(await storedRow('waitlist_signups', email)).toMatchObject({ source: 'newsletter', receive_updates: 0 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
});

test('/signup is the waitlist form as a page, stored with source "signup"', async ({ page }) => {
  await gotoLive(page, '/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up for early access' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Waitlist sign-up' });
  const email = uniqueEmail('signup');
  await fillWaitlist(form, email);
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm your place' })).toBeVisible();
  expect(await storedRow('waitlist_signups', email)).toMatchObject({ source: 'signup', first_name: 'Ada' });
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(`${origin('shell')}/`);
});

test('the Contact Us modal checks inline, delivers the message to the api, then thanks with an alert and closes', async ({
  page,
}) => {
  await gotoLive(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog.getByText("We'd love to hear from you. Please fill out the form below.")).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not an email');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Pricing');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Is there a family plan?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  // The site's own inline message, not the browser's bubble.
  await expect(dialog.getByText('Invalid email format')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');

  const alerts: { type: string; message: string }[] = [];
  page.once('dialog', async (alert) => {
    alerts.push({ type: alert.type(), message: alert.message() });
    await alert.accept();
  });
  const delivered = page.waitForResponse(
    (response) => response.url().endsWith('/forms/contact') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  const response = await delivered;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'Pricing',
    message: 'Is there a family plan?',
    // The browser's anonymous id, signed by the api: the api counts the message for this visitor's experiments.
    visitorId: expect.stringMatching(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/),
  });
  expect(await response.json()).toMatchObject({ ok: true, id: expect.any(Number) });
  await expect
    .poll(() => alerts)
    .toEqual([{ type: 'alert', message: "Thank you for your message. We'll get back to you soon!" }]);
  await expect(dialog).toHaveCount(0);
});
