import {
  COPY_EXPERIMENT_TEXT_LIMITS,
  type CopyExperiment,
  type CopySlotListing,
  copyPages,
  copySlots,
  slotBudget,
} from '@novavox/contracts-experiments';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { useEffect, useId, useRef, useState } from 'react';
import dashboard from '../../common/dashboard.module.css';
import {
  armField,
  armName,
  type CopyDraftForm,
  type DraftField,
  type DraftProblem,
  draftProblems,
  MAX_ARMS,
  MIN_ARMS,
  withArm,
  withArmText,
  withoutLastArm,
  withSlot,
} from '../model/copy-draft-form';
import styles from './copy-editor.module.css';
import { CopyPreview } from './copy-preview';

export interface CopyDraftFormProps {
  slots: readonly CopySlotListing[];
  initial: CopyDraftForm;
  /** The draft being edited; null writes a new one. */
  experimentId: string | null;
  busy: boolean;
  onSave: (form: CopyDraftForm) => Promise<CopyExperiment>;
  onDone: (experiment: CopyExperiment) => void;
  onCancel: () => void;
}

/**
 * Writing a copy test: a name, a hypothesis, the slots, each arm's copy (A prefilled with what the page shows now),
 * checked as typed by the api's own rule; each field's problems are tied to it (aria-describedby) and announced, and
 * a refused save lists them all, focused, with a link to each field. The preview shows the arms on the real page.
 */
export function CopyDraftFormView({
  slots,
  initial,
  experimentId,
  busy,
  onSave,
  onDone,
  onCancel,
}: CopyDraftFormProps) {
  const formId = useId();
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const problems = draftProblems(form);
  const shownProblems = problems.filter((problem) => submitted || touched.has(problem.field));
  const problemsOf = (field: DraftField) => shownProblems.filter((problem) => problem.field === field);
  const idOf = (field: DraftField) => `${formId}-${field}`;
  const current = new Map(slots.map((slot) => [slot.id, slot.current]));

  // Opening the form moves focus to its heading, so a screen reader starts reading at the form.
  useEffect(() => headingRef.current?.focus(), []);

  function edit(field: DraftField, next: CopyDraftForm) {
    setForm(next);
    setTouched((before) => new Set(before).add(field));
  }

  async function save() {
    setSubmitted(true);
    setSaveError(null);
    if (problems.length > 0) {
      // After React shows the summary.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    try {
      onDone(await onSave(form));
    } catch (error) {
      setSaveError(errorMessage(error));
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  }

  const describedBy = (field: DraftField, hint?: string) =>
    [hint, problemsOf(field).length > 0 ? `${idOf(field)}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const errorText = (field: DraftField) => (
    // Always present and polite: a problem appearing as one types is announced without taking the focus.
    <p id={`${idOf(field)}-error`} className={styles.error} aria-live="polite">
      {problemsOf(field)
        .map((problem) => problem.text)
        .join(' ')}
    </p>
  );
  const title = experimentId ? `Edit draft: ${initial.name}` : 'New copy test';

  return (
    <section className={styles.form} aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {submitted && (problems.length > 0 || saveError) && (
        <div ref={summaryRef} className={styles.summary} role="alert" tabIndex={-1}>
          <h4>{saveError ? 'The draft was not saved' : 'Fix these before saving'}</h4>
          <ul>
            {saveError && <li>{saveError}</li>}
            {problems.map((problem: DraftProblem) => (
              <li key={`${problem.field}:${problem.text}`}>
                <a
                  href={`#${idOf(problem.field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(idOf(problem.field))?.focus();
                  }}
                >
                  {problem.text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className={styles.field}>
        <label htmlFor={idOf('name')}>Name</label>
        <input
          id={idOf('name')}
          className={styles.text}
          value={form.name}
          maxLength={COPY_EXPERIMENT_TEXT_LIMITS.name}
          aria-invalid={problemsOf('name').length > 0}
          aria-describedby={describedBy('name')}
          onChange={(event) => edit('name', { ...form, name: event.target.value })}
        />
        {errorText('name')}
      </div>
      <div className={styles.field}>
        <label htmlFor={idOf('hypothesis')}>Hypothesis</label>
        <p id={`${idOf('hypothesis')}-hint`} className={styles.hint}>
          What you expect to change, and why: kept with the test.
        </p>
        <textarea
          id={idOf('hypothesis')}
          className={styles.text}
          rows={3}
          maxLength={COPY_EXPERIMENT_TEXT_LIMITS.hypothesis}
          value={form.hypothesis}
          aria-invalid={problemsOf('hypothesis').length > 0}
          aria-describedby={describedBy('hypothesis', `${idOf('hypothesis')}-hint`)}
          onChange={(event) => edit('hypothesis', { ...form, hypothesis: event.target.value })}
        />
        {errorText('hypothesis')}
      </div>

      <fieldset className={styles.fieldset} aria-describedby={describedBy('slots')}>
        <legend className={styles.legend}>Slots to test (page {copyPages[0]})</legend>
        <div className={styles.slotChoices}>
          {slots.map((slot, index) => (
            <label key={slot.id} className={styles.slotChoice}>
              <input
                type="checkbox"
                id={index === 0 ? idOf('slots') : undefined}
                checked={form.slots.includes(slot.id)}
                onChange={(event) => edit('slots', withSlot(form, slot.id, event.target.checked, slot.current))}
              />
              <span>
                {slot.label}
                <span className={styles.hint}> ({slot.where})</span>
              </span>
            </label>
          ))}
        </div>
        {errorText('slots')}
      </fieldset>

      {form.arms.map((arm, index) => (
        <fieldset key={armName(index)} className={styles.fieldset}>
          <legend className={styles.legend}>{armName(index)}</legend>
          {form.slots.length === 0 && <p className={styles.hint}>Choose a slot above to write this arm's copy.</p>}
          {form.slots.map((slot) => {
            const field = armField(index, slot);
            const bounds = copySlots[slot];
            const budget = slotBudget(bounds);
            const text = arm[slot] ?? '';
            const hintId = `${idOf(field)}-hint`;
            return (
              <div key={slot} className={styles.field}>
                <label htmlFor={idOf(field)}>
                  {armName(index).replace(' (control)', '')}, {bounds.label}
                </label>
                <p id={hintId} className={styles.hint}>
                  {[...text].length} of at most {budget.characters} characters (fits 320 px at {budget.charsPerLine} a
                  line){index === 0 ? `. On the page now: “${current.get(slot) ?? bounds.defaultText}”` : ''}
                </p>
                <textarea
                  id={idOf(field)}
                  className={styles.text}
                  rows={bounds.lines === 'one' ? 1 : 2}
                  value={text}
                  aria-invalid={problemsOf(field).length > 0}
                  aria-describedby={describedBy(field, hintId)}
                  onChange={(event) => edit(field, withArmText(form, index, slot, event.target.value))}
                />
                {errorText(field)}
              </div>
            );
          })}
        </fieldset>
      ))}
      {errorText('arms')}

      <div className={styles.row}>
        <button
          type="button"
          id={idOf('arms')}
          className={dashboard.secondaryButton}
          disabled={form.arms.length >= MAX_ARMS}
          onClick={() => edit('arms', withArm(form))}
        >
          Add an arm
        </button>
        <button
          type="button"
          className={dashboard.secondaryButton}
          disabled={form.arms.length <= MIN_ARMS}
          onClick={() => edit('arms', withoutLastArm(form))}
        >
          Remove the last arm
        </button>
        <button
          type="button"
          className={dashboard.secondaryButton}
          aria-expanded={previewing}
          disabled={form.slots.length === 0}
          onClick={() => setPreviewing(!previewing)}
        >
          {previewing ? 'Close the preview' : 'Preview on the page'}
        </button>
      </div>
      {previewing && form.slots.length > 0 && (
        <CopyPreview
          name={form.name.trim() || 'New copy test'}
          page={copyPages[0]}
          slots={form.slots}
          arms={form.arms}
        />
      )}
      <div className={styles.row}>
        <button type="button" className={dashboard.button} disabled={busy} onClick={() => void save()}>
          Save draft
        </button>
        <button type="button" className={dashboard.secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
