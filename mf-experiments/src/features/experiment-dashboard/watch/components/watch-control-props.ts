import type { ExperimentChangeRequest, ExperimentState } from '@novavox/contracts-experiments';

/** What each of the watch's controls is told by the panel: the experiment, its state and the one way to change it. */
export interface WatchControlProps {
  experimentName: string;
  state: ExperimentState;
  /** A change is on its way: the controls wait for it. */
  busy: boolean;
  /** Sends the change; rejects with the api's refusal (ApiRefusal names the fields). */
  onSend: (change: ExperimentChangeRequest) => Promise<unknown>;
}
