import { chromiumPath } from '@novavox/contracts-site/chromium-path';
import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

/**
 * For specs that place calls: Chromium's fake microphone, allowed without a prompt (the microphone pre-check
 * and Daily need one), and sound that plays without a click (headless Chromium has no user to allow it).
 * The other launch options are playwright.config.ts's.
 */
export const fakeMicrophone: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
  permissions: ['microphone'],
};
