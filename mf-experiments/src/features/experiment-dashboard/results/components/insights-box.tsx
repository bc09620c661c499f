import { findVariant } from '@novavox/contracts-experiments';
import styles from '../../common/dashboard.module.css';

/** Said beside every figure in the box, so that none can be read as a result (docs/analytics-and-experiments.md). */
const MADE_UP = '(made-up example figure, not a result)';

/** The CTA text the sample insight names: the catalog's cta_button_text variant B, which leads with the free days. */
const FREE_DAYS_CTA = findVariant('cta_button_text', 'B')?.name;

/**
 * Static sample insights the spec asks for; nothing here is computed. Shown to signed-in team members only, with
 * the caption and every figure labelled as a made-up example (issue 46: never figures that look real).
 */
export function InsightsBox() {
  return (
    <section className={styles.insights} aria-labelledby="tests-insights-title">
      <h2 id="tests-insights-title">Insights &amp; Recommendations</h2>
      <p className={styles.muted}>
        Illustrative sample insights: these bullets are made-up examples of what a finished test can teach, not computed
        from the data above.
      </p>
      <ul>
        <li>
          Orange CTA buttons convert +27.3% <em>{MADE_UP}</em> better than the black control.
        </li>
        <li>{`The '${FREE_DAYS_CTA}' CTA text draws the most sign-ups.`}</li>
        <li>Problem-solution headlines outperform feature-led headlines.</li>
        <li>Connection-focused variants resonate most with adult children caring for a parent.</li>
        <li>Next step: a multivariate test of the best headline with the best CTA text and colour.</li>
      </ul>
    </section>
  );
}
