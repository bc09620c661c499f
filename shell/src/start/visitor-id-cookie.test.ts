import type { ExperimentEnvironment } from '@novavox/contracts-experiments/experiment-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { keepVisitorIdWithServer } from './visitor-id-cookie';

const SERVED = '0190a000-0000-7000-8000-000000000001';
const STORED = '0190a000-0000-7000-8000-000000000002';

function pageServedFor(visitor: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  const island = doc.createElement('script');
  island.type = 'application/json';
  island.id = 'nvx-experiment-state';
  island.textContent = JSON.stringify(visitor === null ? { experiments: {} } : { experiments: {}, visitor });
  doc.body.append(island);
  return doc;
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
    keepVisitorIdWithServer(pageServedFor(SERVED), env());
    expect(localStorage.getItem('nvx_uid')).toBe(SERVED);
    expect(cookie('nvx_uid')).toBeUndefined();
  });

  it('keeps the stored id over another one the page was served for, and points the cookie at it', () => {
    localStorage.setItem('nvx_uid', STORED);
    keepVisitorIdWithServer(pageServedFor(SERVED), env());
    expect(localStorage.getItem('nvx_uid')).toBe(STORED);
    expect(cookie('nvx_uid')).toBe(STORED);
  });

  it('creates an id for a page served without one, and mirrors it, so the next page is served for it', () => {
    keepVisitorIdWithServer(pageServedFor(null), env());
    const created = localStorage.getItem('nvx_uid');
    expect(created).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(cookie('nvx_uid')).toBe(created);
  });

  it('does nothing without storage (assignment then shows the control)', () => {
    keepVisitorIdWithServer(pageServedFor(SERVED), env(null));
    expect(cookie('nvx_uid')).toBeUndefined();
  });
});

describe('forced variants kept in storage alone', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie under test, expired between tests.
    document.cookie = 'nvx_force_cta_layout=; Path=/; Max-Age=0';
  });

  it('are mirrored in their cookies, so the next page comes with their markup', () => {
    localStorage.setItem('nvx_force_cta_layout', 'c');
    localStorage.setItem('nvx_force_bogus', '<x>');
    keepVisitorIdWithServer(pageServedFor(SERVED), env());
    expect(cookie('nvx_force_cta_layout')).toBe('C');
    expect(cookie('nvx_force_bogus')).toBeUndefined();
  });
});
