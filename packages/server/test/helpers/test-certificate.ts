import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type TestCertificate = {
  dir: string;
  /** The CA a phone would install (ca.crt), the only thing a test client trusts. */
  caCert: Buffer;
  certFile: string;
  keyFile: string;
};

/**
 * A CA and a server certificate for 127.0.0.1 and localhost signed by it, made now with openssl in
 * a new temporary folder (never committed), with the commands README's "HTTPS on the institute's
 * network" gives for the office PC's LAN address.
 */
export function makeTestCertificate(days = 2): TestCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pragati-tls-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const rsa = ['-newkey', 'rsa:2048', '-nodes'];
  const ca = ['-subj', '/CN=Pragati test CA', '-addext', 'basicConstraints=critical,CA:TRUE'];
  openssl(
    'req',
    '-x509',
    ...rsa,
    ...ca,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    String(days),
  );
  openssl('req', ...rsa, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1');
  fs.writeFileSync(
    file('san.txt'),
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    String(days),
    '-extfile',
    'san.txt',
    '-out',
    'server.crt',
  );
  return {
    dir,
    caCert: fs.readFileSync(file('ca.crt')),
    certFile: file('server.crt'),
    keyFile: file('server.key'),
  };
}
