import { describe, expect, it, vi } from 'vitest';
import { checkMicrophone } from './check-microphone';

function nav({ state, failWith }: { state?: PermissionState; failWith?: string }) {
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => {
    if (failWith) throw new DOMException('no', failWith);
    return { getTracks: () => [{ stop }] } as unknown as MediaStream;
  });
  return {
    stop,
    getUserMedia,
    navigator: {
      permissions: { query: vi.fn(async () => ({ state }) as PermissionStatus) } as unknown as Permissions,
      mediaDevices: { getUserMedia } as unknown as MediaDevices,
    },
  };
}

describe('checkMicrophone', () => {
  it('a denied permission is explained without asking again', async () => {
    const fake = nav({ state: 'denied' });
    await expect(checkMicrophone(fake.navigator)).resolves.toEqual({ ok: false, problem: 'blocked' });
    expect(fake.getUserMedia).not.toHaveBeenCalled();
  });

  it('a granted microphone is released again at once', async () => {
    const fake = nav({ state: 'prompt' });
    await expect(checkMicrophone(fake.navigator)).resolves.toEqual({ ok: true });
    expect(fake.stop).toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', 'blocked'],
    ['SecurityError', 'blocked'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
  ])('%s from getUserMedia is explained', async (name, problem) => {
    await expect(checkMicrophone(nav({ state: 'prompt', failWith: name }).navigator)).resolves.toEqual({
      ok: false,
      problem,
    });
  });

  it('other device problems are left to the call', async () => {
    await expect(checkMicrophone(nav({ failWith: 'NotReadableError' }).navigator)).resolves.toEqual({ ok: true });
  });

  it('a browser without media devices is not blocked here', async () => {
    await expect(checkMicrophone({})).resolves.toEqual({ ok: true });
  });
});
