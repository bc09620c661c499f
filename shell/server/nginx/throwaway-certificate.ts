import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EdgeTls } from './edge';

/**
 * A self-signed certificate for 127.0.0.1 and localhost, made by Debian's openssl for one test run (never
 * committed), valid two days. It is its own CA: a client trusts it by taking the certificate file as its CA (Node
 * through NODE_EXTRA_CA_CERTS, Chromium through ignoreHTTPSErrors). Made once per folder: Playwright's workers load
 * their config again and must find the same one. Exported as `@novavox/shell/testing/throwaway-certificate`.
 */
export function throwawayCertificate(folder: string): EdgeTls {
  const tls = { certificate: join(folder, 'certificate.pem'), key: join(folder, 'key.pem') };
  if (existsSync(tls.certificate) && existsSync(tls.key)) return tls;
  mkdirSync(folder, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      tls.key,
      '-out',
      tls.certificate,
    ],
    { stdio: 'ignore' },
  );
  return tls;
}
