import type { Migration } from 'kysely';
import type { DatabaseEngine } from '../database-engine';
import { initialSchema } from './001-initial-schema';
import { experimentAggregates } from './002-experiment-aggregates';
import { signupLifecycle } from './003-signup-lifecycle';
import { exposuresByVisitor } from './004-exposures-by-visitor';
import { abuseLimits } from './005-abuse-limits';
import { experimentStates } from './006-experiment-states';
import { teamSignIn } from './007-team-sign-in';
import { serverConversions } from './008-server-conversions';
import { contactModalMessages } from './010-contact-modal-messages';
import { metricVisitorCounters } from './011-metric-visitor-counters';
import { sealedSignInMail } from './012-sealed-sign-in-mail';
import { experimentRunCounters } from './013-experiment-run-counters';
import { copyExperiments } from './014-copy-experiments';
import { experimentWatch } from './015-experiment-watch';
import { experimentMemory } from './018-experiment-memory';
import { webhookDeliveries } from './019-webhook-deliveries';
import { experimentSegments } from './020-experiment-segments';
import { shareLinks } from './021-share-links';

/** Schema history, applied in order at start by Kysely's migrator. Never edit a shipped step: add a new one. */
export function migrationList(engine: DatabaseEngine): Record<string, Migration> {
  return {
    '001-initial-schema': initialSchema(engine),
    '002-experiment-aggregates': experimentAggregates(engine),
    '003-signup-lifecycle': signupLifecycle(engine),
    '004-exposures-by-visitor': exposuresByVisitor(engine),
    '005-abuse-limits': abuseLimits(engine),
    '006-experiment-states': experimentStates(engine),
    '007-team-sign-in': teamSignIn(engine),
    '008-server-conversions': serverConversions(engine),
    '010-contact-modal-messages': contactModalMessages(engine),
    '011-metric-visitor-counters': metricVisitorCounters(engine),
    '012-sealed-sign-in-mail': sealedSignInMail(engine),
    '013-experiment-run-counters': experimentRunCounters(engine),
    '014-copy-experiments': copyExperiments(engine),
    '015-experiment-watch': experimentWatch(engine),
    '018-experiment-memory': experimentMemory(engine),
    '019-webhook-deliveries': webhookDeliveries(engine),
    '020-experiment-segments': experimentSegments(engine),
    '021-share-links': shareLinks(engine),
  };
}
