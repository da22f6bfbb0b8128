// Vitest runs outside React's server environment; `server-only` guards bundles, not tests.
export {};
