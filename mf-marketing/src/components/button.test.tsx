import { ctaColourClass } from '@novavox/contracts-ui/cta-colours';
import { describe, expect, it } from 'vitest';
import { buttonClassName } from './button';

describe("the button's cta_button_color tones", () => {
  it("paint black, blue and orange with the shared arms' classes the dashboard previews them with", () => {
    for (const tone of ['black', 'blue', 'orange'] as const) {
      expect(buttonClassName(tone).split(' ')).toContain(ctaColourClass(tone));
    }
  });

  it('paint green as the primary button, and no other tone with an arm class', () => {
    const arms = new Set(['black', 'blue', 'orange'].map((tone) => ctaColourClass(tone as 'black')));
    for (const tone of ['primary', 'secondary', 'quiet', 'green'] as const) {
      expect(
        buttonClassName(tone)
          .split(' ')
          .filter((name) => arms.has(name)),
      ).toEqual([]);
    }
  });
});
