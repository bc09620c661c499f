import { copySlots } from '@novavox/contracts-experiments';
import { sentenceLines } from '@novavox/contracts-experiments/copy-document';
import { ctaArmColour, ctaColourClass } from '@novavox/contracts-ui/cta-colours';
import type { ReactNode } from 'react';
import styles from '../../common/dashboard.module.css';

export interface VariantPreviewProps {
  experimentId: string;
  name: string;
  description: string;
}

/** An arm as the landing page paints its hero button (an unknown name: black, as the page does). */
function armClass(name: string): string {
  const colour = ctaArmColour(name);
  return colour === 'green' ? (styles.colorGreen ?? '') : ctaColourClass(colour);
}

/** How the variant looks on the landing page (requirements §2, "Previews"). */
export function VariantPreview({ experimentId, name, description }: VariantPreviewProps) {
  let content: ReactNode;
  switch (experimentId) {
    case 'family_headline':
      content = (
        <p className={styles.previewHeadline}>
          {sentenceLines(description).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      );
      break;
    case 'cta_button_text':
      content = <span className={`${styles.previewButton} ${ctaColourClass('black')}`}>{name}</span>;
      break;
    case 'cta_button_color':
      // The colour on the hero's waitlist button, as the page labels it by default.
      content = (
        <span className={`${styles.previewButton} ${armClass(name)}`}>{copySlots.hero_cta_label.defaultText}</span>
      );
      break;
    default:
      content = <p className={styles.previewText}>{description}</p>;
  }
  return (
    <div className={styles.preview} data-testid="variant-preview">
      {content}
    </div>
  );
}
