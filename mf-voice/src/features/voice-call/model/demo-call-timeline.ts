import timeline from './demo-call-timeline.json';

/**
 * When each line of the embedded demo call is heard, in seconds from the start of its clip. The JSON
 * is written by scripts/generate-demo-call.sh together with assets/demo-check-in-call.mp3, from the
 * same script, so the transcript shown is what the clip says.
 */
export interface TimedLine {
  text: string;
  start: number;
  end: number;
}

export const demoCallTimeline: readonly TimedLine[] = timeline.lines;

/** The words of a line already spoken at `seconds`, in proportion to how far into the line it is. */
export function spokenSoFar(line: TimedLine, seconds: number): string {
  if (seconds <= line.start) return '';
  if (seconds >= line.end) return line.text;
  const words = line.text.split(' ');
  const count = Math.ceil((words.length * (seconds - line.start)) / (line.end - line.start));
  return words.slice(0, count).join(' ');
}
