import { formatClock } from '@novavox/contracts-ui/clock-time';
import { useEffect, useRef, useState } from 'react';
import sampleCallUrl from '../assets/sample-check-in-call.mp3';
import styles from './demo-call-player.module.css';

/** Play/pause controls for the sample check-in call, with its progress and elapsed time. */
export function DemoCallPlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [duration, setDuration] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // Without a finite length (a stream, or a server without byte ranges) there is nothing to show progress against.
  const lengthKnown = Number.isFinite(duration) && duration > 0;

  useEffect(() => {
    // The modal renders inside a transition: the clip can load its metadata before the tree is committed,
    // when React still ignores the element's events, so read what the element already knows.
    const audio = audioRef.current;
    if (audio && audio.readyState >= HTMLMediaElement.HAVE_METADATA) setDuration(audio.duration);
  }, []);

  async function toggle() {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setProblem(null);
    try {
      await audio.play();
    } catch {
      setProblem('The sample could not be played in this browser. You can read the transcript below.');
    }
  }

  const label = playing ? 'Pause sample call' : 'Play sample call';
  return (
    <div>
      <div className={styles.player}>
        <button type="button" className={styles.toggle} onClick={toggle} aria-label={label}>
          {playing ? (
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
              <rect x="4" y="3" width="5" height="16" rx="1.5" fill="currentColor" />
              <rect x="13" y="3" width="5" height="16" rx="1.5" fill="currentColor" />
            </svg>
          ) : (
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
              <path
                d="M6 3.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L7.5 2.64A1 1 0 0 0 6 3.5Z"
                fill="currentColor"
              />
            </svg>
          )}
        </button>
        <div className={styles.progress}>
          <progress
            className={styles.bar}
            max={lengthKnown ? duration : undefined}
            value={lengthKnown ? Math.min(elapsed, duration) : undefined}
            aria-label="Sample call progress"
          />
          <span className={styles.clock}>
            <span className="nvx-visually-hidden">Elapsed time </span>
            {lengthKnown ? `${formatClock(elapsed)} / ${formatClock(duration)}` : formatClock(elapsed)}
          </span>
        </div>
        {/* biome-ignore lint/a11y/useMediaCaption: the full transcript is shown right below the player */}
        <audio
          ref={audioRef}
          src={sampleCallUrl}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false);
            setElapsed(0);
          }}
          onTimeUpdate={(event) => setElapsed(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        />
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
