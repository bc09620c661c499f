/**
 * The colour a variant is drawn in. A variant named after a colour (the button-colour experiment's Black,
 * Blue, Green, Orange) is drawn in that colour, so the chart never contradicts its name; the others take
 * a colour-blind-safe palette by letter (Okabe–Ito, darkened to ≥ 3:1 on white). The colour is never the
 * only cue: the legend and the line ends carry the letter and name, and the control is dashed.
 * `swatch` names the stylesheet class of the legend's swatch (.seriesA…F, .seriesBlack…), which
 * carries the same colour, so no inline style is needed.
 */

export interface SeriesColor {
  color: string;
  swatch: string;
}

const BY_LETTER: Record<string, string> = {
  A: '#3f4a56',
  B: '#0063a0',
  C: '#b34700',
  D: '#00805d',
  E: '#a8408f',
  F: '#7d6300',
};

/** Colour words a variant name may be; each drawn in a shade readable on white (≥ 3:1). */
export const NAMED_COLORS: Record<string, string> = {
  black: '#1f2328',
  blue: '#0063a0',
  green: '#1f7a3d',
  orange: '#c24e00',
  red: '#b42318',
  purple: '#6e3fa3',
};

export function seriesColor(key: string, name: string): SeriesColor {
  const word = name.trim().toLowerCase();
  const named = NAMED_COLORS[word];
  if (named) return { color: named, swatch: `series${word.charAt(0).toUpperCase()}${word.slice(1)}` };
  return { color: BY_LETTER[key] ?? '#3f4a56', swatch: `series${key}` };
}
