import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The SDK itself is replaced here: this is about how and when it is loaded, not what it does. */
const sdk = vi.hoisted(() => ({
  imports: 0,
  fail: false,
  FakeVapi: class FakeVapi {},
}));

// Each test gets fresh modules (the loader remembers what it loaded) and a fresh SDK mock.
beforeEach(() => {
  vi.resetModules();
  sdk.imports = 0;
  sdk.fail = false;
  vi.doMock('@vapi-ai/web', () => {
    sdk.imports += 1;
    if (sdk.fail) throw new Error('chunk failed');
    return { default: sdk.FakeVapi };
  });
});

describe('vapiClassFrom (CommonJS interop)', () => {
  it('accepts the class itself, a default export, or a doubly wrapped default', async () => {
    const { vapiClassFrom } = await import('./voice-sdk-loader');
    const Vapi = class {} as unknown as Parameters<typeof vapiClassFrom>[0];
    expect(vapiClassFrom(Vapi)).toBe(Vapi);
    expect(vapiClassFrom({ default: Vapi })).toBe(Vapi);
    expect(vapiClassFrom({ default: { default: Vapi } })).toBe(Vapi);
  });

  it('says "Vapi is not a constructor" when there is no class', async () => {
    const { vapiClassFrom } = await import('./voice-sdk-loader');
    expect(() => vapiClassFrom({ default: { nothing: true } })).toThrow('Vapi is not a constructor');
  });
});

describe('loading the SDK', () => {
  it('loads nothing until asked, then once however often it is asked', async () => {
    const { loadVapiClass } = await import('./voice-sdk-loader');
    expect(sdk.imports).toBe(0);
    const [first, second] = await Promise.all([loadVapiClass(), loadVapiClass()]);
    expect(first).toBe(sdk.FakeVapi);
    expect(second).toBe(first);
    expect(sdk.imports).toBe(1);
  });

  it('starts downloading on the bus event voice/prefetch', async () => {
    await import('./voice-sdk-loader');
    const { emit } = await import('@novavox/contracts-runtime');
    expect(sdk.imports).toBe(0);
    emit({ type: 'voice/prefetch' });
    await vi.waitFor(() => expect(sdk.imports).toBe(1));
  });

  it('forgets a failed download so that the next attempt tries again', async () => {
    sdk.fail = true;
    const { loadVapiClass } = await import('./voice-sdk-loader');
    await expect(loadVapiClass()).rejects.toThrow();
    sdk.fail = false;
    await expect(loadVapiClass()).resolves.toBe(sdk.FakeVapi);
  });
});
