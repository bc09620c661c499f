import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LevelMeter } from './level-meter';

describe('LevelMeter', () => {
  it.each([
    [0, '0%'],
    [0.424, '42%'],
    [0.425, '43%'],
    [1, '100%'],
  ])('shows a level of %s as %s, to the eye and to a screen reader', (level, percent) => {
    render(<LevelMeter id="level" label="Assistant volume" level={level} />);
    const meter = screen.getByRole('meter', { name: 'Assistant volume' });
    expect(meter).toHaveAttribute('value', String(level));
    expect(meter).toHaveAttribute('aria-valuetext', percent);
    expect(meter).toHaveTextContent(percent);
  });

  it('lets a screen reader hear another text, the percentage still shown', () => {
    render(<LevelMeter id="mic" label="Your microphone (muted)" level={0.3} valueText="muted" />);
    const meter = screen.getByRole('meter', { name: 'Your microphone (muted)' });
    expect(meter).toHaveAttribute('aria-valuetext', 'muted');
    expect(meter).toHaveTextContent('30%');
  });
});
