import type { ComponentPropsWithRef } from 'react';
import styles from './honeypot-field.module.css';

export type HoneypotFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'tabIndex' | 'autoComplete'> & {
  id: string;
  label: string;
};

/**
 * A field people never meet: moved off screen (not display:none, which bots skip), hidden from assistive
 * technology and out of the tab order, with autofill off, so that only a bot fills it in. The api answers such
 * a sign-up like any other and stores and mails nothing.
 */
export function HoneypotField({ id, label, ...inputProps }: HoneypotFieldProps) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...inputProps} />
    </div>
  );
}
