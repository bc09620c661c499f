import { formatMoment } from '@novavox/contracts-api/team';
import type { ExperimentChangeRecord } from '@novavox/contracts-experiments';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { useState } from 'react';
import styles from '../../common/dashboard.module.css';
import { guardrailTakeOuts, overrideWeights } from '../model/guardrail-take-outs';
import watch from './watch.module.css';
import type { WatchControlProps } from './watch-control-props';

export interface GuardrailTakeOutsProps extends WatchControlProps {
  /** The experiment's history, oldest first. */
  records: readonly ExperimentChangeRecord[];
}

const armsText = (arms: readonly string[]) => (arms.length === 0 ? 'an arm' : arms.join(' and '));

/**
 * Each time the watch took an arm out because it harmed a guardrail, with the figures its history entry carries;
 * while the run it began is still the current one, a person may override it: a weights change that gives the
 * arm its weight back (and begins a new run, judged afresh).
 */
export function GuardrailTakeOuts({ experimentName, state, records, busy, onSend }: GuardrailTakeOutsProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const takeOuts = guardrailTakeOuts(records);
  if (takeOuts.length === 0) return null;
  return (
    <div>
      <h4>Guardrails</h4>
      {takeOuts.map((takeOut) => {
        const weights = overrideWeights(takeOut, state);
        const arms = armsText(takeOut.arms);
        return (
          <div key={takeOut.changeId} className={watch.takeOut}>
            <p>
              <strong>
                The watch took {arms} out on <time dateTime={takeOut.at}>{formatMoment(takeOut.at)}</time>
              </strong>{' '}
              (weight 0; a new run began with the other arms): {takeOut.figures}
            </p>
            {weights ? (
              <>
                <p className={styles.muted}>
                  A person can override this: putting {arms} back gives it its weight again and starts a new run.
                </p>
                <button
                  type="button"
                  className={styles.secondaryButton}
                  disabled={busy}
                  aria-label={`Override the guardrail: put ${arms} back into ${experimentName}`}
                  onClick={() => {
                    setProblem(null);
                    onSend({
                      action: 'weights',
                      weights,
                      reason: `Guardrail overridden: ${arms} put back by a person`,
                    }).catch((failure: unknown) => setProblem(errorMessage(failure)));
                  }}
                >
                  Put {arms} back
                </button>
              </>
            ) : (
              <p className={styles.muted}>The experiment changed since; this run is over.</p>
            )}
          </div>
        );
      })}
      {problem && (
        <p className={styles.dataWarning} role="alert">
          Could not override the guardrail of {experimentName}: {problem}
        </p>
      )}
    </div>
  );
}
