import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { useMarkDocumentReady } from '../app/use-mark-document-ready';
import type { RuntimeFileProblem } from './load-runtime-files';

/** Shown instead of a white page when the site's runtime files are missing or malformed. */
export function ConfigErrorScreen({ errors }: { errors: RuntimeFileProblem[] }) {
  useMarkDocumentReady();
  return (
    <main className="config-error" id="main">
      <title>{`${PRODUCT_NAME} could not start`}</title>
      <h1>{PRODUCT_NAME} could not start</h1>
      <p>The site's runtime configuration is missing or invalid. Please try again in a few minutes.</p>
      <h2>Details for the site's operators</h2>
      <ul>
        {errors.map((error) => (
          <li key={error.file}>
            <code>{error.file}</code>
            <ul>
              {error.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </main>
  );
}
