import {
  allowedExperimentActions,
  CHANGE_REASON_MAX_LENGTH,
  catalogPlan,
  type ExperimentChangeRequest,
  type ExperimentId,
  type ExperimentState,
  type ExperimentWeights,
  type VariantKey,
} from '@novavox/contracts-experiments';
import { useId, useState } from 'react';
import styles from '../../common/dashboard.module.css';
import type { VariantAnalysis } from '../../results/model/dashboard-analysis';
import { actionLabel, stateHeadline, visitorsGet } from '../model/experiment-state-words';
import panel from './experiment-run-panel.module.css';
import { PlanEditor } from './plan-editor';
import { SaveOrCancel } from './save-or-cancel';
import { ShipConfirmDialog } from './ship-confirm-dialog';

/** The actions one click sends, in the order their buttons stand; pausing is the quieter button. */
const ONE_CLICK_ACTIONS = ['start', 'resume', 'pause'] as const;

export interface ControlledVariant {
  key: VariantKey;
  name: string;
}

export interface ExperimentControlsProps {
  experimentId: ExperimentId;
  experimentName: string;
  state: ExperimentState;
  variants: readonly ControlledVariant[];
  /** A variant someone asked to ship from elsewhere on the card; opens the confirmation. */
  shipRequest: VariantKey | null;
  onShipRequestHandled: () => void;
  /** The run's figures, for the ship dialog. */
  figures: readonly VariantAnalysis[];
  /** The variant the verdict says to ship (A when it says keep A), null while it calls nothing. */
  recommendedShip: string | null;
  busy: boolean;
  /** Sends one change; resolves true when the api accepted it. */
  onChange: (change: ExperimentChangeRequest) => Promise<boolean>;
}

/** The card's controls over what visitors get: the state in words and the actions that state allows. */
export function ExperimentControls({
  experimentId,
  experimentName,
  state,
  variants,
  shipRequest,
  onShipRequestHandled,
  figures,
  recommendedShip,
  busy,
  onChange,
}: ExperimentControlsProps) {
  const ids = useId();
  const [reason, setReason] = useState('');
  // The control first: the page does not pick a winner for you (the verdict and decision line do).
  const [winner, setWinner] = useState<VariantKey>(variants[0]?.key ?? 'A');
  const [confirming, setConfirming] = useState<VariantKey | null>(null);
  const [editingWeights, setEditingWeights] = useState<ExperimentWeights | null>(null);
  const [editingPlan, setEditingPlan] = useState(false);
  const allowed = allowedExperimentActions[state.status];
  const shipping = confirming ?? shipRequest;

  async function send(change: ExperimentChangeRequest, reasonGiven?: string) {
    const trimmed = reasonGiven ?? reason.trim();
    const accepted = await onChange(trimmed ? { ...change, reason: trimmed } : change);
    if (accepted) {
      setReason('');
      setEditingWeights(null);
      setEditingPlan(false);
    }
    return accepted;
  }

  function closeShip() {
    setConfirming(null);
    onShipRequestHandled();
  }

  const nameOf = (key: VariantKey) => variants.find((variant) => variant.key === key)?.name ?? key;
  return (
    <section className={panel.controls} aria-label={`What visitors get from ${experimentName}`}>
      <p className={panel.state}>
        <span className={panel.stateName}>{stateHeadline(state)}</span>
        <span className={styles.muted}> · {visitorsGet(state)}</span>
      </p>
      <div className={panel.row}>
        <label htmlFor={`${ids}-reason`}>Reason (optional, kept in the history)</label>
        <input
          id={`${ids}-reason`}
          className={panel.reason}
          type="text"
          maxLength={CHANGE_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <div className={panel.row}>
        {ONE_CLICK_ACTIONS.filter((action) => allowed.includes(action)).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'pause' ? styles.secondaryButton : styles.button}
            disabled={busy}
            onClick={() => void send({ action })}
          >
            {actionLabel(action, state)}
          </button>
        ))}
        {allowed.includes('weights') && state.status === 'running' && editingWeights === null && (
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={busy}
            onClick={() => setEditingWeights(state.weights)}
          >
            {actionLabel('weights', state)}
          </button>
        )}
        {allowed.includes('plan') && state.status === 'running' && !editingPlan && (
          <button type="button" className={styles.secondaryButton} disabled={busy} onClick={() => setEditingPlan(true)}>
            {actionLabel('plan', state)}
          </button>
        )}
        {allowed.includes('conclude') && (
          <span className={panel.ship}>
            <label htmlFor={`${ids}-winner`}>Variant to ship</label>
            <select
              id={`${ids}-winner`}
              value={winner}
              onChange={(event) => setWinner(event.target.value as VariantKey)}
            >
              {variants.map((variant) => (
                <option key={variant.key} value={variant.key}>
                  {variant.key}: {variant.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={styles.dangerButton}
              disabled={busy}
              aria-label={`${actionLabel('conclude', state, winner)} to every visitor (conclude ${experimentName})`}
              onClick={() => setConfirming(winner)}
            >
              {actionLabel('conclude', state, winner)}
            </button>
          </span>
        )}
      </div>
      {editingWeights !== null && (
        <fieldset className={panel.weights}>
          <legend>New weights (a new run starts: the figures so far stay with the old run)</legend>
          {variants.map((variant) => (
            <label key={variant.key}>
              Weight of {variant.key}
              <input
                type="number"
                min={0}
                step="any"
                value={editingWeights[variant.key] ?? 0}
                onChange={(event) =>
                  setEditingWeights({ ...editingWeights, [variant.key]: Number(event.target.value) })
                }
              />
            </label>
          ))}
          <SaveOrCancel
            label="Save weights"
            busy={busy}
            onSave={() => void send({ action: 'weights', weights: editingWeights })}
            onCancel={() => setEditingWeights(null)}
          />
        </fieldset>
      )}
      {editingPlan && state.status === 'running' && (
        <PlanEditor
          plan={state.plan ?? catalogPlan(experimentId)}
          busy={busy}
          onSave={(plan) => void send({ action: 'plan', plan })}
          onCancel={() => setEditingPlan(false)}
        />
      )}
      {shipping !== null && allowed.includes('conclude') && (
        <ShipConfirmDialog
          experimentName={experimentName}
          variantKey={shipping}
          variantName={nameOf(shipping)}
          variants={figures}
          verdictAllows={recommendedShip === shipping}
          initialReason={reason.trim()}
          busy={busy}
          onCancel={closeShip}
          onConfirm={(shipReason) => {
            // Closed either way: a refusal is shown on the card, which the open dialog would keep inert.
            void send({ action: 'conclude', winner: shipping }, shipReason).then(closeShip);
          }}
        />
      )}
    </section>
  );
}
