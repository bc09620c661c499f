import {
  CHANGE_REASON_MAX_LENGTH,
  type CopyExperiment,
  copySlots,
  type VariantKey,
} from '@novavox/contracts-experiments';
import { useId, useState } from 'react';
import { CancelThenConfirm } from '../../common/cancel-then-confirm';
import { DashboardDialog } from '../../common/dashboard-dialog';
import type { CopyChange } from '../api/copy-admin-api';
import styles from './copy-editor.module.css';

export type CopyAction = CopyChange['action'];

export interface CopyActionDialogProps {
  experiment: CopyExperiment;
  action: CopyAction;
  busy: boolean;
  /** The api's refusal of the last attempt, if any. */
  error: string | null;
  onConfirm: (change: CopyChange) => void;
  onCancel: () => void;
}

const slotLabels = (experiment: CopyExperiment) => experiment.slots.map((slot) => copySlots[slot].label).join(', ');

/**
 * Every change to a created experiment is confirmed here, with what it does to visitors and a reason for the
 * history (required to ship: whoever reads the history later learns why this copy became the page's).
 */
export function CopyActionDialog({ experiment, action, busy, error, onConfirm, onCancel }: CopyActionDialogProps) {
  const reasonId = useId();
  const errorId = useId();
  const armsName = useId();
  const [reason, setReason] = useState('');
  const [variant, setVariant] = useState<VariantKey | null>(null);
  const name = experiment.name;
  const letters = experiment.variants.map((entry) => entry.key);
  const missingReason = action === 'ship' && reason.trim() === '';
  const ready = !busy && !missingReason && (action !== 'ship' || variant !== null);
  const confirmLabel = {
    start: 'Start the test',
    stop: 'Stop the test',
    ship: variant ? `Ship ${variant} to everyone` : 'Ship to everyone',
    rollback: 'Roll back',
  }[action];

  return (
    <DashboardDialog
      title={
        {
          start: `Start ${name}?`,
          stop: `Stop ${name}?`,
          ship: `Ship an arm of ${name}?`,
          rollback: `Roll back ${name}?`,
        }[action]
      }
      onClose={onCancel}
    >
      <p>
        {
          {
            start: `From their next page load, visitors are split evenly between arms ${letters.join(', ')} of ${slotLabels(experiment)}. The text cannot be edited once started.`,
            stop: `Every visitor sees the slots' current copy again on their next page load. A stopped test can still ship an arm.`,
            ship: `The arm's copy becomes the page's copy of ${slotLabels(experiment)} for every visitor, prerendered pages included, with no deploy. The test ends.`,
            rollback: `Each slot gets back the copy it had before this test shipped, for every visitor.`,
          }[action]
        }
      </p>
      {action === 'ship' && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Arm to ship</legend>
          {experiment.variants.map((entry) => (
            <label key={entry.key} className={styles.slotChoice}>
              <input
                type="radio"
                name={armsName}
                checked={variant === entry.key}
                onChange={() => setVariant(entry.key)}
              />
              <span>
                <strong>{entry.key}</strong>: {experiment.slots.map((slot) => entry.copy[slot] ?? '').join(' · ')}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.field}>
        <label htmlFor={reasonId}>
          {action === 'ship'
            ? 'Why ship it? (required, kept in the history)'
            : 'Reason (optional, kept in the history)'}
        </label>
        <textarea
          id={reasonId}
          className={styles.text}
          rows={2}
          maxLength={CHANGE_REASON_MAX_LENGTH}
          value={reason}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {error ?? ''}
      </p>
      <CancelThenConfirm
        confirmLabel={confirmLabel}
        danger={action === 'stop' || action === 'rollback'}
        disabled={!ready}
        onCancel={onCancel}
        onConfirm={() =>
          onConfirm(action === 'ship' ? { action, variant: variant as VariantKey, reason } : { action, reason })
        }
      />
    </DashboardDialog>
  );
}
