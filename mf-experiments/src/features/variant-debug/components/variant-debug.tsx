import {
  type AssignmentSource,
  clearAllVariantAssignments,
  DEBUG_EVENT_CATEGORY,
  type ExperimentId,
  type ExperimentStates,
  experimentIds,
  findVariant,
  getForcedVariant,
  resolveVariant,
  setForcedVariant,
  type VariantAssignment,
  type VariantKey,
  variantKeys,
} from '@novavox/contracts-experiments';
import { emit, useRuntimeConfig } from '@novavox/contracts-runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { OptionSelect } from '../../../components/option-select';
import { useDebugLog } from '../hooks/use-debug-log';
import { DebugLog } from './debug-log';
import styles from './variant-debug.module.css';

/** The experiments whose assignment the page shows (requirements §2). */
export const shownExperiments: readonly ExperimentId[] = [
  'family_headline',
  'cta_button_text',
  'cta_button_color',
  'subheadline',
];
export const RELOAD_DELAY_MS = 1500;
export const DEBUG_EVENT_LABEL = 'variant_debug_page';

const sourceLabels: Record<AssignmentSource, string> = {
  forced: 'forced',
  bot: 'automated browser: control',
  'not-started': 'not started: control',
  paused: 'paused: control',
  concluded: 'concluded: the winner for everyone',
  'experiment-disabled': 'disabled in this browser: control',
  'no-storage': 'no browser storage: control',
  assigned: 'assigned',
};

function runningCount(experiments: ExperimentStates): number {
  return Object.values(experiments).filter((state) => state.status === 'running').length;
}

export interface VariantDebugProps {
  /** Reloads the page after clearing; replaced in tests. */
  reloadPage?: () => void;
}

const experimentOptions = experimentIds.map((id) => ({ value: id, label: id }));

export function VariantDebug({ reloadPage = () => window.location.reload() }: VariantDebugProps) {
  const { experiments } = useRuntimeConfig();
  const forceSelectId = useId();
  const { lines, add, clear } = useDebugLog();
  const [experimentId, setExperimentId] = useState<ExperimentId>('family_headline');
  const resolveShown = () => shownExperiments.map((id) => resolveVariant(id, { experiments }));
  // Read once and again only when forcing changes: after clearing, nothing may be assigned anew before the reload.
  const [assignments, setAssignments] = useState<VariantAssignment[]>(resolveShown);
  const [forced, setForced] = useState<VariantKey | null>(() => getForcedVariant(experimentId));
  const [cleared, setCleared] = useState(false);
  const logged = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the assignments are logged once, on arrival
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    for (const assignment of assignments) {
      add(
        'variant',
        `${assignment.experimentId} → variant ${assignment.variantId} (${sourceLabels[assignment.source]})`,
      );
    }
  }, []);

  useEffect(() => {
    if (!cleared) return;
    const timer = window.setTimeout(reloadPage, RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [cleared, reloadPage]);

  function clearAll() {
    clearAllVariantAssignments();
    // Forcing went with the stored assignments: the status line must say so during the wait for the reload.
    setForced(null);
    setCleared(true);
  }

  function selectExperiment(id: ExperimentId) {
    setExperimentId(id);
    setForced(getForcedVariant(id));
  }

  function force(value: string) {
    const variant = variantKeys.find((key) => key === value) ?? null;
    setForcedVariant(experimentId, variant);
    setForced(getForcedVariant(experimentId));
    setAssignments(resolveShown());
    add(
      'variant',
      variant
        ? `${experimentId} forced to variant ${variant}`
        : `${experimentId} no longer forced (natural assignment)`,
    );
  }

  function send(type: 'experiment/impression' | 'experiment/conversion') {
    // Test events always go out, also from automated browsers: this page exists to check the pipeline.
    const variantId: VariantKey = forced ?? resolveVariant(experimentId, { experiments }).variantId;
    emit({ type, experimentId, variantId, category: DEBUG_EVENT_CATEGORY, label: DEBUG_EVENT_LABEL });
  }

  return (
    <section className={styles.page} aria-labelledby="variant-debug-title">
      <h1 id="variant-debug-title" className={styles.title}>
        Variant Debug
      </h1>
      <p className={styles.intro}>
        Check which variants this browser sees, force one, and send test events (category {DEBUG_EVENT_CATEGORY}).
        {runningCount(experiments)} of {experimentIds.length} experiments running; the others show variant A (or a
        concluded experiment's winner) unless forced.
      </p>

      <section className={styles.panel} aria-labelledby="assigned-title">
        <h2 id="assigned-title">Current Variant Assignments</h2>
        <dl className={styles.assignments}>
          {assignments.map((assignment) => (
            <div key={assignment.experimentId}>
              <dt>{assignment.experimentId}</dt>
              <dd>
                <strong>Variant {assignment.variantId}</strong>
                {` · ${findVariant(assignment.experimentId, assignment.variantId)?.name ?? ''}`}
                <span className={styles.muted}> ({sourceLabels[assignment.source]})</span>
              </dd>
            </div>
          ))}
        </dl>
        <button type="button" className={styles.dangerButton} onClick={clearAll} disabled={cleared}>
          Clear All Variant Assignments
        </button>
        {cleared && (
          <p role="status" className={styles.notice}>
            Variant assignments cleared! Refreshing page...
          </p>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="force-title">
        <h2 id="force-title">Force a Variant</h2>
        <div className={styles.controls}>
          <OptionSelect
            label="Experiment"
            options={experimentOptions}
            value={experimentId}
            onChange={selectExperiment}
          />
          <div className={styles.field}>
            <label htmlFor={forceSelectId}>Force variant</label>
            <select
              id={forceSelectId}
              className={styles.select}
              value={forced ?? ''}
              onChange={(event) => force(event.target.value)}
            >
              <option value="">No forcing (use random)</option>
              {variantKeys.map((key) => (
                <option key={key} value={key} disabled={!findVariant(experimentId, key)}>
                  {key === 'A' ? 'A (Control)' : key}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className={styles.statusLine} role="status">
          {forced
            ? `Currently forcing: ${experimentId} → variant ${forced}`
            : 'Not forcing any variant (showing natural assignments)'}
        </p>
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={() => send('experiment/impression')}>
            Send Test Impression
          </button>
          <button type="button" className={styles.button} onClick={() => send('experiment/conversion')}>
            Send Test Conversion
          </button>
        </div>
      </section>

      <DebugLog lines={lines} onClear={clear} />
    </section>
  );
}
