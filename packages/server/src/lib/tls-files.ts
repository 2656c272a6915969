import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The server's own certificate and key (TLS_CERT, TLS_KEY), read and checked at start. */
export type TlsFiles = {
  cert: Buffer;
  key: Buffer;
  /** When the certificate stops being accepted, for a warning at start. */
  validTo: Date;
};

const SEE_README = "see README, 'HTTPS on the institute's network'";

/** The file's bytes, or a message saying why it cannot be read and what to do. */
function readPem(variable: string, file: string): Buffer | string {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      return `${variable}: there is no file at ${file}. Give the path of a PEM file (${SEE_README}).`;
    if (code === 'EACCES')
      return `${variable}: ${file} may not be read by this user. Let the account that runs Pragati read it (and no one else, for the key).`;
    if (code === 'EISDIR')
      return `${variable}: ${file} is a folder. Give the path of the PEM file inside it.`;
    return `${variable}: ${file} cannot be read (${code ?? 'unknown error'}).`;
  }
}

/**
 * TLS_CERT and TLS_KEY (paths to PEM files) as the https server needs them, or the problems
 * found, each naming the variable and what to do. Both or neither: one alone is a mistake that
 * would otherwise start the server on plain HTTP without a word.
 */
export function readTlsFiles(
  certPath: string | undefined,
  keyPath: string | undefined,
): { tls: TlsFiles | undefined; problems: string[] } {
  if (!certPath && !keyPath) return { tls: undefined, problems: [] };
  if (!certPath || !keyPath) {
    const missing = certPath ? 'TLS_KEY' : 'TLS_CERT';
    return {
      tls: undefined,
      problems: [
        `${missing}: TLS_CERT and TLS_KEY go together: set both (the certificate and its private key, PEM files) or neither (plain HTTP).`,
      ],
    };
  }
  const certFile = path.resolve(certPath);
  const keyFile = path.resolve(keyPath);
  const cert = readPem('TLS_CERT', certFile);
  const key = readPem('TLS_KEY', keyFile);
  const problems = [cert, key].filter((v): v is string => typeof v === 'string');
  if (typeof cert === 'string' || typeof key === 'string') return { tls: undefined, problems };

  let x509: X509Certificate | undefined;
  let privateKey: KeyObject | undefined;
  try {
    x509 = new X509Certificate(cert);
  } catch {
    problems.push(
      `TLS_CERT: ${certFile} is not a PEM certificate (a text file starting with -----BEGIN CERTIFICATE-----).`,
    );
  }
  try {
    privateKey = createPrivateKey(key);
  } catch {
    problems.push(
      `TLS_KEY: ${keyFile} is not a PEM private key without a passphrase (a text file starting with -----BEGIN PRIVATE KEY-----).`,
    );
  }
  if (x509 && privateKey && !x509.checkPrivateKey(privateKey)) {
    problems.push(
      `TLS_KEY: ${keyFile} is not the private key of the certificate in TLS_CERT. Give the key made together with that certificate.`,
    );
  }
  if (problems.length > 0 || !x509) return { tls: undefined, problems };
  return { tls: { cert, key, validTo: new Date(x509.validTo) }, problems };
}
