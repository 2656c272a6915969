/** The login screen's schemas, loaded on first use and prefetched once the screen is up. */
export const loadFirstScreenSchemas = () => import('./first-screen-schemas');
