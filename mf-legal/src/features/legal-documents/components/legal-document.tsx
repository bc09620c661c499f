import type { ReactNode } from 'react';

export interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  children: ReactNode;
}

export function LegalDocument({ title, lastUpdated, children }: LegalDocumentProps) {
  return (
    <article className="legal-document">
      <h1>{title}</h1>
      <p>Last updated {lastUpdated}</p>
      {children}
    </article>
  );
}
