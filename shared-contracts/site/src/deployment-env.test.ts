import { describe, expect, it } from 'vitest';
import { trueOrFalseProblem } from './deployment-env';

describe('trueOrFalseProblem: a switch the api and the site server both read', () => {
  it('takes true, false or nothing (the default)', () => {
    expect(trueOrFalseProblem(undefined)).toBeNull();
    expect(trueOrFalseProblem('  ')).toBeNull();
    expect(trueOrFalseProblem('true')).toBeNull();
    expect(trueOrFalseProblem(' false ')).toBeNull();
  });

  it('names the rule and the value for anything else', () => {
    expect(trueOrFalseProblem('yes')).toBe('must be true or false (got "yes")');
    expect(trueOrFalseProblem('1')).toBe('must be true or false (got "1")');
    expect(trueOrFalseProblem('TRUE')).toBe('must be true or false (got "TRUE")');
  });
});
