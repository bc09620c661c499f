import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv-text';

describe('csvCell', () => {
  it.each([
    [null, ''],
    [7, '7'],
    ['plain', 'plain'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['line\nbreak', '"line\nbreak"'],
  ])('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('csvText', () => {
  it('writes the header, then one quoted line per row, every line ended by CRLF', () => {
    expect(
      csvText(
        ['id', 'note'],
        [
          [1, 'a, b'],
          [2, null],
        ],
      ),
    ).toBe('id,note\r\n1,"a, b"\r\n2,\r\n');
  });

  it('is the header alone when there are no rows', () => {
    expect(csvText(['id'], [])).toBe('id\r\n');
  });
});
