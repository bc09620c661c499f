import { browserExperimentEnvironment, visitorIdOf } from '@novavox/contracts-experiments/experiment-rules';
import { prerenderedSlotTexts, swapInSlotCopy } from './first-frame-copy';
import { swapInVariants } from './first-frame-variants';
import { keepVisitorIdWithServer } from './visitor-id-cookie';

// The inline script of a prerendered page (bundled by the prerender): it runs where the parser meets it, right
// after #root, so the variants are in place before the first paint. A failure leaves the control on screen.
try {
  const env = browserExperimentEnvironment();
  keepVisitorIdWithServer(env);
  const prerendered = prerenderedSlotTexts(document);
  swapInVariants(document, env);
  // Then the copy shipped or tested from the dashboard, in the slots the coded variants left as they were.
  swapInSlotCopy(document, visitorIdOf(env), prerendered);
} catch {
  // The live app still renders the visitor's variant when it takes over.
}
