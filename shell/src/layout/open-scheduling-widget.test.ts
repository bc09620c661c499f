import { describe, expect, it, vi } from 'vitest';
import { openSchedulingWidget } from './open-scheduling-widget';

describe('openSchedulingWidget', () => {
  it('opens the scheduling page as a popup and reports success', () => {
    const popup = { closed: false, focus: vi.fn(), opener: {} as unknown };
    const open = vi.fn(() => popup as unknown as Window);
    expect(openSchedulingWidget('https://cal.example/demo', open)).toBe(true);
    expect(open).toHaveBeenCalledWith(
      'https://cal.example/demo',
      'novavox-scheduling',
      expect.stringContaining('popup'),
    );
    expect(popup.focus).toHaveBeenCalled();
    expect(popup.opener).toBeNull();
  });

  it('reports a blocked popup so the link opens a new tab instead', () => {
    expect(openSchedulingWidget('https://cal.example/demo', () => null)).toBe(false);
  });

  it('treats a popup that was closed at once as blocked', () => {
    const open = () => ({ closed: true }) as unknown as Window;
    expect(openSchedulingWidget('https://cal.example/demo', open)).toBe(false);
  });
});
