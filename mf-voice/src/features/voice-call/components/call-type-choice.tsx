import { useId } from 'react';
import type { CallType } from '../model/call-request';
import styles from './call-setup-form.module.css';

const OPTIONS: readonly { value: CallType; title: string; description: string }[] = [
  { value: 'web', title: 'Web Call', description: 'In-browser audio call' },
  { value: 'phoneVapi', title: 'Phone Call', description: 'Call to your mobile' },
];

export interface CallTypeChoiceProps {
  value: CallType;
  onChange: (value: CallType) => void;
  disabled?: boolean;
}

/** The two call-type cards: native radio buttons, so arrow keys and screen readers work as usual. */
export function CallTypeChoice({ value, onChange, disabled }: CallTypeChoiceProps) {
  const name = useId();
  const legendId = useId();
  const idOf = (option: CallType, part: string) => `${name}-${option}-${part}`;
  return (
    <div className={styles.choice} role="radiogroup" aria-labelledby={legendId}>
      <span id={legendId} className={styles.legend}>
        Call type
      </span>
      {OPTIONS.map((option) => (
        <label key={option.value} className={styles.card}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
            className={styles.radio}
            aria-labelledby={idOf(option.value, 'title')}
            aria-describedby={idOf(option.value, 'text')}
          />
          <span id={idOf(option.value, 'title')} className={styles.cardTitle}>
            {option.title}
          </span>
          <span id={idOf(option.value, 'text')} className={styles.cardText}>
            {option.description}
          </span>
        </label>
      ))}
    </div>
  );
}
