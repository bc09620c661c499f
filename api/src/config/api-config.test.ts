import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ENV_VARIABLES, DEFAULT_DB_PATH, loadApiConfig } from './api-config';

describe('loadApiConfig', () => {
  it('works with no environment at all', () => {
    const config = loadApiConfig({});
    expect(config).toMatchObject({
      database: { engine: 'sqlite', path: DEFAULT_DB_PATH },
      eventsRetentionDays: 400,
      siteOrigins: [
        'http://127.0.0.1:3000',
        'http://localhost:3000',
        'http://127.0.0.1:3001',
        'http://127.0.0.1:3002',
        'http://127.0.0.1:3003',
        'http://127.0.0.1:3004',
      ],
      adminToken: null,
      voice: null,
      ga4: null,
    });
    expect(DEFAULT_DB_PATH.replace(/\\/g, '/')).toMatch(/\/api\/data\/novavox\.db$/);
  });

  it('runs on PostgreSQL when DATABASE_URL is set, whatever API_DB_PATH says', () => {
    expect(
      loadApiConfig({ DATABASE_URL: 'postgres://nv:secret@db.internal:5432/novavox', API_DB_PATH: '/tmp/x.db' })
        .database,
    ).toEqual({ engine: 'postgres', url: 'postgres://nv:secret@db.internal:5432/novavox' });
    expect(loadApiConfig({ API_DB_PATH: '/tmp/x.db' }).database).toEqual({ engine: 'sqlite', path: '/tmp/x.db' });
    expect(() => loadApiConfig({ DATABASE_URL: 'mysql://db/novavox' })).toThrow(
      /DATABASE_URL must be a PostgreSQL URL/,
    );
    expect(() => loadApiConfig({ EVENTS_RETENTION_DAYS: 'forever' })).toThrow(
      /EVENTS_RETENTION_DAYS must be a positive/,
    );
  });

  it('follows the port offset and an explicit origin list', () => {
    expect(loadApiConfig({ NOVAVOX_PORT_OFFSET: '100' }).siteOrigins).toEqual([
      'http://127.0.0.1:3100',
      'http://localhost:3100',
      'http://127.0.0.1:3101',
      'http://127.0.0.1:3102',
      'http://127.0.0.1:3103',
      'http://127.0.0.1:3104',
    ]);
    expect(loadApiConfig({ SITE_ORIGINS: 'https://novavox.ai, https://www.novavox.ai/' }).siteOrigins).toEqual([
      'https://novavox.ai',
      'https://www.novavox.ai',
    ]);
  });

  it('turns phone calls on only with all three voice settings, default base URL api.vapi.ai', () => {
    const voice = loadApiConfig({ VAPI_PRIVATE_KEY: 'k', VAPI_PHONE_NUMBER_ID: 'p', VAPI_ASSISTANT_ID: 'a' }).voice;
    expect(voice).toEqual({
      apiUrl: 'https://api.vapi.ai',
      privateKey: 'k',
      phoneNumberId: 'p',
      assistantId: 'a',
      timeoutMs: 10_000,
    });
    expect(
      loadApiConfig({
        VAPI_PRIVATE_KEY: 'k',
        VAPI_PHONE_NUMBER_ID: 'p',
        VAPI_ASSISTANT_ID: 'a',
        VAPI_TIMEOUT_MS: '300',
      }).voice?.timeoutMs,
    ).toBe(300);
  });

  it('reads the team allow-list: addresses lower-cased, admin winning over marketing, bad entries named', () => {
    const team = loadApiConfig({
      TEAM_MARKETING_EMAILS: ' Mia@NovaVox.ai, both@novavox.ai ,',
      TEAM_ADMIN_EMAILS: 'both@novavox.ai',
    }).team;
    expect([...team.members]).toEqual([
      ['mia@novavox.ai', 'marketing'],
      ['both@novavox.ai', 'admin'],
    ]);
    expect(team).toMatchObject({
      open: false,
      sessionHours: 12,
      signInsPerAddressPerHour: 20,
      signInsPerEmailPerHour: 5,
      signInMailsFromNewBrowsersPerHour: 10,
      logSignInLinks: true,
    });
    expect(() => loadApiConfig({ TEAM_ADMIN_EMAILS: 'ada@novavox.ai, not-an-address' })).toThrow(
      'TEAM_ADMIN_EMAILS entry "not-an-address": Invalid email format',
    );
  });

  it('is open to the local developer only with neither an allow-list nor a service token, and never in production', () => {
    expect(loadApiConfig({}).team.open).toBe(true);
    expect(loadApiConfig({ ADMIN_TOKEN: 'a-service-token-0123' }).team.open).toBe(false);
    const publicUrls = {
      PUBLIC_API_URL: 'https://api.novavox.ai',
      PUBLIC_SITE_URL: 'https://novavox.ai',
      SITE_ORIGINS: 'https://novavox.ai',
    };
    expect(() => loadApiConfig({ NODE_ENV: 'production', ...publicUrls })).toThrow(/ADMIN_TOKEN or TEAM_ADMIN_EMAILS/);
    const production = loadApiConfig({
      NODE_ENV: 'production',
      TEAM_ADMIN_EMAILS: 'ada@novavox.ai',
      ...publicUrls,
    }).team;
    expect(production).toMatchObject({ open: false, logSignInLinks: false });
    expect(loadApiConfig({ TEAM_ADMIN_EMAILS: 'ada@novavox.ai', SMTP_URL: 'smtp://mail:25' }).team.logSignInLinks).toBe(
      false,
    );
  });

  it('restores newlines in the GA4 private key', () => {
    const ga4 = loadApiConfig({
      GA4_PROPERTY_ID: '42',
      GA4_CLIENT_EMAIL: 'a@b.iam',
      GA4_PRIVATE_KEY: 'line1\\nline2',
    }).ga4;
    expect(ga4).toEqual({
      propertyId: '42',
      credentials: { client_email: 'a@b.iam', private_key: 'line1\nline2' },
      cacheSeconds: 300,
    });
    expect(
      loadApiConfig({ GA4_PROPERTY_ID: '42', GOOGLE_APPLICATION_CREDENTIALS: '/k.json' }).ga4?.credentials,
    ).toBeNull();
  });

  it('fails fast naming every bad variable', () => {
    let message = '';
    try {
      loadApiConfig({
        VAPI_PRIVATE_KEY: 'k',
        FORM_RATE_LIMIT_PER_MINUTE: 'lots',
        SITE_ORIGINS: 'novavox.ai',
        GA4_PROPERTY_ID: 'G-123',
      });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    for (const name of [
      'VAPI_PHONE_NUMBER_ID, VAPI_ASSISTANT_ID',
      'FORM_RATE_LIMIT_PER_MINUTE',
      'SITE_ORIGINS',
      'GA4_PROPERTY_ID',
    ]) {
      expect(message).toContain(name);
    }
    expect(() => loadApiConfig({ GA4_PROPERTY_ID: '42' })).toThrow(/GOOGLE_APPLICATION_CREDENTIALS/);
  });
});

describe('loadApiConfig: each variable named with its rule', () => {
  const messageOf = (env: Record<string, string>) => {
    try {
      loadApiConfig(env);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    return 'accepted';
  };

  it.each([
    [{ API_PORT: 'abc' }, 'API_PORT must be a port number from 0 to 65535, 0 meaning any free port (got "abc")'],
    [{ API_PORT: '70000' }, 'API_PORT must be a port number from 0 to 65535'],
    [{ API_PORT: '-1' }, 'API_PORT must be a port number'],
    [{ NOVAVOX_PORT_OFFSET: 'x' }, 'NOVAVOX_PORT_OFFSET must be a whole number from 0 to 56648 (got "x")'],
    [{ NOVAVOX_PORT_OFFSET: '1.5' }, 'NOVAVOX_PORT_OFFSET must be a whole number'],
    [{ NOVAVOX_PORT_OFFSET: '60000' }, 'NOVAVOX_PORT_OFFSET must be a whole number'],
    [{ HOST: 'http://0.0.0.0' }, 'HOST must be a host name or IP address to listen on'],
    [{ API_HOST: 'two words' }, 'API_HOST must be a host name or IP address to listen on'],
    [{ ALLOW_LOOPBACK_URLS: 'yes' }, 'ALLOW_LOOPBACK_URLS must be true or false'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be production, development or test (got "prod")'],
    [{ PUBLIC_EXPERIMENTS_ENABLED: 'yes' }, 'PUBLIC_EXPERIMENTS_ENABLED must be true or false'],
    [{ PUBLIC_API_URL: 'api.novavox.ai' }, 'PUBLIC_API_URL must be an http(s) URL'],
    [{ SHUTDOWN_TIMEOUT_MS: '0' }, 'SHUTDOWN_TIMEOUT_MS must be a positive whole number'],
  ])('refuses %o', (env, message) => {
    expect(messageOf(env)).toContain(message);
  });

  it('listens where API_HOST/HOST and API_PORT/NOVAVOX_PORT_OFFSET say', () => {
    expect(loadApiConfig({})).toMatchObject({ host: '127.0.0.1', port: 8787 });
    expect(loadApiConfig({ NOVAVOX_PORT_OFFSET: '300' })).toMatchObject({ port: 9087 });
    expect(loadApiConfig({ NOVAVOX_PORT_OFFSET: '300', API_PORT: '0' })).toMatchObject({ port: 0 });
    expect(loadApiConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadApiConfig({ HOST: '0.0.0.0', API_HOST: '::1' }).host).toBe('::1');
  });
});

describe('loadApiConfig with NODE_ENV=production', () => {
  const production = {
    NODE_ENV: 'production',
    ADMIN_TOKEN: 'a-production-token-1234',
    PUBLIC_API_URL: 'https://api.novavox.ai',
    PUBLIC_SITE_URL: 'https://novavox.ai',
    SITE_ORIGINS: 'https://novavox.ai,https://www.novavox.ai',
    SMTP_URL: 'smtps://mailer:secret@smtp.novavox.ai:465',
    METRICS_TOKEN: 'a-metrics-token-0123',
  };
  const refusal = (env: Record<string, string | undefined>) => {
    try {
      loadApiConfig(env);
    } catch (error) {
      return (error instanceof Error ? error.message : String(error)).split('\n  - ').slice(1);
    }
    return [];
  };

  it('starts with public https addresses, SMTP and a metrics token, and warns of nothing', () => {
    expect(loadApiConfig(production)).toMatchObject({
      publicApiUrl: 'https://api.novavox.ai',
      siteOrigins: ['https://novavox.ai', 'https://www.novavox.ai'],
      warnings: [],
    });
  });

  it.each([
    [
      'PUBLIC_API_URL',
      undefined,
      "PUBLIC_API_URL must be set when NODE_ENV=production (the default is this machine's loopback",
    ],
    ['PUBLIC_SITE_URL', '', 'PUBLIC_SITE_URL must be set when NODE_ENV=production'],
    ['SITE_ORIGINS', undefined, 'SITE_ORIGINS must be set when NODE_ENV=production'],
    [
      'PUBLIC_API_URL',
      'http://127.0.0.1:8787',
      'PUBLIC_API_URL must not be a loopback address when NODE_ENV=production (got http://127.0.0.1:8787)',
    ],
    ['PUBLIC_SITE_URL', 'https://localhost', 'PUBLIC_SITE_URL must not be a loopback address'],
    ['PUBLIC_SITE_URL', 'http://[::1]:3000', 'PUBLIC_SITE_URL must not be a loopback address'],
    ['SITE_ORIGINS', 'https://novavox.ai,http://127.0.0.2:3000', 'SITE_ORIGINS must not be a loopback address'],
    [
      'PUBLIC_API_URL',
      'http://api.novavox.ai',
      'PUBLIC_API_URL must be an https:// address when NODE_ENV=production (got http://api.novavox.ai)',
    ],
    ['SITE_ORIGINS', 'https://novavox.ai,http://www.novavox.ai', 'SITE_ORIGINS must be an https:// address'],
  ])('refuses %s=%s, naming it and the rule, and nothing else', (name, value, message) => {
    const problems = refusal({ ...production, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('allows loopback addresses, http or https, only with ALLOW_LOOPBACK_URLS=true, and says so', () => {
    const rehearsal = {
      ...production,
      PUBLIC_API_URL: 'http://127.0.0.1:8787',
      PUBLIC_SITE_URL: 'https://127.0.0.1:8443',
      SITE_ORIGINS: 'http://127.0.0.1:3000,https://localhost:8443',
    };
    expect(refusal(rehearsal)).toHaveLength(4);
    const config = loadApiConfig({ ...rehearsal, ALLOW_LOOPBACK_URLS: 'true' });
    expect(config.warnings).toEqual([expect.stringContaining('ALLOW_LOOPBACK_URLS=true')]);
    // An http address on another machine is refused even then.
    expect(refusal({ ...rehearsal, ALLOW_LOOPBACK_URLS: 'true', PUBLIC_SITE_URL: 'http://novavox.ai' })).toEqual([
      expect.stringContaining('PUBLIC_SITE_URL must be an https:// address'),
    ]);
  });

  it('warns, naming each, without SMTP_URL or METRICS_TOKEN; outside production it warns of neither', () => {
    const { SMTP_URL: _smtp, METRICS_TOKEN: _metrics, ...bare } = production;
    expect(loadApiConfig(bare).warnings).toEqual([
      expect.stringMatching(/^SMTP_URL is not set in production: confirmation and sign-in e-mails wait/),
      expect.stringMatching(/^METRICS_TOKEN is not set in production: \/metrics is served to this machine only/),
    ]);
    expect(loadApiConfig({}).warnings).toEqual([]);
  });
});

describe('.env.example', () => {
  it('lists every variable the api reads, and the ones server.ts and the backup command read', () => {
    const example = readFileSync(fileURLToPath(new URL('../../../.env.example', import.meta.url)), 'utf8');
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    const read = [...API_ENV_VARIABLES, 'PG_BIN'];
    expect(read.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('reads LOG_LEVEL, METRICS_TOKEN and SHUTDOWN_TIMEOUT_MS, naming a bad one', () => {
    expect(loadApiConfig({})).toMatchObject({ logLevel: 'info', metricsToken: null, shutdownTimeoutMs: 10_000 });
    expect(
      loadApiConfig({ LOG_LEVEL: 'warn', METRICS_TOKEN: 'a'.repeat(16), SHUTDOWN_TIMEOUT_MS: '500' }),
    ).toMatchObject({
      logLevel: 'warn',
      metricsToken: 'a'.repeat(16),
      shutdownTimeoutMs: 500,
    });
    expect(() => loadApiConfig({ LOG_LEVEL: 'loud', METRICS_TOKEN: 'short' })).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent[\s\S]*METRICS_TOKEN must be at least 16 characters/,
    );
  });
});

describe('the experiment watch (docs/experiment-watch.md)', () => {
  it('looks every 15 minutes with no webhook by default, and reads a signed webhook set whole', () => {
    expect(loadApiConfig({}).watch).toEqual({ intervalMinutes: 15, webhook: null });
    const secret = 's'.repeat(32);
    expect(
      loadApiConfig({
        WATCH_INTERVAL_MINUTES: '5',
        WATCH_WEBHOOK_URL: 'https://hooks.example.com/novavox/',
        WATCH_WEBHOOK_SECRET: secret,
      }).watch,
    ).toEqual({ intervalMinutes: 5, webhook: { url: 'https://hooks.example.com/novavox', secret } });
  });

  it('names each bad watch variable and refuses a webhook without its secret', () => {
    expect(() =>
      loadApiConfig({ WATCH_INTERVAL_MINUTES: '2000', WATCH_WEBHOOK_URL: 'ftp://x', WATCH_WEBHOOK_SECRET: 'short' }),
    ).toThrow(
      /WATCH_INTERVAL_MINUTES must be at most 1440[\s\S]*WATCH_WEBHOOK_URL must be an http\(s\) URL[\s\S]*WATCH_WEBHOOK_SECRET must be at least 32 characters/,
    );
    expect(() => loadApiConfig({ WATCH_WEBHOOK_URL: 'https://hooks.example.com' })).toThrow(
      /WATCH_WEBHOOK_URL and WATCH_WEBHOOK_SECRET must be set together/,
    );
  });
});
