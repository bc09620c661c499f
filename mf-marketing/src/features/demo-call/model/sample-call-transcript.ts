import transcript from './sample-call-transcript.json';

/**
 * The sample call's script. The same JSON drives scripts/generate-demo-clip.sh, which speaks it into
 * assets/sample-check-in-call.mp3, so what the visitor reads is what they hear.
 */
export interface TranscriptLine {
  speaker: string;
  text: string;
}

const speakers: Record<string, { name: string }> = transcript.speakers;

export const sampleCallTranscript: readonly TranscriptLine[] = transcript.lines.map((line) => ({
  speaker: speakers[line.speaker]?.name ?? line.speaker,
  text: line.text,
}));
