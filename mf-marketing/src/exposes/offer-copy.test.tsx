import {
  type ExperimentId,
  experimentCatalog,
  forcedVariantKey,
  type VariantKey,
} from '@novavox/contracts-experiments';
import { claimsDisagreeingWith, offerClaims } from '@novavox/contracts-experiments/testing/offer-claims';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderForm, typeFields } from '../testing/form-under-test';
import { recordingFormEndpoint } from '../testing/recording-form-endpoint';
import { renderMarketing, testConfig } from '../testing/render-marketing';
import LandingPage from './landing-page';
import OldHomePage from './old-home-page';
import SignupPage from './signup-page';

// Another offer: every text of the marketing remote that states the price, the free days or the guarantee must
// now state this one, so none of them is typed by hand (early-access-offer.ts states the offer once).
const otherOffer = vi.hoisted(() => ({ monthlyPrice: '$9', trialDays: 14, guaranteeDays: 60 }));
vi.mock('@novavox/contracts-experiments/early-access-offer', () => ({ EARLY_ACCESS_OFFER: otherOffer }));

const { received } = recordingFormEndpoint(testConfig().endpoints.waitlist, { ok: true, id: 'w-1' });

/** The text of every element that holds text itself (a paragraph, an item, a cell, a button), as a reader reads it. */
function visibleTexts(): string[] {
  return Array.from(document.body.querySelectorAll('*'))
    .filter((element) =>
      Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    )
    .map((element) => element.textContent ?? '');
}

/**
 * The catalog's variant descriptions, which spell the offer out so that they ship as written (the catalog's own
 * test checks them against the offer): they are not this remote's texts, so they are left out here.
 */
const descriptions = experimentCatalog.flatMap((entry) => entry.variants.map((variant) => variant.description));
const fromCatalog = (text: string) =>
  descriptions.some((description) => description.includes(text.trim()) || text.includes(description));

/** The offer's facts the page states; every claim must state the swapped-in offer. */
function expectOtherOffer(texts: readonly string[]) {
  const own = texts.filter((text) => !fromCatalog(text));
  expect(own.flatMap((text) => claimsDisagreeingWith(text, otherOffer))).toEqual([]);
  return new Set(own.flatMap(offerClaims).map((claim) => claim.fact));
}

const allFacts = new Set(['monthlyPrice', 'trialDays', 'guaranteeDays']);

function renderLanding(forced: ReadonlyArray<readonly [ExperimentId, VariantKey]>) {
  for (const [id, key] of forced) localStorage.setItem(forcedVariantKey(id), key);
  renderMarketing(<LandingPage pathname="/" />);
}

describe('the marketing remote states the early-access offer from early-access-offer.ts', () => {
  it('on the landing page: hero, closing call-to-action, comparison, FAQ, in every variant that states it', () => {
    renderLanding([]);
    expect(expectOtherOffer(visibleTexts())).toEqual(allFacts);
    const offer = screen.getByRole('list', { name: 'Early-access offer' });
    expect(within(offer).getByText('Early access $9 per month')).toBeInTheDocument();
    expect(screen.getByText(/the first 14 days are free\./)).toBeInTheDocument();
    cleanup();

    renderLanding([
      ['cta_layout', 'B'],
      ['value_proposition', 'D'],
      ['feature_messaging', 'D'],
      ['subheadline', 'D'],
      ['family_headline', 'F'],
      ['cta_button_text', 'B'],
    ]);
    expect(expectOtherOffer(visibleTexts())).toEqual(allFacts);
    expect(screen.getByText('Early access: $9 a month, 14 days free')).toBeInTheDocument();
    expect(screen.getByText('No contract, and a 60-day money-back guarantee.')).toBeInTheDocument();
    expect(screen.getByText(/we refund your first month in full within 60 days\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try 14 Days Free' })).toBeInTheDocument();
    cleanup();

    renderLanding([['cta_layout', 'C']]);
    expect(expectOtherOffer(visibleTexts())).toEqual(allFacts);
    expect(screen.getByText('First 14 days free, then $9 per month')).toBeInTheDocument();
    expect(screen.getByText('60-day money-back guarantee. Cancel anytime.')).toBeInTheDocument();
  });

  it('on the old home page', () => {
    renderMarketing(<OldHomePage />, { route: '/old-home' });
    expect(expectOtherOffer(visibleTexts())).toEqual(new Set(['monthlyPrice', 'trialDays']));
  });

  it('on the sign-up page, its form and the note once the visitor has joined', async () => {
    const { user, field, submit } = renderForm(<SignupPage />, {
      submitName: 'Join the Waitlist',
      received,
      route: '/signup',
    });
    expect(expectOtherOffer(visibleTexts())).toEqual(allFacts);
    expect(
      screen.getByText('Early access $9 per month, first 14 days free, 60-day money-back guarantee, cancel anytime'),
    ).toBeInTheDocument();
    await typeFields(user, field, [
      ['First Name', 'Ada'],
      ['Last Name', 'Lovelace'],
      ['Email', 'ada@example.com'],
    ]);
    await submit();
    const note = await screen.findByRole('status');
    expect(expectOtherOffer([note.textContent ?? ''])).toEqual(new Set(['trialDays', 'guaranteeDays']));
    expect(note).toHaveTextContent('Your first 14 days will be free, and the 60-day money-back guarantee starts');
  });
});
