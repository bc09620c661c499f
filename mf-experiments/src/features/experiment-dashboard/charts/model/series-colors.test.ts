import { describe, expect, it } from 'vitest';
import { seriesColor } from './series-colors';

/** Hue in degrees of a #rrggbb colour. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('series colours', () => {
  it('draws a variant named after a colour in that colour, whatever its letter (the button-colour experiment)', () => {
    // The catalog's cta_button_color: A Black, B Blue, C Green, D Orange.
    expect(hue(seriesColor('C', 'Green').color)).toBeGreaterThan(90);
    expect(hue(seriesColor('C', 'Green').color)).toBeLessThan(150);
    expect(hue(seriesColor('D', 'Orange').color)).toBeGreaterThan(15);
    expect(hue(seriesColor('D', 'Orange').color)).toBeLessThan(45);
    expect(hue(seriesColor('B', 'Blue').color)).toBeGreaterThan(190);
    expect(hue(seriesColor('B', 'Blue').color)).toBeLessThan(250);
    expect(seriesColor('C', 'Green').swatch).toBe('seriesGreen');
    expect(seriesColor('D', ' orange ').swatch).toBe('seriesOrange');
  });

  it('gives other variants the palette by letter', () => {
    expect(seriesColor('C', 'Checklist card')).toEqual({ color: '#b34700', swatch: 'seriesC' });
  });
});
