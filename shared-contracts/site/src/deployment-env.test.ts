import { describe, expect, it } from 'vitest';
import { httpUrlProblem, trueOrFalseProblem } from './deployment-env';

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

describe('httpUrlProblem: a URL variable of either server', () => {
  it('takes an http(s) URL written out in full, or nothing', () => {
    for (const url of [
      undefined,
      '',
      'https://novavox.example',
      'http://127.0.0.1:8787/',
      'HTTPS://Api.Example/v1?x=1',
    ])
      expect(httpUrlProblem(url), url).toBeNull();
  });

  it('refuses a bare host, another scheme, a URL the parser reads only loosely, and spaces', () => {
    for (const url of ['novavox.ai', 'ftp://files.example', 'http:novavox.ai', 'https://', 'https://a.example/b c'])
      expect(httpUrlProblem(url), url).toBe('must be an http(s) URL');
  });
});
