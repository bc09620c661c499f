import type { ExperimentEnvironment } from '@novavox/contracts-experiments/experiment-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { keepVisitorIdWithServer } from './visitor-id-cookie';

const SERVED = '0190a000-0000-7000-8000-000000000001';
const STORED = '0190a000-0000-7000-8000-000000000002';

/** A page whose response set (or whose request carried) the visitor id cookie, or none. */
function pageServedFor(visitor: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the page's response would have set.
  if (visitor !== null) document.cookie = `nvx_uid=${visitor}; Path=/`;
}

const env = (storage: Storage | null = localStorage): ExperimentEnvironment => ({
  storage,
  search: '',
  userAgent: '',
  webdriver: false,
});
const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie under test, expired between tests.
  document.cookie = 'nvx_uid=; Path=/; Max-Age=0';
});

describe('keepVisitorIdWithServer', () => {
  it('makes the id a first visit was served for the stored id; its cookie came with the page', () => {
    pageServedFor(SERVED);
    keepVisitorIdWithServer(env());
    expect(localStorage.getItem('nvx_uid')).toBe(SERVED);
    expect(cookie('nvx_uid')).toBe(SERVED);
  });

  it('adopts nothing but an id of the issued form from the cookie', () => {
    pageServedFor('not-an-id');
    keepVisitorIdWithServer(env());
    const created = localStorage.getItem('nvx_uid');
    expect(created).not.toBe('not-an-id');
    expect(cookie('nvx_uid')).toBe(created);
  });

  it('keeps the stored id over another one the page was served for, and points the cookie at it', () => {
    localStorage.setItem('nvx_uid', STORED);
    pageServedFor(SERVED);
    keepVisitorIdWithServer(env());
    expect(localStorage.getItem('nvx_uid')).toBe(STORED);
    expect(cookie('nvx_uid')).toBe(STORED);
  });

  it('creates an id for a page served without one, and mirrors it, so the next page is served for it', () => {
    pageServedFor(null);
    keepVisitorIdWithServer(env());
    const created = localStorage.getItem('nvx_uid');
    expect(created).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(cookie('nvx_uid')).toBe(created);
  });

  it('does nothing without storage (assignment then shows the control)', () => {
    pageServedFor(SERVED);
    keepVisitorIdWithServer(env(null));
    expect(localStorage.getItem('nvx_uid')).toBeNull();
    expect(cookie('nvx_uid')).toBe(SERVED);
  });
});

describe('forced variants kept in storage alone', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie under test, expired between tests.
    document.cookie = 'nvx_force_cta_layout=; Path=/; Max-Age=0';
  });

  it.each([
    ['c', 'C'],
    // Assignment shows C for a stored " c " (variantLetterOf); without its cookie the next page came without C.
    [' c ', 'C'],
    ['<x>', undefined],
    ['cc', undefined],
  ])(
    'mirror a stored %j in its cookie as assignment reads it (%s), so the next page comes with its markup',
    (stored, letter) => {
      localStorage.setItem('nvx_force_cta_layout', stored);
      pageServedFor(SERVED);
      keepVisitorIdWithServer(env());
      expect(cookie('nvx_force_cta_layout')).toBe(letter);
    },
  );
});
