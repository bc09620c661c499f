import { type SelectOption, SelectOptions } from '@novavox/contracts-ui/select-options';
import { useId } from 'react';
import styles from './form-controls.module.css';

export interface OptionSelectProps<T extends string> {
  label: string;
  options: readonly SelectOption<T>[];
  value: T;
  /** Called with one of `options`' values only, so the caller keeps its own narrow type. */
  onChange: (value: T) => void;
}

/** A labelled select over a fixed list, as the dashboard and the variant debug page use them. */
export function OptionSelect<T extends string>({ label, options, value, onChange }: OptionSelectProps<T>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const option = options.find((candidate) => candidate.value === event.target.value);
          if (option) onChange(option.value);
        }}
      >
        <SelectOptions options={options} />
      </select>
    </div>
  );
}
