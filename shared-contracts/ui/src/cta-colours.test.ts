import { describe, expect, it } from 'vitest';
import { ctaArmColour, isCtaColour } from './cta-colours';

describe("cta_button_color's arms", () => {
  it('paint the colour their catalog name says, and black for a name not known', () => {
    expect(['Black', 'Blue', 'Green', 'Orange', 'Purple', ''].map(ctaArmColour)).toEqual([
      'black',
      'blue',
      'green',
      'orange',
      'black',
      'black',
    ]);
  });

  it('have classes of their own but green, the brand primary', () => {
    expect(['black', 'blue', 'orange', 'green', 'primary'].map(isCtaColour)).toEqual([true, true, true, false, false]);
  });
});
