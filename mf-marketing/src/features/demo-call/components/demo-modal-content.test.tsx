import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import transcript from '../model/sample-call-transcript.json';
import { DemoModalContent } from './demo-modal-content';

afterEach(() => vi.restoreAllMocks());

function setup(play: () => Promise<void> = () => Promise.resolve()) {
  const user = userEvent.setup({ delay: null });
  const onClose = vi.fn();
  // jsdom has no media playback: the element's play/pause are replaced and their events fired by hand.
  const playSpy = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    return play().then(() => {
      fireEvent.play(this);
    });
  });
  const pauseSpy = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    fireEvent.pause(this);
  });
  const { container } = render(<DemoModalContent titleId="demo-title" onClose={onClose} />);
  const audio = container.querySelector('audio') as HTMLAudioElement;
  return { user, onClose, playSpy, pauseSpy, audio };
}

describe('Demo modal', () => {
  it('has a title carrying the given id, the sample clip and its full transcript', () => {
    const { audio } = setup();
    expect(screen.getByRole('heading', { name: 'Hear a sample check-in call' })).toHaveAttribute('id', 'demo-title');
    expect(audio.getAttribute('src')).toMatch(/sample-check-in-call.*\.mp3$/);
    const lines = screen.getAllByRole('listitem');
    expect(lines).toHaveLength(transcript.lines.length);
    expect(lines[0]).toHaveTextContent(`Nova (NovaVox assistant): ${transcript.lines[0]?.text}`);
    expect(lines[1]).toHaveTextContent(`Walter: ${transcript.lines[1]?.text}`);
  });

  it('plays and pauses the clip with one toggle button', async () => {
    const { user, playSpy, pauseSpy, audio } = setup();
    await user.click(screen.getByRole('button', { name: 'Play sample call' }));
    expect(playSpy).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Pause sample call' })).toBeInTheDocument();
    Object.defineProperty(audio, 'paused', { configurable: true, value: false });
    await user.click(screen.getByRole('button', { name: 'Pause sample call' }));
    expect(pauseSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play sample call' })).toBeInTheDocument();
  });

  it('shows the elapsed and total time as the clip plays', () => {
    const { audio } = setup();
    Object.defineProperty(audio, 'duration', { configurable: true, value: 36.3 });
    fireEvent.loadedMetadata(audio);
    Object.defineProperty(audio, 'currentTime', { configurable: true, value: 12.6 });
    fireEvent.timeUpdate(audio);
    expect(screen.getByText(/0:12 \/ 0:36/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sample call progress' })).toHaveAttribute('value', '12.6');
  });

  it('reads the length the clip already had when the player was committed', () => {
    // In the site the metadata can arrive before React commits the modal, and its events are then lost.
    const readyState = vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(1);
    const duration = vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(36.3);
    setup();
    expect(readyState).toHaveBeenCalled();
    expect(duration).toHaveBeenCalled();
    expect(screen.getByText(/0:00 \/ 0:36/)).toBeInTheDocument();
  });

  it('without a finite length shows the elapsed time alone and no filled bar', () => {
    const { audio } = setup();
    Object.defineProperty(audio, 'duration', { configurable: true, value: Number.POSITIVE_INFINITY });
    fireEvent.durationChange(audio);
    Object.defineProperty(audio, 'currentTime', { configurable: true, value: 2.4 });
    fireEvent.timeUpdate(audio);
    expect(screen.getByText('0:02', { exact: true })).toBeInTheDocument();
    expect(screen.queryByText(/\/ 0:00/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Sample call progress' })).not.toHaveAttribute('value');
  });

  it('says so when the browser refuses to play, pointing to the transcript', async () => {
    const { user } = setup(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Play sample call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/read the transcript/);
    expect(screen.getByRole('button', { name: 'Play sample call' })).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
