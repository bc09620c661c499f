import { emit } from '@novavox/contracts-runtime';
import type { CallController } from './call-controller';

/**
 * Says on the bus that a web call connected ('voice/call-started'); the shell's analytics send it to the api
 * as `demo_call_started`, the "web demo calls started" metric of the experiments. Said once per call the
 * visitor started: a reconnect carries on that call, and a call that never connects says nothing.
 * Returns a function that stops listening (the controller's own dispose does as well).
 */
export function announceCallStarted(controller: CallController, demo: boolean): () => void {
  let announced = false;
  const stop = controller.subscribe(() => {
    if (announced || controller.getSnapshot().connectedAt === null) return;
    announced = true;
    stop();
    emit({ type: 'voice/call-started', demo });
  });
  return stop;
}
