import { WAITLIST_CONSENT } from '@novavox/contracts-api/forms';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { inbox } from './mail-inbox';
import { origin } from './site';

/** The confirmation link the e2e mail server received for `email` (waits for the e-mail). */
export async function confirmationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const text = (await inbox()).find((mail) => mail.to === email)?.text ?? '';
        link = new RegExp(`${origin('api')}/waitlist/confirm\\?token=\\S+`).exec(text)?.[0];
        return link !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return link as string;
}

/** Maria García signs up with `email` on the /signup page, as a visitor does, and is asked to confirm it. */
export async function signUpOnPage(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Waitlist sign-up' });
  await form.getByLabel('First Name').fill('Maria');
  await form.getByLabel('Last Name').fill('García');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm your place' })).toBeVisible();
}

/**
 * A sign-up by `visitorId`, confirmed through the e-mailed link: what the api counts as a conversion for the
 * experiments this visitor was exposed to.
 */
export async function signUpAndConfirm(request: APIRequestContext, visitorId: string, email: string): Promise<void> {
  const signUp = await request.post(`${origin('api')}/forms/waitlist`, {
    data: { firstName: 'Test', lastName: 'Visitor', email, consentVersion: WAITLIST_CONSENT.version, visitorId },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  // The e-mailed link only asks; its page's button POSTs the token, which confirms.
  const token = new URL(await confirmationLink(email)).searchParams.get('token') ?? '';
  const confirmed = await request.post(`${origin('api')}/waitlist/confirm`, { form: { token }, maxRedirects: 0 });
  expect(confirmed.status()).toBe(303);
  expect(confirmed.headers().location).toMatch(/result=confirmed/);
}

/**
 * Starts (or resumes) an experiment through the admin api, as the team would: `request` carries the signed-in
 * admin's session (e2e/fixtures.ts).
 */
export async function runExperiment(request: APIRequestContext, id: string): Promise<void> {
  const start = await request.post(`${origin('api')}/admin/experiments/${id}/start`, { data: {} });
  if (start.status() === 201) return;
  const resume = await request.post(`${origin('api')}/admin/experiments/${id}/resume`, { data: {} });
  if (resume.status() === 201) return;
  // Already running: nothing to change.
  const state = await request.get(`${origin('api')}/experiments/state`);
  const body = (await state.json()) as { experiments: Record<string, { status: string }> };
  expect(body.experiments[id]?.status).toBe('running');
}

export async function pauseExperiment(request: APIRequestContext, id: string): Promise<void> {
  const paused = await request.post(`${origin('api')}/admin/experiments/${id}/pause`, { data: {} });
  expect([201, 409], await paused.text()).toContain(paused.status());
}
