import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryView } from './query-view';

const query = (fields: Partial<UseQueryResult<string[], Error>>) => fields as UseQueryResult<string[], Error>;

describe('queryView', () => {
  it('reads a pending first read as loading', () => {
    expect(queryView(query({ isError: false, isPending: true }))).toEqual({ status: 'loading' });
  });

  it('reads an answer as loaded, with its data', () => {
    expect(queryView(query({ isError: false, isPending: false, data: ['a'] }))).toEqual({
      status: 'loaded',
      data: ['a'],
    });
  });

  it('reads a failure as an error with its message, even with older data kept', () => {
    expect(
      queryView(query({ isError: true, isPending: false, data: ['a'], error: new Error('The api is not answering') })),
    ).toEqual({ status: 'error', message: 'The api is not answering' });
  });
});
