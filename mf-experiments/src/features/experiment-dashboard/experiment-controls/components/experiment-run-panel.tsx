import { type ExperimentChangeRequest, experimentById } from '@novavox/contracts-experiments';
import { errorMessage } from '@novavox/contracts-experiments/error-message';
import { useEffect, useRef, useState } from 'react';
import styles from '../../common/dashboard.module.css';
import { downloadCsv } from '../../export/download-csv';
import { csvFileName, experimentHistoryCsv } from '../../export/experiment-report-csv';
import { downloadResultsCsv } from '../../export/results-export-button';
import type { AbStatsRange } from '../../results/api/fetch-ab-stats';
import type { VariantAnalysis } from '../../results/model/dashboard-analysis';
import { useExperimentChange } from '../hooks/use-experiment-change';
import { useExperimentHistory } from '../hooks/use-experiment-history';
import { stateHeadline } from '../model/experiment-state-words';
import { ExperimentControls, type ExperimentControlsProps } from './experiment-controls';
import { ExperimentHistory } from './experiment-history';
import panel from './experiment-run-panel.module.css';

/**
 * The id of the message announcing an experiment's new state: the card names it as where focus goes when a
 * dialog's opener is gone as it closes (Ship: its button goes with the state).
 */
export const announcementIdOf = (experimentId: string) => `experiment-${experimentId}-announcement`;

/** What the panel passes on to its controls as it got it: the experiment, its state and what the card asks. */
type PassedToControls = Pick<
  ExperimentControlsProps,
  'experimentId' | 'experimentName' | 'state' | 'recommendedShip' | 'shipRequest' | 'onShipRequestHandled'
>;

export interface ExperimentRunPanelProps extends PassedToControls {
  /** The card's analysed variants (the CSV's results), and when the run they are read over started. */
  variants: readonly VariantAnalysis[];
  runStartedAt: string | null;
  range: AbStatsRange;
  adminEndpoint: string;
  /** Who is signed in (null: nobody); the history is read again when that changes. */
  viewer: string | null;
}

/**
 * One experiment's run for visitors: its controls, the announcement of each change, and its history. A change
 * is sent to the api, then the state is read back from the api (not from the answer alone), so the card shows
 * what visitors now get.
 */
export function ExperimentRunPanel({
  variants,
  runStartedAt,
  range,
  adminEndpoint,
  viewer,
  ...controls
}: ExperimentRunPanelProps) {
  const { experimentId, experimentName } = controls;
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After each change, focus moves to the message saying the new state: the button pressed may be gone.
  const announcementRef = useRef<HTMLParagraphElement>(null);
  const [announced, setAnnounced] = useState(0);
  // After the commit that shows the new state, and after a dialog that closed in it gave focus back.
  useEffect(() => {
    if (announced > 0) announcementRef.current?.focus();
  }, [announced]);
  const history = useExperimentHistory(adminEndpoint, experimentId, viewer);
  const { change: send, busy } = useExperimentChange(adminEndpoint, experimentId);

  const catalogVariants = experimentById(experimentId).variants.map((variant) => ({
    key: variant.key,
    name: variant.name,
  }));

  async function change(request: ExperimentChangeRequest): Promise<boolean> {
    setError(null);
    setAnnouncement('');
    try {
      const now = await send(request);
      setAnnouncement(`${experimentName}: ${stateHeadline(now)}.`);
      setAnnounced((count) => count + 1);
      return true;
    } catch (failure) {
      setError(errorMessage(failure));
      return false;
    }
  }

  function exportResults() {
    downloadResultsCsv({ experimentId, range: `${range.startDate}..${range.endDate}`, runStartedAt, variants });
  }

  function exportHistory() {
    downloadCsv(csvFileName(experimentId, 'history', new Date()), experimentHistoryCsv(history.records));
  }

  return (
    <div className={panel.panel}>
      <ExperimentControls {...controls} variants={catalogVariants} figures={variants} busy={busy} onChange={change} />
      {error && (
        <p className={styles.dataWarning} role="alert">
          Could not change {experimentName}: {error}
        </p>
      )}
      <p
        ref={announcementRef}
        id={announcementIdOf(experimentId)}
        className={panel.announcement}
        role="status"
        aria-live="polite"
        tabIndex={-1}
      >
        {announcement}
      </p>
      <ExperimentHistory
        experimentName={experimentName}
        history={history}
        onExportResults={exportResults}
        onExportHistory={exportHistory}
      />
    </div>
  );
}
