import type { ExperimentChangeRecord, ExperimentId } from '@novavox/shared-contracts/experiments';
import { useEffect, useState } from 'react';
import { fetchExperimentHistory } from '../api/experiment-admin-api';

export type ExperimentHistoryView =
  | { status: 'loading'; records: readonly ExperimentChangeRecord[] }
  | { status: 'loaded'; records: readonly ExperimentChangeRecord[] }
  | { status: 'error'; records: readonly ExperimentChangeRecord[]; message: string };

/** An experiment's change log, read on open and again whenever `generation` changes (after each change). */
export function useExperimentHistory(
  adminEndpoint: string,
  id: ExperimentId,
  token: string | null,
  generation: number,
): ExperimentHistoryView {
  const [view, setView] = useState<ExperimentHistoryView>({ status: 'loading', records: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the explicit reload trigger
  useEffect(() => {
    const controller = new AbortController();
    setView((previous) => ({ status: 'loading', records: previous.records }));
    fetchExperimentHistory(adminEndpoint, id, token, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setView(
          result.ok
            ? { status: 'loaded', records: result.value }
            : { status: 'error', records: [], message: result.message },
        );
      },
      () => {
        // Aborted: a newer reading replaces this one.
      },
    );
    return () => controller.abort();
  }, [adminEndpoint, id, token, generation]);
  return view;
}
