// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_LIMITS } from './edge';
import { edgeOptionsFromEnv, nginxBinary } from './edge-env';

let folder: string;
let certificate: string;
let key: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'novavox-edge-env-'));
  certificate = join(folder, 'certificate.pem');
  key = join(folder, 'key.pem');
  await writeFile(certificate, 'pem');
  await writeFile(key, 'pem');
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the edge settings from the environment', () => {
  it('is plain http with the limits on by default, logs kept outside the temporary prefix', () => {
    const options = edgeOptionsFromEnv({}, 3000);
    expect(options).toMatchObject({ tls: null, redirectPort: null, workerConnections: 4096, limits: EDGE_LIMITS });
    expect(options.logDir).toMatch(/shell\/\.nginx-logs$/);
  });

  it('turns TLS on with both files, and redirects from the shell port + 80 unless told', () => {
    const env = { NGINX_TLS_CERTIFICATE: certificate, NGINX_TLS_CERTIFICATE_KEY: key };
    expect(edgeOptionsFromEnv(env, 3100)).toMatchObject({ tls: { certificate, key }, redirectPort: 3180 });
    expect(edgeOptionsFromEnv({ ...env, NGINX_HTTP_PORT: '80' }, 443).redirectPort).toBe(80);
    expect(edgeOptionsFromEnv({ ...env, NGINX_HTTP_PORT: 'off' }, 443).redirectPort).toBeNull();
    expect(edgeOptionsFromEnv({ NGINX_EDGE_LIMITS: 'off', NGINX_LOG_DIR: folder }, 3000)).toMatchObject({
      limits: [],
      logDir: folder,
    });
  });

  it('refuses a bad value, naming the variable', () => {
    expect(() => edgeOptionsFromEnv({ NGINX_TLS_CERTIFICATE: certificate }, 3000)).toThrow(
      'NGINX_TLS_CERTIFICATE and NGINX_TLS_CERTIFICATE_KEY must be set together, or neither',
    );
    expect(() =>
      edgeOptionsFromEnv({ NGINX_TLS_CERTIFICATE: certificate, NGINX_TLS_CERTIFICATE_KEY: join(folder, 'no') }, 1),
    ).toThrow(`NGINX_TLS_CERTIFICATE_KEY names a file that does not exist: ${join(folder, 'no')}`);
    expect(() => edgeOptionsFromEnv({ NGINX_HTTP_PORT: '80x' }, 1)).toThrow(
      'NGINX_HTTP_PORT must be a port from 1 to 65535, or off, not "80x"',
    );
    expect(() => edgeOptionsFromEnv({ NGINX_WORKER_CONNECTIONS: '10' }, 1)).toThrow(
      'NGINX_WORKER_CONNECTIONS must be a whole number from 64 to 65536, not "10"',
    );
    expect(() => edgeOptionsFromEnv({ NGINX_EDGE_LIMITS: 'no' }, 1)).toThrow(
      'NGINX_EDGE_LIMITS must be on or off, not "no"',
    );
  });
});

describe('the nginx binary', () => {
  it("is Debian's unless NGINX names another", () => {
    expect(nginxBinary({})).toBe('/usr/sbin/nginx');
    expect(nginxBinary({ NGINX: '  ' })).toBe('/usr/sbin/nginx');
    expect(nginxBinary({ NGINX: '/opt/nginx/sbin/nginx' })).toBe('/opt/nginx/sbin/nginx');
  });
});
