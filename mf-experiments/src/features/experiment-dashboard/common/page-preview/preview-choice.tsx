import { type ReactNode, useId } from 'react';
import styles from './page-preview.module.css';
import { PREVIEW_SIZES, type PreviewSize } from './page-preview-frame';

export interface PreviewChoiceProps {
  /** "Arm shown", "Variant shown". */
  legend: string;
  /** The letters to choose from, A first. */
  letters: readonly string[];
  shown: string;
  onShow: (letter: string) => void;
  className?: string;
  legendClassName?: string;
}

/** Which arm or variant a preview shows: one radio per letter, under a legend. */
export function PreviewChoice({ legend, letters, shown, onShow, className, legendClassName }: PreviewChoiceProps) {
  const groupName = useId();
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      {letters.map((letter) => (
        <label key={letter}>
          <input type="radio" name={groupName} checked={letter === shown} onChange={() => onShow(letter)} /> {letter}
        </label>
      ))}
    </fieldset>
  );
}

/** The page at each of PREVIEW_SIZES, side by side: `frame` draws one size (keyed). */
export function AtPreviewSizes({ frame }: { frame: (size: PreviewSize) => ReactNode }) {
  return <div className={styles.frames}>{PREVIEW_SIZES.map(frame)}</div>;
}
