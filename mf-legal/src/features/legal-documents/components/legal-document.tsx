import type { ReactNode } from 'react';
import { useScrollToInitialHash } from '../hooks/use-scroll-to-initial-hash';
import { useSectionHref } from '../hooks/use-section-href';
import type { DocumentDate } from '../model/last-updated';
import { type LegalSection, sectionAnchorId } from '../model/legal-section';
import styles from './legal-document.module.css';

export interface LegalDocumentProps {
  title: string;
  lastUpdated: DocumentDate;
  /** The paragraphs before the table of contents: who we are and what the document covers. */
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A numbered legal document: title, revision date, table of contents and sections with stable anchors. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  const sectionHref = useSectionHref();
  useScrollToInitialHash();
  const numbered = sections.map((section, index) => ({
    ...section,
    number: index + 1,
    anchorId: sectionAnchorId(index + 1),
  }));

  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>
          Last updated <time dateTime={lastUpdated.iso}>{lastUpdated.label}</time>
        </p>
      </header>
      <div className={styles.intro}>{intro}</div>
      <nav aria-label="Table of contents" className={styles.contents}>
        <h2 className={styles.contentsTitle}>Contents</h2>
        <ol className={styles.contentsList}>
          {numbered.map(({ number, anchorId, title: sectionTitle }) => (
            <li key={anchorId}>
              <a href={sectionHref(anchorId)} className={styles.contentsLink}>
                <span className={styles.contentsNumber}>{number}.</span>{' '}
                <span className={styles.contentsText}>{sectionTitle}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {numbered.map(({ number, anchorId, title: sectionTitle, body }) => (
        <section key={anchorId} id={anchorId} aria-labelledby={`${anchorId}-title`} className={styles.section}>
          <h2 id={`${anchorId}-title`} className={styles.sectionTitle}>
            {number}. {sectionTitle}
          </h2>
          {body}
        </section>
      ))}
    </article>
  );
}
