import { experimentById } from '@novavox/contracts-experiments';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VariantPreviews } from './variant-previews';

const frameOf = (name: string) => screen.getByTitle(name) as HTMLIFrameElement;

describe('VariantPreviews', () => {
  it('is closed and loads no page until the marketer opens it', async () => {
    const { container } = render(<VariantPreviews experimentId="family_headline" />);
    expect(container.querySelector('details')?.open).toBe(false);
    expect(container.querySelectorAll('iframe')).toHaveLength(0);
    await userEvent.click(screen.getByText('Previews'));
    expect(container.querySelectorAll('iframe')).toHaveLength(2);
  });

  it('names the phone and desktop frames and keeps them out of the tab order', async () => {
    render(<VariantPreviews experimentId="family_headline" />);
    await userEvent.click(screen.getByText('Previews'));
    for (const width of [390, 1280]) {
      const frame = frameOf(`Family Headline: variant A at ${width} px`);
      expect(frame.getAttribute('width')).toBe(String(width));
      expect(frame.tabIndex).toBe(-1);
      expect(frame.parentElement?.hasAttribute('inert')).toBe(true);
    }
  });

  it('offers one radio per variant and forces the chosen one in the frame address', async () => {
    render(<VariantPreviews experimentId="family_headline" />);
    await userEvent.click(screen.getByText('Previews'));
    const picker = screen.getByRole('group', { name: 'Variant shown' });
    const letters = experimentById('family_headline').variants.map((variant) => variant.key);
    expect(within(picker).getAllByRole('radio')).toHaveLength(letters.length);
    expect(frameOf('Family Headline: variant A at 390 px').getAttribute('src')).toBe('/?nvx_family_headline=A');
    await userEvent.click(within(picker).getByRole('radio', { name: 'B' }));
    expect(frameOf('Family Headline: variant B at 390 px').getAttribute('src')).toBe('/?nvx_family_headline=B');
    expect(frameOf('Family Headline: variant B at 1280 px').getAttribute('src')).toBe('/?nvx_family_headline=B');
  });

  it('says the page is loading until it goes live', async () => {
    render(<VariantPreviews experimentId="cta_layout" />);
    await userEvent.click(screen.getByText('Previews'));
    expect(screen.getByText('Phone, 390 px: loading the page…')).toBeTruthy();
    expect(screen.getByText('Desktop, 1280 px: loading the page…')).toBeTruthy();
  });
});
