import styles from './cta-colours.module.css';

/** The arms of cta_button_color that are not the brand's green. */
export type CtaColour = 'black' | 'blue' | 'orange';
/** Every arm's colour; green is the brand's primary, each remote's own. */
export type CtaArmColour = CtaColour | 'green';

const ARM_COLOURS: Readonly<Record<string, CtaArmColour>> = {
  Black: 'black',
  Blue: 'blue',
  Green: 'green',
  Orange: 'orange',
};

/**
 * The colour a cta_button_color variant (by its catalog name) paints the hero's button in; a name it does not know
 * paints it black. The page's button and the dashboard's preview read it alike.
 */
export const ctaArmColour = (variantName: string): CtaArmColour => ARM_COLOURS[variantName] ?? 'black';

export const isCtaColour = (colour: string): colour is CtaColour =>
  colour === 'black' || colour === 'blue' || colour === 'orange';

/** The class that paints a button in an arm's colour: the page's button and the dashboard's preview use it alike. */
export const ctaColourClass = (colour: CtaColour): string => styles[colour] ?? '';
