import { browserExperimentEnvironment } from '@novavox/contracts-experiments/experiment-rules';
import { swapInVariants } from './first-frame-variants';
import { keepVisitorIdWithServer } from './visitor-id-cookie';

// The inline script of a prerendered page (bundled by the prerender): it runs where the parser meets it, right
// after #root, so the variants are in place before the first paint. A failure leaves the control on screen.
try {
  const env = browserExperimentEnvironment();
  keepVisitorIdWithServer(env);
  swapInVariants(document, env);
} catch {
  // The live app still renders the visitor's variant when it takes over.
}
