import { experimentMemoryInputSchema, MEMORY_LIMITS } from '@novavox/contracts-api/experiment-memory';
import { formatMoment } from '@novavox/contracts-api/team';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiRefusal } from '../../common/api-refusal';
import styles from '../../common/dashboard.module.css';
import { useExperimentMemory } from '../hooks/use-experiment-memory';
import memory from './memory.module.css';
import { MemoryField } from './memory-field';
import { ProblemAlert } from './messages';
import { ShareResultsLink } from './share-results-link';

export interface ExperimentMemoryPanelProps {
  experimentId: string;
  experimentName: string;
  adminEndpoint: string;
}

type FieldErrors = Partial<Record<'hypothesis' | 'notes', string>>;

/** The contract's field errors (the same rules the api applies), by field. */
function checkLocally(hypothesis: string, notes: string): FieldErrors {
  const parsed = experimentMemoryInputSchema.safeParse({ hypothesis, notes, version: 0 });
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'hypothesis' || field === 'notes') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The hypothesis and notes of one experiment, on its card (docs/experiment-memory.md): read, edited by the team
 * (every save kept with who and when, listed under "Edits"), and the card's read-only share link.
 */
export function ExperimentMemoryPanel({ experimentId, experimentName, adminEndpoint }: ExperimentMemoryPanelProps) {
  const { query, save } = useExperimentMemory(adminEndpoint, experimentId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ hypothesis: '', notes: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const hypothesisRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  // Where focus goes once the next state is drawn: the first field, the Edit button, or the "Saved" message.
  const [focusTarget, setFocusTarget] = useState<'hypothesis' | 'edit' | 'saved' | null>(null);
  useEffect(() => {
    if (focusTarget === null) return;
    const refs = { hypothesis: hypothesisRef, edit: editRef, saved: savedRef };
    refs[focusTarget].current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);
  const id = useId();
  const titleId = `${id}-title`;
  const current = query.data;

  function startEditing() {
    if (!current) return;
    setDraft({ hypothesis: current.hypothesis, notes: current.notes });
    setErrors({});
    setProblem(null);
    setSaved(false);
    setEditing(true);
    setFocusTarget('hypothesis');
  }

  function stopEditing() {
    setEditing(false);
    setFocusTarget('edit');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!current) return;
    const local = checkLocally(draft.hypothesis, draft.notes);
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length > 0) return;
    try {
      await save.mutateAsync({ ...draft, version: current.version });
      setEditing(false);
      setSaved(true);
      setFocusTarget('saved');
    } catch (error) {
      if (error instanceof ApiRefusal) {
        setErrors({ hypothesis: error.fields.hypothesis, notes: error.fields.notes });
        setProblem(error.message);
      } else setProblem(errorMessage(error));
    }
  }

  const latest = current?.edits[0];
  return (
    <section className={memory.memory} aria-labelledby={titleId}>
      <h3 id={titleId}>Hypothesis and notes</h3>
      {query.isPending && <p className={styles.status}>Loading the hypothesis and notes…</p>}
      {query.isError && (
        <p role="alert" className={styles.negative}>
          Could not read the hypothesis and notes: {query.error.message}
        </p>
      )}
      {current && !editing && (
        <>
          <p className={memory.text}>
            <strong>Hypothesis:</strong> {current.hypothesis || <span className={styles.muted}>none written yet</span>}
          </p>
          <p className={memory.text}>
            <strong>Notes:</strong> {current.notes || <span className={styles.muted}>none yet</span>}
          </p>
          {saved && (
            <p ref={savedRef} tabIndex={-1} role="status" className={styles.positive}>
              Saved as version {current.version}.
            </p>
          )}
          {latest && (
            <p className={styles.muted}>
              Last edited by {latest.actor} on <time dateTime={latest.at}>{formatMoment(latest.at)}</time>.
            </p>
          )}
          <div className={memory.buttons}>
            <button
              ref={editRef}
              type="button"
              className={`${styles.secondaryButton} ${styles.small}`}
              aria-label={`Edit the hypothesis and notes of ${experimentName}`}
              onClick={startEditing}
            >
              Edit
            </button>
          </div>
          {current.edits.length > 0 && (
            <details className={styles.disclosure}>
              <summary>Edits ({current.edits.length})</summary>
              <ol reversed>
                {current.edits.map((edit) => (
                  <li key={edit.version}>
                    <time dateTime={edit.at}>{formatMoment(edit.at)}</time> by <strong>{edit.actor}</strong>:{' '}
                    {edit.hypothesis || '(no hypothesis)'}
                    {edit.notes && <span className={memory.text}> — {edit.notes}</span>}
                  </li>
                ))}
              </ol>
            </details>
          )}
        </>
      )}
      {current && editing && (
        <form
          className={memory.form}
          onSubmit={submit}
          noValidate
          aria-label={`Hypothesis and notes of ${experimentName}`}
        >
          <MemoryField
            id={`${id}-hypothesis`}
            label={`Hypothesis (one line, at most ${MEMORY_LIMITS.hypothesis} characters)`}
            value={draft.hypothesis}
            maxLength={MEMORY_LIMITS.hypothesis}
            error={errors.hypothesis}
            inputRef={hypothesisRef}
            onChange={(hypothesis) => setDraft({ ...draft, hypothesis })}
          />
          <MemoryField
            id={`${id}-notes`}
            label={`Notes (what was learned; at most ${MEMORY_LIMITS.notes} characters)`}
            value={draft.notes}
            maxLength={MEMORY_LIMITS.notes}
            error={errors.notes}
            multiline
            onChange={(notes) => setDraft({ ...draft, notes })}
          />
          <ProblemAlert problem={problem} />
          <div className={memory.buttons}>
            <button type="submit" className={styles.button} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className={styles.secondaryButton} onClick={stopEditing}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <ShareResultsLink experimentId={experimentId} experimentName={experimentName} adminEndpoint={adminEndpoint} />
    </section>
  );
}
