import { PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { type ComparisonCell, comparisonColumns, comparisonRows } from '../model/comparison-rows';
import styles from './comparison-section.module.css';
import { LandingSection } from './landing-section';

const marks: Record<ComparisonCell['verdict'], { symbol: string; label: string }> = {
  yes: { symbol: '✓', label: 'Yes:' },
  partly: { symbol: '~', label: 'Partly:' },
  no: { symbol: '✕', label: 'No:' },
};

function Cell({ cell }: { cell: ComparisonCell }) {
  const mark = marks[cell.verdict];
  return (
    <span className={styles.cell}>
      <span className={`${styles.mark} ${styles[cell.verdict]}`} aria-hidden="true">
        {mark.symbol}
      </span>
      <span>
        <span className="nvx-visually-hidden">{mark.label} </span>
        {cell.text}
      </span>
    </span>
  );
}

/** NovaVox next to the two ways families check in today. */
export function ComparisonSection() {
  return (
    <LandingSection
      titleId="comparison-title"
      heading={`How ${PRODUCT_NAME} compares`}
      intro={
        <>
          Phone calls from family are irreplaceable, and alert pendants have their place. {PRODUCT_NAME} fills the gap
          in between: a real conversation every day, with the family kept informed.
        </>
      }
    >
      <section
        className={styles.scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        tabIndex={0}
        aria-label="Comparison table, scrolls sideways on small screens"
      >
        <table className={styles.table}>
          <caption>
            Alerts from {PRODUCT_NAME} are best-effort and no substitute for emergency services. Comparison based on
            typical use.
          </caption>
          <thead>
            <tr>
              <th scope="col">What families need</th>
              {comparisonColumns.map((column, index) => (
                <th key={column} scope="col" className={index === 0 ? styles.ours : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.need}>
                <th scope="row">{row.need}</th>
                <td className={styles.ours}>
                  <Cell cell={row.novavox} />
                </td>
                <td>
                  <Cell cell={row.phoneCalls} />
                </td>
                <td>
                  <Cell cell={row.alertDevices} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </LandingSection>
  );
}
