import { describe, expect, it } from 'vitest';
import { USER_ID_FORMAT_MESSAGE, USER_ID_HEADER, USER_ID_PATTERN } from './user-id-header';

describe('the x-user-id header of a phone-call request', () => {
  it('is named as requirements §7 names it', () => {
    expect(USER_ID_HEADER).toBe('x-user-id');
    expect(USER_ID_FORMAT_MESSAGE).toBe(
      'The x-user-id header must be 1 to 100 letters, digits, dots, colons, underscores or hyphens',
    );
  });

  it('takes 1 to 100 letters, digits, dots, colons, underscores or hyphens, a letter or digit first', () => {
    for (const id of ['0b6f7c1e-3a52-4c1e-9d55-2f1a7e0c9b11', 'caregiver-1', 'crm:user_42.a', 'a', 'a'.repeat(100)]) {
      expect(USER_ID_PATTERN.test(id), id).toBe(true);
    }
    for (const id of ['', 'a'.repeat(101), '-leading-hyphen', 'with space', '<b>', 'é']) {
      expect(USER_ID_PATTERN.test(id), id).toBe(false);
    }
  });
});
