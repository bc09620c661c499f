import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { issueProblems } from './parse-result';

describe('issueProblems', () => {
  it('names the field by its dotted path, array indexes included', () => {
    expect(
      issueProblems([
        { path: ['weights', 'B'], message: 'must be a whole number' },
        { path: ['changes', 0, 'actor'], message: 'must be text' },
      ]),
    ).toEqual(['"weights.B" must be a whole number', '"changes.0.actor" must be text']);
  });

  it('gives the rule alone for the whole value', () => {
    expect(issueProblems([{ path: [], message: 'must be an object' }])).toEqual(['must be an object']);
  });

  it("reads zod's own issues", () => {
    const parsed = z.object({ reason: z.string() }).safeParse({ reason: 4 });
    expect(parsed.success).toBe(false);
    expect(issueProblems(parsed.error?.issues ?? [])).toEqual([`"reason" ${parsed.error?.issues[0]?.message}`]);
  });
});
