import type { ApiConfig } from './config/api-config';
import type { AppDatabase } from './db/open-database';
import type { BackgroundWork } from './http/background-work';
import type { ApiLogger } from './observability/api-logger';
import type { ApiMetrics } from './observability/api-metrics';
import type { ExperimentRunStarts } from './stats/experiment-runs';
import type { Ga4ReportClient } from './stats/ga4-ab-stats';

/** What the app is built from; tests pass a temporary database, a fixed clock and fakes for the two outside services. */
export interface AppDeps {
  config: ApiConfig;
  db: AppDatabase;
  /** Epoch milliseconds; defaults to Date.now. */
  now?: () => number;
  /** Used to call the voice platform; defaults to global fetch. */
  fetch?: typeof fetch;
  /** Replaces the GA4 Data API client when GA4 is configured. */
  ga4Client?: Ga4ReportClient;
  /** Signs the links in e-mails (see linkSigningSecret). */
  linkSecret: string;
  /** Signs and verifies visitor ids (see visitorIdSecret). */
  visitorSecret: string;
  /** Told when a message was queued in the mail outbox (the dispatcher sends it when SMTP is set). */
  onMailQueued?: () => void;
  /** Work started after an answer (a sign-in mail); defaults to a fresh tracker. bootApi waits for it at close. */
  background?: BackgroundWork;
  /** JSON logs; defaults to one at config.logLevel on stdout. */
  log?: ApiLogger;
  /** The registry /metrics serves; defaults to a fresh one. */
  metrics?: ApiMetrics;
  /**
   * When each experiment's current run started (null: not started); the stats' verdict figures count from there.
   * Defaults to each experiment's first recorded exposure (firstExposureRunStarts).
   */
  experimentRunStarts?: () => Promise<ExperimentRunStarts>;
}
