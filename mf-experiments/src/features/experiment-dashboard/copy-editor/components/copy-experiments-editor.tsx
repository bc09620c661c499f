import { formatMoment } from '@novavox/contracts-api/team';
import {
  type CopyExperiment,
  type CopyExperimentStatus,
  type CopySlotListing,
  copySlots,
} from '@novavox/contracts-experiments';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { useEffect, useRef, useState } from 'react';
import dashboard from '../../common/dashboard.module.css';
import type { CopyChange } from '../api/copy-admin-api';
import { useCopyChanges, useCopyExperimentHistory, useCopyExperiments, useCopySlots } from '../hooks/use-copy-admin';
import { type CopyDraftForm, draftFormOf, draftOf, emptyDraftForm } from '../model/copy-draft-form';
import { type CopyAction, CopyActionDialog } from './copy-action-dialog';
import { CopyDraftFormView } from './copy-draft-form';
import styles from './copy-editor.module.css';
import { CopyPreview } from './copy-preview';
import { SlotCopyTable } from './slot-copy-table';

export interface CopyExperimentsEditorProps {
  /** The api's `/admin/copy`. */
  endpoint: string;
}

/** What each status lets the team do next (the api enforces the same, docs/copy-experiments.md). */
const actionsFor: Record<CopyExperimentStatus, readonly CopyAction[]> = {
  draft: ['start'],
  running: ['stop', 'ship'],
  stopped: ['ship'],
  shipped: ['rollback'],
  rolled_back: [],
};

const actionButton: Record<CopyAction, string> = {
  start: 'Start…',
  stop: 'Stop…',
  ship: 'Ship an arm…',
  rollback: 'Roll back…',
};

const done: Record<CopyAction, string> = {
  start: 'started: visitors now see its arms',
  stop: 'stopped: every visitor sees the slots’ copy again',
  ship: 'shipped: its copy is now the page’s copy',
  rollback: 'rolled back: the slots show their copy from before the ship',
};

export function statusText(experiment: CopyExperiment): string {
  const since = (iso: string | null) => (iso ? ` ${formatMoment(iso)}` : '');
  switch (experiment.status) {
    case 'draft':
      return 'Draft: nobody sees it until it starts';
    case 'running':
      return `Running since${since(experiment.startedAt)}`;
    case 'stopped':
      return `Stopped${since(experiment.endedAt)}`;
    case 'shipped':
      return `Shipped arm ${experiment.shippedVariant ?? '?'}${since(experiment.endedAt)}`;
    case 'rolled_back':
      return `Rolled back (arm ${experiment.shippedVariant ?? '?'} had shipped)`;
  }
}

/**
 * Copy tests without a developer (issue 48): write a test on the page's copy slots, preview each arm on the real
 * page at 390 and 1280 px, then start, stop, ship an arm and roll it back; each slot's copy and history below.
 */
export function CopyExperimentsEditor({ endpoint }: CopyExperimentsEditorProps) {
  const slots = useCopySlots(endpoint);
  const experiments = useCopyExperiments(endpoint);
  const { save, change } = useCopyChanges(endpoint);
  const [editing, setEditing] = useState<{ id: string | null; form: CopyDraftForm } | null>(null);
  const [dialog, setDialog] = useState<{ experiment: CopyExperiment; action: CopyAction } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newButtonRef = useRef<HTMLButtonElement>(null);

  // The test's heading takes focus once nothing modal is open (while a dialog is, the page behind is inert).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  useEffect(() => {
    if (dialog || !focusTarget) return;
    document.getElementById(`copy-test-${focusTarget}`)?.focus();
    setFocusTarget(null);
  }, [dialog, focusTarget]);
  const focusExperiment = (id: string) => setFocusTarget(id);

  async function confirm(request: CopyChange) {
    if (!dialog) return;
    const { experiment } = dialog;
    setDialogError(null);
    try {
      await change.mutateAsync({ id: experiment.id, request });
      setDialog(null);
      setAnnouncement(`${experiment.name} ${done[request.action]}.`);
      focusExperiment(experiment.id);
    } catch (error) {
      setDialogError(errorMessage(error));
    }
  }

  const loadError = slots.error ?? experiments.error;
  return (
    <section className={styles.section} aria-labelledby="copy-tests-title">
      <h2 id="copy-tests-title">Copy tests</h2>
      <p className={styles.lead}>
        Test new words on the landing page without a developer: choose the texts to test, write each arm, preview it on
        the page at a phone's and a laptop's width, then start it. Visitors see their arm from the first frame.
      </p>
      <p className={styles.hint} role="status">
        {announcement}
      </p>
      {loadError && (
        <p className={dashboard.warning} role="alert">
          {loadError.message}
        </p>
      )}

      {editing && slots.data ? (
        <CopyDraftFormView
          key={editing.id ?? 'new'}
          slots={slots.data}
          initial={editing.form}
          experimentId={editing.id}
          busy={save.isPending}
          onSave={(form) => save.mutateAsync({ draft: draftOf(form), id: editing.id })}
          onDone={(experiment) => {
            setEditing(null);
            setAnnouncement(`Draft ${experiment.name} saved.`);
            focusExperiment(experiment.id);
          }}
          onCancel={() => {
            setEditing(null);
            requestAnimationFrame(() => newButtonRef.current?.focus());
          }}
        />
      ) : (
        <button
          type="button"
          ref={newButtonRef}
          className={dashboard.button}
          disabled={!slots.data}
          onClick={() => setEditing({ id: null, form: emptyDraftForm() })}
        >
          New copy test
        </button>
      )}

      <h3>Tests</h3>
      {experiments.data?.length === 0 && <p className={styles.hint}>No copy tests yet.</p>}
      <ul className={styles.experiments}>
        {experiments.data?.map((experiment) => (
          <li key={experiment.id} className={styles.experiment}>
            <h4 id={`copy-test-${experiment.id}`} tabIndex={-1}>
              {experiment.name}
            </h4>
            <p>
              <strong>{statusText(experiment)}</strong> ·{' '}
              {experiment.slots.map((slot) => copySlots[slot].label).join(', ')}
            </p>
            <p>Hypothesis: {experiment.hypothesis}</p>
            <ul className={styles.arms} aria-label={`Arms of ${experiment.name}`}>
              {experiment.variants.map((variant) => (
                <li key={variant.key}>
                  <strong>{variant.key}</strong>: {experiment.slots.map((slot) => variant.copy[slot] ?? '').join(' · ')}
                </li>
              ))}
            </ul>
            <div className={styles.row}>
              {experiment.status === 'draft' && (
                <button
                  type="button"
                  className={dashboard.secondaryButton}
                  disabled={!slots.data}
                  onClick={() => setEditing({ id: experiment.id, form: draftFormOf(experiment) })}
                  aria-label={`Edit ${experiment.name}`}
                >
                  Edit
                </button>
              )}
              {(experiment.status === 'draft' || experiment.status === 'running') && (
                <button
                  type="button"
                  className={dashboard.secondaryButton}
                  aria-expanded={previewId === experiment.id}
                  aria-label={`${previewId === experiment.id ? 'Close the preview of' : 'Preview'} ${experiment.name}`}
                  onClick={() => setPreviewId(previewId === experiment.id ? null : experiment.id)}
                >
                  {previewId === experiment.id ? 'Close the preview' : 'Preview'}
                </button>
              )}
              {actionsFor[experiment.status].map((action) => (
                <button
                  key={action}
                  type="button"
                  className={action === 'start' || action === 'ship' ? dashboard.button : dashboard.secondaryButton}
                  aria-label={`${actionButton[action].replace('…', '')} ${experiment.name}`}
                  onClick={() => {
                    setDialogError(null);
                    setDialog({ experiment, action });
                  }}
                >
                  {actionButton[action]}
                </button>
              ))}
            </div>
            {previewId === experiment.id && (
              <CopyPreview
                name={experiment.name}
                page={experiment.page}
                slots={experiment.slots}
                arms={experiment.variants.map((variant) => variant.copy)}
              />
            )}
            <ExperimentHistory endpoint={endpoint} experiment={experiment} />
          </li>
        ))}
      </ul>

      {slots.data && <SlotCopyTable endpoint={endpoint} slots={slots.data} />}

      {dialog && (
        <CopyActionDialog
          experiment={dialog.experiment}
          action={dialog.action}
          busy={change.isPending}
          error={dialogError}
          onConfirm={(request) => void confirm(request)}
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}

/** The experiment's changes, read when opened. */
function ExperimentHistory({ endpoint, experiment }: { endpoint: string; experiment: CopyExperiment }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={dashboard.disclosure} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>History of {experiment.name}</summary>
      {open && <ExperimentHistoryList endpoint={endpoint} id={experiment.id} />}
    </details>
  );
}

function ExperimentHistoryList({ endpoint, id }: { endpoint: string; id: string }) {
  const history = useCopyExperimentHistory(endpoint, id);
  if (history.error) return <p className={styles.error}>{history.error.message}</p>;
  if (!history.data) return <p className={styles.hint}>Loading…</p>;
  if (history.data.length === 0) return <p className={styles.hint}>No changes yet.</p>;
  return (
    <ol className={styles.history}>
      {history.data.map((entry) => (
        <li key={entry.id}>
          {formatMoment(entry.at)}: {entry.action} by {entry.actor} ({entry.before} → {entry.after})
          {entry.reason ? `: “${entry.reason}”` : ''}
        </li>
      ))}
    </ol>
  );
}

export type { CopySlotListing };
