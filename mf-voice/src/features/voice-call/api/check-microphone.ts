import type { MicrophoneCheck } from '../model/voice-call-backend';

/**
 * A microphone pre-check before a web call. Inside the SDK a denied microphone surfaces late and as a
 * generic join error; asking first lets the dialog say exactly what is wrong. Runs in the click's
 * user activation, so a permission prompt can appear.
 */
type MediaNavigator = Pick<Navigator, 'mediaDevices' | 'permissions'>;

export async function checkMicrophone(nav: Partial<MediaNavigator> = navigator): Promise<MicrophoneCheck> {
  try {
    const status = await nav.permissions?.query({ name: 'microphone' as PermissionName });
    if (status?.state === 'denied') return { ok: false, problem: 'blocked' };
  } catch {
    // Some browsers cannot query the microphone permission; getUserMedia below still tells.
  }
  if (!nav.mediaDevices?.getUserMedia) return { ok: true };
  try {
    const stream = await nav.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return { ok: true };
  } catch (error) {
    const name = error instanceof DOMException || error instanceof Error ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') return { ok: false, problem: 'blocked' };
    if (name === 'NotFoundError' || name === 'OverconstrainedError') return { ok: false, problem: 'missing' };
    // Anything else (a busy device, say) is left to the call itself, which reports its own error.
    return { ok: true };
  }
}
