// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitByMarkup } from './critical-css';

const markup =
  '<header class="bar"><button class="menu" aria-expanded="false">Menu</button></header>' +
  '<script type="application/json">{"patches":{"B":[{"h":"<p class=\\"quote big\\">Hi</p>"}]}}</script>';

describe('splitByMarkup', () => {
  it('inlines the rules whose classes the markup has, and leaves the others for later, in their order', () => {
    const { critical, rest } = splitByMarkup(
      '.bar{color:red}.menu:hover{color:blue}.open{display:block}.bar .open{top:0}.dialog,.menu{margin:0}',
      markup,
    );
    expect(critical).toBe('.bar{color:red}.menu:hover{color:blue}.dialog,.menu{margin:0}');
    expect(rest).toBe('.open{display:block}.bar .open{top:0}');
  });

  it('splits inside media queries, drops the empty ones, and keeps keyframes and fonts inline only', () => {
    const { critical, rest } = splitByMarkup(
      '@keyframes spin{0%{rotate:0}to{rotate:1turn}}@media (width>=48rem){.bar{padding:1rem}.open{left:0}}' +
        '@media print{.open{display:none}}@font-face{font-family:x;src:local(x)}',
      markup,
    );
    expect(critical).toBe(
      '@keyframes spin{0%{rotate:0}to{rotate:1turn}}@media (width>=48rem){.bar{padding:1rem}}@font-face{font-family:x;src:local(x)}',
    );
    expect(rest).toBe('@media (width>=48rem){.open{left:0}}@media print{.open{display:none}}');
  });

  // Each stylesheet is kept whole: every rule applies to the markup or cannot be judged by its classes.
  it.each([
    [
      'keeps what a variant will show (its markup is JSON in the page) and every selector without a class',
      '.quote{font-style:italic}.big{font-size:2rem}:root{--x:1}button[aria-expanded="true"]{color:red}a{color:blue}',
    ],
    [
      'does not take a class inside :not(), :is() or an attribute value as one the element must have',
      '.menu:not(.open){opacity:1}.bar:is(.gone,.bar){x:1}a[href$=".pdf"]{y:1}.bar:has(.gone){z:1}',
    ],
    [
      'gives back the stylesheet unchanged when the markup uses all of it',
      '.bar{color:red}@media (width>=48rem){.menu{display:none}}',
    ],
  ])('%s', (_title, css) => {
    expect(splitByMarkup(css, markup)).toEqual({ critical: css, rest: '' });
  });
});
