import { REST_LINK_ATTRIBUTE } from '@novavox/contracts-site/prerendered-page/rest-stylesheets';
import { describe, expect, it } from 'vitest';
import { restStylesheetsLoaded } from './rest-stylesheets';

function restLink(doc: Document): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute(REST_LINK_ATTRIBUTE, '');
  doc.head.append(link);
  return link;
}

describe('restStylesheetsLoaded', () => {
  it('settles at once on a page without rest stylesheets', async () => {
    await expect(restStylesheetsLoaded(document.implementation.createHTMLDocument(''))).resolves.toBeUndefined();
  });

  it('waits until every linked rest stylesheet has loaded or failed', async () => {
    const doc = document.implementation.createHTMLDocument('');
    const [first, second] = [restLink(doc), restLink(doc)];
    let settled = false;
    const loaded = restStylesheetsLoaded(doc).then(() => {
      settled = true;
    });
    first.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    second.dispatchEvent(new Event('error'));
    await loaded;
    expect(settled).toBe(true);
  });
});
