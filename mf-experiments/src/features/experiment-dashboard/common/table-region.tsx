import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

export type TableRegionProps = { children: ReactNode } & (
  | { /** The region's name. */ label: string; labelledBy?: never }
  | { /** The id of the heading that names the region. */ labelledBy: string; label?: never }
);

/**
 * The region a dashboard table sits in: it scrolls sideways on a narrow screen rather than squeezing the figures,
 * so it is named and focusable, for a keyboard to reach and scroll it (WCAG 2.1.1).
 */
export function TableRegion({ label, labelledBy, children }: TableRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableWrap} tabIndex={0} aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
