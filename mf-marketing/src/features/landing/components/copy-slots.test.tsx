import { copySlots } from '@novavox/contracts-experiments/copy-slots';
import { type RuntimeConfig, RuntimeConfigProvider } from '@novavox/contracts-runtime';
import { MemoryNavigation } from '@novavox/contracts-ui/navigators';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../testing/render-marketing';
import { ClosingCtaSection } from './closing-cta-section';
import { FeatureGridSection } from './feature-grid-section';
import { HeroSection } from './hero-section';
import { PhoneGallerySection } from './phone-gallery-section';

function renderWith(change: Partial<RuntimeConfig>, gallery = false) {
  const base = testConfig();
  const config = { ...base, ...change, experiments: { ...base.experiments, ...change.experiments } };
  return render(
    <RuntimeConfigProvider config={config}>
      <MemoryNavigation initialPath="/">
        <HeroSection pathname="/" />
        <FeatureGridSection />
        <ClosingCtaSection />
        {gallery && <PhoneGallerySection />}
      </MemoryNavigation>
    </RuntimeConfigProvider>,
  );
}

const heading = (level: number) => screen.getAllByRole('heading', { level }).map((node) => node.textContent);

describe('the landing page’s copy slots', () => {
  it('show the spec’s texts when nothing was shipped', () => {
    renderWith({});
    expect(heading(1)).toEqual(['Peace of mind for you. A friendly daily call for Mom and Dad.']);
    expect(screen.getByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeInTheDocument();
    expect(heading(2)).toEqual(['Everything in a daily NovaVox call', 'Give your parent a friendly call every day']);
  });

  it('show copy shipped to a slot in place of its default, as text', () => {
    renderWith({
      slotCopy: {
        hero_headline: 'Mom & Dad <3 a daily call',
        hero_cta_label: 'Save my place',
        closing_heading: 'One call a day, all the news',
        feature_2_title: 'How the day went',
      },
    });
    expect(heading(1)).toEqual(['Mom & Dad <3 a daily call']);
    expect(screen.getByRole('button', { name: 'Save my place' })).toBeInTheDocument();
    expect(heading(2)).toContain('One call a day, all the news');
    expect(heading(3)).toContain('How the day went');
    expect(document.querySelector('h1 b')).toBeNull();
  });

  it('show a coded experiment’s arm over shipped copy while it shows one', () => {
    renderWith({
      slotCopy: { hero_headline: 'Shipped headline' },
      experiments: {
        family_headline: {
          status: 'concluded',
          winner: 'B',
          concludedAt: '2026-11-20T09:00:00.000Z',
          runId: null,
          startedAt: null,
        },
      } as RuntimeConfig['experiments'],
    });
    expect(heading(1)).toEqual(['Worried about Mom living alone? A 5-minute daily call checks in for you.']);
  });

  it('mark the element holding each slot’s text, so the first frame can set its copy (docs/copy-experiments.md)', () => {
    const { container } = renderWith({}, true);
    const marked = [...container.querySelectorAll('[data-nvx-slot]')].map((node) => [
      node.getAttribute('data-nvx-slot'),
      node.textContent,
    ]);
    // Every slot, each once, holding exactly its default (the spec's words).
    const expected = Object.entries(copySlots).map(([id, slot]) => [id, slot.defaultText]);
    expect(marked.sort()).toEqual(expected.sort());
    // The headline's element holds one span per sentence.
    expect(container.querySelector('[data-nvx-slot="hero_headline"]')?.hasAttribute('data-nvx-slot-lines')).toBe(true);
  });
});
