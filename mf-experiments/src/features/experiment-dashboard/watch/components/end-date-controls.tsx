import {
  allowedExperimentActions,
  type EndAction,
  type ExperimentChangeRequest,
  endActions,
} from '@novavox/contracts-experiments';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { useId, useState } from 'react';
import { ApiRefusal } from '../../common/api-refusal';
import styles from '../../common/dashboard.module.css';
import { errorWiring } from '../../common/field-wiring';
import { endActionChoice, endAt, endFields, endMomentLine, runEnd } from '../model/end-date-words';
import watch from './watch.module.css';
import type { WatchControlProps } from './watch-control-props';

type FieldErrors = Partial<Record<'at' | 'action', string>>;

/**
 * The run's end date and what happens then (docs/experiment-watch.md, "End dates"): set when starting a run, or
 * set, changed and cleared on a running or paused one. The api's message for a field stands next to that field.
 */
export function EndDateControls({ experimentName, state, busy, onSend }: WatchControlProps) {
  const ids = useId();
  const end = runEnd(state);
  const [day, setDay] = useState(() => endFields(end).day);
  const [time, setTime] = useState(() => endFields(end).time);
  const [action, setAction] = useState<EndAction>(end?.action ?? 'ship_winner');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const allowed = allowedExperimentActions[state.status];
  const schedules = allowed.includes('schedule');
  const starts = !schedules && allowed.includes('start');
  if (!schedules && !starts) return null;

  async function send(change: ExperimentChangeRequest, said: string) {
    setErrors({});
    setProblem(null);
    setDone('');
    try {
      await onSend(change);
      setDone(said);
    } catch (failure) {
      if (failure instanceof ApiRefusal) {
        const fields: FieldErrors = {
          at: failure.fields['end.at'] ?? failure.fields.end,
          action: failure.fields['end.action'],
        };
        setErrors(fields);
        if (!fields.at && !fields.action) setProblem(failure.message);
      } else {
        setProblem(errorMessage(failure));
      }
    }
  }

  function submit() {
    const at = endAt(day, time);
    if (at === null) {
      setErrors({ at: day ? 'must be a date and a time (UTC)' : 'must be given: pick a day' });
      setDone('');
      return;
    }
    const chosen = { at, action };
    const line = endMomentLine(chosen);
    if (starts) void send({ action: 'start', end: chosen }, `${experimentName} started. ${line}.`);
    else void send({ action: 'schedule', end: chosen }, `${experimentName}: ${line}.`);
  }

  const wiring = (field: keyof FieldErrors) => errorWiring(`${ids}-${field}-error`, errors[field]);
  // The day and the time are two inputs of one field, the end moment: both answer to its error.
  const momentPart = (part: 'day' | 'time', label: string, value: string, change: (value: string) => void) => (
    <span className={watch.field}>
      <label htmlFor={`${ids}-${part}`}>{label}</label>
      <input
        id={`${ids}-${part}`}
        type={part === 'day' ? 'date' : 'time'}
        value={value}
        {...wiring('at')}
        onChange={(event) => change(event.target.value)}
      />
    </span>
  );
  return (
    <div>
      <p className={watch.line}>
        {end ? (
          <strong>{endMomentLine(end)}</strong>
        ) : (
          <span className={styles.muted}>No end date: the run goes on until someone stops it.</span>
        )}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className={watch.endForm}>
          <legend>{starts ? 'Start a run with an end date' : end ? 'Change the end date' : 'Set an end date'}</legend>
          {momentPart('day', 'End date (UTC)', day, setDay)}
          {momentPart('time', 'Time (UTC)', time, setTime)}
          <span className={watch.field}>
            <label htmlFor={`${ids}-action`}>At the end</label>
            <select
              id={`${ids}-action`}
              value={action}
              {...wiring('action')}
              onChange={(event) => setAction(event.target.value as EndAction)}
            >
              {endActions.map((choice) => (
                <option key={choice} value={choice}>
                  {endActionChoice(choice)}
                </option>
              ))}
            </select>
          </span>
          <span className={watch.buttons}>
            <button type="submit" className={styles.button} disabled={busy}>
              {starts ? 'Start with this end date' : end ? 'Change end date' : 'Set end date'}
            </button>
            {end && (
              <button
                type="button"
                className={styles.secondaryButton}
                disabled={busy}
                onClick={() => void send({ action: 'schedule', end: null }, `${experimentName}: end date cleared.`)}
              >
                Clear end date
              </button>
            )}
          </span>
        </fieldset>
        {errors.at && (
          <p id={`${ids}-at-error`} className={watch.fieldError}>
            End date: {errors.at}
          </p>
        )}
        {errors.action && (
          <p id={`${ids}-action-error`} className={watch.fieldError}>
            At the end: {errors.action}
          </p>
        )}
      </form>
      {problem && (
        <p className={styles.dataWarning} role="alert">
          Could not change the end date of {experimentName}: {problem}
        </p>
      )}
      {/* A polite live region, not role=status: the card's one status is the run panel's announcement. */}
      <p className={watch.line} aria-live="polite">
        {done}
      </p>
    </div>
  );
}
