import type { ExperimentPlan } from '@novavox/contracts-experiments';
import { useId, useState } from 'react';
import panel from './experiment-run-panel.module.css';
import { SaveOrCancel } from './save-or-cancel';

/** Percent as typed ("3", "0.5") from a share (0.03, 0.005), without float noise. */
const percentOf = (share: number) => String(Number((share * 100).toPrecision(6)));

export interface PlanEditorProps {
  plan: ExperimentPlan;
  busy: boolean;
  onSave: (plan: ExperimentPlan) => void;
  onCancel: () => void;
}

/**
 * A new plan for a running experiment, in percent as a marketer thinks of it. Saving starts a new run: the verdict is
 * tuned from the plan once, when a run starts (docs/statistics.md, "N* is fixed for a run"). The api checks the plan
 * and the card shows its refusal.
 */
export function PlanEditor({ plan, busy, onSave, onCancel }: PlanEditorProps) {
  const ids = useId();
  const [baseline, setBaseline] = useState(percentOf(plan.baselineRate));
  const [lift, setLift] = useState(percentOf(plan.minimumDetectableEffect));
  return (
    <fieldset className={panel.weights}>
      <legend>New plan (a new run starts: the figures so far stay with the old run)</legend>
      <label htmlFor={`${ids}-baseline`}>
        A's conversion rate (%)
        <input
          id={`${ids}-baseline`}
          type="number"
          min={0}
          max={100}
          step="any"
          value={baseline}
          onChange={(event) => setBaseline(event.target.value)}
        />
      </label>
      <label htmlFor={`${ids}-lift`}>
        Smallest lift worth finding (%)
        <input
          id={`${ids}-lift`}
          type="number"
          min={0}
          step="any"
          value={lift}
          onChange={(event) => setLift(event.target.value)}
        />
      </label>
      <SaveOrCancel
        label="Save plan"
        busy={busy}
        onSave={() => onSave({ baselineRate: Number(baseline) / 100, minimumDetectableEffect: Number(lift) / 100 })}
        onCancel={onCancel}
      />
    </fieldset>
  );
}
