/**
 * Writes the site's icons and link-preview image into shell/public from the brand mark (public/favicon.svg),
 * rendered by Chromium: /favicon.ico (what browsers and feed readers ask for without reading the page),
 * /apple-touch-icon.png and the web manifest's icons (a phone's home screen), and /og-image.png (the preview
 * a shared link shows). Run after changing the mark: `pnpm --filter @novavox/shell run brand-images`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BRAND_COLOR, PREVIEW_IMAGE_HEADLINE, PREVIEW_IMAGE_SIZE, PRODUCT_NAME } from '@novavox/contracts-site/brand';
import { chromiumPath } from '@novavox/contracts-site/chromium-path';
import { chromium } from 'playwright-core';

const publicDir = join(import.meta.dirname, '..', 'public');

/** The mark's glyph on a full square, as home screens want (they round the corners themselves). */
function squareIcon(markSvg: string): string {
  const glyph = markSvg
    .replace(/^.*?<\/title>/s, '')
    .replace(/<rect[^>]*\/>/, '')
    .replace('</svg>', '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_COLOR}"/><g transform="translate(3.2 3.2) scale(0.8)">${glyph}</g></svg>`;
}

function previewPage(markSvg: string): string {
  return `<!doctype html><html><body style="margin:0">
<div style="width:${PREVIEW_IMAGE_SIZE.width}px;height:${PREVIEW_IMAGE_SIZE.height}px;box-sizing:border-box;padding:80px 90px;display:flex;flex-direction:column;justify-content:space-between;background:linear-gradient(135deg,#e3f2ec,#ffffff 70%);font-family:system-ui,sans-serif;color:#1c2530">
  <div style="display:flex;align-items:center;gap:24px;font-size:56px;font-weight:800;color:#08543c">
    <div style="width:96px;height:96px">${markSvg.replace('<svg ', '<svg width="96" height="96" ')}</div>${PRODUCT_NAME}
  </div>
  <div style="font-size:64px;font-weight:800;line-height:1.15;max-width:980px">${PREVIEW_IMAGE_HEADLINE}</div>
  <div style="font-size:34px;color:#4a5563">Daily AI wellness check-in calls, and a short update for you.</div>
</div></body></html>`;
}

/** An .ico holding PNG images (every current browser reads PNG entries). */
function icoOf(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map(({ data }) => data)]);
}

async function main(): Promise<void> {
  const mark = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const page = await browser.newPage();
    const render = async (svg: string, size: number, transparent: boolean): Promise<Buffer> => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `)}</body>`,
      );
      return page.screenshot({ omitBackground: transparent });
    };
    const ico = icoOf([
      { size: 16, data: await render(mark, 16, true) },
      { size: 32, data: await render(mark, 32, true) },
      { size: 48, data: await render(mark, 48, true) },
    ]);
    await writeFile(join(publicDir, 'favicon.ico'), ico);
    const square = squareIcon(mark);
    await writeFile(join(publicDir, 'apple-touch-icon.png'), await render(square, 180, false));
    await writeFile(join(publicDir, 'icon-192.png'), await render(square, 192, false));
    await writeFile(join(publicDir, 'icon-512.png'), await render(square, 512, false));
    await page.setViewportSize(PREVIEW_IMAGE_SIZE);
    await page.setContent(previewPage(mark));
    await writeFile(join(publicDir, 'og-image.png'), await page.screenshot());
  } finally {
    await browser.close();
  }
}

await main();
