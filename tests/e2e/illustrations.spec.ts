import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';

/**
 * The marketing illustrations draw their words as SVG text, which never wraps: with a wider font than
 * the one they were drawn with, a line runs out of its card or bubble. Every line must stay inside the
 * smallest shape around it, with room to spare, in the font as written and in the fallbacks a phone or a
 * Linux desktop may substitute (DejaVu is among the widest sans fonts, Liberation has Arial's metrics).
 */
const marketingFeatures = resolve(import.meta.dirname, '../../mf-marketing/src/features');
const illustrations = readdirSync(marketingFeatures).flatMap((feature) => {
  const assets = join(marketingFeatures, feature, 'assets');
  try {
    return readdirSync(assets)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => ({ name: `${feature}/${name}`, svg: readFileSync(join(assets, name), 'utf8') }));
  } catch {
    return [];
  }
});
const fonts = [null, 'DejaVu Sans', 'Liberation Sans', 'DejaVu Serif'];
/** Clear space, in the drawing's own units, between a line of text and the edge of its shape. */
const MIN_INSET = 4;

test('the illustrations exist', () => {
  expect(illustrations.map((illustration) => illustration.name)).toEqual(
    expect.arrayContaining(['landing/screen-daily-summary.svg', 'landing/screen-conversation.svg']),
  );
});

for (const { name, svg } of illustrations) {
  test(`every line of ${name} stays inside its shape, whatever the font`, async ({ page }) => {
    for (const font of fonts) {
      const override = font ? `<style>text { font-family: "${font}" !important; }</style>` : '';
      await page.setContent(`${override}${svg}`);
      const overflowing = await page.evaluate((minInset) => {
        const shapes = Array.from(document.querySelectorAll('rect')).map((rect) => rect.getBBox());
        return Array.from(document.querySelectorAll('text')).flatMap((text) => {
          const box = text.getBBox();
          const startX = box.x + 1;
          const middleY = box.y + box.height / 2;
          const around = shapes
            .filter((s) => startX >= s.x && startX <= s.x + s.width && middleY >= s.y && middleY <= s.y + s.height)
            .sort((a, b) => a.width * a.height - b.width * b.height)[0];
          if (!around) return [`"${text.textContent}" lies outside every shape`];
          const left = box.x - around.x;
          const right = around.x + around.width - (box.x + box.width);
          return left < minInset || right < minInset
            ? [`"${text.textContent}": ${left.toFixed(1)} left, ${right.toFixed(1)} right`]
            : [];
        });
      }, MIN_INSET);
      expect(
        overflowing,
        `lines too close to or beyond their shape's edge with ${font ?? 'the font as written'}`,
      ).toEqual([]);
    }
  });
}
