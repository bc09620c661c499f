import styles from './cta-colours.module.css';

/** The arms of cta_button_color that are not the brand's green. */
export type CtaColour = 'black' | 'blue' | 'orange';

/** The class that paints a button in an arm's colour: the page's button and the dashboard's preview use it alike. */
export const ctaColourClass = (colour: CtaColour): string => styles[colour] ?? '';
