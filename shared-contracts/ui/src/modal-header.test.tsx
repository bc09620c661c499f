import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalHeader } from './modal-header';

describe('ModalHeader', () => {
  it('names the dialog with its heading and closes it with the one "Close dialog" button', async () => {
    const onClose = vi.fn();
    render(<ModalHeader titleId="contact-title" title="Contact Us" onClose={onClose} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Contact Us' }).id).toBe('contact-title');
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('marks only the compact row as compact', () => {
    const { rerender } = render(<ModalHeader titleId="t" title="Demo" onClose={vi.fn()} />);
    const row = () => screen.getByRole('heading', { name: 'Demo' }).parentElement as HTMLElement;
    expect(row().classList).toHaveLength(1);
    rerender(<ModalHeader titleId="t" title="Demo" onClose={vi.fn()} compact />);
    expect(row().classList).toHaveLength(2);
  });
});
