import { useSectionHref } from '../hooks/use-section-href';
import { sectionAnchorId } from '../model/legal-section';

export interface SectionLinkProps {
  sectionNumber: number;
}

/** A cross-reference inside a document ("Section 10") that jumps to that section. */
export function SectionLink({ sectionNumber }: SectionLinkProps) {
  const sectionHref = useSectionHref();
  return <a href={sectionHref(sectionAnchorId(sectionNumber))}>Section {sectionNumber}</a>;
}
