import os from 'node:os';
import { SERVER_MESSAGES } from '@pragati/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { forbidden } from './errors.js';
import { tokenSource } from './session-cookie.js';

export const FOREIGN_ORIGIN_MESSAGE = SERVER_MESSAGES.foreignOrigin;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `scheme://host[:port]` with default ports dropped, or null for anything that is not a URL. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser page of another origin sent the request (issue 26 item 6): its `Origin`
 * names another host (and port) than the request's own. Hosts only, so a TLS proxy in front
 * (https page, http hop) still counts as the app itself. No `Origin`: not a page of another
 * origin (browsers send one on every cross-origin request).
 */
export function fromAnotherOrigin(request: FastifyRequest): boolean {
  const claimed = request.headers.origin;
  if (typeof claimed !== 'string') return false;
  const origin = originOf(claimed);
  const own = originOf(`${request.protocol}://${request.host}`);
  return !origin || !own || new URL(origin).host !== new URL(own).host;
}

/**
 * Without PUBLIC_ORIGIN: the addresses this machine answers at on PORT (localhost, its loopback
 * and network addresses, its host name), by http or https. Read from the machine, never from the
 * request, so a forged Host header cannot add one; a phone on the office network opening
 * http://192.168.1.20:3000 is one of them.
 */
export function machineOrigins(port: number): Set<string> {
  const hostname = os.hostname();
  const hosts = ['localhost', hostname, `${hostname}.local`];
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) {
      hosts.push(
        address.family === 'IPv6' ? `[${address.address.split('%')[0]}]` : address.address,
      );
    }
  }
  const origins = new Set<string>();
  for (const host of hosts) {
    for (const scheme of ['http', 'https']) {
      const origin = originOf(`${scheme}://${host}:${port}`);
      if (origin) origins.add(origin);
    }
  }
  return origins;
}

/**
 * An institute's own address (issue 28: the network office names each institute's host names, so
 * a deployment serving many needs no PUBLIC_ORIGIN per institute): one of its host names, by http
 * or https, on PORT or behind a proxy on the scheme's default port. Data the network office
 * wrote, never the request's Host header.
 */
async function isInstituteAddress(
  origin: string,
  port: number,
  isInstituteHost: (host: string) => Promise<boolean>,
): Promise<boolean> {
  const url = new URL(origin);
  if (url.port !== '' && url.port !== String(port)) return false;
  return isInstituteHost(url.hostname);
}

/** A network address may change while the server runs (DHCP): the list is read again after this. */
const MACHINE_ORIGINS_TTL_MS = 30_000;

/**
 * Decisions §2: a state-changing request authenticated by the `jwt` cookie must come from the
 * app itself or from CORS_ORIGINS, told by `Origin` or, without it, `Referer`. The app's own
 * origin is the configured PUBLIC_ORIGIN (or, unset, this machine's addresses on PORT), never the
 * request's Host header, which the sender chooses (issue 26). SameSite=Strict alone lets another
 * app on the same host (same site) send the cookie. Requests with a bearer token carry no ambient
 * credential and are not affected.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  config: Pick<Config, 'corsOrigins' | 'publicOrigins' | 'port'>,
  /** Whether a host name is an institute's own address (institute_hosts, issue 28). */
  isInstituteHost: (host: string) => Promise<boolean> = async () => false,
) {
  const listed = [...config.publicOrigins, ...config.corsOrigins];
  const allowed = new Set(listed.map(originOf).filter((o): o is string => o !== null));
  let machine = { origins: new Set<string>(), readAt: -Infinity };
  const isMachine = (origin: string) => {
    if (config.publicOrigins.length > 0) return false;
    if (Date.now() - machine.readAt > MACHINE_ORIGINS_TTL_MS) {
      machine = { origins: machineOrigins(config.port), readAt: Date.now() };
    }
    return machine.origins.has(origin);
  };
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || tokenSource(request) !== 'cookie') return;
    const claimed = request.headers.origin ?? request.headers.referer;
    const origin = typeof claimed === 'string' ? originOf(claimed) : null;
    if (origin && (allowed.has(origin) || isMachine(origin))) return;
    if (origin && (await isInstituteAddress(origin, config.port, isInstituteHost))) return;
    throw forbidden(FOREIGN_ORIGIN_MESSAGE);
  });
}
