import { copySlotMark } from '@novavox/contracts-experiments/copy-document';
import type { CopySlotId } from '@novavox/contracts-experiments/copy-slots';
import type { ReactNode } from 'react';
import section from './section.module.css';

export interface LandingSectionProps {
  /** The heading's id: it names the section for assistive technology. */
  titleId: string;
  heading: ReactNode;
  /** The paragraph under the heading, for the sections that have one. */
  intro?: ReactNode;
  /** On the alternate background, so neighbouring bands stand apart. */
  alt?: boolean;
  /** The id the site header's links scroll to. */
  id?: string;
  /** Focusable by script only, for a section the header scrolls to and moves focus into. */
  focusable?: boolean;
  /** The copy slots the heading and intro show, marked so the first frame can set their copy. */
  slots?: { heading?: CopySlotId; intro?: CopySlotId };
  children: ReactNode;
}

/** The frame every landing section shares: a full-width band, the centred content, its heading and intro. */
export function LandingSection({
  titleId,
  heading,
  intro,
  alt = false,
  id,
  focusable = false,
  slots = {},
  children,
}: LandingSectionProps) {
  return (
    <section
      id={id}
      className={alt ? `${section.band} ${section.alt}` : section.band}
      aria-labelledby={titleId}
      tabIndex={focusable ? -1 : undefined}
    >
      <div className={section.inner}>
        <h2 id={titleId} className={section.heading} {...(slots.heading ? copySlotMark(slots.heading) : {})}>
          {heading}
        </h2>
        {intro !== undefined && (
          <p className={section.intro} {...(slots.intro ? copySlotMark(slots.intro) : {})}>
            {intro}
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
