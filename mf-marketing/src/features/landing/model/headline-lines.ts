import { sentenceLines } from '@novavox/contracts-experiments/copy-document';

/** The catalog's family_headline is one or two sentences; each gets its own line in the hero. */
export function headlineLines(description: string): string[] {
  return sentenceLines(description);
}
