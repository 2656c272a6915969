/**
 * Lets code outside React (the API client) change the route. The router registers the real
 * navigation on start; until then a full page load is the safe fallback.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

const fallback: Navigate = (to) => window.location.assign(to);
let current: Navigate = fallback;

export function registerNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = fallback;
  };
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}
