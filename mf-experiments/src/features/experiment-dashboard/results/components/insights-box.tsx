import styles from '../../common/dashboard.module.css';

/** Static sample insights the spec asks for; the caption says so, and nothing here is computed. */
export function InsightsBox() {
  return (
    <section className={styles.insights} aria-labelledby="tests-insights-title">
      <h2 id="tests-insights-title">Insights &amp; Recommendations</h2>
      <p className={styles.muted}>
        Illustrative sample insights: these bullets are examples, not computed from the data above.
      </p>
      <ul>
        <li>Orange CTA buttons convert +27.3% better than the black control.</li>
        <li>The 'Try 7 Days Free' CTA text draws the most sign-ups.</li>
        <li>Problem-solution headlines outperform feature-led headlines.</li>
        <li>Connection-focused variants resonate most with adult children caring for a parent.</li>
        <li>Next step: a multivariate test of the best headline with the best CTA text and colour.</li>
      </ul>
    </section>
  );
}
