import type { ExperimentEnvironment } from '@novavox/contracts-experiments/experiment-rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signVisitorId } from './signed-visitor-id';

const UUID = '0192f0c4-7d2a-7c4e-9a1b-3f6c2d8e9a10';
const SIGNED = `${UUID}.AbCdEfGhIjKlMnOpQrStUv`;
const env = (): ExperimentEnvironment => ({ storage: localStorage, search: '', userAgent: 'test', webdriver: false });
const answering = (status: number, body: unknown) => vi.fn(() => Promise.resolve(Response.json(body, { status })));
const cookie = () => /(?:^|; )nvx_uid=([^;]*)/.exec(document.cookie)?.[1] ?? null;

describe('signVisitorId', () => {
  beforeEach(() => {
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the code under test writes.
    document.cookie = 'nvx_uid=; Max-Age=0; Path=/';
  });

  it('asks the api to sign the stored UUID, then keeps the signed id in storage and the cookie', async () => {
    localStorage.setItem('nvx_uid', UUID);
    const send = answering(201, { visitorId: SIGNED });
    expect(await signVisitorId('http://api.test/visitor-ids', env(), send)).toBe(SIGNED);
    expect(send).toHaveBeenCalledWith(
      'http://api.test/visitor-ids',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ visitorId: UUID }), credentials: 'omit' }),
    );
    expect(localStorage.getItem('nvx_uid')).toBe(SIGNED);
    expect(cookie()).toBe(SIGNED);
  });

  it('does not ask again for an id already signed', async () => {
    localStorage.setItem('nvx_uid', SIGNED);
    const send = answering(201, { visitorId: SIGNED });
    expect(await signVisitorId('http://api.test/visitor-ids', env(), send)).toBe(SIGNED);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the bare id when the api refuses (the address had its share), to ask again on the next page', async () => {
    localStorage.setItem('nvx_uid', UUID);
    const send = answering(429, { message: 'Too many' });
    expect(await signVisitorId('http://api.test/visitor-ids', env(), send)).toBe(UUID);
    expect(send).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('nvx_uid')).toBe(UUID);
  });

  it('ignores an answer that is not a signed id', async () => {
    localStorage.setItem('nvx_uid', UUID);
    expect(await signVisitorId('http://api.test/visitor-ids', env(), answering(201, { visitorId: UUID }))).toBe(UUID);
    expect(localStorage.getItem('nvx_uid')).toBe(UUID);
  });
  it('asks again while the api is unreachable, and gives up after about half a minute', async () => {
    localStorage.setItem('nvx_uid', UUID);
    const waits: number[] = [];
    const wait = (ms: number) => {
      waits.push(ms);
      return Promise.resolve();
    };
    const down = vi.fn(() => Promise.reject(new TypeError('offline')));
    expect(await signVisitorId('http://api.test/visitor-ids', env(), down, wait)).toBe(UUID);
    expect(down).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 15_000]);

    const back = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(Response.json({ message: 'down' }, { status: 503 }))
      .mockResolvedValueOnce(Response.json({ visitorId: SIGNED }, { status: 201 }));
    expect(await signVisitorId('http://api.test/visitor-ids', env(), back, wait)).toBe(SIGNED);
    expect(back).toHaveBeenCalledTimes(3);
  });
});
