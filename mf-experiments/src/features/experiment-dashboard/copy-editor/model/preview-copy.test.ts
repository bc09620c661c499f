import { describe, expect, it } from 'vitest';
import { applyPreviewCopy } from './preview-copy';

/** The marked elements as the marketing remote renders them (docs/copy-experiments.md, "Marked slots"). */
function landingPage(): Document {
  const doc = document.implementation.createHTMLDocument('preview');
  doc.body.innerHTML = `<div id="root">
    <h1 data-nvx-slot="hero_headline" data-nvx-slot-lines=""><span class="line">Know Mom is OK.</span> <span class="line">Every day.</span></h1>
    <a data-nvx-slot="hero_cta_label">Join the Waitlist</a>
    <a data-nvx-slot="closing_cta_label">Join the Waitlist</a>
  </div>`;
  return doc;
}

describe('applyPreviewCopy', () => {
  it('writes each sentence of a headline in a span of its own, and plain slots as text', () => {
    const doc = landingPage();
    const result = applyPreviewCopy(doc, ['hero_headline', 'hero_cta_label'], {
      hero_headline: 'Calls that care. Every <b>single</b> day!',
      hero_cta_label: 'Save my spot',
    });
    expect(result).toEqual({ shown: ['hero_headline', 'hero_cta_label'], missing: [] });
    const h1 = doc.querySelector('h1') as HTMLElement;
    expect(h1.innerHTML).toBe(
      '<span class="line">Calls that care.</span> <span class="line">Every &lt;b&gt;single&lt;/b&gt; day!</span>',
    );
    expect(doc.querySelector('[data-nvx-slot="hero_cta_label"]')?.textContent).toBe('Save my spot');
    expect(doc.querySelector('[data-nvx-slot="closing_cta_label"]')?.textContent).toBe('Join the Waitlist');
  });

  it('names the slots the page does not show, and leaves written copy alone', () => {
    const doc = landingPage();
    const first = applyPreviewCopy(doc, ['hero_headline', 'testimonial_lead'], {
      hero_headline: 'One line only',
      testimonial_lead: 'A quote',
    });
    expect(first.missing).toEqual(['testimonial_lead']);
    const text = doc.querySelector('h1')?.firstChild;
    applyPreviewCopy(doc, ['hero_headline'], { hero_headline: 'One line only' });
    // Unchanged copy is not written again (the frame's observer would otherwise loop).
    expect(doc.querySelector('h1')?.firstChild).toBe(text);
  });
});
