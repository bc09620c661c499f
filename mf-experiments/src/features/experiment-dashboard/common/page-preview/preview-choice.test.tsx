import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AtPreviewSizes, PreviewChoice } from './preview-choice';

describe('PreviewChoice', () => {
  it('is a group of one radio per letter, the shown one checked; choosing one says which', async () => {
    const onShow = vi.fn();
    render(<PreviewChoice legend="Arm shown" letters={['A', 'B', 'C']} shown="B" onShow={onShow} />);
    const group = screen.getByRole('group', { name: 'Arm shown' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(Array(3).fill(radios[0]?.getAttribute('name')));
    expect(within(group).getByRole('radio', { name: 'A' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'B' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'C' }));
    expect(onShow).toHaveBeenCalledWith('C');
  });
});

describe('AtPreviewSizes', () => {
  it('draws the page at a phone width and a desktop width, in that order', () => {
    render(<AtPreviewSizes frame={(size) => <p key={size.width}>{`${size.label} ${size.width}×${size.height}`}</p>} />);
    expect(screen.getAllByText(/\d+×\d+/).map((frame) => frame.textContent)).toEqual([
      'phone 390×844',
      'desktop 1280×800',
    ]);
  });
});
