import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { EdgeTls } from './edge';

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid for two days, made by Debian's openssl for a test
 * run and never committed. It is its own CA: a client trusts it by taking the certificate file as its CA.
 */
export async function throwawayCertificate(folder: string): Promise<EdgeTls> {
  await mkdir(folder, { recursive: true });
  const tls = { certificate: join(folder, 'certificate.pem'), key: join(folder, 'key.pem') };
  await promisify(execFile)('openssl', [
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
  ]);
  return tls;
}
