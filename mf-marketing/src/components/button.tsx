import { ctaColourClass, isCtaColour } from '@novavox/contracts-ui/cta-colours';
import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonTone = 'primary' | 'secondary' | 'quiet' | 'black' | 'blue' | 'green' | 'orange';

/** The class names of a button of this tone, for links that must look like buttons. */
export function buttonClassName(tone: ButtonTone = 'primary', wide = false): string {
  const toneClass = isCtaColour(tone) ? ctaColourClass(tone) : styles[tone];
  return [styles.button, toneClass, wide ? styles.wide : ''].filter(Boolean).join(' ');
}

export type ButtonProps = ComponentPropsWithRef<'button'> & { tone?: ButtonTone; wide?: boolean };

export function Button({ tone = 'primary', wide = false, className, type = 'button', ...props }: ButtonProps) {
  const classes = className ? `${buttonClassName(tone, wide)} ${className}` : buttonClassName(tone, wide);
  return <button type={type} className={classes} {...props} />;
}
