import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { csvDownload } from './csv-download';

describe('csvDownload', () => {
  it('answers a named, uncached CSV file with the shared writer’s quoting and line ends', async () => {
    const app = new Hono().get('/x.csv', (c) =>
      csvDownload(
        c,
        'x.csv',
        ['id', 'note'],
        [
          [1, 'plain'],
          [2, '=SUM(A1)'],
          [3, null],
        ],
      ),
    );
    const response = await app.request('/x.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="x.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe("id,note\r\n1,plain\r\n2,'=SUM(A1)\r\n3,\r\n");
  });
});
