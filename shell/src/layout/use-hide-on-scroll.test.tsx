import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAVBAR_SCROLL, nextHiddenState, useHideOnScroll } from './use-hide-on-scroll';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

function Probe() {
  return <p>{useHideOnScroll() ? 'hidden' : 'shown'}</p>;
}

describe('navbar scroll rule', () => {
  it('stays shown while scrolling down within the first 40 px', () => {
    expect(nextHiddenState(false, 0, 40, NAVBAR_SCROLL).hidden).toBe(false);
  });

  it('hides when scrolling down past 40 px', () => {
    expect(nextHiddenState(false, 30, 41, NAVBAR_SCROLL).hidden).toBe(true);
  });

  it('ignores movements of 5 px or less, in either direction', () => {
    expect(nextHiddenState(true, 200, 195, NAVBAR_SCROLL)).toEqual({ hidden: true, lastY: 200 });
    expect(nextHiddenState(false, 200, 205, NAVBAR_SCROLL)).toEqual({ hidden: false, lastY: 200 });
  });

  it('reappears on scrolling up by more than 5 px', () => {
    expect(nextHiddenState(true, 200, 194, NAVBAR_SCROLL)).toEqual({ hidden: false, lastY: 194 });
  });

  it('drives the hook from real scroll events', () => {
    render(<Probe />);
    expect(screen.getByText('shown')).toBeInTheDocument();
    scrollTo(120);
    expect(screen.getByText('hidden')).toBeInTheDocument();
    scrollTo(117);
    expect(screen.getByText('hidden')).toBeInTheDocument();
    scrollTo(100);
    expect(screen.getByText('shown')).toBeInTheDocument();
    scrollTo(300);
    scrollTo(20);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });
});
