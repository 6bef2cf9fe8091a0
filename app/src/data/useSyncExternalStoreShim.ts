/**
 * `use-sync-external-store/shim` for SWR (the data layer's library) in the site's builds
 * (vite.config.ts): React 18 and later have the hook, and there the shim only re-exports it, but its
 * fallback for older Reacts came with it into the first script (0.3 kB gzip of a 140 kB budget).
 */
export { useSyncExternalStore } from 'react';
