import type { ExperimentChangeRecord, ExperimentId } from '@novavox/contracts-experiments';
import { useEffect, useState } from 'react';
import { fetchExperimentHistory } from '../api/experiment-admin-api';

export type ExperimentHistoryView =
  | { status: 'loading'; records: readonly ExperimentChangeRecord[] }
  | { status: 'loaded'; records: readonly ExperimentChangeRecord[] }
  | { status: 'error'; records: readonly ExperimentChangeRecord[]; message: string };

/**
 * An experiment's change log, read on open and again whenever `generation` changes (after each change) or
 * someone else signs in (`viewer`, the signed-in person; null when nobody is).
 */
export function useExperimentHistory(
  adminEndpoint: string,
  id: ExperimentId,
  viewer: string | null,
  generation: number,
): ExperimentHistoryView {
  const [view, setView] = useState<ExperimentHistoryView>({ status: 'loading', records: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `viewer` and `generation` are the explicit reload triggers
  useEffect(() => {
    const controller = new AbortController();
    setView((previous) => ({ status: 'loading', records: previous.records }));
    fetchExperimentHistory(adminEndpoint, id, controller.signal).then(
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
  }, [adminEndpoint, id, viewer, generation]);
  return view;
}
