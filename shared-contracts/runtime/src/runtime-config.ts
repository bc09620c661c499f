import type { CopySlotId } from '@novavox/contracts-experiments/copy-slots';
import type { ExperimentStates } from '@novavox/contracts-experiments/experiment-state';

/**
 * Public settings the browser needs, served as /config.json and written from environment variables when
 * the site starts: nothing here is secret, and changing it needs no rebuild.
 */
export interface RuntimeConfig {
  endpoints: {
    waitlist: string;
    contact: string;
    phoneCall: string;
    abStats: string;
    /** The api's `GET /experiments/state`: what each experiment does for visitors. */
    experimentStates: string;
    /** The api's `/admin/experiments`: the team's changes to experiments and their change log. */
    experimentsAdmin: string;
    /** The api's team sign-in (`/team`): the dashboard's sign-in, who is signed in, sign-out. */
    team: string;
    /** First-party analytics collector; null sends events nowhere but GA4/PostHog. */
    events: string | null;
  };
  voice: {
    publicKey: string | null;
    assistantId: string | null;
    /** Base URL of the voice platform's API; null uses the SDK's default. */
    apiBaseUrl: string | null;
  };
  analytics: {
    gaMeasurementId: string | null;
    posthogKey: string | null;
    posthogHost: string;
  };
  schedulingUrl: string;
  contactEmail: string;
  /**
   * The site-wide default (PUBLIC_EXPERIMENTS_ENABLED) for experiments nobody has started or stopped in the
   * api: off, as the site ships (docs/requirements.md §4), means not started (variant A unless one is forced).
   */
  experimentsEnabled: boolean;
  /**
   * What each experiment does for visitors, as the api said when this file was served (the site's server
   * fills it in per request); written from `experimentsEnabled` alone where no api is asked.
   */
  experiments: ExperimentStates;
  /**
   * Copy shipped to the page's slots from the dashboard (docs/copy-experiments.md), replacing their defaults;
   * absent or without a slot, that slot shows its default.
   */
  slotCopy?: Partial<Record<CopySlotId, string>>;
  /**
   * How long a remote may take to load before its area shows the fallback with Retry
   * (PUBLIC_REMOTE_LOAD_TIMEOUT_MS, default 4000): a hanging remote must not hold its area hostage.
   */
  remoteLoadTimeoutMs: number;
}
