/**
 * The network journey's server (issue 28): PostgreSQL, beside the embedded one every other
 * journey uses; playwright.config.ts starts it when E2E_DATABASE_URL names a PostgreSQL server.
 */
const PORT = Number(process.env.E2E_PORT ?? 3199);
export const NETWORK_PORT = Number(process.env.E2E_NETWORK_PORT ?? PORT + 1000);
/** The deployment's shared address: the login asks for the institute's code there. */
export const NETWORK_BASE = `http://localhost:${NETWORK_PORT}`;
/** An institute's own address: Chromium sends any *.localhost to this machine. */
export const instituteAddress = (host: string) => `http://${host}:${NETWORK_PORT}`;
