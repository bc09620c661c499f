import { waitUntil } from '@novavox/contracts-site/wait-until';
import { holdExperiment } from './experiment-lock';
import { inbox } from './mail-inbox';
import { origin } from './site';
import { untilAnswering } from './until-answering';

/**
 * The team of the end-to-end runs (playwright.config.ts puts them on the api's allow-list), and signing in as
 * one of them the way a person does: ask for a link, read it in the real inbox, press the button its page shows.
 * A new link revokes the older ones, so the specs that sign a marketer in through the page use addresses of
 * their own: one spec's request never makes another's link stale.
 */
export const E2E_TEAM = {
  admin: 'e2e-admin@example.com',
  marketer: 'e2e-marketer@example.com',
  signInMarketer: 'e2e-sign-in@example.com',
} as const;

const SIGN_IN_LINK = /https?:\/\/\S+\/team\/sign-in\/confirm\?token=[A-Za-z0-9_-]+/;

/** The sign-in links mailed to `to`, newest first. */
export async function signInLinksTo(to: string): Promise<string[]> {
  return (await inbox())
    .filter((mail) => mail.to === to)
    .map((mail) => SIGN_IN_LINK.exec(mail.text)?.[0])
    .filter((link): link is string => link !== undefined)
    .reverse();
}

/** Waits for the `count`th sign-in link to `to`, and returns them all, newest first. */
export async function waitForSignInLinks(to: string, count: number, timeoutMs = 15_000): Promise<string[]> {
  let links: string[] = [];
  const arrived = async () => {
    links = await signInLinksTo(to);
    return links.length >= count;
  };
  if (await waitUntil(arrived, { timeoutMs, intervalMs: 200 })) return links;
  throw new Error(`no sign-in link number ${count} to ${to} within ${timeoutMs} ms`);
}

export interface StorageStateCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax';
}

/**
 * Signs `email` in outside a browser and returns the session cookie as a Playwright storage state, for tests that
 * need the dashboard but are not about signing in. It tries the newest links until one is still unused.
 */
export async function signedInStorageState(email: string) {
  // A new link revokes the older ones, so workers asking for the same person at once would keep spoiling each
  // other's links: one worker at a time signs a person in (the lock is shared through the run's data folder).
  const release = await holdExperiment(`sign-in-${email}`);
  try {
    for (let attempt = 1; ; attempt++) {
      const state = await signInOnce(email);
      if (state !== null) return state;
      if (attempt >= 5) throw new Error(`every sign-in link mailed to ${email} was already used`);
    }
  } finally {
    release();
  }
}

async function signInOnce(email: string) {
  // Playwright waits for the site; the api beside it may take a moment longer to listen.
  await untilAnswering(`${origin('api')}/health`, {
    timeoutMs: 30_000,
    failure: () => `the api at ${origin('api')} did not answer within 30000 ms`,
  });
  const before = (await signInLinksTo(email)).length;
  const asked = await fetch(`${origin('api')}/team/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (asked.status !== 202) throw new Error(`sign-in for ${email} answered ${asked.status}`);
  for (const link of await waitForSignInLinks(email, before + 1)) {
    const token = new URL(link).searchParams.get('token') ?? '';
    const pressed = await fetch(`${origin('api')}/team/sign-in/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
      redirect: 'manual',
    });
    // Over https the api names it __Host-nvx_team_session and marks it Secure.
    const cookie = /^((?:__Host-)?nvx_team_session)=([^;]+)/.exec(pressed.headers.get('set-cookie') ?? '');
    if (pressed.status === 303 && cookie?.[1] && cookie[2]) {
      const session: StorageStateCookie = {
        name: cookie[1],
        value: cookie[2],
        domain: new URL(origin('api')).hostname,
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: origin('api').startsWith('https:'),
        sameSite: 'Lax',
      };
      return { cookies: [session], origins: [] };
    }
  }
  return null;
}
