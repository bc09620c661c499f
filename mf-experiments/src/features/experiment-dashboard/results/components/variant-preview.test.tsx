import { ctaColourClass } from '@novavox/contracts-ui/cta-colours';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VariantPreview } from './variant-preview';

const previewButton = () => screen.getByTestId('variant-preview').firstElementChild as HTMLElement;

describe("the preview of cta_button_color's arms", () => {
  it.each([
    ['Black', 'black'],
    ['Blue', 'blue'],
    ['Orange', 'orange'],
  ] as const)('paints %s with the class the landing page paints its button with', (name, colour) => {
    render(<VariantPreview experimentId="cta_button_color" name={name} description="" />);
    expect(previewButton().classList).toContain(ctaColourClass(colour));
  });

  it('paints Green without an arm class (the brand green), and the text test in the page’s default black', () => {
    const { unmount } = render(<VariantPreview experimentId="cta_button_color" name="Green" description="" />);
    expect(
      ['black', 'blue', 'orange'].some((c) => previewButton().classList.contains(ctaColourClass(c as 'black'))),
    ).toBe(false);
    unmount();
    render(<VariantPreview experimentId="cta_button_text" name="Get Early Access" description="" />);
    expect(previewButton().classList).toContain(ctaColourClass('black'));
    expect(previewButton().textContent).toBe('Get Early Access');
  });
});
