import { CONTROL_VARIANT, hashedVariant, newVisitorId } from '@novavox/contracts-experiments';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { untilLive } from '../support/live-page';
import { median } from './median';

/**
 * What a visitor on a mid-range phone meets in the first seconds, measured in Chromium with Lighthouse's mobile
 * CPU slowdown (4×) on loopback: the largest paint for control and treatment visitors of the hero experiment,
 * and how long after a tap in the first moments the call dialog is on screen.
 */
const CPU_SLOWDOWN = 4;
/**
 * The slow network of a phone on a poor connection, as Lighthouse's mobile profile describes it: 150 ms round
 * trip, 1.6 Mbps down, 750 kbps up. Applied by Chromium per request (each request waits the round trip before its
 * first byte, and the requests in flight share the bandwidth), on top of the CPU slowdown.
 */
export const SLOW_NETWORK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
export type NetworkConditions = typeof SLOW_NETWORK;
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

type Marks = {
  __lcp?: number;
  __tapAt?: number;
  __dialogOpenAt?: number;
  __dialogAt?: number;
  __longestEvent?: number;
  __click?: { processingEnd: number; presentedAt: number };
};

/**
 * Installed before any of the page's scripts: the last largest-contentful-paint candidate, the first tap's
 * time stamp, when the call dialog's title is first in the DOM and the end of the first frame after that (a
 * timer after the frame's animation callback), the first click's event timing (its handlers' end and the
 * presentation of the frame after them), and the longest event-timing entry of an interaction (the INP of that
 * tap). Plain script text: the TypeScript runner decorates named functions with a helper the page does not have.
 */
const RECORDER = `(() => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__longestEvent = Math.max(window.__longestEvent || 0, entry.duration);
      if (entry.name === 'click' && entry.interactionId && !window.__click) {
        window.__click = { processingEnd: entry.processingEnd, presentedAt: entry.startTime + entry.duration };
      }
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  addEventListener('pointerdown', (event) => {
    if (window.__tapAt === undefined) window.__tapAt = event.timeStamp;
  }, { capture: true });
  const check = () => {
    if (window.__dialogAt === undefined && window.__tapAt !== undefined && document.querySelector('dialog[open] h2')) {
      window.__dialogAt = -1;
      window.__dialogOpenAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => { window.__dialogAt = performance.now(); }, 0));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})()`;

async function phonePage(
  browser: Browser,
  storage: Record<string, string> = {},
  network?: NetworkConditions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, storage);
  await context.addInitScript(RECORDER);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  return { context, page };
}

/** The coded hero headline experiment's arm of a visitor id. */
const codedHeadlineArm = (visitorId: string): string => hashedVariant('family_headline', visitorId);

/** A visitor id that the experiment (`armOf`) puts in the control or in a treatment. */
function visitorIn(
  group: 'control' | 'treatment',
  armOf: (visitorId: string) => string,
): { id: string; variant: string } {
  for (let tries = 0; tries < 1000; tries++) {
    const id = newVisitorId();
    const variant = armOf(id);
    if ((variant === CONTROL_VARIANT) === (group === 'control')) return { id, variant };
  }
  throw new Error(`No visitor id fell in the ${group} of the experiment in 1000 tries`);
}

export interface VariantLcp {
  controlMs: number;
  treatmentMs: number;
  treatmentVariants: string[];
}

/**
 * LCP of new visitors assigned to the control and to a treatment of family_headline on `/`, or of the experiment
 * `armOf` buckets them by (a created copy experiment: docs/copy-experiments.md; experiments must be on where `site`
 * is served): a treatment whose copy swaps after the first paint reports its largest paint again.
 * Medians of `repeats` visitors each: one visitor's LCP moves between about 460 and 950 ms for the same code and
 * variant, so three visitors a group gave 664 against 792 ms in one run and 628 against 664 in another.
 */
export async function variantLcp(
  site: string,
  chromePath: string,
  repeats = 7,
  armOf: (visitorId: string) => string = codedHeadlineArm,
): Promise<VariantLcp> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--disable-gpu', '--disable-quic'] });
  const figures = { control: [] as number[], treatment: [] as number[] };
  const treatmentVariants = new Set<string>();
  try {
    for (let run = 0; run < repeats; run++) {
      for (const group of ['control', 'treatment'] as const) {
        const visitor = visitorIn(group, armOf);
        if (group === 'treatment') treatmentVariants.add(visitor.variant);
        // Automated browsers get the control unless QA opts in, which is what this visitor does.
        const { context, page } = await phonePage(browser, { nvx_uid: visitor.id, nvx_qa_allow_automation: 'true' });
        // The id's mirror, as a visitor who has it stored carries: the page then comes with that id's variant.
        await context.addCookies([{ name: 'nvx_uid', value: visitor.id, url: site }]);
        await page.goto(`${site}/`);
        await untilLive(page, 30_000);
        await page.waitForTimeout(1500);
        figures[group].push(await page.evaluate(() => (window as unknown as Marks).__lcp ?? Number.NaN));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    controlMs: Math.round(median(figures.control)),
    treatmentMs: Math.round(median(figures.treatment)),
    treatmentVariants: [...treatmentVariants].sort(),
  };
}

export interface FirstTap {
  /** When the tap came, after the navigation started. */
  tapAtMs: number;
  /** From the tap to the first frame with the call dialog's title. */
  dialogMs: number;
  /** The longest event-timing entry of the tap's interaction (what INP would report). */
  inpMs: number;
  /** The fastest and the slowest of the visitors, tap to dialog: where the tap lands in the page's start varies. */
  dialogRangeMs: [number, number];
  visitors: number;
}

/**
 * A visitor who taps a call button as soon as it is painted (in the first moments of `path`): how long until
 * the call dialog is on screen. Medians of `repeats` fresh visitors: the time depends on which of the live page's
 * start-up tasks the tap lands behind, so three visitors gave medians 135–248 ms for the same code. With
 * `network` (SLOW_NETWORK), the same visitor on a slow connection: every request then pays the round trip.
 */
export async function firstTap(
  site: string,
  path: string,
  button: string,
  chromePath: string,
  options: { repeats?: number; network?: NetworkConditions } = {},
): Promise<FirstTap> {
  const repeats = options.repeats ?? 7;
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--disable-gpu', '--disable-quic'] });
  const runs: Omit<FirstTap, 'dialogRangeMs' | 'visitors'>[] = [];
  try {
    for (let run = 0; run < repeats; run++) {
      const { context, page } = await phonePage(browser, {}, options.network);
      await page.goto(`${site}${path}`, { waitUntil: 'commit' });
      const target = page.getByRole('button', { name: button }).filter({ visible: true }).first();
      await target.tap({ timeout: 10_000, noWaitAfter: true });
      await page
        .getByRole('dialog')
        .filter({ has: page.locator('h2') })
        .first()
        .waitFor({ timeout: 30_000 });
      // The click's event timing arrives after its frame is presented; a click shorter than 16 ms has none.
      await page.waitForFunction(() => {
        const marks = window as unknown as Marks;
        return (marks.__dialogAt ?? -1) > 0 && (marks.__click || performance.now() - (marks.__dialogAt ?? 0) > 1000);
      });
      runs.push(
        await page.evaluate(() => {
          const marks = window as unknown as Marks;
          const tapAt = marks.__tapAt ?? Number.NaN;
          // A dialog shown by the click's own handlers is on screen in the frame the click's event timing
          // reports. The timer after the next animation frame also waits for whatever task is queued before it
          // (the live page's start-up), so it is only the measure for a dialog that opened later.
          const shownByClick =
            marks.__click && (marks.__dialogOpenAt ?? Number.POSITIVE_INFINITY) <= marks.__click.processingEnd;
          const shownAt = shownByClick ? (marks.__click?.presentedAt ?? Number.NaN) : (marks.__dialogAt ?? Number.NaN);
          return {
            tapAtMs: Math.round(tapAt),
            dialogMs: Math.round(shownAt - tapAt),
            inpMs: Math.round(marks.__longestEvent ?? 0),
          };
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  // As the median does, leave out a visitor whose tap or dialog was not recorded: one NaN would blank the range.
  const dialogTimes = runs.map((run) => run.dialogMs).filter(Number.isFinite);
  return {
    tapAtMs: median(runs.map((run) => run.tapAtMs)),
    dialogMs: median(dialogTimes),
    inpMs: median(runs.map((run) => run.inpMs)),
    dialogRangeMs: [Math.min(...dialogTimes), Math.max(...dialogTimes)],
    visitors: runs.length,
  };
}
